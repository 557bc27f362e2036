import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyWebDist,
  ensureBuilt,
  makeTempDir,
  removeDir,
  startServer,
  waitForHealth,
} from '../../scripts/lib/app-server.mjs';
import { startFakeRazorpay } from '../../server/src/modules/billing/fake-razorpay';
import { E2E_RAZORPAY } from './billing';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

/**
 * Starts the real built app for the suite: a fresh temporary DATA_DIR (an empty SQLite database that the
 * server migrates and fills with the demo data), a copy of web/dist (WEB_DIST: a rebuild during the run
 * cannot break the pages), a free port, production settings, no rate limits.
 * With E2E_BASE_URL already set, the tests run against that server instead and nothing is started (set
 * E2E_DATA_DIR to its DATA_DIR for the tests that read its mail).
 * The server's output goes to e2e/test-results/server.log. Returns the teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    await waitForHealth(external.replace(/\/$/, ''), { timeoutMs: 10_000 });
    process.env.PLAYWRIGHT_TEST_BASE_URL = external;
    console.log(`[e2e] using the server at ${external}`);
    return undefined;
  }

  await ensureBuilt({ log: (m) => console.log(m) });

  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'server.log');
  fs.writeFileSync(logFile, '');

  const tempDir = await makeTempDir('gd-e2e-');
  const dataDir = path.join(tempDir, 'data');
  fs.mkdirSync(dataDir);
  let server;
  // The project's fake of Razorpay's Orders API (billing e2e: checkout against it with a stubbed widget).
  const razorpay = await startFakeRazorpay({ keyId: E2E_RAZORPAY.keyId, keySecret: E2E_RAZORPAY.keySecret });
  try {
    const webDist = await copyWebDist(path.join(tempDir, 'web'));
    server = await startServer({
      dataDir,
      timeoutMs: 60_000,
      logFile,
      env: {
        WEB_DIST: webDist,
        // e2e always runs on its own SQLite file, never on a DATABASE_URL from the shell.
        DATABASE_URL: process.env.E2E_DATABASE_URL || undefined,
        JWT_SECRET: process.env.JWT_SECRET || 'e2e-only-secret-'.padEnd(48, '0'),
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
        RAZORPAY_API_BASE: razorpay.url,
        // A journey that needs a time of day moves the clock for its own requests (support/test-clock.ts).
        TEST_CLOCK_HEADER: 'true',
      },
    });
  } catch (err) {
    await razorpay.close();
    await removeDir(tempDir);
    console.error(err instanceof Error ? err.message : err);
    throw err;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.PLAYWRIGHT_TEST_BASE_URL = server.url;
  // The tests read the server's mail from DATA_DIR/outbox (support/mail.ts).
  process.env.E2E_DATA_DIR = dataDir;
  console.log(`[e2e] server ${server.url} (pid ${server.pid}), DATA_DIR ${dataDir}, log ${logFile}`);

  return async () => {
    const reason = server.exitReason();
    if (reason) console.error(`[e2e] the server had already stopped (${reason}); see ${logFile}`);
    await server.stop();
    await razorpay.close();
    await removeDir(tempDir);
  };
}
