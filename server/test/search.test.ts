import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

describe('search and autocomplete', () => {
  let ctx: TestContext;
  let rajkot: { city_id: number };
  let sweetsCat: { category_id: number };
  let caterersCat: { category_id: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.db;
    rajkot = await createCity(db, { city_name: 'Rajkot', slug: 'rajkot' });
    const surat = await createCity(db, { city_name: 'Surat', slug: 'surat' });
    sweetsCat = await createCategory(db, {
      category_name: 'Dairy & Sweets (Farsan)',
      category_name_guj: 'ડેરી અને મીઠાઈ',
    });
    caterersCat = await createCategory(db, { category_name: 'Caterers', category_name_guj: 'કેટરર્સ' });
    const service = await db
      .insertInto('services')
      .values({ service_name: 'Wedding Catering', service_name_guj: 'લગ્ન કેટરિંગ', category_id: caterersCat.category_id })
      .returning('service_id')
      .executeTakeFirstOrThrow();

    const add = (business_name: string, extra: Record<string, unknown> = {}) =>
      createBusiness(db, {
        business_name,
        location_id: rajkot.city_id,
        category_id: caterersCat.category_id,
        ...extra,
      });
    await add('Jalaram Catering');
    await add('Shree Jalaram Farsan', { category_id: sweetsCat.category_id });
    await add('Annapurna Kitchen', { category_id: sweetsCat.category_id, location_id: surat.city_id });
    const byService = await add('Om Sai Food Services');
    await db
      .insertInto('business_services')
      .values({ business_id: byService.business_id, service_id: service.service_id })
      .execute();
    await add('શ્રી જલારામ સ્વીટ્સ', { category_id: sweetsCat.category_id });
    await add('Jalaram Pending', { is_approve: APPROVAL.PENDING });
    await add('Jalaram Rejected', { is_approve: APPROVAL.REJECTED });
    await add('Jalaram Deleted', { deleted_at: '2026-10-01T00:00:00.000Z' });
    for (let i = 0; i < 14; i++) await add(`Jay Ambe Store ${String(i).padStart(2, '0')}`);
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const names = (rows: { business_name: string }[]) => rows.map((r) => r.business_name);

  it('ranks a name starting with the text before a name containing it, before category and service matches', async () => {
    const page = await get('/api/businesses?q=cater');
    // prefix: none; name contains "cater": Jalaram Catering; category Caterers and service "Wedding Catering" follow.
    expect(names(page.rows)[0]).toBe('Jalaram Catering');
    expect(names(page.rows)).toContain('Om Sai Food Services');
    // Decision 54: the Gujarati-script name matches by its key; a name starting with the word ranks first.
    const jalaram = await get('/api/businesses?q=jalaram');
    expect(names(jalaram.rows)).toEqual(['Jalaram Catering', 'Shree Jalaram Farsan', 'શ્રી જલારામ સ્વીટ્સ']);
    expect(jalaram.count).toBe(3);
  });

  it('matches category names in both languages and service names', async () => {
    const sweets = await get('/api/businesses?q=sweets');
    expect(names(sweets.rows).sort()).toEqual(['Annapurna Kitchen', 'Shree Jalaram Farsan', 'શ્રી જલારામ સ્વીટ્સ'].sort());
    const gujCategory = await get(`/api/businesses?q=${encodeURIComponent('મીઠાઈ')}`);
    expect(gujCategory.count).toBe(3);
    const service = await get('/api/businesses?q=wedding');
    expect(names(service.rows)).toEqual(['Om Sai Food Services']);
  });

  it('finds a Gujarati name by a Gujarati substring, and Latin names by the same word (decision 54)', async () => {
    const res = await get(`/api/businesses?q=${encodeURIComponent('જલારામ')}`);
    expect(names(res.rows).sort()).toEqual(['Jalaram Catering', 'Shree Jalaram Farsan', 'શ્રી જલારામ સ્વીટ્સ'].sort());
    const part = await get(`/api/businesses?q=${encodeURIComponent('લારા')}`);
    expect(names(part.rows)).toEqual(['શ્રી જલારામ સ્વીટ્સ']);
  });

  it('combines text with city and category filters, and the count agrees with the rows', async () => {
    const inSurat = await get(
      `/api/businesses?q=sweets&city_id=${(await ctx.db.selectFrom('cities').select('city_id').where('slug', '=', 'surat').executeTakeFirstOrThrow()).city_id}`,
    );
    expect(names(inSurat.rows)).toEqual(['Annapurna Kitchen']);
    expect(inSurat.count).toBe(1);
    const all = await get(`/api/businesses?city_id=${rajkot.city_id}&category_id=${caterersCat.category_id}&limit=100`);
    expect(all.count).toBe(all.rows.length);
    expect(all.count).toBe(16);
    const paged = await get(
      `/api/businesses?city_id=${rajkot.city_id}&category_id=${caterersCat.category_id}&limit=5&offset=15`,
    );
    expect(paged.rows).toHaveLength(1);
    expect(paged.count).toBe(16);
  });

  it('never shows pending, rejected or deleted businesses', async () => {
    const all = await get('/api/businesses?q=jalaram&limit=100');
    expect(names(all.rows).join()).not.toMatch(/Pending|Rejected|Deleted/);
    const suggestions = await get('/api/businesses/autocomplete?q=jal');
    expect(names(suggestions).join()).not.toMatch(/Pending|Rejected|Deleted/);
    const newest = await get('/api/businesses?sort=newest&limit=100');
    expect(names(newest.rows).join()).not.toMatch(/Pending|Rejected|Deleted/);
  });

  it('suggests from one character: at most 10, name prefixes first, as {business_id, business_name}', async () => {
    const j = await get('/api/businesses/autocomplete?q=j');
    expect(j).toHaveLength(10);
    expect(Object.keys(j[0]).sort()).toEqual(['business_id', 'business_name']);
    expect(names(j).every((n) => n.toLowerCase().startsWith('j'))).toBe(true);
    expect(names(j).slice(0, 2)).toEqual(['Jalaram Catering', 'Jay Ambe Store 00']);
    const contains = await get('/api/businesses/autocomplete?q=jalaram');
    expect(names(contains)).toEqual(['Jalaram Catering', 'Shree Jalaram Farsan', 'શ્રી જલારામ સ્વીટ્સ']);
    // As typed first, then across scripts (decision 54).
    const guj = await get(`/api/businesses/autocomplete?q=${encodeURIComponent('શ્રી')}`);
    expect(names(guj)).toEqual(['શ્રી જલારામ સ્વીટ્સ', 'Shree Jalaram Farsan']);
  });

  it('refuses an empty autocomplete text with a 400 naming q', async () => {
    const res = await ctx.app.inject('/api/businesses/autocomplete?q=');
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ q: 'FIELD_REQUIRED' });
  });

  it('treats quotes and FTS syntax in the text as plain characters', async () => {
    for (const q of ['"jal', 'jal"aram', 'a OR b', 'NEAR(x y)', '*', "o'brien"]) {
      const res = await ctx.app.inject(`/api/businesses?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const s = await ctx.app.inject(`/api/businesses/autocomplete?q=${encodeURIComponent(q)}`);
      expect(s.statusCode, q).toBe(200);
    }
  });
});
