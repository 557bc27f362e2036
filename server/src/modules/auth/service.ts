import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '@gd/contracts/codes';
import type {
  TLoginResponse,
  TMe,
  TRegisterResponse,
  ZAdminLoginRequest,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZUpdateMeRequest,
  ZVerifyOtpRequest,
} from '@gd/contracts/schemas/auth';
import { type PasswordProblem, passwordProblem } from '@gd/contracts/password-rules';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import * as billing from '../billing/service';
import * as directory from '../directory/service';
import * as owner from '../owner/service';
import * as practitioners from '../practitioners/service';
import * as settings from '../settings/service';
import { isCommonPassword } from './common-passwords';
import { otpMail } from './mail-texts';
import * as users from '../users/service';
import type { User } from '../users/service';
import * as repo from './repo';
import { SESSION_DAYS, signSessionToken, verifySessionToken } from './tokens';

export interface AuthCtx {
  db: Kysely<DB>;
  config: { JWT_SECRET: string };
  clock: Clock;
  mailer: Mailer;
  log: { error(obj: unknown, msg?: string): void };
}

/** The authenticated caller, as request.user. */
export interface AuthUser {
  user_id: number;
  name: string;
  user_type: string;
  session_id: string;
}

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

const iso = (d: Date) => d.toISOString();
const asLanguage = (v: string | null | undefined): Language => (v === 'guj' ? 'guj' : 'en');

/** A hash to verify against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  PASSWORD_BLANK: 'A password cannot be only spaces.',
  PASSWORD_HAS_PHONE: 'Your password must not contain your mobile number.',
  PASSWORD_HAS_NAME: 'Your password must not contain your name.',
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose another.',
};

/**
 * Refuses a new password that breaks decision 77 (blank, the account's phone or name, a common Indian
 * password) or is on decision 18's list of common passwords. Every place a password is set calls it (also
 * practitioner accounts and `create-admin`).
 */
export function refuseWeak(
  password: string,
  field: string,
  account: { phone?: string | null; name?: string | null } = {},
): void {
  const problem = passwordProblem(password, account) ?? (isCommonPassword(password) ? 'PASSWORD_TOO_COMMON' : null);
  if (problem) throw AppError.validation(field, problem, PASSWORD_PROBLEM_TEXT[problem]);
}

/** Opens a session for the account and answers its token (also for practitioner accounts). */
export async function openSession(
  ctx: AuthCtx,
  user: Pick<User, 'user_id' | 'token_version'>,
  userAgent: string | null,
  db: Kysely<DB> = ctx.db,
) {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  const sessionId = randomBytes(24).toString('base64url');
  await users.insertSession(db, {
    session_id: sessionId,
    user_id: user.user_id,
    user_agent: userAgent?.slice(0, 300) ?? null,
    created_at: iso(now),
    expires_at: iso(expires),
  });
  return signSessionToken(
    ctx.config.JWT_SECRET,
    { userId: user.user_id, sessionId, version: user.token_version },
    now,
    expires,
  );
}

export async function register(
  ctx: AuthCtx,
  input: z.output<typeof ZRegisterRequest>,
  userAgent: string | null,
): Promise<TRegisterResponse> {
  refuseWeak(input.password, 'password', { phone: input.phone, name: input.owner_name });
  const categoryId = input.hasBusiness === 'yes' ? (input.category_id ?? null) : null;
  if (categoryId && !(await directory.categoryExists(ctx.db, categoryId))) {
    throw AppError.validation('category_id', 'CATEGORY_REQUIRED', 'Please choose a category.');
  }
  if (await users.findByPhone(ctx.db, input.phone)) {
    throw AppError.conflict('phone', 'MOBILE_EXISTS', 'Mobile number is already registered!');
  }
  if (input.email && (await users.findByEmail(ctx.db, input.email))) {
    throw AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');
  }
  const passwordHash = await hashPassword(input.password);
  const autoApprove = await settings.settingFlag(ctx.db, 'auto_approve_profiles', false);
  const now = iso(ctx.clock.now());

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await users.insertUser(trx, {
        name: input.owner_name,
        phone: input.phone,
        email: input.email ?? null,
        password_hash: passwordHash,
        user_type: 'user',
        is_profile_approve: autoApprove ? 1 : 0,
        language: input.language ?? 'en',
        created_at: now,
        updated_at: now,
      });
      const record = categoryId
        ? await owner.createDraftBusiness(trx, {
            ownerUserId: user.user_id,
            categoryId,
            ownerName: input.owner_name,
            phone: input.phone,
            now,
          })
        : null;
      // Decision 68: the early-bird offer, while it is open, is recorded now and granted at the first approval.
      if (input.claim_offer) await billing.claimEarlyBird(trx, user.user_id, ctx.clock.now());
      const token = await openSession(ctx, { user_id: user.user_id, token_version: 0 }, userAgent, trx);
      return {
        token,
        userData: { id: user.user_id, name: user.name },
        userRecord: { user_id: user.user_id, name: user.name },
        record,
      };
    });
  } catch (err) {
    // Two registrations with the same phone or email at the same moment: the database decides.
    const column = uniqueViolationColumn(err);
    if (column === 'phone') throw AppError.conflict('phone', 'MOBILE_EXISTS', 'Mobile number is already registered!');
    if (column === 'email') throw AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');
    throw err;
  }
}

