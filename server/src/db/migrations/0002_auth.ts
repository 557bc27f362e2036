import type { Kysely } from 'kysely';
import { dialectOf, timestampColumn } from './kit';

/**
 * Sessions (one row per issued token, so logout and password changes end them for real) and
 * password-reset OTPs (hashed, one active per user).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestampColumn(
    d,
    timestampColumn(
      d,
      timestampColumn(
        d,
        db.schema
          .createTable('sessions')
          .addColumn('session_id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
          .addColumn('user_agent', 'text'),
        'created_at',
        { defaultNow: true, notNull: true },
      ),
      'expires_at',
      { notNull: true },
    ),
    'revoked_at',
  ).execute();
  await db.schema.createIndex('sessions_user_ix').on('sessions').column('user_id').execute();

  await timestampColumn(
    d,
    timestampColumn(
      d,
      timestampColumn(
        d,
        db.schema
          .createTable('password_reset_otps')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
          .addColumn('otp_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)),
        'created_at',
        { defaultNow: true, notNull: true },
      ),
      'expires_at',
      { notNull: true },
    ),
    'verified_at',
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_otps').execute();
  await db.schema.dropTable('sessions').execute();
}
