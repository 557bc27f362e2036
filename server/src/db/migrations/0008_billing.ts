import { type Kysely, sql } from 'kysely';
import { dialectOf, timestampColumn } from './kit';

/**
 * Billing on top of the shared plan/subscription/payment tables: webhook events already handled (idempotency by
 * the provider's event id), a per-financial-year invoice counter (one row per year, incremented inside the
 * confirming transaction: no gaps, no duplicates), the invoice snapshot of every paid payment, the buyer's state
 * on cities (GST: CGST+SGST inside Gujarat, IGST outside) and one pending-or-paid bank reference per UTR.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestampColumn(
    d,
    db.schema
      .createTable('payment_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('provider_payment_id', 'text'),
    'received_at',
    { defaultNow: true, notNull: true },
  ).execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('payments').addColumn('invoice_data', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('invoice_data', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('payment_id', 'integer').execute();
  await db.schema
    .alterTable('cities')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('Gujarat'))
    .execute();

  // A bank reference (UTR) is used once by a pending or paid manual payment; a rejected one may be resent.
  await sql`create unique index payments_manual_reference on payments (reference)
    where provider = 'manual' and reference is not null and status in (0, 1)`.execute(db);
  await db.schema.createIndex('payments_business').on('payments').columns(['business_id', 'status']).execute();

  const now = new Date().toISOString();
  const rows = [
    ['payment_provider_type', 'manual', 1],
    ['bank_name', null, 0],
    ['bank_branch', null, 0],
    ['bank_beneficiary_name', null, 0],
    ['bank_account_number', null, 0],
    ['bank_account_type', null, 0],
    ['bank_ifsc_code', null, 0],
    ['bank_contact_email', null, 0],
    ['bank_qr_image', null, 0],
    ['seller_name', 'Gujarat Business Directory', 0],
    ['seller_gstin', null, 0],
    ['seller_address', null, 0],
    ['seller_state', 'Gujarat', 0],
  ] as const;
  for (const [name, value, is_public] of rows) {
    await db
      .insertInto('settings')
      .values({ name, value, is_public, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_business').execute();
  await db.schema.dropIndex('payments_manual_reference').execute();
  await db.schema.alterTable('cities').dropColumn('state').execute();
  await db.schema.alterTable('subscriptions').dropColumn('payment_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('invoice_data').execute();
  await db.schema.alterTable('payments').dropColumn('invoice_data').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('payment_events').execute();
}
