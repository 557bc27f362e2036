import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { commonPasswordCount } from '../src/modules/auth/common-passwords';
import {
  bearer,
  decodeMail,
  GOOD_PASSWORD,
  login,
  me,
  otpFrom,
  readOutbox,
  register,
  registeredUser,
  uniquePhone,
} from './auth-support';
import { createCategory } from './factories';
import { createTestContext, dialect, fakeClock, json, type TestContext, TSX } from './helpers';

describe('reading the OTP out of a mail (the tests own helper)', () => {
  it('takes the code from the body, not from a Message-ID with six digits after "Subject: Your OTP"', () => {
    const mail = [
      'To: someone@example.in',
      'Subject: Your OTP to reset your password',
      'Message-ID: <ab123456-d155-32ae-89d4-799ffc4f1f51@gujaratdirectory.in>',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Your OTP is 424242. It works for 10 minutes.',
    ].join('\n');
    expect(otpFrom(mail)).toBe('424242');
  });
});

describe('register', () => {
  let ctx: TestContext;
  let categoryId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    categoryId = (await createCategory(ctx.db)).category_id;
    await ctx.db.insertInto('settings').values({ name: 'auto_approve_profiles', value: '1' }).execute();
  });
  afterAll(() => ctx.close());

  it('creates a user with a working session, and a draft business when the user has one', async () => {
    const { res, data } = await register(ctx.app, {
      hasBusiness: 'yes',
      category_id: categoryId,
      owner_name: 'Ramesh Bhai',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data.userRecord.name).toBe('Ramesh Bhai');
    expect(data.userData.id).toBe(data.userRecord.user_id);
    const business = await ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('business_id', '=', data.record.business_id)
      .executeTakeFirstOrThrow();
    expect(business).toMatchObject({
      owner_user_id: data.userRecord.user_id,
      category_id: categoryId,
      profile_step: 1,
      is_approve: APPROVAL.PENDING,
      owner_name: 'Ramesh Bhai',
    });
    const who = json(await me(ctx.app, data.token)).data;
    expect(who).toMatchObject({
      user_id: data.userRecord.user_id,
      user_type: 'user',
      has_login_access: 1,
      is_profile_approve: 1,
    });
  });

  it('creates no business without one, and never an admin whatever the body says', async () => {
    const { res, data } = await register(ctx.app, { user_type: 'admin', is_profile_approve: 1 });
    expect(res.statusCode).toBe(200);
    expect(data.record).toBeNull();
    expect(json(await me(ctx.app, data.token)).data.user_type).toBe('user');
  });

  it('leaves a new profile unapproved when auto approval is off', async () => {
    await ctx.db.updateTable('settings').set({ value: '0' }).where('name', '=', 'auto_approve_profiles').execute();
    const { data } = await register(ctx.app);
    expect(json(await me(ctx.app, data.token)).data.is_profile_approve).toBe(0);
    await ctx.db.updateTable('settings').set({ value: '1' }).where('name', '=', 'auto_approve_profiles').execute();
  });

  it('answers a taken phone with 409 MOBILE_EXISTS and a taken email with 409 EMAIL_EXISTS, storing nothing', async () => {
    const first = await registeredUser(ctx.app, { email: 'Taken@Example.com' });
    const before = await ctx.db
      .selectFrom('users')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const phone = await register(ctx.app, { phone: first.phone });
    expect(phone.res.statusCode).toBe(409);
    expect(json(phone.res)).toMatchObject({
      message: 'Mobile number is already registered!',
      errors: { phone: 'MOBILE_EXISTS' },
    });
    const email = await register(ctx.app, { email: 'taken@example.COM' });
    expect(email.res.statusCode).toBe(409);
    expect(json(email.res)).toMatchObject({
      message: 'Email is already registered!',
      errors: { email: 'EMAIL_EXISTS' },
    });
    const after = await ctx.db
      .selectFrom('users')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers two simultaneous registrations of one phone with one account and one 409', async () => {
    const phone = uniquePhone();
    const [a, b] = await Promise.all([register(ctx.app, { phone }), register(ctx.app, { phone })]);
    expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([200, 409]);
    const rows = await ctx.db.selectFrom('users').select('user_id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
  });

  it('validates every field with the spec message keys', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        hasBusiness: 'yes',
        owner_name: 'R2-D2',
        phone: '98765',
        email: 'not-an-email',
        password: 'short',
        agree: false,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      category_id: 'CATEGORY_REQUIRED',
      owner_name: 'NAME_INVALID',
      phone: 'MOBILE_INVALID',
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      agree: 'AGREE_REQUIRED',
    });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { hasBusiness: 'no' } });
    expect(json(missing).errors).toMatchObject({
      owner_name: 'NAME_REQUIRED',
      phone: 'MOBILE_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      agree: 'AGREE_REQUIRED',
    });
  });

  it('accepts Gujarati names (letters of any script)', async () => {
    const { res } = await register(ctx.app, { owner_name: 'રમેશ પટેલ' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses the 10,000 most common passwords', async () => {
    expect(commonPasswordCount()).toBeGreaterThan(9_000);
    for (const password of ['password1', 'iloveyou', 'QWERTYUIOP', 'baseball']) {
      const { res } = await register(ctx.app, { password });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    }
  });

  it('stores argon2id hashes with at least 19 MiB and 2 iterations, and takes 128 characters untruncated', async () => {
    const long = `${'Ab3$'.repeat(31)}Zy9!`;
    expect(long).toHaveLength(128);
    const user = await registeredUser(ctx.app, { password: long });
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m![2])).toBeGreaterThanOrEqual(2);
    expect((await login(ctx.app, user.phone, long)).statusCode).toBe(200);
    expect((await login(ctx.app, user.phone, long.slice(0, 127))).statusCode).toBe(401);
    expect((await login(ctx.app, user.phone, long.slice(0, 72))).statusCode).toBe(401);
    const tooLong = await register(ctx.app, { password: `${long}x` });
    expect(json(tooLong.res).errors).toEqual({ password: 'PASSWORD_TOO_LONG' });
  });
});

