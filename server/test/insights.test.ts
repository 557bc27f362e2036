/**
 * Decision 71: what visitors do on a public profile is counted per India day (contact reveals, call / WhatsApp /
 * directions / website clicks, inquiries), and the owner reads it as insights over 7, 30 or 90 days with the
 * previous period's totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@gd/contracts/india-time';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

// 12:00 in India on 1 November 2026.
const TODAY = '2026-11-01';

describe('insights over time', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let visitor: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  let pendingId: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    owner = await registeredUser(ctx.app, { owner_name: 'Insight Owner' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    visitor = await registeredUser(ctx.app, { owner_name: 'Curious Visitor' });
    await ctx.db.updateTable('users').set({ is_profile_approve: 1 }).execute();
    businessId = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Insight Farsan',
        phone: '9876512345',
        total_view: 500,
        total_inquiry: 9,
      })
    ).business_id;
    pendingId = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Pending Farsan',
        is_approve: APPROVAL.PENDING,
      })
    ).business_id;
  });
  afterAll(() => ctx.close());

  const day = (id: number, date: string) =>
    ctx.db
      .selectFrom('business_view_days')
      .selectAll()
      .where('business_id', '=', id)
      .where('view_date', '=', date)
      .executeTakeFirst();
  const click = (id: number, kind: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/businesses/${id}/clicks`, payload: { kind } as object });
  const insights = (id: number, token: string | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/my/businesses/${id}/insights${query}`,
      headers: token ? bearer(token) : {},
    });

  it('counts every click when forty arrive at once (an upsert adds in the database)', async () => {
    const kinds = [
      ...Array.from({ length: 25 }, () => 'call'),
      ...Array.from({ length: 8 }, () => 'whatsapp'),
      ...Array.from({ length: 4 }, () => 'directions'),
      ...Array.from({ length: 3 }, () => 'website'),
    ];
    const answers = await Promise.all(kinds.map((kind) => click(businessId, kind)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const row = await day(businessId, TODAY);
    expect(row).toMatchObject({ calls: 25, whatsapps: 8, directions: 4, website_clicks: 3, views: 0 });
  });

  it('refuses an unknown kind with a 400 naming the field, and counts nothing', async () => {
    const before = await day(businessId, TODAY);
    for (const kind of ['email', '', 42, null]) {
      const res = await click(businessId, kind);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors).toHaveProperty('kind');
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: `/api/businesses/${businessId}/clicks` });
    expect(noBody.statusCode).toBe(400);
    expect(await day(businessId, TODAY)).toEqual(before);
  });

  it('answers 404 for a business that is not public or does not exist, and counts nothing', async () => {
    expect((await click(pendingId, 'call')).statusCode).toBe(404);
    expect((await click(999_999, 'call')).statusCode).toBe(404);
    expect(await day(pendingId, TODAY)).toBeUndefined();
  });

  it('counts a contact-detail reveal and an inquiry on the India day they happen', async () => {
    const reveal = await ctx.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}/contact`,
      headers: bearer(visitor.token),
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect((await day(businessId, TODAY))?.contact_views).toBe(1);

    // 20:00 UTC is 01:30 the next morning in India.
    clock.advance(13.5 * 3_600_000);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/inquiries`,
      headers: bearer(visitor.token),
      payload: { name: 'Curious Visitor', mobile: '9123400000', subject: 'Order', message: 'Two kilos of fafda' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await day(businessId, addDays(TODAY, 1)))?.inquiries).toBe(1);
    expect((await day(businessId, TODAY))?.inquiries).toBe(0);
    clock.advance(-13.5 * 3_600_000);
  });

  it('answers the days of the period, oldest first with empty days as zeros, and the previous period’s totals', async () => {
    const other = await createBusiness(ctx.db, { owner_user_id: owner.userId, business_name: 'Chart Farsan' });
    const id = other.business_id;
    const rows = [
      { view_date: TODAY, views: 10, calls: 2, inquiries: 1 },
      { view_date: addDays(TODAY, -6), views: 4, whatsapps: 1 },
      // the previous 7 days
      { view_date: addDays(TODAY, -7), views: 3, directions: 2 },
      { view_date: addDays(TODAY, -13), views: 5, contact_views: 3 },
      // before both periods of 7 days, inside the 30
      { view_date: addDays(TODAY, -14), views: 100, website_clicks: 7 },
      // tomorrow cannot be shown yet
      { view_date: addDays(TODAY, 1), views: 1000 },
    ];
    for (const r of rows)
      await ctx.db
        .insertInto('business_view_days')
        .values({ business_id: id, ...r })
        .execute();

    const week = json(await insights(id, owner.token, '?days=7')).data;
    expect(week).toMatchObject({ business_id: id, days: 7, from: addDays(TODAY, -6), to: TODAY });
    expect(week.daily.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(TODAY, i - 6)),
    );
    expect(week.daily[0]).toEqual({
      date: addDays(TODAY, -6),
      views: 4,
      contact_views: 0,
      calls: 0,
      whatsapps: 1,
      directions: 0,
      website_clicks: 0,
      inquiries: 0,
    });
    expect(week.daily[3].views).toBe(0);
    expect(week.totals).toEqual({
      views: 14,
      contact_views: 0,
      calls: 2,
      whatsapps: 1,
      directions: 0,
      website_clicks: 0,
      inquiries: 1,
    });
    expect(week.previous).toEqual({
      views: 8,
      contact_views: 3,
      calls: 0,
      whatsapps: 0,
      directions: 2,
      website_clicks: 0,
      inquiries: 0,
    });

    const month = json(await insights(id, owner.token, '?days=30')).data;
    expect(month.daily).toHaveLength(30);
    expect(month.totals.views).toBe(122);
    expect(month.totals.website_clicks).toBe(7);
    expect(month.previous.views).toBe(0);

    const quarter = json(await insights(id, owner.token, '?days=90')).data;
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.from).toBe(addDays(TODAY, -89));

    // Without `days`: 30.
    expect(json(await insights(id, owner.token)).data.days).toBe(30);
  });

  it('gives the all-time totals with the period', async () => {
    const res = await insights(businessId, owner.token, '?days=7');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ total_view: 500, total_inquiry: 10 });
    // The owner's pending business has insights too (its counts are zero).
    expect(json(await insights(pendingId, owner.token, '?days=7')).data.totals.views).toBe(0);
  });

  it('answers 404 for another owner’s business, 401 for a guest, 400 for a period it does not offer', async () => {
    expect((await insights(businessId, other.token, '?days=7')).statusCode).toBe(404);
    expect((await insights(999_999, owner.token, '?days=7')).statusCode).toBe(404);
    expect((await insights(businessId, null, '?days=7')).statusCode).toBe(401);
    for (const days of ['14', '0', 'abc', '7.5', '-7']) {
      const res = await insights(businessId, owner.token, `?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(json(res).errors).toHaveProperty('days');
    }
  });
});

describe('profile click beacon rate limit', () => {
  let ctx: TestContext;
  let businessId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '10000' });
    businessId = (await createBusiness(ctx.db, { business_name: 'Busy Farsan' })).business_id;
  });
  afterAll(() => ctx.close());

  it('answers 429 past 30 clicks in ten minutes from one address, and stops counting', async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url: `/api/businesses/${businessId}/clicks`, payload: { kind: 'call' } });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    const rows = await ctx.db
      .selectFrom('business_view_days')
      .select(({ fn }) => fn.sum<number>('calls').as('calls'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.calls)).toBe(30);
  });
});
