#!/usr/bin/env node
// npm run audit:web: what a visitor's browser loads, measured on the real built app.
//
// Builds if needed, starts node server/dist/main.js on a free port with a temporary DATA_DIR (demo data), then:
//  (a) loads the home page in Chromium (/usr/bin/chromium, a phone-sized window, empty cache, Accept-Encoding gzip)
//      and sums the JavaScript it fetched until the network is idle: the bytes on the wire and the gzip size of each
//      file as the build writes it. Fails when that is over the budget (HOME_JS_BUDGET_KB, default 180 kB of 1000
//      bytes) or when a chunk that must stay off the home page (admin, owner, wizard, auth, carousel, charts)
//      was loaded. The same figures are printed for a business profile, for information.
//  (b) Lighthouse mobile scores (performance, accessibility, SEO, best practices; the median of LIGHTHOUSE_RUNS
//      runs) for home and that profile, when the `lighthouse` and `chrome-launcher` packages are installed
//      (Chromium at /usr/bin/chromium, never a download); fails when performance < 90, accessibility < 95 or
//      SEO < 100. Without them, (b) is skipped with a note.
//
// Settings (env): HOME_JS_BUDGET_KB=180 · LIGHTHOUSE_RUNS=3 · AUDIT_BASE_URL=http://… (audit a running server;
// nothing is built or started) · AUDIT_JSON=file (also write the results as JSON) · SKIP_BUILD=1 (never build) ·
// CHROMIUM_PATH.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuilt, makeTempDir, removeDir, repoRoot, startServer } from './lib/app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, isChromiumAvailable } from './lib/chromium.mjs';

const env = process.env;
const budgetKb = Number(env.HOME_JS_BUDGET_KB || 180);
const LIGHTHOUSE_MIN = { performance: 90, accessibility: 95, seo: 100 };
/**
 * Chunks that must never load on the home page (their source folders or packages, in the chunk names).
 * `login-prompt` is allowed: it is lib/login-prompt.ts, the shell's 0.2 kB context for asking a guest to log
 * in (split into its own chunk because pages share it), not the login screen's code. Nor are `endpoints-*`
 * chunks: an endpoint file's methods and paths only (web/build/light-endpoints-plugin.ts), e.g. the session
 * check's `GET /auth/me`, with no screen code and no schemas.
 */
const FORBIDDEN_ON_HOME = /(?:admin|owner|wizard|profile-setup|login(?!-prompt-)|register|auth|carousel|embla|chart)/i;
const webDist = path.join(repoRoot, 'web', 'dist');

const log = (message) => console.error(`[audit] ${message}`);
/** kB of 1000 bytes, as `vite build` prints its gzip sizes. */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** gzip size of a built file as `vite build` reports it (the precompressed .gz when there is one). */
function builtGzipSize(urlPath) {
  const file = path.join(webDist, decodeURIComponent(urlPath));
  if (!file.startsWith(webDist) || !fs.existsSync(file)) return null;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Loads `url` in a fresh phone-sized context; returns every JavaScript file it fetched. */
async function measureJs(browser, url, waitFor) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const { pathname } = new URL(response.url());
    if (type === 'script' || pathname.endsWith('.js')) responses.push(response);
  });
  await page.goto(url, { waitUntil: 'load' });
  if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const sizes = await response.request().sizes();
    files.push({
      path: pathname,
      status: response.status(),
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      wireBytes: sizes.responseBodySize,
      gzipBytes: builtGzipSize(pathname) ?? sizes.responseBodySize,
    });
  }
  await context.close();
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    url,
    files,
    errors,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    wireBytes: files.reduce((sum, f) => sum + f.wireBytes, 0),
  };
}

function printJs(title, result) {
  console.log(`\n${title} (${result.url})`);
  for (const f of result.files) {
    console.log(
      `  ${kb(f.gzipBytes).padStart(9)} gzip  ${kb(f.wireBytes).padStart(9)} wire (${f.encoding})  ${f.path}`,
    );
  }
  console.log(
    `  ${kb(result.gzipBytes).padStart(9)} gzip  ${kb(result.wireBytes).padStart(9)} wire  total, ${result.files.length} files`,
  );
}

/** Lighthouse runs per page; the median of each category is reported (Lighthouse CI's practice: one run is noisy). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(env.LIGHTHOUSE_RUNS || 3));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Lighthouse mobile (its default: a moto g power on slow 4G, simulated) for each URL, the median of
 * LIGHTHOUSE_RUNS runs; null when Lighthouse is not installed. Also the machine's benchmark index: on a busy
 * machine the CPU-bound figures (TBT above all) come out worse than on a quiet one.
 */
