import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/modules/auth/service';
import { AppError } from '../src/platform/errors';
import { bearer, GOOD_PASSWORD, otpFrom, readOutbox, register, registeredUser, uniquePhone } from './auth-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/** Decision 77 (what a new password may not be) and decision 78 (failed sign-ins per address and per account). */

describe('password rules wherever a password is set (decision 77)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const refusedAtRegister = async (password: string, overrides: Record<string, unknown> = {}) => {
    const { res } = await register(ctx.app, { password, ...overrides });
    expect(res.statusCode, `${password}: ${res.body}`).toBe(400);
    return json(res).errors as Record<string, string>;
  };

  it('refuses at registration the phone, the name, blanks and common Indian passwords', async () => {
    const phone = uniquePhone();
    expect(await refusedAtRegister(phone, { phone })).toEqual({ password: 'PASSWORD_HAS_PHONE' });
    expect(await refusedAtRegister(`Me@${phone}!`, { phone })).toEqual({ password: 'PASSWORD_HAS_PHONE' });
    expect(await refusedAtRegister('Rameshbhai#2026', { owner_name: 'Rameshbhai Kanani' })).toEqual({
      password: 'PASSWORD_HAS_NAME',
    });
    expect(await refusedAtRegister('xyKANANIzz!9', { owner_name: 'Rameshbhai Kanani' })).toEqual({
      password: 'PASSWORD_HAS_NAME',
    });
    expect(await refusedAtRegister('        ')).toEqual({ password: 'PASSWORD_BLANK' });
    expect(await refusedAtRegister(' \t      \n')).toEqual({ password: 'PASSWORD_BLANK' });
    for (const common of [
      'Password@123',
      'India@123',
      'gujarat123',
      'Ahmedabad@2024',
      'jay shree krishna',
      'JaiShreeRam@2025',
      'Jay-Swaminarayan-108',
      'MyIndia#123',
      '12345678',
      '1234567890',
      'a@12345678',
      'P@ssw0rd!',
    ]) {
      expect(await refusedAtRegister(common)).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    }
    // a two-letter name part, a title and an ordinary strong password still pass
    const fine = await register(ctx.app, { owner_name: 'Om Shah', password: 'Om-Kesar-Mango#9' });
    expect(fine.res.statusCode, fine.res.body).toBe(200);
    const ok = await register(ctx.app, { owner_name: 'Dr Om Vyas', password: 'Dr-Om-Kesar#2026' });
    expect(ok.res.statusCode, ok.res.body).toBe(200);
  });

  it('refuses them for practitioner accounts', async () => {
    const phone = uniquePhone();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Kiran Vyas', phone, password: 'Kiran@Clinic1', agree: true },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors).toEqual({ password: 'PASSWORD_HAS_NAME' });
    const withPhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Kiran Vyas', phone, password: `Clinic-${phone}`, agree: true },
    });
    expect(json(withPhone).errors).toEqual({ password: 'PASSWORD_HAS_PHONE' });
  });

  it('refuses them when the password is changed, with the account’s own phone and name', async () => {
    const user = await registeredUser(ctx.app, { owner_name: 'Hetal Trivedi' });
    const change = (new_password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(user.token),
        payload: { old_password: user.password, new_password, confirm_password: new_password },
      });
    for (const [password, key] of [
      [user.phone, 'PASSWORD_HAS_PHONE'],
      ['hetal-the-great-1', 'PASSWORD_HAS_NAME'],
      ['         ', 'PASSWORD_BLANK'],
      ['Gujarat@2024', 'PASSWORD_TOO_COMMON'],
    ]) {
      const res = await change(password!);
      expect(res.statusCode, `${password}: ${res.body}`).toBe(400);
      expect(json(res).errors).toEqual({ new_password: key });
    }
    expect((await change('Fresh-Guava#77')).statusCode).toBe(200);
  });

  it('refuses them at the OTP reset, the account’s phone and name once the OTP is verified', async () => {
    const email = `rules.${process.pid}@example.com`;
    const user = await registeredUser(ctx.app, { owner_name: 'Nirav Joshi', email });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-otp', payload: { email } });
    const otp = otpFrom(await readOutbox(ctx.dataDir, email));
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/verify-otp',
      payload: { email, otp },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/reset',
        payload: { email, otp, new_password: password, confirm_password: password },
      });
    for (const [password, key] of [
      [`x${user.phone}x`, 'PASSWORD_HAS_PHONE'],
      ['NIRAV-2026-home', 'PASSWORD_HAS_NAME'],
      ['        ', 'PASSWORD_BLANK'],
      ['India@123', 'PASSWORD_TOO_COMMON'],
    ]) {
      const res = await reset(password!);
      expect(res.statusCode, `${password}: ${res.body}`).toBe(400);
      expect(json(res).errors).toEqual({ new_password: key });
    }
    expect((await reset('Brand-New-Pass#1')).statusCode).toBe(200);
  });

  it('refuses them for create-admin', async () => {
    await expect(
      createOrPromoteAdmin(ctx.db, { email: `boss.${process.pid}@example.in`, password: 'Surat@2024' }),
    ).rejects.toThrow(AppError);
    await expect(
      createOrPromoteAdmin(ctx.db, {
        email: `boss2.${process.pid}@example.in`,
        password: 'Mehul-Desai#2026',
        name: 'Mehul Desai',
      }),
    ).rejects.toMatchObject({ messageKey: 'PASSWORD_HAS_NAME' });
  });
});

