// npm test: lint, types, component and API tests (SQLite and PostgreSQL), then e2e in Chromium.
// Prints one closing line summed over every runner: `tests: N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';
import { chromiumDecision, printBanner } from './lib/chromium.mjs';
import { root } from './lib/stale.mjs';

const inCI = process.env.CI === 'true';
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const total = { passed: 0, failed: 0, skipped: 0 };

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Lint and types count as one check each, so a failure shows in the closing line. */
function check(label, ok) {
  if (ok) total.passed++;
  else {
    total.failed++;
    console.error(`✖ ${label} failed`);
  }
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

check('lint', run('lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint']));
check('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));

const projects = ['web', 'api-sqlite'];
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresReachable(pgUrl)) projects.push('api-postgres');
else if (inCI) {
  printBanner(`PostgreSQL is not reachable at ${pgUrl} and CI=true: the PostgreSQL suite must run.`);
  total.failed++;
} else {
  printBanner(
    `POSTGRESQL SUITE SKIPPED: nothing answers at ${pgUrl}. Start it with: ` +
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set TEST_PG_URL)',
  );
}

const vitestJson = path.join(results, 'vitest.json');
const vitestOk = run('unit, component and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  total.passed += v.numPassedTests;
  total.failed += v.numFailedTests + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
  total.skipped += v.numPendingTests + v.numTodoTests;
}
// A run that failed without a failing test (a config or unhandled error) or ran nothing is a failure too.
if (!v || !v.numTotalTests || (!vitestOk && !v.numFailedTests && !v.numFailedTestSuites)) {
  console.error('✖ vitest did not run its tests cleanly (no report, no tests, or an error outside the tests)');
  total.failed++;
}

const browser = chromiumDecision();
if (browser.action === 'run') {
  buildIfStale();
  const e2eJson = path.join(root, 'e2e/test-results/results.json');
  fs.rmSync(e2eJson, { force: true });
  const e2eOk = run('end-to-end tests (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  const p = readJson(e2eJson);
  if (p?.stats) {
    total.passed += p.stats.expected + (p.stats.flaky ?? 0);
    total.failed += p.stats.unexpected;
    total.skipped += p.stats.skipped;
  }
  if (
    !p?.stats ||
    p.stats.expected + p.stats.unexpected + (p.stats.flaky ?? 0) === 0 ||
    (!e2eOk && !p.stats.unexpected)
  ) {
    console.error('✖ Playwright did not run its tests cleanly (no report, no tests, or an error outside the tests)');
    total.failed++;
  }
} else {
  printBanner(browser.message);
  if (browser.action === 'fail') total.failed++;
}

console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
