import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, type TestContext } from './helpers';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gujarat Business Directory</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A stand-in for the server entry that shows the URL it was asked to render and what the API answered it. */
const ECHO_ENTRY = `
export const SSR_STATE_ID = 'ssr-state';
export function setDictionaries() {}
export function serializeSsrState(state) { return JSON.stringify(state).replace(/</g, '\\\\u003c'); }
export async function render(url, language, fetch) {
  const response = await fetch('/api/businesses?limit=2', { method: 'GET' });
  const body = await response.text();
  return { html: '<p id="rendered-url">' + url + '</p>', state: { language, body } };
}
`;

/**
 * Issue 19's probe: without PUBLIC_URL the Host header went into canonical links, JSON-LD, robots.txt and a
 * publicly cacheable sitemap. Decision 76: a request's own host is never the site's address unless it names this
 * machine, and the sitemaps and robots.txt are not publicly cacheable without PUBLIC_URL.
 */
describe('the Host header never becomes the site address', () => {
  let ctx: TestContext;
  let web: string;
  let business: { business_id: number; slug: string };
  let category: { category_id: number; slug: string };

  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-host-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(web, 'ssr'));
    fs.mkdirSync(path.join(web, 'assets', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(web, 'ssr', 'entry-server.mjs'), ECHO_ENTRY);
    fs.writeFileSync(path.join(web, 'ssr', 'route-assets.json'), JSON.stringify([{ paths: ['^/'], js: [], css: [] }]));
    for (const lang of ['en', 'guj']) fs.writeFileSync(path.join(web, 'assets', 'i18n', `${lang}.json`), '{}');
    ctx = await createTestContext({ WEB_DIST: web, PORT: '3000' });
    const city = await createCity(ctx.db, { city_name: 'Jamnagar', slug: 'jamnagar' });
    category = await createCategory(ctx.db, { category_name: 'Brass Parts', category_name_guj: 'પિત્તળના ભાગો' });
    business = await createBusiness(ctx.db, {
      business_name: 'Jamnagar Brass Works',
      slug: 'jamnagar-brass-works',
      location_id: city.city_id,
      category_id: category.category_id,
      business_logo: '/uploads/seed/logos/brass.svg',
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const EVIL = [
    { host: 'evil.example' },
    { host: 'evil.example:3000' },
    { host: 'localhost.evil.example' },
    { host: 'localhost:3000@evil.example' },
    { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ];
  const pages = () => [
    '/',
    '/?lang=gu',
    `/business/${business.business_id}/${business.slug}`,
    `/business/${business.business_id}/old-name`,
    `/business/${business.business_id}`,
    `/search/${category.category_id}/${category.slug}`,
    '/job-list',
    '/doctors',
    '/business/987654/none',
  ];
  const FILES = ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-businesses-1.xml'];

  it('keeps evil.example out of canonical links, JSON-LD, rendered pages, redirects, robots.txt and sitemaps', async () => {
    let rendered = 0;
    for (const headers of EVIL) {
      for (const url of [...pages(), ...FILES]) {
        const res = await ctx.app.inject({ url, headers });
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const where = `${headers.host} ${url}`;
        expect(res.body, where).not.toContain('evil.example');
        expect(String(res.headers.location ?? ''), where).not.toContain('evil.example');
        if (res.body.includes('rel="canonical"')) {
          expect(res.body, where).toMatch(/<link rel="canonical" href="http:\/\/(localhost|127\.0\.0\.1):3000\//);
        }
        if (res.body.includes('id="rendered-url"')) rendered += 1;
      }
    }
    expect(rendered).toBeGreaterThan(0);
    // The profile's JSON-LD names the fallback origin.
    const profile = await ctx.app.inject({
      url: `/business/${business.business_id}/${business.slug}`,
      headers: { host: 'evil.example' },
    });
    expect(profile.body).toContain('"url":"http://localhost:3000/business/');
    expect((await ctx.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } })).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });

  it('keeps the sitemaps and robots.txt out of shared caches without PUBLIC_URL', async () => {
    for (const url of FILES) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('still names this machine when the request does (local development)', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:4173' } });
    expect(res.body).toContain('Sitemap: http://127.0.0.1:4173/sitemap.xml');
    const page = await ctx.app.inject({ url: '/', headers: { host: 'localhost:5173' } });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:5173/');
  });
});