describe('login, sessions and logout', () => {
  let ctx: TestContext;
  const clock = fakeClock();
  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
  });
  afterAll(() => ctx.close());

  it('logs in by phone and answers the session user', async () => {
    const user = await registeredUser(ctx.app, { owner_name: 'Meena Shah' });
    const res = await login(ctx.app, user.phone, user.password);
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.userData).toEqual({ id: user.userId, name: 'Meena Shah', user_type: 'user' });
    expect((await me(ctx.app, data.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown phone alike with 401 INVALID_CREDENTIALS', async () => {
    const user = await registeredUser(ctx.app);
    const wrong = await login(ctx.app, user.phone, 'Wrong-Password-99');
    const unknown = await login(ctx.app, '9000000001', 'Wrong-Password-99');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({
        message_key: 'INVALID_CREDENTIALS',
        message: 'Invalid mobile number or password.',
      });
    }
  });

  it('validates the login form with PHONE_INVALID and PASSWORD_REQUIRED', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '12ab', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ phone: 'PHONE_INVALID', password: 'PASSWORD_REQUIRED' });
  });

  it('refuses a disabled account at login and ends its open sessions', async () => {
    const user = await registeredUser(ctx.app);
    await ctx.db.updateTable('users').set({ has_login_access: 0 }).where('user_id', '=', user.userId).execute();
    const res = await login(ctx.app, user.phone, user.password);
    expect(res.statusCode).toBe(403);
    expect(json(res).message_key).toBe('ACCOUNT_DISABLED');
    const open = await me(ctx.app, user.token);
    expect(open.statusCode).toBe(401);
    expect(json(open).message_key).toBe('ACCOUNT_DISABLED');
  });

  it('refuses a request without a token, with a garbage token, or with a malformed header', async () => {
    expect((await ctx.app.inject('/api/auth/me')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer('abc.def.ghi') })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: 'Basic dXNlcjpwYXNz' } })).statusCode,
    ).toBe(401);
  });

  it("refuses alg 'none', another key and a tampered payload", async () => {
    const user = await registeredUser(ctx.app);
    const [h, p, s] = user.token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await me(ctx.app, none)).statusCode).toBe(401);
    const other = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(ctx.app, other)).statusCode).toBe(401);
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    expect((await me(ctx.app, tampered)).statusCode).toBe(401);
    expect((await me(ctx.app, user.token)).statusCode).toBe(200);
  });

  it('refuses a token after its expiry', async () => {
    const user = await registeredUser(ctx.app);
    clock.advance(31 * 86_400_000);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
  });

  it('ends only this session on logout: the old token is refused, another device stays in', async () => {
    const user = await registeredUser(ctx.app);
    const other = json(await login(ctx.app, user.phone, user.password)).data.token;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    const after = await me(ctx.app, user.token);
    expect(after.statusCode).toBe(401);
    expect(json(after).message_key).toBe('SESSION_EXPIRED');
    expect((await me(ctx.app, other)).statusCode).toBe(200);
  });

  it('updates name, email and language but never the phone', async () => {
    const user = await registeredUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { name: 'Nita Desai', email: 'Nita@Example.in', language: 'guj', phone: '9999999999' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      name: 'Nita Desai',
      email: 'nita@example.in',
      language: 'guj',
      phone: user.phone,
    });
    const nameOnly = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { name: 'Nita D' },
    });
    expect(json(nameOnly).data).toMatchObject({ name: 'Nita D', email: 'nita@example.in', language: 'guj' });
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { name: 'Nita D', email: '' },
    });
    expect(json(cleared).data.email).toBeNull();
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { name: '', email: 'x@' },
    });
    expect(json(bad).errors).toEqual({ name: 'NAME_REQUIRED', email: 'EMAIL_INVALID' });
  });
});

