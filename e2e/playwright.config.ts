import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumDecision, printBanner } from '../scripts/lib/chromium.mjs';
import { budget } from './support/budget';

const here = path.dirname(fileURLToPath(import.meta.url));
const inCI = process.env.CI === 'true';

// No browser is ever downloaded: the tests drive Debian's Chromium. Without it, a developer's run is
// skipped with a loud line, and a CI run fails.
const browser = chromiumDecision();
if (browser.action === 'fail') {
  printBanner(browser.message);
  throw new Error(browser.message);
}
if (browser.action === 'skip') {
  printBanner(browser.message);
  process.exit(0);
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: inCI,
  workers: Math.min(2, Number(process.env.E2E_WORKERS) || 2),
  retries: inCI ? 1 : 0,
  // A test's whole budget. The flows that drive two browsers or run several axe passes take 15–20 s alone and
  // over 30 s when the full suite keeps both cores busy (two workers, the server, Chromium); CI doubles it.
  timeout: budget(60_000),
  expect: { timeout: budget(10_000) },
  reporter: [['list'], ['json', { outputFile: path.join(here, 'test-results', 'results.json') }]],
  // Builds if needed, starts the built server on a free port, sets E2E_BASE_URL; returns the teardown.
  globalSetup: './support/global-setup.ts',
  use: {
    // Workers start after the global setup, so they see the URL it chose.
    ...(process.env.E2E_BASE_URL ? { baseURL: process.env.E2E_BASE_URL } : {}),
    locale: 'en-US',
    timezoneId: 'Asia/Kolkata',
    // Recording a trace for every test cost a third of the suite's time on a slow machine (12 tests: 80 s against
    // 53 s, decision 107). CI retries a failed test once and traces that retry; a developer's run (no retries)
    // keeps the trace of a failure.
    trace: inCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
});
