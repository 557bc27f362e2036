import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext, TSX } from './helpers';

describe('business profile, contact details, inquiries and reviews', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-10T10:00:00.000Z'));
  let businessId: number;
  let pendingId: number;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let viewer: Awaited<ReturnType<typeof registeredUser>>;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const db = ctx.db;
    await db.insertInto('settings').values({ name: 'auto_approve_profiles', value: '1' }).execute();
    await db
      .insertInto('options')
      .values({ list_name: 'designation', op_key: 3, op_value: 'Manager', op_value_guj: 'મેનેજર', sort_order: 3 })
      .execute();
    const city = await createCity(db, { city_name: 'Vadodara', city_name_guj: 'વડોદરા', slug: 'vadodara' });
    const category = await createCategory(db, { category_name: 'Opticians' });
    owner = await registeredUser(ctx.app, { owner_name: 'Kiran Modi' });
    viewer = await registeredUser(ctx.app, { owner_name: 'Viewer Vora' });
    const business = await createBusiness(db, {
      owner_user_id: owner.userId,
      business_name: 'Drishti Opticals',
      location_id: city.city_id,
      category_id: category.category_id,
      about_me: 'Eye tests and frames since 1998.',
      contact_name: 'Kiran Modi',
      contact_phone: '9825098250',
      contact_email: 'kiran@example.com',
      contact_designation: 3,
      phone: '9825011111',
      social_media_facebook: 'facebook.com/drishti',
      social_media_instagram: 'https://instagram.com/drishti',
      social_media_youtube: '  ',
    });
    businessId = business.business_id;
    pendingId = (await createBusiness(db, { business_name: 'Pending Optics', is_approve: APPROVAL.PENDING }))
      .business_id;
    const service = await db
      .insertInto('services')
      .values({ service_name: 'Eye Testing', service_name_guj: 'આંખની તપાસ' })
      .returning('service_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('business_services')
      .values({ business_id: businessId, service_id: service.service_id })
      .execute();
    await db
      .insertInto('business_products')
      .values([
        {
          business_id: businessId,
          product_name: 'Blue-cut lenses',
          product_price: 149900,
          is_active: 1,
          deleted_at: null,
        },
        {
          business_id: businessId,
          product_name: 'Old stock frame',
          product_price: 9900,
          is_active: 0,
          deleted_at: null,
        },
        {
          business_id: businessId,
          product_name: 'Removed frame',
          product_price: 9900,
          is_active: 1,
          deleted_at: '2026-10-01T00:00:00.000Z',
        },
      ])
      .execute();
    await db
      .insertInto('business_gallery')
      .values({ business_id: businessId, photo_url: '/uploads/a.webp', thumb_url: '/uploads/a-t.webp', sort_order: 0 })
      .execute();
  });
  afterAll(() => ctx.close());

  const profile = (id: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/businesses/${id}`, headers });
  const totalView = async (id: number) =>
    (await ctx.db.selectFrom('businesses').select('total_view').where('business_id', '=', id).executeTakeFirstOrThrow())
      .total_view;

  it('answers the public profile: city, category, services, active products only, gallery, https social links', async () => {
    const res = await profile(businessId);
    expect(res.statusCode, res.body).toBe(200);
    const p = json(res).data;
    expect(p).toMatchObject({
      business_name: 'Drishti Opticals',
      city: 'Vadodara',
      city_guj: 'વડોદરા',
      category_name: 'Opticians',
      about_me: 'Eye tests and frames since 1998.',
    });
    expect(p.services.map((s: { service_name: string }) => s.service_name)).toEqual(['Eye Testing']);
    expect(p.products.map((x: { product_name: string }) => x.product_name)).toEqual(['Blue-cut lenses']);
    expect(p.products[0].product_price).toBe(149900);
    expect(p.gallery).toHaveLength(1);
    expect(p.social).toMatchObject({
      facebook: 'https://facebook.com/drishti',
      instagram: 'https://instagram.com/drishti',
      youtube: null,
    });
    expect(res.body).not.toContain('9825098250');
    expect(res.body).not.toContain('kiran@example.com');
  });

  it('answers 404 for an unknown, pending, rejected or deleted business', async () => {
    expect((await profile(999999)).statusCode).toBe(404);
    expect((await profile(pendingId)).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/businesses/abc')).statusCode).toBe(400);
  });

  it('counts a view at most once per viewer per India day', async () => {
    await ctx.app.views.flush();
    const before = await totalView(businessId);
    await profile(businessId, { 'user-agent': 'phone-a' });
    await profile(businessId, { 'user-agent': 'phone-a' });
    await profile(businessId, { 'user-agent': 'phone-b' });
    await profile(businessId, bearer(viewer.token));
    await profile(businessId, bearer(viewer.token));
    await ctx.app.views.flush();
    const afterDay1 = await totalView(businessId);
    // phone-a once, phone-b once, the logged-in viewer once.
    expect(afterDay1 - before).toBe(3);
    clock.advance(24 * 3600_000);
    await profile(businessId, bearer(viewer.token));
    await ctx.app.views.flush();
    expect((await totalView(businessId)) - afterDay1).toBe(1);
  });

  it('lets waiting requests run between the write transactions of a large flush of views', async () => {
    await ctx.app.views.flush();
    const before = await totalView(businessId);
    // 120 viewers: three transactions of 50.
    for (let i = 0; i < 120; i++) ctx.app.views.record(businessId, `a:bench-${i}`, clock.now());
    let turnsDuringFlush = 0;
    let flushed = false;
    const flushing = ctx.app.views.flush().then(() => (flushed = true));
    // A request waiting on the event loop (not a promise) gets its turn before the flush ends.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        if (!flushed) turnsDuringFlush++;
        resolve();
      }),
    );
    await flushing;
    expect(turnsDuringFlush).toBe(1);
    expect((await totalView(businessId)) - before).toBe(120);
  });

  it('shows contact details only to a logged-in viewer with an approved profile', async () => {
    expect((await ctx.app.inject(`/api/businesses/${businessId}/contact`)).statusCode).toBe(401);
    const res = await ctx.app.inject({ url: `/api/businesses/${businessId}/contact`, headers: bearer(viewer.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      contact_name: 'Kiran Modi',
      contact_phone: '9825098250',
      designation_name: 'Manager',
      designation_name_guj: 'મેનેજર',
    });

    await ctx.db.updateTable('users').set({ is_profile_approve: 0 }).where('user_id', '=', viewer.userId).execute();
    const refused = await ctx.app.inject({
      url: `/api/businesses/${businessId}/contact`,
      headers: bearer(viewer.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      message_key: 'PROFILE_NOT_APPROVED',
      message: "Your profile is not approved, that's why you are not able to see the contact details.",
    });
    await ctx.db.updateTable('users').set({ is_profile_approve: 1 }).where('user_id', '=', viewer.userId).execute();
    expect(
      (await ctx.app.inject({ url: `/api/businesses/${pendingId}/contact`, headers: bearer(viewer.token) })).statusCode,
    ).toBe(404);
  });

  it('stores an inquiry from a logged-in user and counts it; refuses guests and bad fields', async () => {
    const body = {
      name: 'Viewer Vora',
      email: '',
      mobile: '9898989898',
      subject: 'Frame price',
      message: 'Do you have titanium frames?',
    };
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/businesses/${businessId}/inquiries`, payload: body }))
        .statusCode,
    ).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/inquiries`,
      payload: body,
      headers: bearer(viewer.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Inquiry submitted successfully!');
    const stored = await ctx.db
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', json(res).data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      business_id: businessId,
      user_id: viewer.userId,
      subject: 'Frame price',
      email: null,
    });
    const b = await ctx.db
      .selectFrom('businesses')
      .select('total_inquiry')
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(b.total_inquiry).toBe(1);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/inquiries`,
      payload: { name: '', mobile: '123', subject: '', message: '', email: 'x@' },
      headers: bearer(viewer.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({
      name: 'INQUIRY_NAME_REQUIRED',
      mobile: 'INQUIRY_MOBILE_REQUIRED',
      subject: 'INQUIRY_SUBJECT_REQUIRED',
      message: 'INQUIRY_MESSAGE_REQUIRED',
      email: 'EMAIL_INVALID',
    });
    const toPending = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${pendingId}/inquiries`,
      payload: body,
      headers: bearer(viewer.token),
    });
    expect(toPending.statusCode).toBe(404);
  });

  it('keeps one editable review per user, derives rating and count, and lets only the owner reply', async () => {
    const post = (token: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/businesses/${businessId}/reviews`, payload, headers: bearer(token) });
    expect((await post(viewer.token, { rating: 4, review_text: 'Good service' })).statusCode).toBe(200);
    const second = await registeredUser(ctx.app);
    expect((await post(second.token, { rating: 2, review_text: 'Slow' })).statusCode).toBe(200);
    const edited = await post(viewer.token, { rating: 5, review_text: 'Great service, quick delivery' });
    expect(json(edited).data).toMatchObject({ rating: 5, review_text: 'Great service, quick delivery' });

    const list = json(
      await ctx.app.inject({ url: `/api/businesses/${businessId}/reviews`, headers: bearer(viewer.token) }),
    ).data;
    expect(list.count).toBe(2);
    expect(list.average).toBe(3.5);
    expect(list.mine).toMatchObject({ rating: 5, user_name: 'Viewer Vora' });
    const p = json(await profile(businessId)).data;
    expect(p).toMatchObject({ ratings: 3.5, number_of_reviews: 2 });

    expect((await post(owner.token, { rating: 5 })).statusCode).toBe(403);
    expect(json(await post(viewer.token, { rating: 6 })).errors).toEqual({ rating: 'RATING_REQUIRED' });
    expect(json(await post(viewer.token, { rating: 3, review_text: 'x'.repeat(1001) })).errors).toEqual({
      review_text: 'REVIEW_TOO_LONG',
    });

    const reviewId = list.mine.review_id;
    const replyUrl = `/api/businesses/${businessId}/reviews/${reviewId}/reply`;
    const byOther = await ctx.app.inject({
      method: 'PUT',
      url: replyUrl,
      payload: { reply: 'Thanks!' },
      headers: bearer(second.token),
    });
    expect(byOther.statusCode).toBe(404);
    const byOwner = await ctx.app.inject({
      method: 'PUT',
      url: replyUrl,
      payload: { reply: 'Thank you, come again!' },
      headers: bearer(owner.token),
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const wrongBusiness = await ctx.app.inject({
      method: 'PUT',
      url: `/api/businesses/${pendingId}/reviews/${reviewId}/reply`,
      payload: { reply: 'x' },
      headers: bearer(owner.token),
    });
    expect(wrongBusiness.statusCode).toBe(404);
    const after = json(await ctx.app.inject(`/api/businesses/${businessId}/reviews`)).data;
    expect(after.rows.find((r: { review_id: number }) => r.review_id === reviewId).owner_reply).toBe(
      'Thank you, come again!',
    );
    expect(after.mine).toBeNull();
  });

  it('lets only an admin hide a review, which leaves the list and the rating', async () => {
    const list = json(await ctx.app.inject(`/api/businesses/${businessId}/reviews`)).data;
    const low = list.rows.find((r: { rating: number }) => r.rating === 2);
    const url = `/api/admin/reviews/${low.review_id}`;
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, payload: { is_hidden: 1 }, headers: bearer(viewer.token) }))
        .statusCode,
    ).toBe(403);
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const env = {
      ...process.env,
      DATA_DIR: ctx.dataDir,
      ...(ctx.config.DATABASE_URL ? { DATABASE_URL: ctx.config.DATABASE_URL } : {}),
    };
    const cli = spawnSync(
      TSX,
      ['src/cli/create-admin.ts', '--email', 'mod@example.in', '--password', 'Moderate-Now#1'],
      {
        cwd: path.resolve(__dirname, '..'),
        env,
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    const adminToken = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'mod@example.in', password: 'Moderate-Now#1' },
      }),
    ).data.token;
    const hide = await ctx.app.inject({ method: 'PATCH', url, payload: { is_hidden: 1 }, headers: bearer(adminToken) });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = json(await ctx.app.inject(`/api/businesses/${businessId}/reviews`)).data;
    expect(after).toMatchObject({ count: 1, average: 5 });
    expect(json(await profile(businessId)).data).toMatchObject({ ratings: 5, number_of_reviews: 1 });
  });
});
