import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { createBusiness, createCategory, createCity } from './factories';
import { publicDataChanged } from '../src/platform/changes';
import { createTestContext, json, type TestContext } from './helpers';

describe('directory reference lists and business cards', () => {
  let ctx: TestContext;
  let ahmedabad: { city_id: number };
  let surat: { city_id: number };
  let sweets: { category_id: number };
  let tailors: { category_id: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.db;
    ahmedabad = await createCity(db, {
      city_name: 'Ahmedabad',
      city_name_guj: 'અમદાવાદ',
      slug: 'ahmedabad',
      sort_order: 1,
    });
    surat = await createCity(db, { city_name: 'Surat', city_name_guj: 'સુરત', slug: 'surat', sort_order: 2 });
    await createCity(db, { city_name: 'Closed Town', slug: 'closed', is_active: 0 });
    sweets = await createCategory(db, { category_name: 'Sweets & Farsan', is_featured: 1 });
    tailors = await createCategory(db, { category_name: 'Tailors', is_featured: 0 });
    await db
      .insertInto('options')
      .values([
        { list_name: 'employees', op_key: 2, op_value: '6-10', op_value_guj: '૬-૧૦', sort_order: 2 },
        { list_name: 'employees', op_key: 1, op_value: '1-5', op_value_guj: '૧-૫', sort_order: 1 },
        { list_name: 'designation', op_key: 1, op_value: 'Owner', op_value_guj: 'માલિક', sort_order: 1 },
      ])
      .execute();
    const day = (d: number) => `2026-10-${String(d).padStart(2, '0')}T10:00:00.000Z`;
    await createBusiness(db, {
      business_name: 'Jalaram Sweets',
      location_id: ahmedabad.city_id,
      category_id: sweets.category_id,
      created_at: day(1),
    });
    await createBusiness(db, {
      business_name: 'Shree Jalaram Farsan',
      location_id: surat.city_id,
      category_id: sweets.category_id,
      created_at: day(2),
    });
    await createBusiness(db, {
      business_name: 'Sai Tailors',
      location_id: surat.city_id,
      category_id: tailors.category_id,
      created_at: day(3),
    });
    await createBusiness(db, {
      business_name: 'શ્રી જલારામ સ્વીટ્સ',
      location_id: ahmedabad.city_id,
      category_id: sweets.category_id,
      created_at: day(4),
    });
    await createBusiness(db, {
      business_name: 'Pending Jalaram',
      category_id: sweets.category_id,
      is_approve: APPROVAL.PENDING,
      created_at: day(5),
    });
    await createBusiness(db, {
      business_name: 'Rejected Jalaram',
      category_id: sweets.category_id,
      is_approve: APPROVAL.REJECTED,
      created_at: day(6),
    });
    await createBusiness(db, {
      business_name: 'Deleted Jalaram',
      category_id: sweets.category_id,
      deleted_at: day(7),
      created_at: day(7),
    });
    await createBusiness(db, { business_name: '100% Pure_Ghee', category_id: tailors.category_id, created_at: day(8) });
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const names = (rows: { business_name: string }[]) => rows.map((r) => r.business_name);

  it('lists active cities as options in their order, in both languages', async () => {
    const cities = await get('/api/cities');
    expect(cities.map((c: { op_value: string }) => c.op_value)).toEqual(['Ahmedabad', 'Surat']);
    expect(cities[0]).toMatchObject({ op_key: ahmedabad.city_id, op_value_guj: 'અમદાવાદ', slug: 'ahmedabad' });
  });

  it('groups option lists and includes categories', async () => {
    const options = await get('/api/options');
    expect(options.employees.map((o: { op_value: string }) => o.op_value)).toEqual(['1-5', '6-10']);
    expect(options.designation).toHaveLength(1);
    expect(options.type_of_firms).toEqual([]);
    expect(options.categories.map((o: { op_value: string }) => o.op_value)).toContain('Tailors');
  });

  it('counts only approved, not deleted businesses per category', async () => {
    const all = await get('/api/categories');
    const byName = Object.fromEntries(
      all.map((c: { category_name: string; business_count: number }) => [c.category_name, c.business_count]),
    );
    expect(byName).toEqual({ 'Sweets & Farsan': 3, Tailors: 2 });
    const featured = await get('/api/categories?featured=1');
    expect(featured.map((c: { category_name: string }) => c.category_name)).toEqual(['Sweets & Farsan']);
  });

  it("gives a card its first gallery photo (in the owner's order) and the photo count", async () => {
    const list = await get(`/api/businesses?city_id=${surat.city_id}&sort=name`);
    const sai = list.rows.find((r: { business_name: string }) => r.business_name === 'Sai Tailors');
    expect(sai.photo_url).toBeUndefined();
    await ctx.db
      .insertInto('business_gallery')
      .values([
        {
          business_id: sai.business_id,
          photo_url: '/uploads/g/2.webp',
          thumb_url: '/uploads/g/2-t.webp',
          sort_order: 2,
        },
        { business_id: sai.business_id, photo_url: '/uploads/g/1.webp', thumb_url: null, sort_order: 1 },
        { business_id: sai.business_id, photo_url: '/uploads/g/3.webp', thumb_url: null, sort_order: 3 },
      ])
      .execute();
    publicDataChanged(ctx.db, { topic: 'businesses' });
    const again = await get(`/api/businesses?city_id=${surat.city_id}&sort=name&limit=19`);
    expect(again.rows.find((r: { business_id: number }) => r.business_id === sai.business_id)).toMatchObject({
      photo_url: '/uploads/g/1.webp',
      photo_count: 3,
    });
  });

  it("counts one city's businesses per category when a city is chosen (the search sidebar)", async () => {
    const counts = async (url: string) =>
      Object.fromEntries(
        (await get(url)).map((c: { category_name: string; business_count: number }) => [
          c.category_name,
          c.business_count,
        ]),
      );
    const everywhere = await counts('/api/categories');
    const inSurat = await counts(`/api/categories?city_id=${surat.city_id}`);
    const inAhmedabad = await counts(`/api/categories?city_id=${ahmedabad.city_id}`);
    for (const name of Object.keys(everywhere)) {
      expect(inSurat[name] + inAhmedabad[name], name).toBeLessThanOrEqual(everywhere[name]);
    }
    expect(inAhmedabad['Sweets & Farsan']).toBe(2);
    expect(inSurat['Sweets & Farsan']).toBe(1);
    expect(inAhmedabad['Tailors']).toBe(0);
    const bad = await ctx.app.inject('/api/categories?city_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ city_id: 'FIELD_INVALID' });
  });

  it('lists only approved businesses, newest first, with the total count', async () => {
    const page = await get('/api/businesses?sort=newest&limit=3');
    expect(page.count).toBe(5);
    expect(names(page.rows)).toEqual(['100% Pure_Ghee', 'શ્રી જલારામ સ્વીટ્સ', 'Sai Tailors']);
    const next = await get('/api/businesses?sort=newest&limit=3&offset=3');
    expect(names(next.rows)).toEqual(['Shree Jalaram Farsan', 'Jalaram Sweets']);
    expect(page.rows[0]).toMatchObject({ city: null, category_name: 'Tailors', ratings: 0, number_of_reviews: 0 });
  });

  it('filters by city, by categories and by name, prefix matches first', async () => {
    expect((await get(`/api/businesses?city_id=${surat.city_id}`)).count).toBe(2);
    const inCats = await get(
      `/api/businesses?category_id=${sweets.category_id},${tailors.category_id}&city_id=${ahmedabad.city_id}`,
    );
    expect(inCats.count).toBe(2);
    const byName = await get('/api/businesses?q=jalaram');
    // Either script finds both (decision 54); a name starting with the word comes first.
    expect(names(byName.rows)).toEqual(['Jalaram Sweets', 'Shree Jalaram Farsan', 'શ્રી જલારામ સ્વીટ્સ']);
    const gujarati = await get(`/api/businesses?q=${encodeURIComponent('જલારામ')}`);
    expect(names(gujarati.rows)[0]).toBe('Jalaram Sweets');
    expect(names(gujarati.rows).sort()).toEqual(names(byName.rows).sort());
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(names((await get('/api/businesses?q=100%25')).rows)[0]).toBe('100% Pure_Ghee');
    // One character matches name prefixes: none starts with '%' (as a wildcard it would match all five).
    expect((await get('/api/businesses?q=%25')).count).toBe(0);
    // Punctuation separates words of a key (decision 54): "tailor_" is the word "tailor" (both are in Tailors), never a wildcard.
    expect(names((await get('/api/businesses?q=tailor_')).rows).sort()).toEqual(['100% Pure_Ghee', 'Sai Tailors']);
    // As typed, "ta_lor" finds nothing (no wildcard); the answer is what it most likely meant, and says so.
    expect((await get('/api/businesses?q=ta_lor')).did_you_mean).toBe('Tailors');
  });

  it('suggests a category renamed a moment ago (the "did you mean" words are gathered again at once)', async () => {
    // Warm the vocabulary, then rename Tailors: a wrong consonant of the new name is corrected to it at once.
    expect((await get('/api/businesses?q=ta_lor')).did_you_mean).toBe('Tailors');
    await ctx.db
      .updateTable('business_categories')
      .set({ category_name: 'Darjis' })
      .where('category_id', '=', tailors.category_id)
      .execute();
    publicDataChanged(ctx.db, { topic: 'categories' });
    try {
      expect((await get('/api/businesses?q=darkis')).did_you_mean).toBe('Darjis');
    } finally {
      await ctx.db
        .updateTable('business_categories')
        .set({ category_name: 'Tailors' })
        .where('category_id', '=', tailors.category_id)
        .execute();
      publicDataChanged(ctx.db, { topic: 'categories' });
    }
  });

  it('refuses out-of-range paging with a 400 naming the field', async () => {
    const res = await ctx.app.inject('/api/businesses?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ limit: 'FIELD_TOO_LONG' });
  });
});

describe('public answers over the wire', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    for (let i = 0; i < 30; i++)
      await createCategory(ctx.db, { category_name: `Category number ${i} with a long name` });
  });
  afterAll(() => ctx.close());

  it('gzips a public answer of 1 KB or more for a browser that accepts it, and only then', async () => {
    const zipped = await ctx.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    const { gunzipSync } = await import('node:zlib');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(body.data).toHaveLength(30);
    const plain = await ctx.app.inject('/api/categories');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toEqual(body);
  });
});
