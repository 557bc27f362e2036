import { chromium } from '@playwright/test';
const BASE = 'http://localhost:4300';
const out = '/tmp/billing-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function login(body, url = '/api/auth/login') {
  const r = await fetch(BASE + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const j = await r.json();
  return j.data;
}
const owner = await login({ phone: '9876543210', password: 'DemoOwner#2026' });
const admin = await login({ email: 'admin@gujaratdirectory.in', password: 'DemoAdmin#2026' }, '/api/auth/admin/login');
async function shoot(session, path, name, width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', name, m.text()));
  if (session) {
    await page.addInitScript((s) => {
      localStorage.setItem('user_token', s.token);
      localStorage.setItem('user_id', String(s.userData?.id ?? 1));
      localStorage.setItem('user_name', s.userData?.name ?? 'User');
    }, session);
  }
  await page.goto(BASE + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  await ctx.close();
}
for (const w of [1280, 360]) {
  await shoot(null, '/pricing', 'pricing', w);
  await shoot(owner, '/bank-details?plan_id=2&business_id=1', 'bank', w);
  await shoot(owner, '/subscription', 'subscription', w);
  await shoot(owner, '/payment-history', 'history', w);
}
await shoot(admin, '/admin-plans', 'admin-plans');
await shoot(admin, '/admin-payments?x', 'admin-payments');
await shoot(admin, '/billing-settings', 'admin-settings');
await browser.close();
