import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

/** Decision 63: map pins and "Near me" — distance order, the radius, validation, the owner's pin. */
describe('near me', () => {
  let ctx: TestContext;
  let cityId: number;
  let categoryId: number;
  // Around Rajkot's Race Course (22.3039, 70.8022): pins at about 0.6, 2.4, 9 and 40 km, and one without a pin.
  const here = { lat: 22.3039, lng: 70.8022 };
  const ids: Record<string, number> = {};

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { rows: { business_id: number; distance_km?: number | null }[]; count: number };
  };
  const near = (extra = '') => `lat=${here.lat}&lng=${here.lng}&sort=distance${extra}`;

  beforeAll(async () => {
    ctx = await createTestContext();
    cityId = (await createCity(ctx.db, { city_name: 'Rajkot', slug: 'rajkot' })).city_id;
    categoryId = (await createCategory(ctx.db, { category_name: 'Chemists' })).category_id;
    const pins: [string, number | null, number | null, number][] = [
      ['Far Chemist', 22.3039 + 40 / 111.32, 70.8022, 4.8], // ~40 km north
      ['Nine Km Chemist', 22.3039, 70.8022 + 9 / (111.32 * Math.cos((22.3039 * Math.PI) / 180)), 3],
      ['Corner Chemist', 22.3039 + 0.6 / 111.32, 70.8022, 4],
      ['Two Km Chemist', 22.3039 - 1.7 / 111.32, 70.8022 + 1.7 / 103, 4.5],
      ['Unpinned Chemist', null, null, 5],
    ];
    for (const [name, latitude, longitude, ratings] of pins) {
      ids[name] = (
        await createBusiness(ctx.db, {
          business_name: name,
          location_id: cityId,
          category_id: categoryId,
          latitude,
          longitude,
          ratings,
        })
      ).business_id;
    }
  });
  afterAll(() => ctx.close());

  it('orders by distance within the default 25 km and gives each card its distance', async () => {
    const { rows, count } = await list(near());
    expect(rows.map((r) => r.business_id)).toEqual([
      ids['Corner Chemist'],
      ids['Two Km Chemist'],
      ids['Nine Km Chemist'],
    ]);
    expect(count).toBe(3);
    expect(rows.map((r) => r.distance_km)).toEqual([0.6, 2.4, 9]);
  });

  it('keeps to the radius asked for, and reaches the far one with a wider one', async () => {
    expect((await list(near('&radius_km=5'))).rows.map((r) => r.business_id)).toEqual([
      ids['Corner Chemist'],
      ids['Two Km Chemist'],
    ]);
    const wide = await list(near('&radius_km=50'));
    expect(wide.rows.at(-1)?.business_id).toBe(ids['Far Chemist']);
    expect(wide.rows.at(-1)?.distance_km).toBeCloseTo(40, 0);
  });

  it('combines with other sorts, text, rating and the category', async () => {
    const byRating = await list(`lat=${here.lat}&lng=${here.lng}&sort=rating`);
    expect(byRating.rows.map((r) => r.business_id)).toEqual([
      ids['Two Km Chemist'],
      ids['Corner Chemist'],
      ids['Nine Km Chemist'],
    ]);
    expect(byRating.rows[0]?.distance_km).toBe(2.4);
    expect((await list(near('&q=corner'))).rows.map((r) => r.business_id)).toEqual([ids['Corner Chemist']]);
    expect((await list(near('&min_rating=4.5'))).rows.map((r) => r.business_id)).toEqual([ids['Two Km Chemist']]);
    expect((await list(near(`&category_id=${categoryId}`))).count).toBe(3);
    // Without a point, cards carry no distance.
    expect((await list(`city_id=${cityId}`)).rows.every((r) => r.distance_km === undefined)).toBe(true);
  });

  it('refuses half a point, a distance sort without one, and out-of-range values', async () => {
    for (const [query, field] of [
      ['lat=22.3', 'lng'],
      ['lng=70.8', 'lat'],
      ['sort=distance', 'lat'],
      ['radius_km=5', 'lat'],
      ['lat=95&lng=70', 'lat'],
      [`lat=${here.lat}&lng=${here.lng}&radius_km=500`, 'radius_km'],
      ['lat=abc&lng=70', 'lat'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(json(res).errors), query).toEqual([field]);
    }
  });

  it('the owner sets the pin in step 2 (in Gujarat, both halves), and the profile and cities carry it', async () => {
    const owner = await registeredUser(ctx.app, {
      owner_name: 'Pin Owner',
      hasBusiness: 'yes',
      category_id: categoryId,
    });
    const id = json(await ctx.app.inject({ url: '/api/my/businesses', headers: bearer(owner.token) })).data[0]
      .business_id as number;
    const step2 = (pin: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/my/businesses/${id}/steps/2`,
        headers: bearer(owner.token),
        payload: { location_id: cityId, zipcode: '360001', location: 'Race Course Road', ...pin },
      });
    const outside = await step2({ latitude: 19.076, longitude: 72.8777 }); // Mumbai
    expect(outside.statusCode).toBe(400);
    expect(json(outside).errors).toEqual({ latitude: 'PIN_OUTSIDE_GUJARAT' });
    const half = await step2({ latitude: 22.3 });
    expect(json(half).errors).toEqual({ longitude: 'FIELD_REQUIRED' });
    const saved = await step2({ latitude: 22.30452, longitude: 70.80301 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ latitude: 22.30452, longitude: 70.80301 });
    // A later save without the pin keeps it; null removes it.
    expect(json(await step2({})).data.latitude).toBe(22.30452);
    await ctx.db.updateTable('businesses').set({ is_approve: 1 }).where('business_id', '=', id).execute();
    const profile = json(await ctx.app.inject({ url: `/api/businesses/${id}` })).data;
    expect(profile).toMatchObject({ latitude: 22.30452, longitude: 70.80301 });
    expect(json(await step2({ latitude: null, longitude: null })).data.latitude).toBeNull();

    await ctx.db.updateTable('cities').set({ latitude: 22.3039, longitude: 70.8022 }).execute();
    const { publicDataChanged } = await import('../src/platform/changes');
    publicDataChanged(ctx.db, { topic: 'reference' });
    const cities = json(await ctx.app.inject({ url: '/api/cities' })).data;
    expect(cities[0]).toMatchObject({ op_value: 'Rajkot', latitude: 22.3039, longitude: 70.8022 });
  });
});
