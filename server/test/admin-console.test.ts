import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { adminSession, insertContact } from './admin-support';
import { bearer, me, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity, createUser } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

describe('admin console', () => {
  let ctx: TestContext;
  let admin: { token: string; userId: number };
  // 1 Nov 2026, 12:00 in India
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await adminSession(ctx);
  });
  afterAll(() => ctx.close());

  const as = (method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });
  const upload = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, bytes?: Buffer) => {
    const body = multipartBody(fields, bytes ? { name: 'cat.png', type: 'image/png', bytes } : undefined);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin.token) } });
  };
  const auditRows = (action: string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('audit_id').execute();

  it('approves and rejects (reason shown to the owner), deletes, and records each in the audit trail', async () => {
    const owner = await registeredUser(ctx.app);
    const b = await createBusiness(ctx.db, {
      owner_user_id: owner.userId,
      business_name: 'Zaveri Sweets',
      is_approve: APPROVAL.PENDING,
    });
    expect(json(await ctx.app.inject('/api/businesses?q=zaveri')).data.count).toBe(0);
    expect((await as('PATCH', `/api/admin/businesses/${b.business_id}/approval`, { is_approve: 1 })).statusCode).toBe(
      200,
    );
    expect(json(await ctx.app.inject('/api/businesses?q=zaveri')).data.count).toBe(1);

    const reject = { is_approve: 2, reason: 'Phone does not answer' };
    expect((await as('PATCH', `/api/admin/businesses/${b.business_id}/approval`, reject)).statusCode).toBe(200);
    expect(json(await ctx.app.inject('/api/businesses?q=zaveri')).data.count).toBe(0);
    const mine = json(await ctx.app.inject({ url: '/api/my/businesses', headers: bearer(owner.token) })).data;
    expect(mine[0]).toMatchObject({ is_approve: 2, approval_reason: 'Phone does not answer' });

    const [approved] = await auditRows('business.approve');
    expect(approved).toMatchObject({
      actor_user_id: admin.userId,
      entity: 'businesses',
      entity_id: String(b.business_id),
    });
    expect(JSON.parse(approved!.before_json!)).toEqual({ is_approve: 0, approval_reason: null });
    const [rejected] = await auditRows('business.reject');
    expect(JSON.parse(rejected!.after_json!)).toEqual({ is_approve: 2, approval_reason: 'Phone does not answer' });

    // listed with search and approval filter; then deleted: gone from the admin list and from public search
    const listed = json(await as('GET', '/api/admin/businesses?q=zaveri&is_approve=2')).data;
    expect(listed.count).toBe(1);
    expect(listed.rows[0]).toMatchObject({ business_id: b.business_id, owner_phone: owner.phone });
    await as('PATCH', `/api/admin/businesses/${b.business_id}/approval`, { is_approve: 1 });
    expect(json(await ctx.app.inject('/api/businesses?q=zaveri')).data.count).toBe(1);
    expect((await as('DELETE', `/api/admin/businesses/${b.business_id}`)).statusCode).toBe(200);
    expect(json(await ctx.app.inject('/api/businesses?q=zaveri')).data.count).toBe(0);
    expect(json(await as('GET', '/api/admin/businesses?q=zaveri')).data.count).toBe(0);
    expect((await as('DELETE', `/api/admin/businesses/${b.business_id}`)).statusCode).toBe(404);
    expect(await auditRows('business.delete')).toHaveLength(1);
  });

  it('filters businesses by city and pages on the server', async () => {
    const city = await createCity(ctx.db, { city_name: 'Morbi' });
    for (let i = 0; i < 3; i++)
      await createBusiness(ctx.db, { business_name: `Tile Works ${i}`, location_id: city.city_id });
    const page = json(await as('GET', `/api/admin/businesses?city_id=${city.city_id}&limit=2&offset=0`)).data;
    expect(page.count).toBe(3);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0].city).toBe('Morbi');
    const next = json(await as('GET', `/api/admin/businesses?city_id=${city.city_id}&limit=2&offset=2`)).data;
    expect(next.rows).toHaveLength(1);
    const csv = await as('GET', `/api/admin/businesses?city_id=${city.city_id}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(4); // header + 3 rows
    expect((await as('GET', '/api/admin/businesses?is_approve=7')).statusCode).toBe(400);
  });

  it('creates a featured category with a decoded image; it shows on home at once; §5 messages on bad input', async () => {
    // warm the public caches so a stale answer would show
    const featuredBefore = json(await ctx.app.inject('/api/categories?featured=1')).data.length;
    const missing = await upload('POST', '/api/admin/categories', { category_name: ' ', is_featured: '' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual({ category_name: 'CATEGORY_NAME_REQUIRED', is_featured: 'FEATURED_REQUIRED' });
    const notImage = await upload(
      'POST',
      '/api/admin/categories',
      { category_name: 'Kites', is_featured: '1' },
      Buffer.from('<svg/>'),
    );
    expect(notImage.statusCode).toBe(415);
    expect(
      await ctx.db.selectFrom('business_categories').where('category_name', '=', 'Kites').selectAll().execute(),
    ).toEqual([]);
    const unknown = await upload('POST', '/api/admin/categories', {
      category_name: 'Kites',
      is_featured: '1',
      slug: 'x',
    });
    expect(json(unknown).errors).toEqual({ slug: 'FIELD_UNKNOWN' });

    const created = await upload(
      'POST',
      '/api/admin/categories',
      { category_name: 'Kites', category_name_guj: 'પતંગ', is_featured: '1' },
      await realPng(),
    );
    expect(created.statusCode, created.body).toBe(200);
    const category = json(created).data;
    expect(category).toMatchObject({
      category_name: 'Kites',
      category_name_guj: 'પતંગ',
      is_featured: 1,
      business_count: 0,
    });
    expect(category.image).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    const featured = json(await ctx.app.inject('/api/categories?featured=1')).data;
    expect(featured).toHaveLength(featuredBefore + 1);
    expect(featured.map((c: { category_name: string }) => c.category_name)).toContain('Kites');

    const dup = await upload('POST', '/api/admin/categories', { category_name: 'kites', is_featured: '0' });
    expect(dup.statusCode).toBe(409);

    const updated = await upload('PUT', `/api/admin/categories/${category.category_id}`, {
      category_name: 'Kites and Strings',
      is_featured: '0',
    });
    expect(json(updated).data).toMatchObject({
      category_name: 'Kites and Strings',
      is_featured: 0,
      image: category.image,
    });
    expect(json(await ctx.app.inject('/api/categories?featured=1')).data).toHaveLength(featuredBefore);
    const [audit] = await auditRows('category.update');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ category_name: 'Kites', is_featured: 1 });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ category_name: 'Kites and Strings', is_featured: 0 });
    expect(json(await as('GET', `/api/admin/categories/${category.category_id}`)).data.category_name).toBe(
      'Kites and Strings',
    );
    expect(json(await as('GET', '/api/admin/categories?q=strings')).data.count).toBe(1);
  });

  it('refuses to delete a category businesses use (409 saying how many), deletes an unused one', async () => {
    const used = await createCategory(ctx.db, { category_name: 'Ceramics' });
    await createBusiness(ctx.db, { category_id: used.category_id });
    await createBusiness(ctx.db, { category_id: used.category_id, is_approve: APPROVAL.PENDING });
    const refused = await as('DELETE', `/api/admin/categories/${used.category_id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      message_key: 'CATEGORY_IN_USE',
      message: 'This category is used by 2 businesses and cannot be deleted.',
    });
    expect(
      await ctx.db.selectFrom('business_categories').where('category_id', '=', used.category_id).selectAll().execute(),
    ).toHaveLength(1);

    const unused = await createCategory(ctx.db, { category_name: 'Obsolete' });
    expect((await as('DELETE', `/api/admin/categories/${unused.category_id}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/admin/categories/${unused.category_id}`)).statusCode).toBe(404);
    const [audit] = await auditRows('category.delete');
    expect(audit).toMatchObject({ entity: 'business_categories', entity_id: String(unused.category_id) });
  });

  it('lists contacts with search and read filter, marks read, deletes, exports CSV', async () => {
    const a = await insertContact(ctx, { subject: 'Advertising rates', message: 'Need a banner, "urgent"' });
    await insertContact(ctx, { subject: 'Wrong phone on listing' });
    expect(
      json(await as('GET', '/api/admin/contacts?q=advertising')).data.rows.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect((await as('PATCH', `/api/admin/contacts/${a.id}`, { is_read: 1 })).statusCode).toBe(200);
    expect(json(await as('GET', '/api/admin/contacts?is_read=1')).data.count).toBe(1);
    expect(json(await as('GET', '/api/admin/contacts?is_read=0')).data.count).toBe(1);
    expect(json(await as('PATCH', `/api/admin/contacts/${a.id}`, { is_read: 5 })).errors).toEqual({
      is_read: 'FIELD_INVALID',
    });
    const csv = await as('GET', '/api/admin/contacts?q=advertising&format=csv');
    expect(csv.body).toContain('"Need a banner, ""urgent"""');
    expect((await as('DELETE', `/api/admin/contacts/${a.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/admin/contacts/${a.id}`)).statusCode).toBe(404);
    expect(JSON.parse((await auditRows('contact.delete'))[0]!.before_json!)).toMatchObject({
      subject: 'Advertising rates',
    });
  });

  it('lists subscriptions with the state of subscriptionStatus() and filters by it', async () => {
    const plan = await ctx.db
      .insertInto('subscription_plans')
      .values({ name: 'Premium Plan', price_paise: 499900 })
      .returning('plan_id')
      .executeTakeFirstOrThrow();
    const b = await createBusiness(ctx.db, { business_name: 'Subscribed Traders' });
    const sub = (end_date: string, is_active: number, invoice: string) =>
      ctx.db
        .insertInto('subscriptions')
        .values({
          business_id: b.business_id,
          plan_id: plan.plan_id,
          plan_name: 'Premium Plan',
          price_paise: 499900,
          start_date: '2026-01-01',
          end_date,
          is_active,
          invoice_number: invoice,
        })
        .execute();
    // today in India: 2026-11-01
    await sub('2026-10-31', 1, 'INV-EXPIRED');
    await sub('2026-11-07', 1, 'INV-EXPIRING');
    await sub('2026-11-08', 1, 'INV-ACTIVE');
    await sub('2027-05-01', 0, 'INV-INACTIVE');
    const all = json(await as('GET', '/api/admin/subscriptions?limit=10')).data;
    const state = Object.fromEntries(
      all.rows.map((r: { invoice_number: string; status: string }) => [r.invoice_number, r.status]),
    );
    expect(state).toEqual({
      'INV-EXPIRED': 'expired',
      'INV-EXPIRING': 'expiring',
      'INV-ACTIVE': 'active',
      'INV-INACTIVE': 'inactive',
    });
    for (const status of ['expired', 'expiring', 'active', 'inactive']) {
      const rows = json(await as('GET', `/api/admin/subscriptions?status=${status}`)).data.rows;
      expect(rows.map((r: { status: string }) => r.status)).toEqual([status]);
    }
    expect(all.rows[0]).toMatchObject({ business_name: 'Subscribed Traders', subscription_plan_name: 'Premium Plan' });
  });

  it('shows real dashboard totals and charts', async () => {
    await ctx.db.deleteFrom('payments').execute();
    const owner = await createUser(ctx.db);
    const b = await createBusiness(ctx.db, { owner_user_id: owner.user_id, created_at: '2026-10-30T10:00:00.000Z' });
    const plan = await ctx.db.selectFrom('subscription_plans').select('plan_id').executeTakeFirstOrThrow();
    const pay = (amount_paise: number, paid_at: string, status = 1) =>
      ctx.db
        .insertInto('payments')
        .values({
          user_id: owner.user_id,
          business_id: b.business_id,
          plan_id: plan.plan_id,
          amount_paise,
          provider: 'manual',
          status,
          paid_at,
        })
        .execute();
    await pay(499900, '2026-10-31T19:00:00.000Z'); // 1 Nov 00:30 in India: this month
    await pay(100000, '2026-10-31T18:00:00.000Z'); // 31 Oct 23:30 in India: last month
    await pay(777700, '2026-11-01T01:00:00.000Z', 2); // failed: not revenue
    await ctx.db
      .insertInto('inquiries')
      .values({
        business_id: b.business_id,
        name: 'A',
        mobile: '9999999999',
        subject: 's',
        message: 'm',
        created_at: '2026-10-31T19:00:00.000Z',
      })
      .execute();
    const d = json(await as('GET', '/api/admin/dashboard')).data;
    const counts = await ctx.db
      .selectFrom('businesses')
      .select(['is_approve', ctx.db.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('is_approve')
      .execute();
    const n = (s: number) => Number(counts.find((c) => c.is_approve === s)?.n ?? 0);
    expect(d.businesses).toEqual({ total: n(0) + n(1) + n(2), pending: n(0), approved: n(1), rejected: n(2) });
    expect(d.revenue_this_month_paise).toBe(499900);
    expect(d.inquiries_this_month).toBe(1);
    expect(d.active_subscriptions).toBe(2); // INV-EXPIRING and INV-ACTIVE
    expect(d.unread_contacts).toBe(1);
    expect(d.revenue_per_month).toHaveLength(12);
    expect(d.revenue_per_month.slice(-2)).toEqual([
      { month: '2026-10', amount_paise: 100000 },
      { month: '2026-11', amount_paise: 499900 },
    ]);
    expect(d.new_businesses_per_week).toHaveLength(12);
    // 1 Nov 2026 is a Sunday: its India week starts Monday 26 Oct
    expect(d.new_businesses_per_week.at(-1).week_start).toBe('2026-10-26');
    expect(d.new_businesses_per_week.at(-1).count).toBeGreaterThanOrEqual(1);
  });

  it('disables a login at once (its token stops working), enables it, approves a profile', async () => {
    const user = await registeredUser(ctx.app);
    expect((await me(ctx.app, user.token)).statusCode).toBe(200);
    const disabled = await as('PATCH', `/api/admin/users/${user.userId}`, { has_login_access: 0 });
    expect(json(disabled).data).toMatchObject({ has_login_access: 0 });
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
    await as('PATCH', `/api/admin/users/${user.userId}`, { has_login_access: 1 });
    // the old token stays dead; a new login works
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: user.phone, password: user.password },
    });
    expect(login.statusCode).toBe(200);

    await ctx.db.updateTable('users').set({ is_profile_approve: 0 }).where('user_id', '=', user.userId).execute();
    expect(
      json(await as('PATCH', `/api/admin/users/${user.userId}`, { is_profile_approve: 1 })).data.is_profile_approve,
    ).toBe(1);
    expect(json(await as('GET', `/api/admin/users?q=${user.phone}`)).data.rows[0].user_id).toBe(user.userId);
    expect((await auditRows('user.disable'))[0]).toMatchObject({ entity: 'users', entity_id: String(user.userId) });
    expect(await auditRows('user.profile_approve')).toHaveLength(1);

    expect((await as('PATCH', `/api/admin/users/${admin.userId}`, { has_login_access: 0 })).statusCode).toBe(409);
    expect(json(await as('PATCH', `/api/admin/users/${user.userId}`, {})).errors).toEqual({
      request: 'FIELD_REQUIRED',
    });
    expect((await as('PATCH', `/api/admin/users/999999`, { is_profile_approve: 1 })).statusCode).toBe(404);
  });

  it('validates and saves settings; public ones reach /api/settings/public at once', async () => {
    const before = json(await as('GET', '/api/admin/settings')).data;
    expect(before).toMatchObject({ moderate_jobs: 0 });
    await ctx.app.inject('/api/settings/public'); // warm the micro-cache
    const bad = await as('PUT', '/api/admin/settings', {
      support_phone: '12345',
      facebook_url: 'facebook',
      colour: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({ colour: 'FIELD_UNKNOWN' });
    const bad2 = await as('PUT', '/api/admin/settings', { support_phone: '12345', facebook_url: 'facebook' });
    expect(json(bad2).errors).toEqual({ support_phone: 'PHONE_INVALID', facebook_url: 'URL_INVALID' });
    const saved = await as('PUT', '/api/admin/settings', {
      moderate_jobs: 1,
      auto_approve_profiles: 0,
      support_phone: '9825000000',
      facebook_url: 'https://facebook.com/gd',
    });
    expect(json(saved).data).toMatchObject({ moderate_jobs: 1, auto_approve_profiles: 0, support_phone: '9825000000' });
    const pub = json(await ctx.app.inject('/api/settings/public')).data;
    expect(pub).toMatchObject({ support_phone: '9825000000', facebook_url: 'https://facebook.com/gd' });
    const [audit] = await auditRows('settings.update');
    // auto_approve_profiles was already off (no row reads as off, as registration reads it): only changes are recorded
    expect(JSON.parse(audit!.after_json!)).toEqual({
      moderate_jobs: 1,
      support_phone: '9825000000',
      facebook_url: 'https://facebook.com/gd',
    });
  });

  it('lists the audit trail with filters and exports it', async () => {
    const all = json(await as('GET', '/api/admin/audit?limit=100')).data;
    expect(all.count).toBeGreaterThan(5);
    const categories = json(await as('GET', '/api/admin/audit?entity=business_categories')).data;
    expect(categories.rows.every((r: { entity: string }) => r.entity === 'business_categories')).toBe(true);
    expect(categories.rows[0].actor_name).toBe('Console Admin');
    const today = json(await as('GET', '/api/admin/audit?action=settings.update&from=2026-11-01&to=2026-11-01')).data;
    expect(today.count).toBe(1);
    expect(json(await as('GET', '/api/admin/audit?action=settings.update&from=2026-11-02')).data.count).toBe(0);
    expect((await as('GET', '/api/admin/audit?from=01-11-2026')).statusCode).toBe(400);
    const csv = await as('GET', '/api/admin/audit?entity=settings&format=csv');
    expect(csv.body.split('\r\n')[0]).toContain('audit_id,created_at,actor_user_id,actor_name,action');
  });
});
