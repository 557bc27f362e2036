import type { Db } from '../../db/sql';

/** The one-time codes of the password reset (one active per user, stored hashed). */
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
