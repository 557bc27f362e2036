import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_SEGMENT, pathRegExpSource, paths } from '@gd/contracts/paths';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, uniquePhone } from './auth-support';
import { createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Gujarat Business Directory</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for the web build's server entry (web/dist/ssr/entry-server.mjs): it renders what the API answers for
 * a practitioner's profile (name and weekly timings), so a test sees when the rendered page is made again.
 */
const FAKE_ENTRY = `
export const SSR_STATE_ID = 'ssr-state';
export function setDictionaries() {}
export function serializeSsrState(state) { return JSON.stringify(state).replace(/</g, '\\\\u003c'); }
export async function render(url, language, fetch) {
  const { pathname } = new URL(url);
  const id = pathname.split('/')[2];
  const response = await fetch('/api/practitioners/' + id, { method: 'GET' });
  if (!response.ok) return null;
  const p = (await response.json()).data;
  const timings = p.timings.map((t) => t.day + ' ' + t.opens + '-' + t.closes).join(', ');
  return {
    html: '<h1>' + p.name + '</h1><p class="timings">' + timings + '</p><p class="fee">' + p.fee_paise + '</p>',
    state: { language, queries: {} },
  };
}
`;

/**
 * Decision 65: the practitioner pages for search engines — the profile's head and Physician JSON-LD, the slug's
 * redirect, 404 for anyone not verified and active, the specialty pages, the sitemap, and the rendered page
 * following a practitioner's change. The clock stands on Monday 2026-11-02 at 12:00 India time.
 */
describe('practitioner pages for search engines', () => {
  let ctx: TestContext;
  let web: string;
  const clock = fakeClock(new Date('2026-11-02T06:30:00.000Z'));
  const BASE = 'https://gujaratdirectory.example';
  let ayurveda: number;
  let bams: number;
  let unused: number;
  let shah: number;
  let pending: number;
  let inactive: number;
  let doctor: { id: number; token: string };
  let admin: { token: string };

  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-practitioners-seo-'));
    fs.writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(web, 'ssr'));
    fs.mkdirSync(path.join(web, 'assets', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(web, 'ssr', 'entry-server.mjs'), FAKE_ENTRY);
    fs.writeFileSync(
      path.join(web, 'ssr', 'route-assets.json'),
      JSON.stringify([{ paths: [pathRegExpSource(paths.doctor.path, { id: ID_SEGMENT })], js: [], css: [] }]),
    );
    for (const l of ['en', 'guj']) fs.writeFileSync(path.join(web, 'assets', 'i18n', `${l}.json`), '{}');
    ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: BASE }, { clock });
    admin = await adminSession(ctx);
    const surat = (await createCity(ctx.db, { city_name: 'Surat', city_name_guj: 'સુરત', slug: 'surat-doc' })).city_id;
    const specialty = async (name: string, name_guj: string | null) =>
      (
        await ctx.db
          .insertInto('master_specialties')
          .values({ name, name_guj })
          .returning('specialty_id')
          .executeTakeFirstOrThrow()
      ).specialty_id;
    ayurveda = await specialty('Ayurveda', 'આયુર્વેદ');
    unused = await specialty('Homeopathy', null);
    bams = (
      await ctx.db
        .insertInto('master_medical_degrees')
        .values({ name: 'BAMS', full_name: 'Bachelor of Ayurvedic Medicine and Surgery' })
        .returning('degree_id')
        .executeTakeFirstOrThrow()
    ).degree_id;
    const add = async (row: Record<string, unknown>) => {
      const id = (
        await ctx.db
          .insertInto('practitioners')
          .values({
            name: 'Dr. X',
            city_id: surat,
            consultation_fee: 45_000,
            is_approve: 1,
            updated_at: '2026-10-20T10:00:00.000Z',
            ...row,
          } as never)
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id;
      await ctx.db
        .insertInto('practitioner_specialties')
        .values({ practitioner_id: id, specialty_id: ayurveda })
        .execute();
      return id;
    };
    shah = await add({
      name: 'Dr. Nita Shah',
      name_guj: 'ડૉ. નીતા શાહ',
      slug: 'dr-nita-shah',
      languages: ',gu,hi,',
      about: 'Panchakarma and </script><script>alert(1)</script> diet advice.',
      ratings: 4.5,
      review_count: 12,
      photo: '/uploads/practitioners/shah.webp',
    });
    await ctx.db.insertInto('practitioner_degrees').values({ practitioner_id: shah, degree_id: bams }).execute();
    await ctx.db
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: shah,
        clinic_name: 'Shah Ayurveda Clinic',
        clinic_address: '12 Ghod Dod Road',
        registration_council: 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
        registration_number: 'GBAU-4711',
      })
      .execute();
    await ctx.db
      .insertInto('practitioner_timings')
      .values([1, 2, 3, 4, 5].map((day) => ({ practitioner_id: shah, day, opens: 600, closes: 780 })))
      .execute();
    pending = await add({ name: 'Dr. Pending Vora', slug: 'dr-pending-vora', is_approve: 0 });
    inactive = await add({ name: 'Dr. Inactive Rana', slug: 'dr-inactive-rana', is_active: 0 });

    // A practitioner account whose timings change through the API.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Meera Joshi', phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    doctor = { id: json(res).data.practitioner_id, token: json(res).data.token };
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const verify = (id: number, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${id}/verification`,
      payload: body,
      headers: bearer(admin.token),
    });

  it('gives the profile its own title, description, canonical URL, Open Graph and language versions', async () => {
    const res = await get(`/doctor/${shah}/dr-nita-shah`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Dr. Nita Shah, Ayurveda in Surat · Gujarat Business Directory</title>');
    expect(html).toContain(
      '<meta name="description" content="Dr. Nita Shah — Ayurveda in Surat, Gujarat (BAMS). Consultation fee ₹450.',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/doctor/${shah}/dr-nita-shah" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`<meta property="og:image" content="${BASE}/uploads/practitioners/shah.webp" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="gu" href="${BASE}/doctor/${shah}/dr-nita-shah?lang=gu" />`);
    expect(html).not.toContain('noindex');
  });

  it('describes the practitioner as a Physician in JSON-LD with address, specialty, fee and rating', async () => {
    const [ld] = jsonLdOf((await get(`/doctor/${shah}/dr-nita-shah`)).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Dr. Nita Shah',
      alternateName: 'ડૉ. નીતા શાહ',
      url: `${BASE}/doctor/${shah}/dr-nita-shah`,
      medicalSpecialty: ['Ayurveda'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Ghod Dod Road',
        addressLocality: 'Surat',
        addressRegion: 'Gujarat',
        addressCountry: 'IN',
      },
      priceRange: '₹450',
      identifier: { value: 'GBAU-4711' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
      openingHoursSpecification: [{ opens: '10:00', closes: '13:00' }],
    });
    expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(5);
    // No telephone: the practitioner's phone is their login, not a public number.
    expect(ld).not.toHaveProperty('telephone');
  });

  it('leaves the rating out while there are no reviews, and keeps texts inside their script', async () => {
    await ctx.db.updateTable('practitioners').set({ review_count: 0 }).where('practitioner_id', '=', shah).execute();
    await verify(shah, { is_approve: 1 }); // a write the caches hear of
    const res = await get(`/doctor/${shah}/dr-nita-shah`);
    const [again] = jsonLdOf(res.body);
    expect(again).not.toHaveProperty('aggregateRating');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    await ctx.db.updateTable('practitioners').set({ review_count: 12 }).where('practitioner_id', '=', shah).execute();
  });

  it('writes the head in Gujarati for ?lang=gu and the language cookie', async () => {
    for (const [url, headers] of [
      [`/doctor/${shah}/dr-nita-shah?lang=gu`, {}],
      [`/doctor/${shah}/dr-nita-shah`, { cookie: 'selectedLanguage=guj' }],
    ] as const) {
      const html = (await get(url, headers)).body;
      expect(html).toContain('<title>ડૉ. નીતા શાહ, સુરતમાં આયુર્વેદ · ગુજરાત બિઝનેસ ડિરેક્ટરી</title>');
      expect(html).toContain('કન્સલ્ટેશન ફી ₹450');
      expect(html).toContain('<meta property="og:locale" content="gu_IN" />');
    }
  });

  it('sends a wrong or old slug to the canonical address with a 301, keeping the query', async () => {
    const res = await get(`/doctor/${shah}/old-name?lang=gu`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/doctor/${shah}/dr-nita-shah?lang=gu`);
  });

  it('answers unverified, rejected, inactive and unknown practitioners with a 404 page and noindex', async () => {
    for (const url of [
      `/doctor/${pending}/dr-pending-vora`,
      `/doctor/${inactive}/dr-inactive-rana`,
      `/doctor/${doctor.id}/dr-meera-joshi`,
      '/doctor/999999/nobody',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root"></div>'); // not rendered: the browser shows its not-found
      expect(jsonLdOf(res.body)).toEqual([]);
    }
  });

  it('gives /doctors and a specialty page their heads; a wrong specialty slug redirects, an unknown one is 404', async () => {
    const list = await get('/doctors');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Doctors and healers in Gujarat · Gujarat Business Directory</title>');
    const page = await get(`/doctors/${ayurveda}/ayurveda`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ayurveda doctors in Gujarat · Gujarat Business Directory</title>');
    expect(page.body).toContain('content="1 verified Ayurveda (આયુર્વેદ) practitioners across Gujarat');
    expect(page.body).toContain(`<link rel="canonical" href="${BASE}/doctors/${ayurveda}/ayurveda" />`);
    expect((await get(`/doctors/${ayurveda}/ayurvedic?x=1`)).headers.location).toBe(
      `/doctors/${ayurveda}/ayurveda?x=1`,
    );
    expect((await get('/doctors/999999/none')).statusCode).toBe(404);
    // A specialty nobody practises yet: a page, but not one to index.
    expect((await get(`/doctors/${unused}/homeopathy`)).body).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists verified, active practitioners and their specialty pages in the sitemap, and no one else', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${BASE}/doctor/${shah}/dr-nita-shah</loc><lastmod>`);
    expect(xml).toContain(`<loc>${BASE}/doctors</loc>`);
    expect(xml).toContain(`<loc>${BASE}/doctors/${ayurveda}/ayurveda</loc>`);
    expect(xml).not.toContain(`/doctors/${unused}/`);
    for (const id of [pending, inactive, doctor.id]) expect(xml).not.toContain(`/doctor/${id}/`);
    expect(xml.match(/\/doctor\/\d+\//g)).toHaveLength(1 * 4); // loc, its two language versions and x-default
  });

  it('serves practitioners as their own sitemap file too (what the index names past 40,000 addresses)', async () => {
    const first = await get('/sitemap-practitioners-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.body).toContain(`<loc>${BASE}/doctor/${shah}/dr-nita-shah</loc>`);
    expect(first.body).not.toContain('/doctors/'); // the list pages are in the pages file
    expect((await get('/sitemap-practitioners-2.xml')).statusCode).toBe(404);
  });

  it('adds a practitioner to the sitemap the moment an admin verifies them (no stale sitemap)', async () => {
    expect((await get('/sitemap.xml')).body).not.toContain(`/doctor/${pending}/`);
    expect((await verify(pending, { is_approve: 1 })).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${BASE}/doctor/${pending}/dr-pending-vora</loc>`);
    expect((await get(`/doctor/${pending}/dr-pending-vora`)).statusCode).toBe(200);
    expect((await verify(pending, { is_approve: 2, reason: 'Registration not found' })).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain(`/doctor/${pending}/`);
    expect((await get(`/doctor/${pending}/dr-pending-vora`)).statusCode).toBe(404);
  });

  it('follows an admin who deactivates a practitioner through the generic record API', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`/doctor/${shah}/dr-nita-shah<`);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/common/record/practitioner/${shah}`,
      payload: { is_active: 0 },
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain(`/doctor/${shah}/`);
    expect((await get(`/doctor/${shah}/dr-nita-shah`)).statusCode).toBe(404);
    await ctx.db.updateTable('practitioners').set({ is_active: 1 }).where('practitioner_id', '=', shah).execute();
  });

  it('renders the profile on the server and renders it again after the practitioner changes their timings', async () => {
    expect((await verify(doctor.id, { is_approve: 1 })).statusCode).toBe(200);
    const week = (opens: string, closes: string) => ({ week: [{ day: 1, opens, closes }], leave: [] });
    const save = (body: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/practitioner/timings', payload: body, headers: bearer(doctor.token) });
    expect((await save(week('09:00', '11:00'))).statusCode).toBe(200);
    const url = `/doctor/${doctor.id}/dr-meera-joshi`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"><h1>Dr. Meera Joshi</h1><p class="timings">1 09:00-11:00</p>');
    expect((await get(url)).body).toContain('1 09:00-11:00'); // from the page cache meanwhile
    expect((await save(week('16:00', '19:00'))).statusCode).toBe(200);
    const after = await get(url);
    expect(after.body).toContain('<p class="timings">1 16:00-19:00</p>');
    expect(after.body).not.toContain('09:00-11:00');
  });

  it('renders the profile again after the practitioner edits it (fee, specialty)', async () => {
    const url = `/doctor/${doctor.id}/dr-meera-joshi`;
    const before = (await get(url)).body;
    expect(before).toContain('<p class="fee">0</p>');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/practitioner/profile/professional',
      headers: bearer(doctor.token),
      payload: {
        degree_ids: [bams],
        specialty_ids: [ayurveda],
        experience_years: 8,
        languages: ['gu'],
        fee_rupees: 700,
        service_type_ids: [],
        therapy_ids: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(url)).body).toContain('<p class="fee">70000</p>');
    // And the head follows too: the specialty now names it.
    expect((await get(url)).body).toContain('<title>Dr. Meera Joshi, Ayurveda · Gujarat Business Directory</title>');
  });
});
