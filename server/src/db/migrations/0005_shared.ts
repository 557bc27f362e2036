import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Tables several capabilities share: the admin audit trail, contact-us messages (written by the public form,
 * read by the admin console), job categories (the jobs board and the record API) and the core of billing (plans, subscriptions, payments), which the payment flows
 * write and the admin console lists. Money is integer paise; dates of a subscription are India calendar days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('audit_log'), 'audit_id')
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text'),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'audit_id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_user_id').execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('contact_messages'), 'id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0)),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute();

  // Job categories: used by the jobs board, maintained through the generic record API (a master table).
  await timestamps(
    d,
    idColumn(d, db.schema.createTable('job_categories'), 'job_cat_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('subscription_plans'), 'plan_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('duration_months', 'integer', (c) => c.notNull().defaultTo(12))
      // JSON arrays of strings: [{"en": "...", "guj": "..."}] or plain strings.
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('non_features', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('subscriptions'), 'subscription_id')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('subscription_plans.plan_id'))
      // The plan's name and price when bought: a later plan edit does not rewrite history.
      .addColumn('plan_name', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('cancelled_at', 'text')
      .addColumn('invoice_number', 'text'),
  ).execute();
  await db.schema
    .createIndex('subscriptions_business')
    .on('subscriptions')
    .columns(['business_id', 'end_date'])
    .execute();
  await db.schema.createIndex('subscriptions_end').on('subscriptions').columns(['end_date']).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('payments'), 'payment_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('subscription_plans.plan_id'))
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
      // 'razorpay' | 'manual'
      .addColumn('provider', 'text', (c) => c.notNull())
      // 0 pending, 1 success, 2 failed, 3 refunded, 4 cancelled (spec §4)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('provider_order_id', 'text')
      .addColumn('provider_payment_id', 'text')
      .addColumn('reference', 'text')
      .addColumn('screenshot', 'text')
      .addColumn('subscription_id', 'integer', (c) =>
        c.references('subscriptions.subscription_id').onDelete('set null'),
      )
      .addColumn('invoice_number', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
      .addColumn('reviewed_at', 'text')
      .addColumn('review_note', 'text'),
  ).execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_status').on('payments').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('payments_provider_payment')
    .unique()
    .on('payments')
    .column('provider_payment_id')
    .where(sql.ref('provider_payment_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payments_order')
    .unique()
    .on('payments')
    .column('provider_order_id')
    .where(sql.ref('provider_order_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payments_invoice')
    .unique()
    .on('payments')
    .column('invoice_number')
    .where(sql.ref('invoice_number'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'payments',
    'subscriptions',
    'subscription_plans',
    'job_categories',
    'contact_messages',
    'audit_log',
  ])
    await db.schema.dropTable(t).execute();
}
