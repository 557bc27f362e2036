// Diagnoses a page's first paints on a throttled phone (4x CPU, slow 4G like Lighthouse's mobile preset):
// when the header, the hero and the data appear, the FCP/LCP entries with their element, layout shifts and
// long tasks, and every resource's start/end. Usage: node scripts/paint-timeline.mjs http://127.0.0.1:3000/
// (a running built server). For issue 4: the figure itself comes from npm run audit:web.
/* global window, document, location, MutationObserver */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__paints = [];
  const seen = new Set();
  new MutationObserver(() => {
    for (const sel of [
      'header',
      'h1',
      'p[class*=heroTagline]',
      'main',
      '[class*=bannerText]',
      '.mantine-Skeleton-root',
      'a[href^="/business/"]',
      '[class*=Overlay]',
      '.mantine-Loader-root',
    ]) {
      const has = !!document.querySelector(sel);
      const key = sel + has;
      if (!seen.has(key)) {
        seen.add(key);
        window.__paints.push({ t: Math.round(performance.now()), type: 'dom', sel, has });
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__paints.push({
        t: Math.round(e.startTime),
        type: e.entryType,
        name: e.name,
        el: e.element
          ? e.element.tagName +
            '.' +
            (e.element.className || '').toString().slice(0, 40) +
            ' ' +
            (e.element.textContent || '').slice(0, 40)
          : '',
        size: e.size,
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__paints.push({ t: Math.round(e.startTime), type: e.entryType, name: e.name });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__paints.push({ t: Math.round(e.startTime), type: 'ls', v: e.value.toFixed(4) });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      if (e.duration > 50)
        window.__paints.push({ t: Math.round(e.startTime), type: 'longtask', d: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const paints = await page.evaluate(() => window.__paints);
const res = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '').slice(0, 60)]),
);
console.log(
  paints
    .sort((a, b) => a.t - b.t)
    .map((p) => JSON.stringify(p))
    .join('\n'),
);
console.log(res.map((r) => r.join(' ')).join('\n'));
await browser.close();