describe('failed sign-ins per address and per account (decision 78)', () => {
  let ctx: TestContext;
  const clock = fakeClock();
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '100000' }, { clock });
  });
  afterAll(() => ctx.close());

  const login = (phone: string, password: string, remoteAddress: string, url = '/api/auth/login') =>
    ctx.app.inject({ method: 'POST', url, payload: { phone, password }, remoteAddress });

  it('slows one address spraying one password over 30 phones before the 30th', async () => {
    const address = '10.20.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login(uniquePhone(), 'Kesar-Mango#2026', address)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.indexOf(429)).toBe(20);
    const limited = await login(uniquePhone(), 'Kesar-Mango#2026', address);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ is_error: true, message_key: 'TOO_MANY_FAILED_LOGINS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the practitioner login counts with it; another address is not slowed
    expect((await login(uniquePhone(), 'x-Kesar-Mango#1', address, '/api/auth/practitioner/login')).statusCode).toBe(
      429,
    );
    expect((await login(uniquePhone(), 'Kesar-Mango#2026', '10.20.0.2')).statusCode).toBe(401);
  });

  it('limits one account tried from 30 addresses, and lets its owner in once the window has passed', async () => {
    const user = await registeredUser(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await login(user.phone, `Wrong-Guess#${i}`, `10.30.1.${i + 1}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(20).fill(429));
    // even the right password waits, from any address (else the 429 would tell a guesser when it is right)
    const owner = await login(user.phone, user.password, '10.30.2.1');
    expect(owner.statusCode).toBe(429);
    expect(json(owner).message_key).toBe('TOO_MANY_FAILED_LOGINS');
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60_000 + 1000);
    expect((await login(user.phone, user.password, '10.30.2.1')).statusCode).toBe(200);
  });

  it('does not count sign-ins that succeed', async () => {
    const user = await registeredUser(ctx.app);
    const address = '10.40.0.1';
    for (let i = 0; i < 9; i++) expect((await login(user.phone, 'Wrong-Guess#1', `10.40.1.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(user.phone, user.password, address)).statusCode).toBe(200);
    expect((await login(user.phone, 'Wrong-Guess#1', address)).statusCode).toBe(401);
    expect((await login(user.phone, 'Wrong-Guess#1', address)).statusCode).toBe(429);
  });

  it('lets no more than 10 parallel guesses at one account through', async () => {
    const user = await registeredUser(ctx.app);
    const codes = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => login(user.phone, `Wrong-Guess#${i}`, `10.50.${i}.1`)))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it('limits the admin login per email across addresses', async () => {
    const email = `nobody.admin.${process.pid}@example.in`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { email, password: 'Not-The-One#1' },
            remoteAddress: `10.60.0.${i + 1}`,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('failed sign-ins counted across processes through Redis (decision 78)', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '100000', REDIS_URL };
    [a, b] = await Promise.all([createTestContext(env), createTestContext(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('adds up one account’s failures through two apps', async () => {
    const phone = `7${String(Date.now()).slice(-6)}${String(process.pid % 1000).padStart(3, '0')}`;
    const net = `10.${(process.pid % 200) + 1}.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? b.app : a.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone, password: GOOD_PASSWORD },
        remoteAddress: `${net}.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
  });
});
