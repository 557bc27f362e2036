import type { z } from 'zod';
import type {
  TPractitionerAuthResponse,
  ZLoginRequest,
  ZPractitionerRegisterRequest,
} from '@gd/contracts/schemas/auth';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import * as practitioners from '../practitioners/service';
import * as users from '../users/service';
import { type AuthCtx, checkCredentials, openSession, refuseWeak } from './service';

/**
 * Decision 65: practitioner accounts. Registering creates the account (user_type `practitioner`) and its
 * practitioner row in one transaction; the row stays unverified, so nothing of it is public until an admin
 * verifies it. The practitioner login admits only practitioner accounts (anyone else gets the answer a wrong
 * password gets).
 */

const mobileExists = () => AppError.conflict('phone', 'MOBILE_EXISTS', 'Mobile number is already registered!');
const emailExists = () => AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');

export async function registerPractitioner(
  ctx: AuthCtx,
  input: z.output<typeof ZPractitionerRegisterRequest>,
  userAgent: string | null,
): Promise<TPractitionerAuthResponse> {
  refuseWeak(input.password, 'password', { phone: input.phone, name: input.name });
  if (await users.findByPhone(ctx.db, input.phone)) throw mobileExists();
  if (input.email && (await users.findByEmail(ctx.db, input.email))) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await users.insertUser(trx, {
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        password_hash: passwordHash,
        user_type: 'practitioner',
        is_profile_approve: 0,
        language: input.language ?? 'en',
        created_at: now,
        updated_at: now,
      });
      const practitionerId = await practitioners.createForAccount(trx, {
        userId: user.user_id,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        now,
      });
      const token = await openSession(ctx, { user_id: user.user_id, token_version: 0 }, userAgent, trx);
      return {
        token,
        practitioner_id: practitionerId,
        userData: { id: user.user_id, name: user.name, user_type: 'practitioner' },
      };
    });
  } catch (err) {
    const column = uniqueViolationColumn(err);
    if (column === 'phone') throw mobileExists();
    if (column === 'email') throw emailExists();
    throw err;
  }
}

export async function practitionerLogin(
  ctx: AuthCtx,
  input: z.output<typeof ZLoginRequest>,
  userAgent: string | null,
): Promise<TPractitionerAuthResponse> {
  const found = await users.findByPhone(ctx.db, input.phone);
  const practitionerId =
    found?.user_type === 'practitioner' ? await practitioners.practitionerIdOf(ctx.db, found.user_id) : null;
  await checkCredentials(ctx, practitionerId === null ? undefined : found, input.password, 'phone');
  const user = found!;
  return {
    token: await openSession(ctx, user, userAgent),
    practitioner_id: practitionerId!,
    userData: { id: user.user_id, name: user.name, user_type: user.user_type },
  };
}
