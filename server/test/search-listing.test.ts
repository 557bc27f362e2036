import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBusinessListQuery } from '@gd/contracts/schemas/directory';
import { refreshSearchKeys } from '../src/modules/directory/owner-service';
import { listFromIndex } from '../src/modules/directory/search-answers';
import { buildSearchIndex, currentListing, setSearchIndexEnabled } from '../src/modules/directory/search-engine';
import { changedElsewhere, publicDataChanged } from '../src/platform/changes';
import { createBusiness, createNamedCategories, createNamedCities, givePlan } from './factories';
import { createTestContext, dialect, fakeClock, type TestContext } from './helpers';

/**
 * Decision 82: the in-memory index answers text searches and browsing by city and category with each card made
 * once per build — the same bytes as the database's answer, and never older than the data.
 */
describe('lists of businesses from the in-memory index (decision 82)', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-02T06:30:00.000Z')); // Monday, 12:00 in India
  const city: number[] = [];
  const cat: number[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const db = ctx.db;
    city.push(
      ...(await createNamedCities(db, [
        ['Rajkot', 'રાજકોટ', 'rajkot'],
        ['Surat', 'સુરત', 'surat'],
        ['Bhuj', 'ભુજ', 'bhuj'],
      ])),
    );
    cat.push(
      ...(await createNamedCategories(db, [
        ['Caterers', 'કેટરર્સ'],
        ['Sweets', 'મીઠાઈ'],
        ['Tailors', 'દરજી'],
      ])),
    );
    const service = await db
      .insertInto('services')
      .values({ service_name: 'Wedding Catering', service_name_guj: 'લગ્ન કેટરિંગ', category_id: cat[0]! })
      .returning('service_id')
      .executeTakeFirstOrThrow();
    const words = ['Jalaram', 'Patel', 'Shree', 'Ambica', 'Krishna', 'Om'];
    const kinds = ['Caterers', 'Sweets', 'Tailors', 'Stores', 'Traders'];
    for (let i = 0; i < 60; i++) {
      const b = await createBusiness(db, {
        business_name: `${words[i % words.length]} ${kinds[i % kinds.length]} ${String.fromCharCode(65 + (i % 26))}${i}`,
        owner_name: i % 4 === 0 ? `Ramesh Patel ${i}` : `Owner ${i}`,
        location_id: i % 11 === 0 ? null : city[i % 3]!,
        category_id: i % 13 === 0 ? null : cat[i % 3]!,
        ratings: (i * 7) % 5,
        number_of_reviews: (i * 3) % 4,
        created_at: `2026-10-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00.000Z`,
        location: `Area ${i}`,
      });
      ids.push(b.business_id);
    }
    // Hours: open now (Monday 09:00–18:00), closed now (20:00–23:00), and a holiday today.
    for (let i = 0; i < 60; i += 3) {
      await db
        .insertInto('business_hours')
        .values({ business_id: ids[i]!, day: 1, opens: i % 2 ? 540 : 1200, closes: i % 2 ? 1080 : 1380 })
        .execute();
    }
    await db.insertInto('business_holidays').values({ business_id: ids[9]!, day: '2026-11-02' }).execute();
    for (let i = 1; i < 60; i += 5) {
      await db
        .insertInto('business_gallery')
        .values([
          {
            business_id: ids[i]!,
            photo_url: `/uploads/g/${i}.webp`,
            thumb_url: `/uploads/g/${i}-t.webp`,
            sort_order: 1,
          },
          { business_id: ids[i]!, photo_url: `/uploads/g/${i}b.webp`, thumb_url: null, sort_order: 2 },
        ])
        .execute();
    }
    for (const i of [2, 14, 27]) await givePlan(db, ids[i]!);
    await db.insertInto('business_services').values({ business_id: ids[7]!, service_id: service.service_id }).execute();
    await db.insertInto('business_products').values({ business_id: ids[8]!, product_name: 'Fresh Paneer' }).execute();
    await refreshSearchKeys(db, ids[8]!);
  });
  afterAll(() => ctx.close());

  const body = async (url: string, by: 'index' | 'database') => {
    publicDataChanged(ctx.db, { topic: 'businesses' }); // forgets cached answers
    setSearchIndexEnabled(ctx.db, by === 'index');
    if (by === 'index') await buildSearchIndex(ctx.db);
    const res = await ctx.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  const urls = () => [
    // Browsing: a city, a category, both, several, none; every sort; Load More.
    `/api/businesses?city_id=${city[0]}`,
    `/api/businesses?city_id=${city[1]}&limit=5&offset=5`,
    `/api/businesses?category_id=${cat[2]}&limit=7`,
    `/api/businesses?city_id=${city[0]}&category_id=${cat[0]}`,
    `/api/businesses?city_id=${city[2]}&category_id=${cat[1]},${cat[2]}&limit=3&offset=2`,
    `/api/businesses?category_id=${cat[0]},${cat[1]}&sort=rating&limit=100`,
    `/api/businesses?city_id=${city[0]}&sort=newest&limit=4&offset=8`,
    `/api/businesses?city_id=${city[1]}&sort=rating`,
    `/api/businesses?limit=100`,
    `/api/businesses?limit=100&sort=rating`,
    `/api/businesses?city_id=999999`,
    `/api/businesses?limit=5&offset=58`,
    ...(dialect === 'sqlite'
      ? [`/api/businesses?city_id=${city[0]}&sort=name`, `/api/businesses?sort=name&limit=100`]
      : []),
    // Text: names, owners, a category, a service, a product, a place, a misspelling, with filters and offsets.
    `/api/businesses?q=jalaram&limit=100`,
    `/api/businesses?q=patel&limit=5&offset=5`,
    `/api/businesses?q=patel&city_id=${city[1]}`,
    `/api/businesses?q=ramesh`,
    `/api/businesses?q=caterers&category_id=${cat[0]}`,
    `/api/businesses?q=wedding`,
    `/api/businesses?q=paneer`,
    `/api/businesses?q=rajkot`,
    `/api/businesses?q=${encodeURIComponent('sweets surat')}`,
    `/api/businesses?q=${encodeURIComponent('જલારામ')}`,
    `/api/businesses?q=krishnq`,
    `/api/businesses?q=zzqxv`,
    `/api/businesses?q=om&sort=rating&limit=100`,
    `/api/businesses?q=shree&sort=newest&limit=10`,
  ];

  it('answers every list with the same bytes from the index as from the database', async () => {
    for (const url of urls()) {
      const fromIndex = await body(url, 'index');
      const fromDatabase = await body(url, 'database');
      expect(fromIndex, url).toBe(fromDatabase);
    }
    // The lists are not trivially empty: open and closed cards, photos, badges and reasons are among them.
    const all = await body('/api/businesses?limit=100', 'index');
    for (const part of ['"open_now":true', '"open_now":false', '"photo_count":2', '"plan_name":"Test Plan']) {
      expect(all).toContain(part);
    }
    expect(await body('/api/businesses?q=ramesh', 'index')).toContain('"match":{"field":"owner"');
    expect(await body('/api/businesses?q=paneer', 'index')).toContain('"field":"product"');
  });

  it('explains a card matched by a product from the names the index holds (decision 101)', async () => {
    const paneer = () => ctx.app.inject('/api/businesses?q=paneer').then((res) => res.body);
    expect(await body('/api/businesses?q=paneer', 'index')).toContain('"text":"Fresh Paneer"');
    // Renamed behind the index's back: no search reads product names while the index answers...
    await ctx.db
      .updateTable('business_products')
      .set({ product_name: 'Malai Paneer' })
      .where('business_id', '=', ids[8]!)
      .execute();
    changedElsewhere(ctx.db, { topic: 'settings' }); // forgets cached answers only
    expect(await paneer()).toContain('"text":"Fresh Paneer"');
    // ...and the rename announced (as the products module does) is shown from the next build.
    publicDataChanged(ctx.db, { topic: 'products', id: ids[8]! });
    await buildSearchIndex(ctx.db);
    expect(await paneer()).toContain('"text":"Malai Paneer"');
    await ctx.db
      .updateTable('business_products')
      .set({ product_name: 'Fresh Paneer' })
      .where('business_id', '=', ids[8]!)
      .execute();
    publicDataChanged(ctx.db, { topic: 'products', id: ids[8]! });
  });

  it('pages a text asked again off its kept ranking, the same as the database', async () => {
    // Asked several times in one build: the first ranks only the filtered matches, the second ranks and keeps all
    // of them, the others read pages off what was kept.
    const variants = (q: string) => [
      `/api/businesses?q=${q}&limit=4`,
      `/api/businesses?q=${q}&limit=4&offset=4`,
      `/api/businesses?q=${q}&city_id=${city[0]}`,
      `/api/businesses?q=${q}&category_id=${cat[1]},${cat[2]}&limit=2&offset=1`,
      `/api/businesses?q=${q}&city_id=${city[2]}&category_id=${cat[2]}`,
      `/api/businesses?q=${q}&sort=rating&city_id=${city[1]}`,
      `/api/businesses?q=${q}&sort=rating&limit=3`,
      `/api/businesses?q=${q}&sort=rating&limit=3&offset=3`,
      `/api/businesses?q=${q}&sort=newest&limit=50`,
    ];
    const all = ['patel', 'shree', 'om', encodeURIComponent('jalaram sweets'), 'caterers'].flatMap(variants);
    publicDataChanged(ctx.db, { topic: 'businesses' });
    setSearchIndexEnabled(ctx.db, true);
    await buildSearchIndex(ctx.db);
    const fromIndex: string[] = [];
    for (const url of all) fromIndex.push((await ctx.app.inject(url)).body);
    publicDataChanged(ctx.db, { topic: 'businesses' });
    setSearchIndexEnabled(ctx.db, false);
    for (const [i, url] of all.entries()) expect(fromIndex[i], url).toBe((await ctx.app.inject(url)).body);
  });

  it('answers browsing and text from memory while the index is current', async () => {
    setSearchIndexEnabled(ctx.db, true);
    await buildSearchIndex(ctx.db);
    // Every sort's browse lists are made with the index, not on a sort's first ask (decision 105).
    expect(currentListing(ctx.db)!.browse.madeSorts.sort()).toEqual(['name', 'newest', 'rating']);
    for (const url of urls()) {
      const query = ZBusinessListQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
      expect(await listFromIndex(ctx.db, query, clock.now()), url).not.toBeNull();
    }
    // Filters the index does not hold go to the database.
    const openNow = ZBusinessListQuery.parse({ city_id: String(city[0]), open_now: '1' });
    expect(await listFromIndex(ctx.db, openNow, clock.now())).toBeNull();
  });

  it('never answers from an index older than a change, made here or announced by another process', async () => {
    setSearchIndexEnabled(ctx.db, true);
    await buildSearchIndex(ctx.db);
    const url = `/api/businesses?city_id=${city[1]}&limit=100`;
    const business = ids[1]!; // Surat
    const rename = async (name: string) =>
      ctx.db.updateTable('businesses').set({ business_name: name }).where('business_id', '=', business).execute();
    const query = ZBusinessListQuery.parse({ city_id: String(city[1]), limit: '100' });
    for (const [name, announce] of [
      ['Renamed Here', (c: { topic: 'businesses'; id: number }) => publicDataChanged(ctx.db, c)],
      ['Renamed Elsewhere', (c: { topic: 'businesses'; id: number }) => changedElsewhere(ctx.db, c)],
    ] as const) {
      await rename(name);
      announce({ topic: 'businesses', id: business });
      // At once: the index is stale, so the database answers.
      expect(await listFromIndex(ctx.db, query, clock.now())).toBeNull();
      expect((await ctx.app.inject(url)).body).toContain(`"business_name":"${name}"`);
      await buildSearchIndex(ctx.db);
      expect(await listFromIndex(ctx.db, query, clock.now())).toContain(`"business_name":"${name}"`);
    }
    // Hours and photos are on the cards the index holds: a change to them is seen too.
    await ctx.db
      .insertInto('business_hours')
      .values({ business_id: business, day: 1, opens: 0, closes: 1439 })
      .execute();
    await ctx.db
      .insertInto('business_gallery')
      .values({ business_id: business, photo_url: '/uploads/g/new.webp', thumb_url: null, sort_order: 0 })
      .execute();
    publicDataChanged(ctx.db, { topic: 'businesses', id: business });
    await buildSearchIndex(ctx.db);
    const card = JSON.parse((await listFromIndex(ctx.db, query, clock.now()))!).rows.find(
      (r: { business_id: number }) => r.business_id === business,
    );
    expect(card).toMatchObject({ open_now: true, photo_url: '/uploads/g/new.webp' });
    // A city renamed (reference data) is on every card of that city.
    await ctx.db.updateTable('cities').set({ city_name: 'Surat City' }).where('city_id', '=', city[1]!).execute();
    publicDataChanged(ctx.db, { topic: 'reference' });
    expect(await listFromIndex(ctx.db, query, clock.now())).toBeNull();
    await buildSearchIndex(ctx.db);
    expect(await listFromIndex(ctx.db, query, clock.now())).toContain('"city":"Surat City"');
  });
});