async function runLighthouse(urls) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return null;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const scores = {};
    for (const [name, url] of Object.entries(urls)) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        let lhr;
        // A run that fails to record (NO_NAVSTART, NO_FCP on a busy machine) is tried again, twice at most.
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
          });
          lhr = result?.lhr;
        }
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
        runs.push({
          ...Object.fromEntries(
            Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
          ),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        });
      }
      scores[name] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
      scores[name].performanceRuns = runs.map((r) => r.performance);
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

async function firstProfileUrl(baseUrl) {
  const res = await fetch(`${baseUrl}/api/businesses?sort=newest&limit=1`);
  const body = await res.json();
  const business = body?.data?.rows?.[0];
  if (!business) throw new Error('the demo data has no approved business to audit');
  return `${baseUrl}/business/${business.business_id}/${business.slug}`;
}

async function main() {
  if (!isChromiumAvailable()) {
    console.error(`[audit] ${CHROMIUM_PATH} not found — install it with: apt-get install chromium`);
    process.exit(1);
  }
  let server = null;
  let tempDir = null;
  let baseUrl = env.AUDIT_BASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    await ensureBuilt({ log });
    tempDir = await makeTempDir('gd-audit-');
    const dataDir = path.join(tempDir, 'data');
    fs.mkdirSync(dataDir);
    server = await startServer({ dataDir, env: { DATABASE_URL: undefined, WEB_DIST: webDist } });
    baseUrl = server.url;
    log(`server ${baseUrl}`);
  }

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const failures = [];
  const report = { budgetKb };
  try {
    const profileUrl = await firstProfileUrl(baseUrl);
    const home = await measureJs(browser, `${baseUrl}/`, 'a[href^="/business/"]');
    const profile = await measureJs(browser, profileUrl, 'h1');
    printJs('Home: JavaScript loaded on first visit', home);
    printJs('Business profile: JavaScript loaded on first visit (information)', profile);
    report.home = home;
    report.profile = profile;

    const homeKb = home.gzipBytes / 1000;
    console.log(`\nHome JS: ${homeKb.toFixed(1)} kB gzipped (budget ${budgetKb} kB)`);
    if (homeKb > budgetKb) failures.push(`home loads ${homeKb.toFixed(1)} kB of gzipped JS, over ${budgetKb} kB`);
    const forbidden = home.files.filter(
      (f) => FORBIDDEN_ON_HOME.test(path.basename(f.path)) && !path.basename(f.path).startsWith('endpoints-'),
    );
    if (forbidden.length) failures.push(`home loads chunks it must not: ${forbidden.map((f) => f.path).join(', ')}`);
    for (const [name, result] of [
      ['home', home],
      ['profile', profile],
    ]) {
      if (result.errors.length) failures.push(`${name} threw in the browser: ${result.errors.join(' | ')}`);
      const failed = result.files.filter((f) => f.status >= 400);
      if (failed.length) failures.push(`${name}: JS answered an error: ${failed.map((f) => f.path).join(', ')}`);
    }

    const scores = await runLighthouse({ home: `${baseUrl}/`, profile: profileUrl });
    if (!scores) {
      console.log(
        '\nLighthouse: not installed, skipped. Add it as a root devDependency: npm i -D lighthouse@12 chrome-launcher' +
          ' (it runs the Chromium at /usr/bin/chromium through chrome-launcher; no browser is downloaded).',
      );
    } else {
      report.lighthouse = scores;
      console.log(`\nLighthouse (mobile, median of ${LIGHTHOUSE_RUNS} runs):`);
      for (const [name, categories] of Object.entries(scores)) {
        console.log(
          `  ${name.padEnd(8)} ${Object.entries(categories)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}`,
        );
        for (const [category, min] of Object.entries(LIGHTHOUSE_MIN)) {
          if ((categories[category] ?? 0) < min)
            failures.push(`${name}: Lighthouse ${category} ${categories[category]} < ${min}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
    await removeDir(tempDir);
  }

  if (env.AUDIT_JSON) fs.writeFileSync(path.resolve(env.AUDIT_JSON), JSON.stringify(report, null, 2));
  if (failures.length) {
    console.error(`\nAUDIT FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAudit passed.');
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
