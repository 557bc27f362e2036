import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL, PAYMENT_STATUS } from '@gd/contracts/codes';
import { quote, type Period } from '../src/modules/billing/quote';
import { bearer, login, register, registeredUser } from './auth-support';
import { createBusiness, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/** Decisions 67 and 68: plans as limits, fair upgrades and renewals, one payment at a time, the early-bird offer. */

/** A clock the tests set: noon in India on 1 Nov 2026. */
function settableClock(start = '2026-11-01T06:30:00.000Z') {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    set(isoTime: string) {
      now = Date.parse(isoTime);
    },
  };
}

const LIMITS = {
  basic: { products: 6, jobs: 0, photos: 2, featured: false, inquiry_alerts: true, badge: false },
  standard: { products: 50, jobs: 1, photos: 20, featured: false, inquiry_alerts: true, badge: true },
  premium: { products: null, jobs: null, photos: 20, featured: true, inquiry_alerts: true, badge: true },
};

describe('pro-rata quotes (decision 68) at the edges', () => {
  const basic = { plan_id: 1, name: 'Basic', name_guj: null, price_paise: 99_900, duration_months: 12 };
  const premium = { plan_id: 3, name: 'Premium', name_guj: null, price_paise: 499_900, duration_months: 12 };
  const prices = (id: number) => ({ 1: 99_900, 3: 499_900 })[id];
  const year: Period = {
    plan_id: 1,
    plan_name: 'Basic',
    price_paise: 99_900,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  };

  it('credits the unused days rounded up, today included, and starts the upgrade today', () => {
    const q = quote(premium, [year], prices, '2026-12-01');
    // 31 of 365 days unused: 99,900 × 31 / 365 = 8,484.6… → 8,485 paise (in the customer's favour).
    expect(q).toMatchObject({
      kind: 'upgrade',
      credit_paise: 8_485,
      amount_paise: 499_900 - 8_485,
      credited_days: 31,
      start_date: '2026-12-01',
      end_date: '2027-11-30',
    });
  });

  it('on the last day credits one day', () => {
    const q = quote(premium, [year], prices, '2026-12-31');
    expect(q).toMatchObject({ kind: 'upgrade', credit_paise: 274, credited_days: 1, start_date: '2026-12-31' });
  });

  it('once expired is a new purchase from today with no credit', () => {
    const q = quote(premium, [year], prices, '2027-01-01');
    expect(q).toMatchObject({ kind: 'new', credit_paise: 0, amount_paise: 499_900, start_date: '2027-01-01' });
    expect(q.end_date).toBe('2027-12-31');
  });

  it('renews the same plan from the day after the current end, and schedules a downgrade after it', () => {
    expect(quote(basic, [year], prices, '2026-06-15')).toMatchObject({
      kind: 'renew',
      amount_paise: 99_900,
      start_date: '2027-01-01',
      end_date: '2027-12-31',
    });
    const onPremium = { ...year, plan_id: 3, plan_name: 'Premium', price_paise: 499_900 };
    expect(quote(basic, [onPremium], prices, '2026-06-15')).toMatchObject({
      kind: 'downgrade',
      credit_paise: 0,
      start_date: '2027-01-01',
    });
  });

  it('credits a renewal not started yet in full', () => {
    const next: Period = { ...year, start_date: '2027-01-01', end_date: '2027-12-31' };
    const q = quote(premium, [year, next], prices, '2026-12-31');
    expect(q).toMatchObject({ kind: 'upgrade', credit_paise: 274 + 99_900, credited_days: 1 + 365 });
  });
});