function invalidCredentials(field: 'phone' | 'email'): AppError {
  return new AppError(
    401,
    'INVALID_CREDENTIALS',
    field === 'phone' ? 'Invalid mobile number or password.' : 'Invalid email or password.',
  );
}

export async function checkCredentials(
  ctx: AuthCtx,
  user: User | undefined,
  password: string,
  field: 'phone' | 'email',
) {
  if (!user) {
    await verifyPassword(await timingDummy(), password);
    throw invalidCredentials(field);
  }
  if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials(field);
  if (user.has_login_access !== 1) {
    throw new AppError(403, 'ACCOUNT_DISABLED', 'Your account is disabled. Please contact support.');
  }
}

export async function login(
  ctx: AuthCtx,
  input: z.output<typeof ZLoginRequest>,
  userAgent: string | null,
): Promise<TLoginResponse> {
  const user = await users.findByPhone(ctx.db, input.phone);
  await checkCredentials(ctx, user, input.password, 'phone');
  const u = user!;
  return {
    token: await openSession(ctx, u, userAgent),
    userData: { id: u.user_id, name: u.name, user_type: u.user_type },
  };
}

/** Only admin accounts may use the admin login; anyone else gets the same answer as a wrong password. */
export async function adminLogin(
  ctx: AuthCtx,
  input: z.output<typeof ZAdminLoginRequest>,
  userAgent: string | null,
): Promise<TLoginResponse> {
  const found = await users.findByEmail(ctx.db, input.email);
  const user = found?.user_type === 'admin' ? found : undefined;
  await checkCredentials(ctx, user, input.password, 'email');
  const u = user!;
  return {
    token: await openSession(ctx, u, userAgent),
    userData: { id: u.user_id, name: u.name, user_type: u.user_type },
  };
}

const sessionExpired = () => AppError.unauthorized('SESSION_EXPIRED', 'Your session has ended. Please log in again.');

/** Validates a bearer token against its stored session and user. */
export async function authenticate(ctx: AuthCtx, token: string): Promise<AuthUser> {
  const now = ctx.clock.now();
  const claims = await verifySessionToken(ctx.config.JWT_SECRET, token, now);
  if (!claims) throw sessionExpired();
  const row = await users.findSessionWithUser(ctx.db, claims.sessionId);
  if (
    !row ||
    row.user_id !== claims.userId ||
    row.revoked_at !== null ||
    row.expires_at <= iso(now) ||
    row.token_version !== claims.version
  ) {
    throw sessionExpired();
  }
  if (row.has_login_access !== 1) {
    throw AppError.unauthorized('ACCOUNT_DISABLED', 'Your account is disabled. Please contact support.');
  }
  return { user_id: row.user_id, name: row.name, user_type: row.user_type, session_id: row.session_id };
}

export async function me(ctx: AuthCtx, userId: number): Promise<TMe> {
  const u = await users.findById(ctx.db, userId);
  if (!u) throw sessionExpired();
  return {
    user_id: u.user_id,
    logged_in_id: u.user_id,
    name: u.name,
    phone: u.phone,
    email: u.email,
    language: asLanguage(u.language),
    user_type: u.user_type,
    has_login_access: u.has_login_access,
    is_profile_approve: u.is_profile_approve,
    photo: u.photo,
    department: null,
    environment_id: null,
    folder: null,
    practitioner_id_view_id:
      u.user_type === 'practitioner' ? await practitioners.practitionerIdOf(ctx.db, u.user_id) : null,
    user_view_id: null,
  };
}

export async function updateMe(ctx: AuthCtx, userId: number, input: z.output<typeof ZUpdateMeRequest>): Promise<TMe> {
  if (input.email) {
    const other = await users.findByEmail(ctx.db, input.email);
    if (other && other.user_id !== userId)
      throw AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');
  }
  try {
    await users.updateUser(ctx.db, userId, {
      name: input.name,
      // Left out means unchanged; an empty string or null removes it.
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.language ? { language: input.language } : {}),
      updated_at: iso(ctx.clock.now()),
    });
  } catch (err) {
    if (uniqueViolationColumn(err) === 'email')
      throw AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');
    throw err;
  }
  return me(ctx, userId);
}

export async function logout(ctx: AuthCtx, user: AuthUser): Promise<void> {
  await users.revokeSession(ctx.db, user.user_id, user.session_id, iso(ctx.clock.now()));
}

/** Changes the password and ends every other session of the user. */
export async function changePassword(ctx: AuthCtx, user: AuthUser, input: z.output<typeof ZChangePasswordRequest>) {
  const u = await users.findById(ctx.db, user.user_id);
  if (!u) throw sessionExpired();
  if (!(await verifyPassword(u.password_hash, input.old_password))) {
    throw AppError.validation('old_password', 'OLD_PASSWORD_WRONG', 'Your current password is not correct.');
  }
  refuseWeak(input.new_password, 'new_password', u);
  const passwordHash = await hashPassword(input.new_password);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, u.user_id, { password_hash: passwordHash, updated_at: now });
    await users.revokeUserSessions(trx, u.user_id, now, user.session_id);
  });
  users.accountsChanged(ctx.db, u.user_id); // after the commit (decision 94)
}

