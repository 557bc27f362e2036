import { chromium } from '@playwright/test';
import fs from 'node:fs';
const token = fs.readFileSync('/tmp/admin-token', 'utf8').trim();
const base = 'http://127.0.0.1:4400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = (process.argv[2] ?? '/admin-dashboard,/business-list,/business-category-list,/business-category-create,/contact-list,/subs-list,/admin-users,/admin-settings,/admin-audit').split(',');
for (const [w, h, tag] of [[1280, 900, 'desk'], [360, 740, 'm']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, timezoneId: 'Asia/Kolkata' });
  await ctx.addInitScript((t) => { localStorage.setItem('user_token', t); localStorage.setItem('user_name', 'Admin'); localStorage.setItem('user_id', '1'); }, token);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = p.replace(/\W+/g, '_');
    await page.screenshot({ path: `/tmp/admin-shots/${tag}${name}.png`, fullPage: tag === 'desk' });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(tag, p, 'scrollWidth', sw, await page.title());
  }
  await ctx.close();
}
await browser.close();
