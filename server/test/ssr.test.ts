import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { ID_SEGMENT, pathRegExpSource, paths } from '@gd/contracts/paths';
import { clearMicroCache } from '../src/platform/micro-cache';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, type TestContext } from './helpers';

// The web build's index.html as Vite writes it (module entry, a preload, the shell's stylesheet).
const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta name="description" content="Default description" />
    <title>Gujarat Business Directory</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-AbCdEf12.js">
    <link rel="stylesheet" crossorigin href="/assets/index-AbCdEf12.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for web/dist/ssr/entry-server.js with its interface: it renders what the API answers through the
 * `fetch` the server hands it (the real entry is exercised by the e2e suite on the real build). The profile of a
 * business named "Throws" makes it throw.
 */
const FAKE_ENTRY = `
let dictionaries = null;
let renders = 0;
export const SSR_STATE_ID = 'ssr-state';
export function setDictionaries(d) { dictionaries = d; }
export function serializeSsrState(state) { return JSON.stringify(state).replace(/</g, '\\\\u003c'); }
export async function render(url, language, fetch) {
  renders += 1;
  const { pathname } = new URL(url);
  const apiPath = pathname === '/' ? '/api/businesses?sort=newest&limit=8' : '/api/businesses/' + pathname.split('/')[2];
  const response = await fetch(apiPath, { method: 'GET' });
  const body = await response.json();
  if (!response.ok) return null;
  const names = pathname === '/' ? body.data.rows.map((b) => b.business_name) : [body.data.business_name];
  if (pathname !== '/' && names.includes('Throws')) throw new Error('render failed');
  let refused = null;
  try { await fetch('/api/auth/logout', { method: 'POST' }); } catch (error) { refused = error.message; }
  return {
    html: '<link rel="preload" as="image" href="/assets/img/logo.svg"/><h1>' + dictionaries[language]['APP.SITE_NAME'] + '</h1><ul>' +
      names.map((n) => '<li>' + n.replace(/</g, '&lt;') + '</li>').join('') + '</ul>',
    state: { language, queries: { names }, router: {}, refused, renders },
  };
}
`;