describe('change password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  const change = (token: string, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });

  it('checks the old password and that new and confirm match', async () => {
    const user = await registeredUser(ctx.app);
    const wrongOld = await change(user.token, {
      old_password: 'Not-It-123',
      new_password: 'Fresh-Guava#77',
      confirm_password: 'Fresh-Guava#77',
    });
    expect(json(wrongOld).errors).toEqual({ old_password: 'OLD_PASSWORD_WRONG' });
    const mismatch = await change(user.token, {
      old_password: user.password,
      new_password: 'Fresh-Guava#77',
      confirm_password: 'Fresh-Guava#78',
    });
    expect(json(mismatch).errors).toEqual({ confirm_password: 'PASSWORD_MISMATCH' });
    const empty = await change(user.token, { old_password: '', new_password: '', confirm_password: '' });
    expect(json(empty).errors).toEqual({
      old_password: 'FILL_ALL_FIELDS',
      new_password: 'FILL_ALL_FIELDS',
      confirm_password: 'FILL_ALL_FIELDS',
    });
    expect((await login(ctx.app, user.phone, user.password)).statusCode).toBe(200);
  });

  it('changes the password and ends every other session', async () => {
    const user = await registeredUser(ctx.app);
    const otherDevice = json(await login(ctx.app, user.phone, user.password)).data.token;
    const res = await change(user.token, {
      old_password: user.password,
      new_password: 'Fresh-Guava#77',
      confirm_password: 'Fresh-Guava#77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Password changed successfully');
    expect((await me(ctx.app, otherDevice)).statusCode).toBe(401);
    expect((await login(ctx.app, user.phone, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app, user.phone, 'Fresh-Guava#77')).statusCode).toBe(200);
  });
});

