import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestampColumn } from './kit';

/**
 * Decision 69, lead alerts: the in-app notifications of an account (the bell) — a scheduled notice (a plan
 * expiring, a plan expired) carries a claim key whose unique index lets it go out once even when two processes run
 * the job together —, each account's switched-off kinds, and when the owner last replied to an inquiry by mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestampColumn(
    d,
    timestampColumn(
      d,
      idColumn(d, db.schema.createTable('notifications'), 'notification_id')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('business_id', 'integer')
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('link', 'text')
        .addColumn('claim_key', 'text'),
      'read_at',
    ),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('notifications_user_ix')
    .on('notifications')
    .columns(['user_id', 'notification_id'])
    .execute();
  // A notice sent once for ever carries its key; the unique index decides between two senders.
  await db.schema.createIndex('notifications_claim_key_uq').on('notifications').column('claim_key').unique().execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .alterTable('inquiries')
    .addColumn('replied_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').dropColumn('replied_at').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
