import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory } from './factories';
import { createTestContext, json, type TestContext, TSX } from './helpers';

describe('admin approval of businesses', () => {
  let ctx: TestContext;
  let adminToken: string;
  let owner: Awaited<ReturnType<typeof registeredUser>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const cli = spawnSync(
      TSX,
      ['src/cli/create-admin.ts', '--email', 'approver@example.in', '--password', 'Approve-All#2026'],
      {
        cwd: path.resolve(__dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: ctx.dataDir,
          ...(ctx.config.DATABASE_URL ? { DATABASE_URL: ctx.config.DATABASE_URL } : {}),
        },
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    adminToken = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'approver@example.in', password: 'Approve-All#2026' },
      }),
    ).data.token;
    owner = await registeredUser(ctx.app);
  });
  afterAll(() => ctx.close());

  const approve = (id: number, token: string, body: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/businesses/${id}/approval`,
      headers: bearer(token),
      payload: body,
    });

  it('makes a pending business public at once, and a rejection (with its reason) hides it and shows the owner why', async () => {
    const category = await createCategory(ctx.db, { category_name: 'Printing' });
    const b = await createBusiness(ctx.db, {
      owner_user_id: owner.userId,
      business_name: 'Navkar Printers',
      is_approve: APPROVAL.PENDING,
      category_id: category.category_id,
    });
    // warm the caches so a stale answer would show
    expect(json(await ctx.app.inject('/api/businesses?q=navkar')).data.count).toBe(0);
    expect((await ctx.app.inject(`/api/businesses/${b.business_id}`)).statusCode).toBe(404);

    expect((await approve(b.business_id, adminToken, { is_approve: 1 })).statusCode).toBe(200);
    expect(json(await ctx.app.inject('/api/businesses?q=navkar')).data.count).toBe(1);
    expect((await ctx.app.inject(`/api/businesses/${b.business_id}`)).statusCode).toBe(200);
    expect(
      json(await ctx.app.inject('/api/categories')).data.find(
        (c: { category_id: number }) => c.category_id === category.category_id,
      ).business_count,
    ).toBe(1);

    expect((await approve(b.business_id, adminToken, { is_approve: 2, reason: 'Blurry photos' })).statusCode).toBe(200);
    expect(json(await ctx.app.inject('/api/businesses?q=navkar')).data.count).toBe(0);
    expect((await ctx.app.inject(`/api/businesses/${b.business_id}`)).statusCode).toBe(404);
    const mine = json(await ctx.app.inject({ url: '/api/my/businesses', headers: bearer(owner.token) })).data;
    expect(mine.find((x: { business_id: number }) => x.business_id === b.business_id)).toMatchObject({
      is_approve: 2,
      approval_reason: 'Blurry photos',
    });
  });

  it('refuses everyone but an admin, and bad bodies', async () => {
    const b = await createBusiness(ctx.db, { owner_user_id: owner.userId, is_approve: APPROVAL.PENDING });
    expect((await approve(b.business_id, owner.token, { is_approve: 1 })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/businesses/${b.business_id}/approval`,
          payload: { is_approve: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect(json(await approve(b.business_id, adminToken, { is_approve: 3 })).errors).toEqual({
      is_approve: 'APPROVAL_INVALID',
    });
    expect(json(await approve(b.business_id, adminToken, { is_approve: 1, total_view: 5 })).errors).toEqual({
      total_view: 'FIELD_UNKNOWN',
    });
    expect((await approve(999999, adminToken, { is_approve: 1 })).statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('businesses')
      .select('is_approve')
      .where('business_id', '=', b.business_id)
      .executeTakeFirstOrThrow();
    expect(row.is_approve).toBe(APPROVAL.PENDING);
  });
});
