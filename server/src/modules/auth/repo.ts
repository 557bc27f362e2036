import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewUser } from '../users/tables';

type Db = Kysely<DB> | Transaction<DB>;

export const findUserByPhone = (db: Db, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, userId: number) =>
  db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const insertUser = (db: Db, values: NewUser) =>
  db.insertInto('users').values(values).returning(['user_id', 'name']).executeTakeFirstOrThrow();

export const updateUser = (
  db: Db,
  userId: number,
  values: Partial<
    Pick<
      NewUser,
      'name' | 'email' | 'language' | 'password_hash' | 'user_type' | 'has_login_access' | 'is_profile_approve'
    >
  > & { updated_at: string },
) => db.updateTable('users').set(values).where('user_id', '=', userId).executeTakeFirst();

export const bumpTokenVersion = (db: Db, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();

export const insertSession = (
  db: Db,
  s: { session_id: string; user_id: number; user_agent: string | null; created_at: string; expires_at: string },
) => db.insertInto('sessions').values(s).execute();

/** The session with its user, for authenticating a request in one query. */
export const findSessionWithUser = (db: Db, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select([
      's.session_id',
      's.expires_at',
      's.revoked_at',
      'u.user_id',
      'u.name',
      'u.phone',
      'u.email',
      'u.language',
      'u.user_type',
      'u.has_login_access',
      'u.is_profile_approve',
      'u.token_version',
      'u.photo',
    ])
    .where('s.session_id', '=', sessionId)
    .executeTakeFirst();

export const revokeSession = (db: Db, sessionId: string, now: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

export function revokeUserSessions(db: Db, userId: number, now: string, exceptSessionId?: string) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('session_id', '!=', exceptSessionId);
  return q.execute();
}

export const deleteOtp = (db: Db, userId: number) =>
  db.deleteFrom('password_reset_otps').where('user_id', '=', userId).execute();

export const insertOtp = (db: Db, row: { user_id: number; otp_hash: string; created_at: string; expires_at: string }) =>
  db.insertInto('password_reset_otps').values(row).execute();

export const findOtp = (db: Db, userId: number) =>
  db.selectFrom('password_reset_otps').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Counts one try, atomically, only while fewer than `max` were made; answers the row when it counted. */
export const countOtpAttempt = (db: Db, userId: number, max: number) =>
  db
    .updateTable('password_reset_otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', max)
    .returning(['otp_hash', 'expires_at', 'attempts'])
    .executeTakeFirst();

export const markOtpVerified = (db: Db, userId: number, now: string) =>
  db.updateTable('password_reset_otps').set({ verified_at: now }).where('user_id', '=', userId).execute();
