import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 70, the review of a business: a rejected business goes back to pending when its owner resubmits
 * (nobody else can; a pending or approved one cannot), every step is kept with when and who, and the admin
 * previews any business as the public would see it before deciding.
 */
describe('business review: resubmit, history and preview', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-21T06:30:00.000Z'));
  let admin: Awaited<ReturnType<typeof registeredUser>>;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await registeredUser(ctx.app, { owner_name: 'Review Admin' });
    await ctx.db.updateTable('users').set({ user_type: 'admin' }).where('user_id', '=', admin.userId).execute();
    owner = await registeredUser(ctx.app, { owner_name: 'Hetal Desai' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
  });
  afterAll(() => ctx.close());

  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const decide = (id: number, is_approve: 1 | 2, reason?: string) =>
    call(
      admin.token,
      'PATCH',
      `/api/admin/businesses/${id}/approval`,
      reason ? { is_approve, reason } : { is_approve },
    );
  const resubmit = (token: string | null, id: number) => call(token, 'POST', `/api/my/businesses/${id}/resubmit`);
  const pending = (overrides: Record<string, unknown> = {}) =>
    createBusiness(ctx.db, { owner_user_id: owner.userId, is_approve: APPROVAL.PENDING, ...overrides });

  it('puts a rejected business back to pending for its owner, keeping each step with when and who', async () => {
    const b = await pending({ business_name: 'Desai Sweets' });
    const rejected = await decide(b.business_id, 2, 'The photos show another shop.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    clock.advance(3_600_000);

    const res = await resubmit(owner.token, b.business_id);
    expect(res.statusCode, res.body).toBe(200);
    const history = json(res).data;
    expect(history).toMatchObject({ business_id: b.business_id, is_approve: APPROVAL.PENDING, approval_reason: null });
    expect(history.events).toEqual([
      expect.objectContaining({
        action: 'rejected',
        reason: 'The photos show another shop.',
        actor_role: 'admin',
        actor_name: 'Review Admin',
        created_at: '2026-11-21T06:30:00.000Z',
      }),
      expect.objectContaining({
        action: 'resubmitted',
        reason: null,
        actor_role: 'owner',
        actor_name: 'Hetal Desai',
        created_at: '2026-11-21T07:30:00.000Z',
      }),
    ]);
    const row = await ctx.db
      .selectFrom('businesses')
      .select(['is_approve', 'approval_reason'])
      .where('business_id', '=', b.business_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_approve: APPROVAL.PENDING, approval_reason: null });
    // The admin's pending list shows it again.
    const list = json(await call(admin.token, 'GET', '/api/admin/businesses?is_approve=0&limit=100')).data.rows as {
      business_id: number;
    }[];
    expect(list.map((r) => r.business_id)).toContain(b.business_id);

    // Pending now: a second resubmission is a conflict, and nothing is added to the history.
    const again = await resubmit(owner.token, b.business_id);
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ business_id: 'NOT_REJECTED' });

    // Approved after review: the owner and the admin read the same history, three steps long.
    clock.advance(3_600_000);
    expect((await decide(b.business_id, 1)).statusCode).toBe(200);
    const mine = json(await call(owner.token, 'GET', `/api/my/businesses/${b.business_id}/review-history`)).data;
    expect(mine.events.map((e: { action: string }) => e.action)).toEqual(['rejected', 'resubmitted', 'approved']);
    expect(mine.is_approve).toBe(APPROVAL.APPROVED);
    const seen = json(await call(admin.token, 'GET', `/api/admin/businesses/${b.business_id}/preview`)).data;
    expect(seen.history).toEqual(mine);
    expect((await resubmit(owner.token, b.business_id)).statusCode).toBe(409);
  });

  it('lets only the owner resubmit: another owner and a missing or deleted business answer 404, a guest 401', async () => {
    const b = await pending();
    await decide(b.business_id, 2, 'Incomplete address');
    expect((await resubmit(null, b.business_id)).statusCode).toBe(401);
    const foreign = await resubmit(other.token, b.business_id);
    expect(foreign.statusCode).toBe(404);
    expect((await resubmit(admin.token, b.business_id)).statusCode).toBe(404);
    expect((await resubmit(owner.token, 999_999)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/my/businesses/${b.business_id}/review-history`)).statusCode).toBe(404);
    expect((await resubmit(owner.token, 0)).statusCode).toBe(400);
    // Nothing changed for the refused attempts.
    const history = json(await call(owner.token, 'GET', `/api/my/businesses/${b.business_id}/review-history`)).data;
    expect(history.is_approve).toBe(APPROVAL.REJECTED);
    expect(history.events.map((e: { action: string }) => e.action)).toEqual(['rejected']);

    const gone = await pending();
    await decide(gone.business_id, 2, 'Duplicate');
    await ctx.db
      .updateTable('businesses')
      .set({ deleted_at: new Date().toISOString() })
      .where('business_id', '=', gone.business_id)
      .execute();
    expect((await resubmit(owner.token, gone.business_id)).statusCode).toBe(404);
  });

  it('refuses to resubmit a pending or an approved business (409)', async () => {
    const waiting = await pending();
    const p = await resubmit(owner.token, waiting.business_id);
    expect(p.statusCode).toBe(409);
    expect(json(p).errors).toEqual({ business_id: 'NOT_REJECTED' });
    const approved = await createBusiness(ctx.db, { owner_user_id: owner.userId });
    expect((await resubmit(owner.token, approved.business_id)).statusCode).toBe(409);
  });

  it('lets one of several simultaneous resubmissions win; the others are conflicts and the history has one step', async () => {
    const b = await pending();
    await decide(b.business_id, 2, 'Wrong category');
    const answers = await Promise.all(Array.from({ length: 6 }, () => resubmit(owner.token, b.business_id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const events = await ctx.db
      .selectFrom('business_review_events')
      .select('action')
      .where('business_id', '=', b.business_id)
      .orderBy('event_id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['rejected', 'resubmitted']);
  });

  it('previews a pending business for admins only, as the public would see it, with its contact details', async () => {
    const b = await pending({
      business_name: 'Kothari Opticians',
      description: 'Spectacles and lenses since 1992',
      phone: '9825011111',
      contact_name: 'Raj Kothari',
    });
    // Not public yet: the public profile is a 404, the preview is not.
    expect((await call(null, 'GET', `/api/businesses/${b.business_id}`)).statusCode).toBe(404);
    const res = await call(admin.token, 'GET', `/api/admin/businesses/${b.business_id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.profile).toMatchObject({
      business_id: b.business_id,
      business_name: 'Kothari Opticians',
      description: 'Spectacles and lenses since 1992',
    });
    expect(data.contact).toMatchObject({ phone: '9825011111', contact_name: 'Raj Kothari' });
    expect(data.owner).toMatchObject({ user_id: owner.userId, name: 'Hetal Desai' });
    expect(data.history).toMatchObject({ is_approve: APPROVAL.PENDING, events: [] });
    // The preview counts no view.
    const views = await ctx.db
      .selectFrom('businesses')
      .select('total_view')
      .where('business_id', '=', b.business_id)
      .executeTakeFirstOrThrow();
    expect(Number(views.total_view)).toBe(0);

    const url = `/api/admin/businesses/${b.business_id}/preview`;
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(owner.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(admin.token, 'GET', '/api/admin/businesses/999999/preview')).statusCode).toBe(404);
    expect((await call(admin.token, 'GET', '/api/admin/businesses/abc/preview')).statusCode).toBe(400);
  });
});
