import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchKeys } from '../src/modules/directory/owner-service';
import { buildSearchIndex, setSearchIndexEnabled } from '../src/modules/directory/search-engine';
import { publicDataChanged } from '../src/platform/changes';
import { BUSINESSES, CATEGORIES, PLACES, QUERIES } from './data/search-queries';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, dialect, json, type TestContext } from './helpers';

/** Decision 54: the query file — at least 95 % of real queries find their business in the top 5. */
describe('search across scripts, spellings and fields (query file)', () => {
  let ctx: TestContext;
  const cityIds = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.db;
    for (const p of PLACES) {
      const c = await createCity(db, { city_name: p.en, city_name_guj: p.gu, slug: p.slug, district: p.district });
      cityIds.set(p.slug, c.city_id);
    }
    const categoryIds = new Map<string, number>();
    for (const [en, gu] of CATEGORIES) {
      const c = await createCategory(db, { category_name: en, category_name_guj: gu });
      categoryIds.set(en, c.category_id);
    }
    const serviceIds = new Map<string, number>();
    for (const b of BUSINESSES) {
      const row = await createBusiness(db, {
        business_name: b.name,
        owner_name: b.owner,
        category_id: categoryIds.get(b.category)!,
        location_id: cityIds.get(b.city)!,
      });
      for (const [en, gu] of b.services ?? []) {
        let id = serviceIds.get(en);
        if (id === undefined) {
          id = (
            await db
              .insertInto('services')
              .values({ service_name: en, service_name_guj: gu, category_id: categoryIds.get(b.category)! })
              .returning('service_id')
              .executeTakeFirstOrThrow()
          ).service_id;
          serviceIds.set(en, id);
        }
        await db.insertInto('business_services').values({ business_id: row.business_id, service_id: id }).execute();
      }
      for (const product_name of b.products ?? []) {
        await db.insertInto('business_products').values({ business_id: row.business_id, product_name }).execute();
      }
      if (b.products?.length) await refreshSearchKeys(db, row.business_id);
    }
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  /**
   * Decision 61: the same expectations of both ways a search is answered — the in-memory index, and the
   * database (which answers while the index is rebuilt and for filters the index does not hold).
   */
  for (const by of ['index', 'database'] as const) {
    describe(`answered by the ${by}`, () => {
      beforeAll(async () => {
        publicDataChanged(ctx.db, { topic: 'businesses' }); // forgets cached answers
        setSearchIndexEnabled(ctx.db, by === 'index');
        if (by === 'index') await buildSearchIndex(ctx.db);
      });

      it(`finds at least 95 % of ${QUERIES.length} queries' businesses in the top 5 of search`, async () => {
        expect(QUERIES.length).toBeGreaterThanOrEqual(150);
        const misses: string[] = [];
        for (const { q, expect: name } of QUERIES) {
          const page = await get(`/api/businesses?q=${encodeURIComponent(q)}&limit=5`);
          const names = page.rows.map((r: { business_name: string }) => r.business_name);
          if (!names.includes(name)) misses.push(`${q} → ${name} (got ${names.join(', ') || 'nothing'})`);
        }
        const found = QUERIES.length - misses.length;
        console.log(
          `query file: ${found} of ${QUERIES.length} in the top 5${misses.length ? `; missed:\n${misses.join('\n')}` : ''}`,
        );
        expect(found / QUERIES.length, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
      });

      it('suggests the business for at least 95 % of the queries of a name, in autocomplete', async () => {
        const named = QUERIES.filter((x) => x.name);
        expect(named.length).toBeGreaterThanOrEqual(100);
        const misses: string[] = [];
        for (const { q, expect: name } of named) {
          const list = await get(`/api/businesses/autocomplete?q=${encodeURIComponent(q)}`);
          if (!list.some((r: { business_name: string }) => r.business_name === name)) misses.push(`${q} → ${name}`);
        }
        console.log(
          `autocomplete: ${named.length - misses.length} of ${named.length}${misses.length ? `; missed: ${misses.join('; ')}` : ''}`,
        );
        expect((named.length - misses.length) / named.length, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
          0.95,
        );
      });

      it('uses a city named in the query as if it were chosen, and says which', async () => {
        const page = await get(`/api/businesses?q=${encodeURIComponent('dentist ahmedabad')}`);
        expect(page.city_id).toBe(cityIds.get('ahmedabad'));
        expect(page.rows.map((r: { business_name: string }) => r.business_name)).toEqual(['Smile Dental Clinic']);
        // An alias names the same city; a district names its cities.
        expect((await get(`/api/businesses?q=${encodeURIComponent('dentist amdavad')}`)).city_id).toBe(
          cityIds.get('ahmedabad'),
        );
        const kutch = await get(`/api/businesses?q=${encodeURIComponent('travels kutch')}`);
        expect(kutch.rows.map((r: { business_name: string }) => r.business_name)).toEqual(['Ashapura Travels']);
        // A city chosen in the filter wins: another city in the text stays text.
        const chosen = await get(
          `/api/businesses?q=${encodeURIComponent('restaurant surat')}&city_id=${cityIds.get('ahmedabad')}`,
        );
        expect(chosen.rows).toEqual([]);
      });

      it('says why a business matched when it was not by its name', async () => {
        const reason = async (q: string, name: string) =>
          (await get(`/api/businesses?q=${encodeURIComponent(q)}`)).rows.find(
            (r: { business_name: string }) => r.business_name === name,
          )?.match;
        expect(await reason('sandip savani', 'Savani Diamond Tools')).toMatchObject({
          field: 'owner',
          text: 'Sandip Savani',
        });
        expect(await reason('dentist', 'Smile Dental Clinic')).toMatchObject({ field: 'category', text: 'Dentists' });
        expect(await reason('root canal', 'Smile Dental Clinic')).toMatchObject({
          field: 'service',
          text: 'Root Canal Treatment',
          text_guj: 'રૂટ કેનાલ સારવાર',
        });
        expect(await reason('paneer', 'Navrang Dairy')).toMatchObject({ field: 'product', text: 'Fresh Paneer' });
        expect(await reason('navrang', 'Navrang Dairy')).toBeUndefined();
      });

      it('ranks an exact name, then a prefix, then a whole word, then other fields', async () => {
        const names = async (q: string) =>
          (await get(`/api/businesses?q=${encodeURIComponent(q)}`)).rows.map(
            (r: { business_name: string }) => r.business_name,
          );
        const patel = await names('patel');
        // Names starting with Patel first, then businesses whose owner is a Patel.
        expect(patel.slice(0, 4).sort()).toEqual(
          ['Patel Auto Garage', 'Patel Brothers Hardware', 'Patel Caterers', 'Patel Medical Store'].sort(),
        );
        expect(patel.slice(4)).toContain('Navrang Dairy');
        // "Pathology" starts with Patel's consonants (ptl…): such a near miss comes after the owners called Patel.
        const all = (await get('/api/businesses?q=patel&limit=50')).rows.map(
          (r: { business_name: string }) => r.business_name,
        );
        expect(all).toContain('Royal Pathology Laboratory');
        expect(all.indexOf('Navrang Dairy')).toBeLessThan(all.indexOf('Royal Pathology Laboratory'));
        expect((await names('hotel kathiyawad'))[0]).toBe('Hotel Kathiyawad');
        // "Kathiyawadi …" starts with the word's key, "Hotel Kathiyawad" holds it as a whole word.
        expect((await names('kathiyawad')).slice(0, 2)).toEqual(['Kathiyawadi Restaurant', 'Hotel Kathiyawad']);
        expect((await names('shivam hotel'))[0]).toBe('Hotel Shivam');
      });

      it('offers "did you mean" with the results of the corrected query when the query as typed finds nothing', async () => {
        // Vowels never matter to a key; a wrong consonant does (m → n).
        const page = await get(`/api/businesses?q=${encodeURIComponent('vishwakarna furniture')}`);
        expect(page.did_you_mean).toBe('વિશ્વકર્મા furniture');
        expect(page.rows.map((r: { business_name: string }) => r.business_name)).toEqual(['વિશ્વકર્મા ફર્નિચર']);
        const none = await get(`/api/businesses?q=${encodeURIComponent('zzqxv')}`);
        expect(none).toMatchObject({ rows: [], count: 0 });
        expect(none.did_you_mean ?? null).toBeNull();
        const exact = await get(`/api/businesses?q=${encodeURIComponent('navrang')}`);
        expect(exact.did_you_mean ?? null).toBeNull();
      });
    });
  }

  it('answers every query of the file the same from the index as from the database', async () => {
    const bodies = new Map<string, string>();
    const answer = async (url: string, index: boolean) => {
      publicDataChanged(ctx.db, { topic: 'businesses' });
      setSearchIndexEnabled(ctx.db, index);
      if (index) await buildSearchIndex(ctx.db);
      const res = await ctx.app.inject(url);
      expect(res.statusCode, res.body).toBe(200);
      bodies.set(`${index} ${url}`, res.body);
      return json(res).data;
    };
    const sqlite = dialect === 'sqlite';
    for (const { q } of QUERIES) {
      for (const extra of ['&limit=100', '&sort=name&limit=100', '&sort=rating&limit=100', '&offset=3&limit=4']) {
        const url = `/api/businesses?q=${encodeURIComponent(q)}${extra}`;
        const [fromIndex, fromDatabase] = [await answer(url, true), await answer(url, false)];
        const ids = (page: { rows: { business_id: number; business_name: string; owner_name: string }[] }) =>
          page.rows.map((r) => `${r.business_id} ${r.business_name} (${r.owner_name})`);
        expect(fromIndex.count, url).toBe(fromDatabase.count);
        // Names that tie sort by PostgreSQL's collation there (case and spaces weigh differently).
        if (sqlite || !extra.includes('sort')) {
          expect(ids(fromIndex), url).toEqual(ids(fromDatabase));
          // Decision 82: the same bytes (cards made once per build, open status and reasons spliced in).
          expect(bodies.get(`true ${url}`), url).toBe(bodies.get(`false ${url}`));
        } else expect([...ids(fromIndex)].sort(), url).toEqual([...ids(fromDatabase)].sort());
      }
      const auto = `/api/businesses/autocomplete?q=${encodeURIComponent(q)}`;
      expect(
        (await answer(auto, true)).map((r: { business_id: number }) => r.business_id),
        auto,
      ).toEqual((await answer(auto, false)).map((r: { business_id: number }) => r.business_id));
    }
    // About 950 requests through the app (every query twice, its list and its suggestions): on PostgreSQL in a
    // busy full run this takes 10–25 s, past the suites' 20 s default.
  }, 120_000);
});
