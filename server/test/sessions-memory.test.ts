import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalledElsewhere } from '../src/platform/changes';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, login, me, registeredUser } from './auth-support';
import { createTestContext, json, type TestContext } from './helpers';

/**
 * Decision 94: a session with its account is held in memory between requests. Everything that ends a session or
 * changes an account here is refused or seen on the very next request, after the session was held; a change made
 * by another process is seen once its `sessions` signal arrives through the change bus, and not before (which is
 * what shows the session is held).
 */
describe('sessions in memory (decision 94)', () => {
  let ctx: TestContext;
  let admin: { token: string; userId: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await adminSession(ctx);
  });
  afterAll(() => ctx.close());

  const held = async (token: string) => {
    const res = await me(ctx.app, token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { name: string };
  };

  it('refuses a held session at once after its logout', async () => {
    const user = await registeredUser(ctx.app);
    await held(user.token);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
  });

  it("ends a held session of the same account at once when the password is changed (the caller's own stays)", async () => {
    const user = await registeredUser(ctx.app);
    const second = json(await login(ctx.app, user.phone, user.password)).data.token as string;
    await held(user.token);
    await held(second);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: {
        old_password: user.password,
        new_password: `${GOOD_PASSWORD}x`,
        confirm_password: `${GOOD_PASSWORD}x`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(ctx.app, second)).statusCode).toBe(401);
    await held(user.token);
  });

  it('refuses a held session at once when an admin disables the account', async () => {
    const user = await registeredUser(ctx.app);
    await held(user.token);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}`,
      headers: bearer(admin.token),
      payload: { has_login_access: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
  });

  it("sees another process's change once the change bus signals it", async () => {
    const user = await registeredUser(ctx.app);
    await held(user.token);
    // Another process revokes the session (a logout served there): unseen here until its signal arrives.
    await ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', user.userId)
      .execute();
    await held(user.token);
    signalledElsewhere(ctx.app.db, { channel: 'sessions', scope: user.userId });
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
  });

  it('reads every session again after the change bus reconnects', async () => {
    const user = await registeredUser(ctx.app);
    await held(user.token);
    await ctx.db.updateTable('users').set({ has_login_access: 0 }).where('user_id', '=', user.userId).execute();
    await held(user.token);
    signalledElsewhere(ctx.app.db, { channel: '*', scope: 0 });
    const res = await me(ctx.app, user.token);
    expect(res.statusCode).toBe(401);
    expect(json(res).message_key).toBe('ACCOUNT_DISABLED');
  });
});
