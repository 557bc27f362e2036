import { type Kysely, sql } from 'kysely';
import { dialectOf, timestampColumn } from './kit';

/**
 * Decisions 67 and 68, plans that deliver what they sell:
 * - each plan's features as codes with limits (`subscription_plans.limits`, JSON); the demo's three plans by name;
 * - what a payment buys (`payments.kind`: new, renew, upgrade, downgrade) and the pro-rata credit it was given;
 * - one bank transfer waiting per business (a partial unique index; extra pending ones are cancelled first);
 * - the early-bird offer claimed at registration and granted once, at the owner's first approval.
 */
const FREE = { products: 5, jobs: 0, photos: 5, featured: false, inquiry_alerts: false, badge: false };
const BY_NAME: [string, object][] = [
  ['basic%', { products: 10, jobs: 0, photos: 10, featured: false, inquiry_alerts: true, badge: false }],
  ['standard%', { products: 50, jobs: 5, photos: 20, featured: false, inquiry_alerts: true, badge: true }],
  ['premium%', { products: null, jobs: null, photos: 20, featured: true, inquiry_alerts: true, badge: true }],
];

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await db.schema
    .alterTable('subscription_plans')
    .addColumn('limits', 'text', (c) => c.notNull().defaultTo(JSON.stringify(FREE)))
    .execute();
  for (const [pattern, limits] of BY_NAME) {
    await sql`update subscription_plans set limits = ${JSON.stringify(limits)}
      where lower(name) like ${pattern}`.execute(db);
  }

  await db.schema.alterTable('payments').addColumn('kind', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('credit_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Only the oldest waiting transfer of a business stays waiting; any later one is cancelled (status 4).
  await sql`update payments set status = 4, review_note = 'Cancelled: another transfer was already waiting.'
    where provider = 'manual' and status = 0 and exists (select 1 from payments o
      where o.business_id = payments.business_id and o.provider = 'manual' and o.status = 0
        and o.payment_id < payments.payment_id)`.execute(db);
  await db.schema
    .createIndex('payments_one_pending_manual_ux')
    .unique()
    .on('payments')
    .column('business_id')
    .where(sql.ref('provider'), '=', 'manual')
    .where(sql.ref('status'), '=', 0)
    .execute();

  await timestampColumn(
    d,
    timestampColumn(
      d,
      db.schema
        .createTable('early_bird_claims')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id'))
        .addColumn('plan_id', 'integer', (c) => c.notNull().references('subscription_plans.plan_id'))
        .addColumn('months', 'integer', (c) => c.notNull())
        .addColumn('granted_business_id', 'integer')
        .addColumn('subscription_id', 'integer'),
      'claimed_at',
      { defaultNow: true, notNull: true },
    ),
    'granted_at',
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('early_bird_claims').execute();
  await db.schema.dropIndex('payments_one_pending_manual_ux').execute();
  await db.schema.alterTable('payments').dropColumn('credit_paise').execute();
  await db.schema.alterTable('payments').dropColumn('kind').execute();
  await db.schema.alterTable('subscription_plans').dropColumn('limits').execute();
}