describe('plans that deliver what they sell', () => {
  let ctx: TestContext;
  const clock = settableClock();
  let adminToken: string;
  let admin: Awaited<ReturnType<typeof registeredUser>>;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  let otherBusinessId: number;
  let cityId: number;
  const plan: Record<keyof typeof LIMITS, number> = { basic: 0, standard: 0, premium: 0 };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await registeredUser(ctx.app, { owner_name: 'Plans Admin' });
    await ctx.db.updateTable('users').set({ user_type: 'admin' }).where('user_id', '=', admin.userId).execute();
    adminToken = admin.token;
    owner = await registeredUser(ctx.app, { owner_name: 'Kiran Patel' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Patel' });
    cityId = (await createCity(ctx.db, { city_name: 'Anand', slug: 'anand-plans' })).city_id;
    businessId = (
      await createBusiness(ctx.db, { owner_user_id: owner.userId, business_name: 'Patel Dairy', location_id: cityId })
    ).business_id;
    otherBusinessId = (await createBusiness(ctx.db, { owner_user_id: other.userId, business_name: 'Other Dairy' }))
      .business_id;
    for (const [i, [key, price]] of (
      [
        ['basic', 99_900],
        ['standard', 249_900],
        ['premium', 499_900],
      ] as const
    ).entries()) {
      const res = await admin_('POST', '/api/admin/plans', {
        name: `${key[0]!.toUpperCase()}${key.slice(1)} Plan`,
        price_paise: price,
        sort_order: i + 1,
        limits: LIMITS[key],
      });
      expect(res.statusCode, res.body).toBe(200);
      plan[key] = json(res).data.plan_id;
    }
    const settings = await admin_('PUT', '/api/admin/billing-settings', {
      payment_provider_type: 'manual',
      bank_name: 'Bank of Baroda',
      bank_beneficiary_name: 'Gujarat Business Directory',
      bank_account_number: '12345678901',
      bank_ifsc_code: 'BARB0ANAND1',
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(() => ctx.close());

  /** Moves the clock (sessions older than their days end, so everyone logs in again). */
  const moveTo = async (isoTime: string) => {
    clock.set(isoTime);
    const fresh = async (u: { phone: string; password: string }) =>
      json(await login(ctx.app, u.phone, u.password)).data.token as string;
    adminToken = await fresh(admin);
    owner = { ...owner, token: await fresh(owner) };
    other = { ...other, token: await fresh(other) };
  };

  function admin_(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: bearer(adminToken),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const manual = async (token: string, planId: number, bizId: number, reference: string) => {
    const form = multipartBody(
      { plan_id: String(planId), business_id: String(bizId), reference },
      { name: 'utr.png', type: 'image/png', bytes: await realPng(40, 40) },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/manual',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const upload = async (token: string, url: string, fields: Record<string, string>) => {
    const form = multipartBody(fields, { name: 'p.png', type: 'image/png', bytes: await realPng(30, 30) });
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const mySub = async (token: string, bizId: number) =>
    (json(await as(token, 'GET', '/api/my/subscription')).data as { business_id: number }[]).find(
      (b) => b.business_id === bizId,
    ) as Record<string, any>;
  const pay = async (planId: number, bizId: number, reference: string) => {
    const sent = await manual(owner.token, planId, bizId, reference);
    expect(sent.statusCode, sent.body).toBe(200);
    const ok = await admin_('POST', `/api/admin/payments/${json(sent).data.payment_id}/confirm`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    return json(ok).data;
  };

  it('refuses what the plan does not include, naming the plan that does (403 none, 409 used up)', async () => {
    // No plan: the free tier has no job posts and 5 products.
    const job = await as(owner.token, 'POST', `/api/my/businesses/${businessId}/jobs`, {});
    expect(job.statusCode, job.body).toBe(400); // the body is checked first
    const jobBody = {
      title: 'Milk Delivery',
      slug: 'milk-delivery',
      description: 'Deliver milk in Anand every morning.',
      employment_type: 1,
      remote_type: 1,
      city_id: cityId,
      apply_email: 'jobs@pateldairy.in',
    };
    const refused = await as(owner.token, 'POST', `/api/my/businesses/${businessId}/jobs`, jobBody);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused)).toMatchObject({
      message_key: 'PLAN_FEATURE_REQUIRED',
      errors: { plan_name: 'Standard Plan' },
    });
    expect(json(refused).message).toContain('Standard Plan');
    expect(await ctx.db.selectFrom('jobs').select('job_id').where('business_id', '=', businessId).execute()).toEqual(
      [],
    );

    for (let i = 0; i < 5; i++) {
      const made = await upload(owner.token, `/api/my/businesses/${businessId}/products`, {
        product_name: `Ghee ${i}`,
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const sixth = await upload(owner.token, `/api/my/businesses/${businessId}/products`, { product_name: 'Ghee 6' });
    expect(sixth.statusCode).toBe(409);
    expect(json(sixth)).toMatchObject({ message_key: 'PLAN_LIMIT_REACHED', errors: { plan_name: 'Basic Plan' } });
    expect(json(sixth).message).toBe('Without a plan, your business allows 5 products. The Basic Plan allows more.');

    // On Basic: one more product, then Standard is named; photos stop at 2; jobs still need Standard.
    await pay(plan.basic, businessId, 'UTRBASIC01');
    expect(
      (await upload(owner.token, `/api/my/businesses/${businessId}/products`, { product_name: 'Ghee 6' })).statusCode,
    ).toBe(200);
    const seventh = await upload(owner.token, `/api/my/businesses/${businessId}/products`, { product_name: 'Ghee 7' });
    expect(seventh.statusCode).toBe(409);
    expect(json(seventh).message).toBe('Your Basic Plan allows 6 products. The Standard Plan allows more.');
    for (let i = 0; i < 2; i++) {
      const photo = await upload(owner.token, `/api/my/businesses/${businessId}/gallery`, {});
      expect(photo.statusCode, photo.body).toBe(200);
    }
    const third = await upload(owner.token, `/api/my/businesses/${businessId}/gallery`, {});
    expect(third.statusCode).toBe(409);
    expect(json(third).errors).toMatchObject({ plan: 'PLAN_LIMIT_REACHED', plan_name: 'Standard Plan' });
    expect((await as(owner.token, 'POST', `/api/my/businesses/${businessId}/jobs`, jobBody)).statusCode).toBe(403);

    // The subscription page says what the plan allows.
    expect((await mySub(owner.token, businessId)).limits).toEqual(LIMITS.basic);
  });

  it('lets one of several products, photos or job posts added at the same moment take the last place a plan allows', async () => {
    // The other owner's business has no plan: 5 products, 5 photos. Four products and four photos first.
    for (let i = 0; i < 4; i++) {
      const made = await upload(other.token, `/api/my/businesses/${otherBusinessId}/products`, {
        product_name: `Tea ${i}`,
      });
      expect(made.statusCode, made.body).toBe(200);
      const photo = await upload(other.token, `/api/my/businesses/${otherBusinessId}/gallery`, {});
      expect(photo.statusCode, photo.body).toBe(200);
    }
    const products = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        upload(other.token, `/api/my/businesses/${otherBusinessId}/products`, { product_name: `Race ${i}` }),
      ),
    );
    const photos = await Promise.all(
      Array.from({ length: 5 }, () => upload(other.token, `/api/my/businesses/${otherBusinessId}/gallery`, {})),
    );
    for (const answers of [products, photos]) {
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const refused of answers.filter((r) => r.statusCode === 409))
        expect(json(refused).message_key).toBe('PLAN_LIMIT_REACHED');
    }
    const count = async (table: 'business_products' | 'business_gallery') =>
      (await ctx.db.selectFrom(table).select('business_id').where('business_id', '=', otherBusinessId).execute())
        .length;
    expect(await count('business_products')).toBe(5);
    expect(await count('business_gallery')).toBe(5);
  });

  it('upgrades at once with the unused days credited; the quote shown before paying is what is charged', async () => {
    await moveTo('2027-05-01T06:30:00.000Z'); // 181 of Basic's 365 days used; 184 left, today included
    const url = `/api/my/subscription/quote?plan_id=${plan.premium}&business_id=${businessId}`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await as(other.token, 'GET', url)).statusCode).toBe(404);
    const q = json(await as(owner.token, 'GET', url)).data;
    const credit = Math.ceil((99_900 * 184) / 365);
    expect(q).toMatchObject({
      kind: 'upgrade',
      credit_paise: credit,
      amount_paise: 499_900 - credit,
      start_date: '2027-05-01',
      end_date: '2028-04-30',
      current_plan_name: 'Basic Plan',
      current_end_date: '2027-10-31',
      credited_days: 184,
    });
    const sent = await manual(owner.token, plan.premium, businessId, 'UTRPREM001');
    const row = await ctx.db
      .selectFrom('payments')
      .select(['amount_paise', 'credit_paise', 'kind'])
      .where('payment_id', '=', json(sent).data.payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_paise: 499_900 - credit, credit_paise: credit, kind: 'upgrade' });

    // One payment at a time: the quote, another transfer and an online order wait for this one.
    const waiting = await mySub(owner.token, businessId);
    expect(waiting.pending_payment).toMatchObject({ reference: 'UTRPREM001', plan_name: 'Premium Plan' });
    expect(json(await as(owner.token, 'GET', url))).toMatchObject({ message_key: 'PAYMENT_PENDING' });
    const second = await manual(owner.token, plan.standard, businessId, 'UTRSTAN001');
    expect(second.statusCode).toBe(409);
    expect(json(second).message_key).toBe('PAYMENT_PENDING');

    const confirmed = await admin_('POST', `/api/admin/payments/${json(sent).data.payment_id}/confirm`, {});
    expect(json(confirmed).data.subscription).toMatchObject({
      plan_name: 'Premium Plan',
      state: 'active',
      start_date: '2027-05-01',
      end_date: '2028-04-30',
      next: null,
    });
    const now = await mySub(owner.token, businessId);
    expect(now.subscription.plan_name).toBe('Premium Plan');
    expect(now.limits).toEqual(LIMITS.premium);
    expect(now.pending_payment).toBeNull();
    // Basic ended yesterday; jobs are open now.
    const periods = await ctx.db
      .selectFrom('subscriptions')
      .select(['plan_name', 'start_date', 'end_date', 'price_paise'])
      .where('business_id', '=', businessId)
      .orderBy('start_date')
      .execute();
    expect(periods).toEqual([
      { plan_name: 'Basic Plan', start_date: '2026-11-01', end_date: '2027-04-30', price_paise: 99_900 },
      { plan_name: 'Premium Plan', start_date: '2027-05-01', end_date: '2028-04-30', price_paise: 499_900 },
    ]);
  });

  it('takes one of two transfers sent at the same moment and refuses the other', async () => {
    const [a, b] = await Promise.all([
      manual(other.token, plan.basic, otherBusinessId, 'UTRRACE001'),
      manual(other.token, plan.basic, otherBusinessId, 'UTRRACE002'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(json(a.statusCode === 409 ? a : b).message_key).toBe('PAYMENT_PENDING');
    const pending = await ctx.db
      .selectFrom('payments')
      .select('payment_id')
      .where('business_id', '=', otherBusinessId)
      .where('status', '=', PAYMENT_STATUS.PENDING)
      .execute();
    expect(pending).toHaveLength(1);

    // Rejected with a note: the owner sees it, and may send another.
    const rejected = await admin_('POST', `/api/admin/payments/${pending[0]!.payment_id}/reject`, {
      note: 'No such credit in our statement',
    });
    expect(rejected.statusCode).toBe(200);
    const shown = await mySub(other.token, otherBusinessId);
    expect(shown.pending_payment).toBeNull();
    expect(shown.rejected_payment).toMatchObject({ review_note: 'No such credit in our statement' });
    expect((await manual(other.token, plan.basic, otherBusinessId, 'UTRRACE003')).statusCode).toBe(200);
  });

  it('serves a transfer screenshot to its payer and admins only, never cached publicly', async () => {
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['payment_id', 'screenshot'])
      .where('business_id', '=', otherBusinessId)
      .where('status', '=', PAYMENT_STATUS.PENDING)
      .executeTakeFirstOrThrow();
    expect(payment.screenshot).not.toMatch(/^\/uploads\//);
    const url = `/api/payments/${payment.payment_id}/screenshot`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await as(owner.token, 'GET', url)).statusCode).toBe(404);
    for (const token of [other.token, adminToken]) {
      const res = await as(token, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    }
    // The admin's list points at the route, not a file.
    const list = json(await admin_('GET', '/api/admin/payments?status=0')).data.rows as {
      payment_id: number;
      screenshot: string;
    }[];
    expect(list.find((p) => p.payment_id === payment.payment_id)?.screenshot).toBe(url);
    // A screenshot stored before 0029 in the public folder is not served from it any more.
    const fs = await import('node:fs');
    const path = await import('node:path');
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'payments', '9'), { recursive: true });
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'payments', '9', 'old.webp'), 'old');
    expect((await ctx.app.inject({ url: '/uploads/payments/9/old.webp' })).statusCode).toBe(404);
  });

  it('shows a renewal bought ahead as Scheduled, and the dashboard counts only what has started', async () => {
    // Premium runs to 2028-04-30; renewing it is scheduled from 2028-05-01.
    const q = json(
      await as(owner.token, 'GET', `/api/my/subscription/quote?plan_id=${plan.premium}&business_id=${businessId}`),
    ).data;
    expect(q).toMatchObject({ kind: 'renew', start_date: '2028-05-01', end_date: '2029-04-30' });
    await pay(plan.premium, businessId, 'UTRRENEW01');
    const sub = (await mySub(owner.token, businessId)).subscription;
    expect(sub).toMatchObject({ state: 'active', end_date: '2029-04-30' });
    expect(sub.next).toMatchObject({ start_date: '2028-05-01', end_date: '2029-04-30' });

    const count = async (status: string) =>
      json(await admin_('GET', `/api/admin/subscriptions?status=${status}`)).data.count as number;
    const scheduled = json(await admin_('GET', '/api/admin/subscriptions?status=scheduled')).data.rows;
    expect(scheduled.map((s: { subscription_start_date: string }) => s.subscription_start_date)).toEqual([
      '2028-05-01',
    ]);
    expect(scheduled[0].status).toBe('scheduled');
    const active = await count('active');
    const expiring = await count('expiring');
    expect(active).toBe(1); // the Premium period running now (Basic ended, the renewal has not started)
    const dashboard = json(await admin_('GET', '/api/admin/dashboard')).data;
    expect(dashboard.active_subscriptions).toBe(active + expiring);
    const all = json(await admin_('GET', '/api/admin/subscriptions')).data.rows as { status: string }[];
    expect(all.filter((s) => s.status === 'active' || s.status === 'expiring')).toHaveLength(active + expiring);
  });

  it('places a Featured plan in the Featured row of home, its city and category, and nowhere else', async () => {
    const home = json(await ctx.app.inject({ url: '/api/businesses/featured' })).data as { business_id: number }[];
    expect(home.map((b) => b.business_id)).toEqual([businessId]);
    const inCity = json(await ctx.app.inject({ url: `/api/businesses/featured?city_id=${cityId}` })).data;
    expect(inCity).toHaveLength(1);
    const elsewhere = await createCity(ctx.db, { city_name: 'Nadiad', slug: 'nadiad-plans' });
    expect(json(await ctx.app.inject({ url: `/api/businesses/featured?city_id=${elsewhere.city_id}` })).data).toEqual(
      [],
    );
    const bad = await ctx.app.inject({ url: '/api/businesses/featured?city_id=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('grants the early-bird plan at the first approval only, while the setting is on', async () => {
    expect(json(await ctx.app.inject({ url: '/api/early-bird' })).data).toBeNull();
    const bad = await admin_('PUT', '/api/admin/early-bird', {
      enabled: true,
      plan_id: null,
      months: 0,
      last_date: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({ months: 'MONTHS_INVALID', last_date: 'DATE_INVALID' });
    const on = await admin_('PUT', '/api/admin/early-bird', {
      enabled: true,
      plan_id: plan.premium,
      months: 6,
      last_date: '2028-12-31',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(json(await ctx.app.inject({ url: '/api/early-bird' })).data).toMatchObject({
      plan_name: 'Premium Plan',
      months: 6,
      last_date: '2028-12-31',
    });

    const claimer = await registeredUser(ctx.app, { owner_name: 'Early Bird', claim_offer: true });
    const idle = await registeredUser(ctx.app, { owner_name: 'No Claim' });
    const first = (
      await createBusiness(ctx.db, { owner_user_id: claimer.userId, business_name: 'Early One', is_approve: 0 })
    ).business_id;
    const second = (
      await createBusiness(ctx.db, { owner_user_id: claimer.userId, business_name: 'Early Two', is_approve: 0 })
    ).business_id;
    const unclaimed = (
      await createBusiness(ctx.db, { owner_user_id: idle.userId, business_name: 'Late One', is_approve: 0 })
    ).business_id;
    const approve = (id: number, is_approve: 1 | 2) =>
      admin_('PATCH', `/api/admin/businesses/${id}/approval`, { is_approve, reason: 'checked' });
    const periodsOf = (id: number) =>
      ctx.db
        .selectFrom('subscriptions')
        .select(['plan_name', 'start_date', 'end_date', 'price_paise'])
        .where('business_id', '=', id)
        .execute();

    expect((await approve(first, APPROVAL.APPROVED)).statusCode).toBe(200);
    expect(await periodsOf(first)).toEqual([
      { plan_name: 'Premium Plan', start_date: '2027-05-01', end_date: '2027-10-31', price_paise: 0 },
    ]);
    // Approved again after a rejection, or another business approved: nothing more.
    await approve(first, APPROVAL.REJECTED);
    await approve(first, APPROVAL.APPROVED);
    await approve(second, APPROVAL.APPROVED);
    await approve(unclaimed, APPROVAL.APPROVED);
    expect(await periodsOf(first)).toHaveLength(1);
    expect(await periodsOf(second)).toEqual([]);
    expect(await periodsOf(unclaimed)).toEqual([]);

    // Switched off: no banner, and a claim at registration records nothing.
    await admin_('PUT', '/api/admin/early-bird', { enabled: false, plan_id: plan.premium, months: 6, last_date: null });
    expect(json(await ctx.app.inject({ url: '/api/early-bird' })).data).toBeNull();
    const late = await register(ctx.app, { owner_name: 'Too Late', claim_offer: true });
    expect(late.res.statusCode).toBe(200);
    const claims = await ctx.db.selectFrom('early_bird_claims').select('user_id').execute();
    expect(claims.map((c) => c.user_id)).toEqual([claimer.userId]);
  });
  it("keeps a plan's limits when an edit leaves them out, and refuses a bad limit without changing anything", async () => {
    const kept = await admin_('PUT', `/api/admin/plans/${plan.standard}`, {
      name: 'Standard Plan',
      price_paise: 249_900,
      sort_order: 2,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data.limits).toEqual(LIMITS.standard);
    const bad = await admin_('PUT', `/api/admin/plans/${plan.standard}`, {
      name: 'Standard Plan',
      price_paise: 249_900,
      limits: { ...LIMITS.standard, products: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad).errors)).toContain('LIMIT_INVALID');
    const plans = json(await ctx.app.inject({ url: '/api/plans' })).data as { plan_id: number; limits: unknown }[];
    expect(plans.find((p) => p.plan_id === plan.standard)?.limits).toEqual(LIMITS.standard);
  });
});