function otpDigest(secret: string, userId: number, otp: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${otp}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Decision 19. Answers the same whether or not the email has an account; a known one gets a new
 * 6-digit OTP (the old one stops working) by mail in the user's language, sent without holding the answer.
 */
export async function sendResetOtp(ctx: AuthCtx, input: z.output<typeof ZSendOtpRequest>): Promise<void> {
  const user = await users.findByEmail(ctx.db, input.email);
  if (!user || user.has_login_access !== 1) return;
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteOtp(trx, user.user_id);
    await repo.insertOtp(trx, {
      user_id: user.user_id,
      otp_hash: otpDigest(ctx.config.JWT_SECRET, user.user_id, otp),
      created_at: iso(now),
      expires_at: iso(new Date(now.getTime() + OTP_TTL_MINUTES * 60_000)),
    });
  });
  const mail = otpMail(asLanguage(user.language), user.name, otp, OTP_TTL_MINUTES);
  void ctx.mailer
    .send({ to: input.email, ...mail })
    .catch((err) => ctx.log.error({ err }, 'password reset mail failed'));
}

const invalidOtp = () => AppError.validation('otp', 'INVALID_OTP', 'The OTP is not correct or has expired.');

/** Checks an OTP, counting the try; after 5 tries even the right code is refused. */
async function checkOtp(ctx: AuthCtx, email: string, otp: string): Promise<User> {
  const user = await users.findByEmail(ctx.db, email);
  if (!user) throw invalidOtp();
  const counted = await repo.countOtpAttempt(ctx.db, user.user_id, OTP_MAX_ATTEMPTS);
  if (!counted) {
    const existing = await repo.findOtp(ctx.db, user.user_id);
    if (existing) {
      throw AppError.validation('otp', 'OTP_TOO_MANY_ATTEMPTS', 'Too many wrong tries. Please ask for a new OTP.');
    }
    throw invalidOtp();
  }
  if (counted.expires_at <= iso(ctx.clock.now())) {
    throw AppError.validation('otp', 'OTP_EXPIRED', 'This OTP has expired. Please ask for a new one.');
  }
  if (!sameDigest(counted.otp_hash, otpDigest(ctx.config.JWT_SECRET, user.user_id, otp))) throw invalidOtp();
  return user;
}

export async function verifyResetOtp(ctx: AuthCtx, input: z.output<typeof ZVerifyOtpRequest>): Promise<void> {
  const user = await checkOtp(ctx, input.email, input.otp);
  await repo.markOtpVerified(ctx.db, user.user_id, iso(ctx.clock.now()));
}

/** Sets the new password with a verified OTP (used once), and ends every session of the user. */
export async function resetPassword(ctx: AuthCtx, input: z.output<typeof ZResetPasswordRequest>): Promise<void> {
  refuseWeak(input.new_password, 'new_password');
  // The try was counted when the OTP was verified; here it must still be that verified, unexpired code.
  const user = await users.findByEmail(ctx.db, input.email);
  const row = user ? await repo.findOtp(ctx.db, user.user_id) : undefined;
  if (
    !user ||
    !row?.verified_at ||
    row.expires_at <= iso(ctx.clock.now()) ||
    !sameDigest(row.otp_hash, otpDigest(ctx.config.JWT_SECRET, user.user_id, input.otp))
  ) {
    throw invalidOtp();
  }
  // Decision 77: the account's own phone and name only once the OTP has shown who is asking (no oracle).
  refuseWeak(input.new_password, 'new_password', user);
  const passwordHash = await hashPassword(input.new_password);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.user_id, { password_hash: passwordHash, updated_at: now });
    await repo.deleteOtp(trx, user.user_id);
    await users.revokeUserSessions(trx, user.user_id, now);
    await users.bumpTokenVersion(trx, user.user_id);
  });
  users.accountsChanged(ctx.db, user.user_id); // after the commit (decision 94)
}

/** For `npm run create-admin`: makes an admin account, or makes an existing account with that email one. */
export async function createOrPromoteAdmin(
  db: Kysely<DB>,
  input: { email: string; password: string; name?: string },
  now = new Date(),
): Promise<{ user_id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await users.findByEmail(db, email);
  refuseWeak(input.password, 'password', { phone: existing?.phone, name: existing?.name ?? input.name });
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await users.updateUser(db, existing.user_id, {
      user_type: 'admin',
      password_hash: passwordHash,
      has_login_access: 1,
      is_profile_approve: 1,
      updated_at: iso(now),
    });
    return { user_id: existing.user_id, created: false };
  }
  const user = await users.insertUser(db, {
    name: input.name ?? 'Administrator',
    email,
    phone: null,
    password_hash: passwordHash,
    user_type: 'admin',
    is_profile_approve: 1,
    created_at: iso(now),
    updated_at: iso(now),
  });
  return { user_id: user.user_id, created: true };
}
