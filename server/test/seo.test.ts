import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { invalidateDirectoryCounts } from '../src/modules/directory/service';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, type TestContext } from './helpers';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description"
    />
    <title>Gujarat Business Directory</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-AbCdEf12.js"></script></body>
</html>`;

describe('findable pages: head tags, redirects, sitemap, robots', () => {
  let ctx: TestContext;
  let approved: { business_id: number };
  let pending: { business_id: number };
  let hostile: { business_id: number; slug: string };
  let category: { category_id: number; slug: string };

  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-seo-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://gujaratdirectory.example' });
    const db = ctx.db;
    const city = await createCity(db, { city_name: 'Bhavnagar', slug: 'bhavnagar' });
    category = await createCategory(db, { category_name: 'Diamond & Jewellery', category_name_guj: 'હીરા અને ઝવેરાત' });
    approved = await createBusiness(db, {
      business_name: 'Shree Hari Jewellers',
      slug: 'shree-hari-jewellers',
      location_id: city.city_id,
      category_id: category.category_id,
      location: 'Waghawadi Road',
      zipcode: '364001',
      about_me: 'Hallmarked gold and certified diamonds since 1985.',
      ratings: 4.5,
      number_of_reviews: 12,
      business_logo: '/uploads/seed/logos/x.svg',
      latitude: 21.7645,
      longitude: 72.1519,
    });
    // Decision 62: Mon–Sat 10:30–20:00, Sunday 10:30–13:30; a holiday long past and one ahead.
    await db
      .insertInto('business_hours')
      .values([
        ...[1, 2, 3, 4, 5, 6].map((day) => ({ business_id: approved.business_id, day, opens: 630, closes: 1200 })),
        { business_id: approved.business_id, day: 7, opens: 630, closes: 810 },
      ])
      .execute();
    await db
      .insertInto('business_holidays')
      .values(['2020-01-26', '2099-01-26'].map((day) => ({ business_id: approved.business_id, day })))
      .execute();
    pending = await createBusiness(db, {
      business_name: 'Hidden Gems',
      slug: 'hidden-gems',
      is_approve: APPROVAL.PENDING,
      category_id: category.category_id,
    });
    hostile = await createBusiness(db, {
      business_name: '</title><script>alert(1)</script>',
      slug: 'evil',
      about_me: 'Nice </script><script>alert(2)</script> shop',
      category_id: category.category_id,
    });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

  it('renders a profile with its own title, description, canonical URL, Open Graph and LocalBusiness JSON-LD', async () => {
    const res = await get(`/business/${approved.business_id}/shree-hari-jewellers`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Shree Hari Jewellers, Bhavnagar · Gujarat Business Directory</title>');
    expect(html).toMatch(/<meta name="description" content="Shree Hari Jewellers, Bhavnagar, Gujarat: Hallmarked gold/);
    expect(html).not.toContain('Default description');
    expect(html).toContain(
      `<link rel="canonical" href="https://gujaratdirectory.example/business/${approved.business_id}/shree-hari-jewellers" />`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Shree Hari Jewellers, Bhavnagar · Gujarat Business Directory" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://gujaratdirectory.example/uploads/seed/logos/x.svg" />',
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Shree Hari Jewellers',
      address: {
        streetAddress: 'Waghawadi Road',
        addressLocality: 'Bhavnagar',
        postalCode: '364001',
        addressCountry: 'IN',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '10:30',
          closes: '20:00',
        },
        { dayOfWeek: ['https://schema.org/Sunday'], opens: '10:30', closes: '13:30' },
      ],
      specialOpeningHoursSpecification: [{ validFrom: '2099-01-26', validThrough: '2099-01-26', opens: '00:00' }],
      geo: { '@type': 'GeoCoordinates', latitude: 21.7645, longitude: 72.1519 },
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it('redirects a wrong or missing slug with 301 to the canonical one, keeping the query', async () => {
    const wrong = await get(`/business/${approved.business_id}/old-name?ref=wa`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/business/${approved.business_id}/shree-hari-jewellers?ref=wa`);
    const none = await get(`/business/${approved.business_id}`);
    expect(none.statusCode).toBe(301);
    expect(none.headers.location).toBe(`/business/${approved.business_id}/shree-hari-jewellers`);
    const cat = await get(`/search/${category.category_id}/jewels`);
    expect(cat.statusCode).toBe(301);
    expect(cat.headers.location).toBe(`/search/${category.category_id}/${category.slug}`);
  });

  it('answers a pending or unknown business with 404 and noindex', async () => {
    for (const url of [`/business/${pending.business_id}/hidden-gems`, '/business/987654/none', '/search/98765/none']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('Hidden Gems');
    }
  });

  it('escapes names and texts so they cannot break out of the head', async () => {
    const res = await get(`/business/${hostile.business_id}/evil`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('</script><script>alert(2)');
    expect(res.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders a category page with its own title and breadcrumb JSON-LD', async () => {
    const res = await get(`/search/${category.category_id}/${category.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Diamond &amp; Jewellery in Gujarat · Gujarat Business Directory</title>');
    expect(res.body).toMatch(/"@type":"BreadcrumbList"/);
    expect(res.body).toMatch(/<meta name="description" content="2 Diamond &amp; Jewellery/);
  });

  it('compresses the rendered page when the browser accepts gzip', async () => {
    const res = await get(`/business/${approved.business_id}/shree-hari-jewellers`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('Shree Hari Jewellers');
  });

  it('lists every approved business and category in /sitemap.xml, and nothing pending', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain(
      `<loc>https://gujaratdirectory.example/business/${approved.business_id}/shree-hari-jewellers</loc>`,
    );
    expect(xml).toContain(
      `<loc>https://gujaratdirectory.example/search/${category.category_id}/${category.slug}</loc>`,
    );
    expect(xml).toContain('<loc>https://gujaratdirectory.example/</loc>');
    expect(xml).not.toContain('hidden-gems');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(12 + 1 + 2);
  });

  it('lists a business in the sitemap as soon as it is approved, and drops it when it no longer is', async () => {
    const setApproval = async (is_approve: number) => {
      await ctx.db
        .updateTable('businesses')
        .set({ is_approve })
        .where('business_id', '=', pending.business_id)
        .execute();
      invalidateDirectoryCounts(ctx.db); // what every approval change calls
    };
    expect((await get('/sitemap.xml')).body).not.toContain('hidden-gems'); // cached now
    await setApproval(APPROVAL.APPROVED);
    expect((await get('/sitemap.xml')).body).toContain(`/business/${pending.business_id}/hidden-gems</loc>`);
    await setApproval(APPROVAL.PENDING);
    expect((await get('/sitemap.xml')).body).not.toContain('hidden-gems');
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://gujaratdirectory.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('gives every public list page its own head, with hreflang alternates (en, gu, x-default)', async () => {
    const lists = {
      '/search': 'Search businesses in Gujarat',
      '/business-category': 'Business categories',
      '/job-list': 'Jobs in Gujarat',
      '/event': 'Events in Gujarat',
      '/offer-list': 'Offers from Gujarat businesses',
    };
    for (const [url, title] of Object.entries(lists)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} · Gujarat Business Directory</title>`);
      const at = `https://gujaratdirectory.example${url}`;
      expect(res.body, url).toContain(`<link rel="canonical" href="${at}" />`);
      expect(res.body, url).toContain(`<link rel="alternate" hreflang="en" href="${at}" />`);
      expect(res.body, url).toContain(`<link rel="alternate" hreflang="gu" href="${at}?lang=gu" />`);
      expect(res.body, url).toContain(`<link rel="alternate" hreflang="x-default" href="${at}" />`);
      expect(res.body, url).toContain('<meta property="og:locale" content="en_IN" />');
    }
  });

  it('serves the Gujarati version in Gujarati: title, description, og:locale gu_IN, its own canonical', async () => {
    const versions: [string, Record<string, string>][] = [
      ['/job-list?lang=gu', {}],
      ['/job-list', { cookie: 'selectedLanguage=guj' }],
    ];
    for (const [url, headers] of versions) {
      const res = await get(url, headers);
      expect(res.body).toContain('<title>ગુજરાતમાં નોકરીઓ · ગુજરાત બિઝનેસ ડિરેક્ટરી</title>');
      expect(res.body).toMatch(/<meta name="description" content="સમગ્ર ગુજરાતના/);
      expect(res.body).toContain('<meta property="og:locale" content="gu_IN" />');
      expect(res.body).toContain('<meta property="og:locale:alternate" content="en_IN" />');
      expect(res.body).toContain('<link rel="canonical" href="https://gujaratdirectory.example/job-list?lang=gu" />');
    }
    // A category and a profile in Gujarati: the category's Gujarati name, the Gujarati sentences around the record.
    const cat = await get(`/search/${category.category_id}/${category.slug}?lang=gu`);
    expect(cat.body).toContain('<title>ગુજરાતમાં હીરા અને ઝવેરાત · ગુજરાત બિઝનેસ ડિરેક્ટરી</title>');
    expect(cat.body).toContain('"name":"હોમ"');
    const profile = await get(`/business/${approved.business_id}/shree-hari-jewellers?lang=gu`);
    expect(profile.body).toContain('ગુજરાત બિઝનેસ ડિરેક્ટરી</title>');
    expect(profile.body).toContain('<meta property="og:locale" content="gu_IN" />');
    // English stays English, and a 404 has no alternates.
    const en = await get('/job-list?lang=en', { cookie: 'selectedLanguage=guj' });
    expect(en.body).toContain('<title>Jobs in Gujarat · Gujarat Business Directory</title>');
    const missing = await get('/business/987654/none?lang=gu');
    expect(missing.body).toContain('<title>પાનું મળ્યું નથી · ગુજરાત બિઝનેસ ડિરેક્ટરી</title>');
    expect(missing.body).not.toContain('hreflang');
  });

  it('gives sitemap entries their language versions, and the list pages the date of their newest record', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="gu" href="https://gujaratdirectory.example/business/${approved.business_id}/shree-hari-jewellers?lang=gu"/>`,
    );
    expect(xml).toMatch(
      new RegExp(
        `<loc>https://gujaratdirectory.example/business/${approved.business_id}/shree-hari-jewellers</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
  });

  it('serves other client routes with the plain index.html', async () => {
    const res = await get('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Default description');
  });
});
