// The runners of the test entry points (npm test and the test:* scripts, scripts/test.mjs) and the one closing line
// they all print, summed over every runner: `tests: N passed, N failed, N skipped`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../build-if-stale.mjs';
import { chromiumDecision, printBanner } from './chromium.mjs';
import { root } from './stale.mjs';

export const inCI = process.env.CI === 'true';
export const resultsDir = path.join(root, '.test-results');
export const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const total = { passed: 0, failed: 0, skipped: 0 };

/**
 * What failed, a line each, printed again just above the closing line: CI keeps only the end of a long run's
 * output, and a failure without a failing test (a hook, an error between tests) is otherwise easy to miss.
 */
const problems = [];
/** Terminal colours, taken out of a message before it is printed again. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // How long each step took, so a slow CI run shows where its minutes went.
  console.log(`◀ ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
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
export function check(label, ok) {
  if (ok) total.passed++;
  else {
    total.failed++;
    problems.push(`${label} failed`);
    console.error(`✖ ${label} failed`);
  }
}

/**
 * npm scripts (lint, typecheck) as one check each, run at the same time: each keeps one core busy for two minutes
 * on a slow machine (decision 107). Each one's output is printed whole when it ends, so the two do not mix.
 */
export async function runChecksTogether(checks) {
  const ends = checks.map(
    ([label, name]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const chunks = [];
        const child = spawn('npm', ['run', '--silent', name], { cwd: root, env: process.env });
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        let ended = false;
        const end = (ok) => {
          if (ended) return;
          ended = true;
          console.log(`\n▶ ${label}`);
          process.stdout.write(Buffer.concat(chunks));
          console.log(`◀ ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
          check(name, ok);
          resolve();
        };
        child.on('error', (err) => {
          chunks.push(Buffer.from(`${err.message}\n`));
          end(false);
        });
        child.on('close', (code) => end(code === 0));
      }),
  );
  await Promise.all(ends);
}

export async function postgresReachable(url = pgUrl) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The way to start the PostgreSQL the API suite runs on, for the line that says it is not there. */
export const PG_HINT = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set TEST_PG_URL)';

/** Counts one failure that no runner reported (a suite that had to run and could not). */
export function fail(message) {
  printBanner(message);
  problems.push(message);
  total.failed++;
}

/** Runs vitest projects (vitest.config.ts) and adds their tests to the total. */
export function runVitest(label, projects) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const report = path.join(resultsDir, `vitest-${projects.join('-')}.json`);
  fs.rmSync(report, { force: true });
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const v = readJson(report);
  if (v) {
    total.passed += v.numPassedTests;
    total.failed += v.numFailedTests + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
    total.skipped += v.numPendingTests + v.numTodoTests;
    for (const file of v.testResults ?? []) {
      const name = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        problems.push(
          // The duration shows a time-out, which the report names only as a stack (STACK_TRACE_ERROR).
          `vitest ${name} › ${t.fullName} (${Math.round(t.duration ?? 0)} ms): ${firstLine(t.failureMessages?.[0])}`,
        );
      // A file that failed with no failing test: a hook (beforeAll, afterAll) or an error while loading it.
      if (file.status === 'failed' && !failedTests.length)
        problems.push(
          `vitest ${name}: ${firstLine(file.message) || 'a hook (beforeAll, afterAll) failed: its error is in the output above'}`,
        );
    }
  }
  // A run that failed without a failing test (a config or unhandled error) or ran nothing is a failure too.
  if (!v || !v.numTotalTests || (!ok && !v.numFailedTests && !v.numFailedTestSuites)) {
    const message = 'vitest did not run its tests cleanly (no report, no tests, or an error outside the tests)';
    console.error(`✖ ${message}`);
    problems.push(`${message}: see "Unhandled Errors" in its output`);
    total.failed++;
  }
}

/**
 * The end-to-end tests in Debian's Chromium, on the built app (built first when its sources are newer). Without
 * Chromium they are skipped with a loud line, or count as a failure with CI=true.
 */
export function runE2e() {
  const browser = chromiumDecision();
  if (browser.action !== 'run') {
    printBanner(browser.message);
    if (browser.action === 'fail') {
      problems.push(browser.message);
      total.failed++;
    }
    return;
  }
  buildIfStale();
  const report = path.join(root, 'e2e/test-results/results.json');
  fs.rmSync(report, { force: true });
  const ok = run('end-to-end tests (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  const p = readJson(report);
  if (p?.stats) {
    total.passed += p.stats.expected + (p.stats.flaky ?? 0);
    total.failed += p.stats.unexpected;
    total.skipped += p.stats.skipped;
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const where = `${file ?? suite.file} › ${spec.title}`;
        if (t.status === 'unexpected') problems.push(`Playwright ${where}: ${firstLine(last?.error?.message)}`);
        else if (t.status === 'flaky') console.log(`(flaky: passed on retry) Playwright ${where}`);
      }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of p?.suites ?? []) walk(suite);
  for (const error of p?.errors ?? []) problems.push(`Playwright, outside the tests: ${firstLine(error.message)}`);
  if (!p?.stats || p.stats.expected + p.stats.unexpected + (p.stats.flaky ?? 0) === 0 || (!ok && !p.stats.unexpected)) {
    const message = 'Playwright did not run its tests cleanly (no report, no tests, or an error outside the tests)';
    console.error(`✖ ${message}`);
    problems.push(message);
    total.failed++;
  }
}

const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** Whether a Redis server answers PING at `url` (a bare RESP exchange: no client library needed here). */
export async function redisReachable(url = redisUrl) {
  const { hostname, port } = new URL(url);
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/**
 * The scale-out suite (scripts/test-scale.mjs: two processes behind HAProxy on PostgreSQL, Redis and a local
 * bucket). It needs all three and Debian's haproxy; without them it is skipped with a loud line, or counts as a
 * failure with CI=true.
 */
export async function runScale() {
  const missing = [
    HAPROXY ? null : 'haproxy (apt-get install haproxy)',
    (await postgresReachable()) ? null : `PostgreSQL at ${pgUrl}`,
    (await redisReachable()) ? null : `Redis at ${redisUrl}`,
  ].filter(Boolean);
  if (missing.length) {
    const message = `SCALE-OUT SUITE ${inCI ? 'CANNOT RUN' : 'SKIPPED'}: missing ${missing.join(', ')}`;
    printBanner(message);
    if (inCI) {
      problems.push(message);
      total.failed++;
    } else total.skipped++;
    return;
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const report = path.join(resultsDir, 'scale.json');
  fs.rmSync(report, { force: true });
  const ok = run(
    'scale-out: two processes behind HAProxy (PostgreSQL, Redis, S3)',
    'node',
    ['scripts/test-scale.mjs'],
    {
      SCALE_REPORT: report,
      TEST_PG_URL: pgUrl,
      TEST_REDIS_URL: redisUrl,
    },
  );
  const r = readJson(report);
  if (r) {
    total.passed += r.passed;
    total.failed += r.failed;
    for (const f of r.failures ?? []) problems.push(`scale-out ${f}`);
  }
  if (!r || r.passed + r.failed === 0 || (!ok && !r.failed)) {
    console.error('✖ the scale-out suite did not run its checks cleanly');
    problems.push(`the scale-out suite did not run its checks cleanly (exit status ${ok ? 0 : 'not 0'})`);
    total.failed++;
  }
}

/** Prints the closing line and ends the process: status 1 when anything failed. */
export function finish() {
  if (problems.length) {
    console.log(`\n✖ What failed (${problems.length}):`);
    for (const p of problems.slice(0, 30)) console.log(`  - ${p}`);
    if (problems.length > 30) console.log(`  … and ${problems.length - 30} more above`);
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 ? 1 : 0);
}