describe('server rendering of the public pages (platform/ssr.ts)', () => {
  let ctx: TestContext;
  let web: string;
  let approved: { business_id: number; slug: string };
  let pending: { business_id: number; slug: string };
  let throws: { business_id: number; slug: string };

  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-ssr-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(web, 'ssr'));
    fs.mkdirSync(path.join(web, 'assets', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(web, 'ssr', 'entry-server.mjs'), FAKE_ENTRY);
    fs.writeFileSync(
      path.join(web, 'ssr', 'route-assets.json'),
      // As the web build writes it (web/vite.config.ts): patterns derived from the route table.
      JSON.stringify([
        {
          paths: [pathRegExpSource(paths.home.path)],
          js: ['assets/home-page-X1.js'],
          css: ['assets/home-page-X1.css'],
        },
        {
          paths: [paths.viewBusiness, paths.businessSlug, paths.business].map((p) =>
            pathRegExpSource(p.path, { id: ID_SEGMENT }),
          ),
          js: [],
          css: ['assets/profile-X2.css'],
        },
      ]),
    );
    fs.writeFileSync(path.join(web, 'assets', 'i18n', 'en.json'), JSON.stringify({ 'APP.SITE_NAME': 'Site EN' }));
    fs.writeFileSync(path.join(web, 'assets', 'i18n', 'guj.json'), JSON.stringify({ 'APP.SITE_NAME': 'સાઇટ' }));
    ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://gujaratdirectory.example' });
    const city = await createCity(ctx.db, { city_name: 'Surat', slug: 'surat' });
    const category = await createCategory(ctx.db, { category_name: 'Textiles' });
    const common = { location_id: city.city_id, category_id: category.category_id };
    approved = await createBusiness(ctx.db, { ...common, business_name: 'Surat Silk <House>', slug: 'surat-silk' });
    pending = await createBusiness(ctx.db, {
      ...common,
      business_name: 'Not Yet Approved',
      slug: 'not-yet',
      is_approve: APPROVAL.PENDING,
    });
    throws = await createBusiness(ctx.db, { ...common, business_name: 'Throws', slug: 'throws' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const stateOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1]!);

  it('sends a profile as HTML: the app in #root, its state after it, its stylesheets and hoisted preloads in the head', async () => {
    const res = await get(`/business/${approved.business_id}/surat-silk`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><h1>Site EN</h1><ul><li>Surat Silk &lt;House></li></ul></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/profile-X2.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/assets/img/logo.svg"/>');
    expect(head).toContain('<link rel="canonical"'); // the page's own head tags stay
    expect(html).toContain('<html lang="en" data-ssr');
    // Scripts hydrate a page that already shows: parked in a template (none in the head) until the first paint.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-AbCdEf12.js"></template>',
    );
    const state = stateOf(html);
    expect(state).toMatchObject({ language: 'en', queries: { names: ['Surat Silk <House>'] } });
    // The page's requests reach the API as GET only, never a write.
    expect(state.refused).toMatch(/POST \/api\/auth\/logout is not allowed/);
  });

  it('renders the home page with what the API answers (approved businesses only)', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://gujaratdirectory.example/" />');
    expect(res.body).toContain('"@type":"WebSite"');
    const state = stateOf(res.body);
    expect(state.queries.names).toContain('Throws');
    expect(state.queries.names).toContain('Surat Silk <House>');
    expect(state.queries.names).not.toContain('Not Yet Approved');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-X1.css">');
  }, 20_000);

  it("renders in the visitor's language from the selectedLanguage cookie, with <html lang=gu>", async () => {
    const res = await get(`/view/${approved.business_id}`, { cookie: 'theme=x; selectedLanguage=guj' });
    expect(res.body).toContain('<h1>સાઇટ</h1>');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.body).toContain('<html lang="gu" data-ssr');
    expect(stateOf(res.body).language).toBe('guj');
    const unknown = await get(`/view/${approved.business_id}`, { cookie: 'selectedLanguage=fr' });
    expect(unknown.body).toContain('<h1>Site EN</h1>');
  });

  it('marks <html> for a visitor who closed the offer banner (its cookie), from the same cached page', async () => {
    const url = `/business/${approved.business_id}/surat-silk?from=banner-test`;
    const open = await get(url);
    expect(open.body).toContain('<html lang="en" data-ssr data-mantine-color-scheme');
    const closed = await get(url, { cookie: 'offer_banner_closed=1' });
    expect(closed.body).toContain('<html lang="en" data-ssr data-offer-banner-closed data-mantine-color-scheme');
    expect(stateOf(closed.body).renders).toBe(stateOf(open.body).renders);
  });

  it('renders a page once per language for the life of its API answers, and still counts each visitor’s view', async () => {
    const url = `/business/${approved.business_id}/surat-silk?from=cache-test`;
    const totalView = async () =>
      (
        await ctx.db
          .selectFrom('businesses')
          .select('total_view')
          .where('business_id', '=', approved.business_id)
          .executeTakeFirstOrThrow()
      ).total_view;
    await ctx.app.views.flush();
    const before = await totalView();
    const first = stateOf((await get(url, { 'user-agent': 'phone-a' })).body).renders;
    const again = await get(url, { 'user-agent': 'phone-b' });
    expect(stateOf(again.body).renders).toBe(first); // from the cache
    expect(again.body).toContain('<li>Surat Silk &lt;House></li>');
    const gujarati = await get(url, { 'user-agent': 'phone-c', cookie: 'selectedLanguage=guj' });
    expect(stateOf(gujarati.body).renders).toBe(first + 1); // a language of its own
    await ctx.app.views.flush();
    expect((await totalView()) - before).toBe(3); // phone-a, phone-b (from the cache) and phone-c

    // A public write clears the API's micro-cache, and the pages rendered from it with it.
    clearMicroCache(ctx.db);
    expect(stateOf((await get(url, { 'user-agent': 'phone-a' })).body).renders).toBe(first + 2);
  });

  it('leaves the page to the browser for a visitor with a stored session (their header is theirs from the start)', async () => {
    const res = await get(`/business/${approved.business_id}/surat-silk`, {
      cookie: 'selectedLanguage=en; signed_in=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-ssr');
    expect(res.body).toContain('<link rel="canonical"'); // search engines' head tags stay
  });

  it('never renders a pending or unknown business: 404 with the empty shell', async () => {
    for (const url of [`/business/${pending.business_id}/not-yet`, '/view/987654']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Not Yet Approved');
      expect(res.body).not.toContain('data-ssr');
    }
  });

  it('serves the page for the browser to render when the render throws', async () => {
    const res = await get(`/business/${throws.business_id}/throws`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbCdEf12.js">');
  });

  it('leaves pages without a rendered route to the browser, and never serves the server bundle', async () => {
    const jobs = await get('/job-list');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body).toContain('<div id="root"></div>');
    for (const file of ['/ssr/entry-server.mjs', '/ssr/route-assets.json']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.body).not.toContain('setDictionaries');
    }
  });
});
