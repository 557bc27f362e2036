import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** The tables the auth module owns (the one-time codes of the password reset). Only this module's repository reads or writes them. */
export interface AuthTables {
  password_reset_otps: PasswordResetOtpsTable;
}

export interface PasswordResetOtpsTable {
  user_id: number;
  otp_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: string;
  verified_at: string | null;
}
