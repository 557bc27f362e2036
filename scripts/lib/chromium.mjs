// Where the e2e tests find a browser: Debian's Chromium, never a downloaded one.
// Shared by e2e/playwright.config.ts and the root test runner (scripts/test.mjs).
import fs from 'node:fs';

/** Path of the Chromium binary the e2e tests drive (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a quiet, headless Chromium in containers and CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Answers whether an executable Chromium exists at `path`. */
export function isChromiumAvailable(path = CHROMIUM_PATH) {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The line printed when the e2e suite is skipped for want of a browser. */
export function chromiumMissingMessage(path = CHROMIUM_PATH) {
  return `E2E SKIPPED: ${path} not found — install it with: apt-get install chromium`;
}

/**
 * What to do about the browser: `run` when Chromium is there; otherwise `skip` on a developer
 * machine and `fail` in CI (env CI=true), where a missing browser must not pass silently.
 */
export function chromiumDecision(env = process.env, path = CHROMIUM_PATH) {
  if (isChromiumAvailable(path)) return { action: 'run', path, message: '' };
  if (env.CI === 'true') {
    return {
      action: 'fail',
      path,
      message: `E2E FAILED: ${path} not found and CI=true — install it with: apt-get install chromium`,
    };
  }
  return { action: 'skip', path, message: chromiumMissingMessage(path) };
}

/** Prints a message so that it cannot be missed in a long log. */
export function printBanner(message, stream = process.stderr) {
  const bar = '!'.repeat(Math.min(100, message.length + 8));
  stream.write(`\n${bar}\n!!! ${message}\n${bar}\n\n`);
}
