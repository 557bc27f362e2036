import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillHoursFromText } from '../src/modules/directory/service';
import { publicDataChanged } from '../src/platform/changes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/** Decision 62: structured opening hours, the open-now badge and filter, in India time. */
describe('opening hours', () => {
  let ctx: TestContext;
  const clock = fakeClock();
  let cityId: number;
  let categoryId: number;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let shopId: number;
  let dhabaId: number;
  let noHoursId: number;

  /** Moves the clock to a moment given in India time and forgets cached lists. */
  const at = (india: string) => {
    const target = new Date(`${india}+05:30`).getTime();
    clock.advance(target - clock.now().getTime());
    publicDataChanged(ctx.db, { topic: 'businesses' });
  };
  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/businesses?city_id=${cityId}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as {
      rows: { business_id: number; open_now: boolean; open_status: unknown }[];
      count: number;
    };
  };
  const openIds = async (query = '') =>
    (await list(`open_now=1&${query}`)).rows.map((r) => r.business_id).sort((a, b) => a - b);
  const saveStep1 = (token: string, id: number, body: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/my/businesses/${id}/steps/1`, headers: bearer(token), payload: body });
  const step1 = (opening_hours: unknown) => ({
    is_business_registered: 0,
    category_id: categoryId,
    phone: '9876501234',
    opening_hours,
  });

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    cityId = (await createCity(ctx.db, { city_name: 'Nadiad', slug: 'nadiad' })).city_id;
    categoryId = (await createCategory(ctx.db, { category_name: 'Dhaba' })).category_id;
    owner = await registeredUser(ctx.app, { owner_name: 'Mehul Shah', hasBusiness: 'yes', category_id: categoryId });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    const mine = json(await ctx.app.inject({ method: 'GET', url: '/api/my/businesses', headers: bearer(owner.token) }));
    shopId = mine.data[0].business_id;
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: 1, location_id: cityId, business_name: 'Mehul Kirana' })
      .where('business_id', '=', shopId)
      .execute();
    dhabaId = (await createBusiness(ctx.db, { business_name: 'Highway Dhaba', location_id: cityId, ratings: 4.5 }))
      .business_id;
    noHoursId = (await createBusiness(ctx.db, { business_name: 'No Hours Store', location_id: cityId, ratings: 3 }))
      .business_id;
  });
  afterAll(() => ctx.close());

  it('saves shifts and holidays with step 1 and gives them back to the wizard', async () => {
    const res = await saveStep1(
      owner.token,
      shopId,
      step1({
        week: [1, 2, 3, 4, 5, 6].flatMap((day) => [
          { day, opens: '17:00', closes: '21:00' },
          { day, opens: '10:00', closes: '13:00' },
        ]),
        holidays: ['2026-11-26', '2026-11-26'],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const hours = json(res).data.opening_hours;
    expect(hours.week).toHaveLength(12);
    expect(hours.week[0]).toEqual({ day: 1, opens: '10:00', closes: '13:00' });
    expect(hours.holidays).toEqual(['2026-11-26']);
  });

  it('refuses bad hours with the field and key, and keeps what was saved', async () => {
    const overlapping = await saveStep1(
      owner.token,
      shopId,
      step1({
        week: [
          { day: 1, opens: '09:00', closes: '14:00' },
          { day: 1, opens: '13:00', closes: '18:00' },
        ],
        holidays: [],
      }),
    );
    expect(overlapping.statusCode).toBe(400);
    // The field is the request's (the wizard checks each row itself with the same schema).
    expect(json(overlapping).errors).toEqual({ opening_hours: 'HOURS_OVERLAP' });
    const badTime = await saveStep1(
      owner.token,
      shopId,
      step1({ week: [{ day: 8, opens: '9 am', closes: '18:00' }], holidays: [] }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(json(badTime).errors).toEqual({ opening_hours: 'FIELD_INVALID' });
    const edit = json(
      await ctx.app.inject({ method: 'GET', url: `/api/my/businesses/${shopId}`, headers: bearer(owner.token) }),
    );
    expect(edit.data.opening_hours.week).toHaveLength(12);
  });

  it('a double click: two saves of step 1 at once both succeed and one set of hours stands whole', async () => {
    const week = (closes: string) => [1, 2, 3].map((day) => ({ day, opens: '09:00', closes }));
    const [a, b] = await Promise.all([
      saveStep1(owner.token, shopId, step1({ week: week('18:00'), holidays: ['2026-12-25'] })),
      saveStep1(owner.token, shopId, step1({ week: week('19:00'), holidays: ['2026-12-25'] })),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const rows = await ctx.db
      .selectFrom('business_hours')
      .select(['day', 'closes'])
      .where('business_id', '=', shopId)
      .execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.closes)).size).toBe(1);
    // Back to the week the later tests expect.
    const restored = await saveStep1(
      owner.token,
      shopId,
      step1({
        week: [1, 2, 3, 4, 5, 6].flatMap((day) => [
          { day, opens: '10:00', closes: '13:00' },
          { day, opens: '17:00', closes: '21:00' },
        ]),
        holidays: ['2026-11-26'],
      }),
    );
    expect(restored.statusCode).toBe(200);
  });

  it("answers 404 to another owner's hours", async () => {
    const res = await saveStep1(other.token, shopId, step1({ week: [], holidays: [] }));
    expect(res.statusCode).toBe(404);
    const rows = await ctx.db.selectFrom('business_hours').select('day').where('business_id', '=', shopId).execute();
    expect(rows).toHaveLength(12);
  });

  it('a dhaba open past midnight (free text read when the app starts)', async () => {
    await ctx.db
      .updateTable('businesses')
      .set({ operating_hours: 'Fri-Sat 6 pm - 2 am', hours_checked: 0 })
      .where('business_id', '=', dhabaId)
      .execute();
    await ctx.db
      .updateTable('businesses')
      .set({ operating_hours: 'Call before visiting', hours_checked: 0 })
      .where('business_id', '=', noHoursId)
      .execute();
    expect(await fillHoursFromText(ctx.db)).toBe(1);
    expect(await fillHoursFromText(ctx.db)).toBe(0);
    const dhaba = await ctx.db.selectFrom('business_hours').selectAll().where('business_id', '=', dhabaId).execute();
    expect(dhaba.map((s) => [s.day, s.opens, s.closes])).toEqual([
      [5, 18 * 60, 26 * 60],
      [6, 18 * 60, 26 * 60],
    ]);
    // The text the shifts now say is cleared; text that did not parse stays as the owner's note.
    const texts = await ctx.db
      .selectFrom('businesses')
      .select(['business_id', 'operating_hours'])
      .where('business_id', 'in', [dhabaId, noHoursId])
      .orderBy('business_id')
      .execute();
    expect(texts.map((b) => b.operating_hours)).toEqual([null, 'Call before visiting']);
  });

  it('every card says whether it is open, in India time', async () => {
    // Monday 23 November 2026, 10:30 in India (05:00 UTC).
    at('2026-11-23T10:30:00');
    const rows = (await list('sort=name')).rows;
    const byId = new Map(rows.map((r) => [r.business_id, r]));
    expect(byId.get(shopId)).toMatchObject({ open_now: true, open_status: { open: true, closes_at: '13:00' } });
    expect(byId.get(dhabaId)).toMatchObject({
      open_now: false,
      open_status: { open: false, opens_at: '18:00', opens_in_days: 4, opens_day: 5 },
    });
    expect(byId.get(noHoursId)).toMatchObject({ open_now: false, open_status: null });
    expect(await openIds()).toEqual([shopId]);
  });

  it('filters open now across midnight: Saturday 01:30 in India is Friday evening in UTC', async () => {
    at('2026-11-28T01:30:00');
    expect(await openIds()).toEqual([dhabaId]);
    at('2026-11-28T02:00:00');
    expect(await openIds()).toEqual([]);
    at('2026-11-27T23:59:00');
    expect(await openIds()).toEqual([dhabaId]);
    // Monday 01:00: Sunday had no shift to run past midnight.
    at('2026-11-30T01:00:00');
    expect(await openIds()).toEqual([]);
  });

  it('a holiday closes the whole day, and the badge says when it opens', async () => {
    at('2026-11-26T11:00:00');
    expect(await openIds()).toEqual([]);
    const shop = (await list('sort=name')).rows.find((r) => r.business_id === shopId);
    expect(shop?.open_status).toMatchObject({ open: false, opens_at: '10:00', opens_in_days: 1, opens_day: 5 });
    at('2026-11-27T11:00:00');
    expect(await openIds()).toEqual([shopId]);
  });

  it('open now combines with text, minimum rating and the count', async () => {
    at('2026-11-27T19:00:00');
    expect(await openIds()).toEqual([shopId, dhabaId].sort((a, b) => a - b));
    expect(await openIds('q=highway')).toEqual([dhabaId]);
    expect(await openIds('min_rating=4')).toEqual([dhabaId]);
    expect((await list('open_now=1')).count).toBe(2);
    const rated = (await list('min_rating=3.5')).rows.map((r) => r.business_id);
    expect(rated).toEqual([dhabaId]);
  });

  it('the profile carries the hours and the badge', async () => {
    at('2026-11-23T13:30:00');
    const profile = json(await ctx.app.inject({ method: 'GET', url: `/api/businesses/${shopId}` })).data;
    expect(profile.opening_hours.week).toHaveLength(12);
    expect(profile.opening_hours.holidays).toEqual(['2026-11-26']);
    expect(profile.open_status).toEqual({ open: false, opens_at: '17:00', opens_in_days: 0, opens_day: 1 });
    const none = json(await ctx.app.inject({ method: 'GET', url: `/api/businesses/${noHoursId}` })).data;
    expect(none.opening_hours).toBeNull();
    expect(none.open_status).toBeNull();
  });

  it('refuses bad filter values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['open_now=yes', 'open_now'],
      ['min_rating=6', 'min_rating'],
      ['min_rating=abc', 'min_rating'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(json(res).errors)).toEqual([field]);
    }
  });
});
