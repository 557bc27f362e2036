import type { Kysely } from 'kysely';
import { dialectOf, timestampColumn } from './kit';

/**
 * Decision 79: the Idempotency-Key of a form's submission (an inquiry, a contact message, a new business) and
 * the answer it got. The primary key (scope, caller, idem_key) decides between two requests with one key that
 * arrive together: one inserts, the other waits for it and then reads its answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await timestampColumn(
    d,
    db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('caller', 'text', (c) => c.notNull())
      .addColumn('idem_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response', 'text')
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'caller', 'idem_key']),
    'created_at',
    { notNull: true },
  ).execute();
  // The sweep of keys older than a day.
  await db.schema.createIndex('idempotency_keys_created_ix').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