describe('forgot password by email OTP', () => {
  let ctx: TestContext;
  const clock = fakeClock();
  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
  });
  afterAll(() => ctx.close());

  const send = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/send-otp', payload: { email } });
  const verify = (email: string, otp: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/verify-otp', payload: { email, otp } });
  const reset = (email: string, otp: string, password = 'Brand-New-Pass#1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/reset',
      payload: { email, otp, new_password: password, confirm_password: password },
    });
  let n = 0;
  const freshUser = (overrides: Record<string, unknown> = {}) =>
    registeredUser(ctx.app, { email: `forgot${++n}.${process.pid}@example.com`, ...overrides });
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  it('answers known and unknown emails the same', async () => {
    const user = await freshUser();
    const known = await send(user.email);
    const unknown = await send('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
  });

  it('mails a 6-digit OTP in the user language, stores only its hash, and the full flow resets the password', async () => {
    const user = await freshUser({ language: 'guj' });
    const oldSession = user.token;
    await send(user.email);
    const mail = await readOutbox(ctx.dataDir, user.email);
    expect(decodeMail(mail)).toContain('પાસવર્ડ');
    const otp = otpFrom(mail);
    expect(otp).toMatch(/^\d{6}$/);
    const stored = await ctx.db
      .selectFrom('password_reset_otps')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(stored.otp_hash).not.toContain(otp);

    expect((await reset(user.email, otp)).statusCode).toBe(400); // not verified yet
    const v = await verify(user.email, otp);
    expect(v.statusCode, v.body).toBe(200);
    const r = await reset(user.email, otp);
    expect(r.statusCode, r.body).toBe(200);
    expect((await me(ctx.app, oldSession)).statusCode).toBe(401);
    expect((await login(ctx.app, user.phone, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app, user.phone, 'Brand-New-Pass#1')).statusCode).toBe(200);
    // single use
    expect((await reset(user.email, otp, 'Another-Pass#22')).statusCode).toBe(400);
  });

  it('mails in English by default', async () => {
    const user = await freshUser();
    await send(user.email);
    expect(decodeMail(await readOutbox(ctx.dataDir, user.email))).toContain('Your OTP to reset your password');
  });

  it('refuses a wrong OTP, and after 5 tries refuses even the right one', async () => {
    const user = await freshUser();
    await send(user.email);
    const otp = otpFrom(await readOutbox(ctx.dataDir, user.email));
    for (let i = 0; i < 5; i++) {
      const res = await verify(user.email, wrong(otp));
      expect(json(res).errors).toEqual({ otp: 'INVALID_OTP' });
    }
    const sixth = await verify(user.email, otp);
    expect(sixth.statusCode).toBe(400);
    expect(json(sixth).errors).toEqual({ otp: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('refuses an OTP after 10 minutes', async () => {
    const user = await freshUser();
    await send(user.email);
    const otp = otpFrom(await readOutbox(ctx.dataDir, user.email));
    clock.advance(10 * 60_000 + 1);
    const res = await verify(user.email, otp);
    expect(json(res).errors).toEqual({ otp: 'OTP_EXPIRED' });
  });

  it('kills the old OTP when a new one is sent', async () => {
    const user = await freshUser();
    await send(user.email);
    const first = otpFrom(await readOutbox(ctx.dataDir, user.email));
    await send(user.email);
    const second = otpFrom(await readOutbox(ctx.dataDir, user.email, 1));
    if (first !== second) expect(json(await verify(user.email, first)).errors).toEqual({ otp: 'INVALID_OTP' });
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('validates email, OTP format and matching passwords', async () => {
    expect(json(await send('')).errors).toEqual({ email: 'EMAIL_REQUIRED' });
    expect(json(await verify('a@b.co', '12345')).errors).toEqual({ otp: 'OTP_INVALID_FORMAT' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/reset',
      payload: { email: 'a@b.co', otp: '123456', new_password: 'Brand-New-Pass#1', confirm_password: 'different-1' },
    });
    expect(json(res).errors).toEqual({ confirm_password: 'PASSWORD_MISMATCH' });
  });
});

describe('admin login and the admin guard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      {
        beforeReady(app) {
          app.get('/api/admin/probe', { preHandler: app.requireAdmin }, async () => ({
            is_error: false,
            message: '',
            data: 'admin',
          }));
        },
      },
    );
  });
  afterAll(() => ctx.close());

  it('creates an admin with npm run create-admin while the app runs on the same data, and only admins log in there', async () => {
    const env = {
      ...process.env,
      DATA_DIR: ctx.dataDir,
      ...(dialect === 'postgres' ? { DATABASE_URL: ctx.config.DATABASE_URL } : {}),
    };
    const cli = spawnSync(
      TSX,
      ['src/cli/create-admin.ts', '--email', 'Boss@Example.in', '--password', 'Admin-Chai#2026'],
      {
        cwd: path.resolve(__dirname, '..'),
        env,
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('Created admin boss@example.in');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'boss@example.in', password: 'Admin-Chai#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = json(res).data.token;
    expect(json(res).data.userData.user_type).toBe('admin');
    expect((await ctx.app.inject({ url: '/api/admin/probe', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses the admin login to a plain user with the right password, and the admin routes answer 403 to them', async () => {
    const user = await registeredUser(ctx.app, { email: 'plain.user@example.in' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'plain.user@example.in', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    const probe = await ctx.app.inject({ url: '/api/admin/probe', headers: bearer(user.token) });
    expect(probe.statusCode).toBe(403);
    expect((await ctx.app.inject('/api/admin/probe')).statusCode).toBe(401);
  });

  it('refuses a weak password for an admin in the CLI', () => {
    const cli = spawnSync(TSX, ['src/cli/create-admin.ts', '--email', 'x@example.in', '--password', 'password'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATA_DIR: ctx.dataDir },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(2);
  });
});

describe('rate limits on sign-in and OTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => ctx.close());

  it('answers 429 after 10 logins for one phone from one address, while another phone still gets in', async () => {
    const user = await registeredUser(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(ctx.app, user.phone, 'Wrong-Password-1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const limited = await login(ctx.app, user.phone, user.password);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ is_error: true, message_key: 'RATE_LIMITED' });
    const other = await registeredUser(ctx.app);
    expect((await login(ctx.app, other.phone, other.password)).statusCode).toBe(200);
  });

  it('answers 429 after 3 OTP mails to one email in 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password/send-otp',
            payload: { email: 'someone@example.com' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
