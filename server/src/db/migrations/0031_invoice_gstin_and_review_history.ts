import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn } from './kit';

/**
 * Decision 70: the buyer's GSTIN a payment's tax invoice names (given at checkout, optional), and the history of
 * a business's review: each decision (approved, rejected with its reason), each resubmission, when and by whom.
 * Businesses already decided get their current decision as the first entry (who made it is not known).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await db.schema.alterTable('payments').addColumn('buyer_gstin', 'text').execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('business_review_events'), 'event_id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.user_id')),
    'created_at',
    { notNull: true },
  ).execute();
  await db.schema
    .createIndex('business_review_events_business_ix')
    .on('business_review_events')
    .columns(['business_id', 'event_id'])
    .execute();

  await sql`insert into business_review_events (business_id, action, reason, actor_user_id, created_at)
    select business_id,
      case when is_approve = 1 then 'approved' else 'rejected' end,
      case when is_approve = 2 then approval_reason else null end,
      null,
      case when is_approve = 1 then coalesce(approved_at, updated_at) else updated_at end
    from businesses where is_approve in (1, 2) order by business_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_review_events').execute();
  await db.schema.alterTable('payments').dropColumn('buyer_gstin').execute();
}
