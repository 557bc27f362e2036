import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Decision 65, paying online for an appointment. An unpaid online booking holds its slot until
 * `hold_expires_at` (15 minutes); once that has passed the slot counts as free and the next booking of it
 * releases the hold in its own transaction. `appointment_payments` records each appointment's Razorpay order,
 * (one per appointment: paying again reuses it), its payment, the receipt number (a gap-free series per financial year, `appointment_receipt_counters`) and
 * the refund. An order and a provider payment belong to one row each (unique), so a replayed webhook, the
 * checkout callback and a double click find the same row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .alterTable('user_book_appointments')
    .addColumn('hold_expires_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();

  let table = idColumn(d, db.schema.createTable('appointment_payments'), 'payment_id')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('user_book_appointments.appointment_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('razorpay'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('receipt_date', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('refund_amount_paise', 'integer')
    .addColumn('refund_status', 'text')
    .addColumn('refund_reason', 'text');
  table = timestampColumn(d, table, 'paid_at');
  table = timestampColumn(d, table, 'refunded_at');
  await timestamps(d, table).execute();
  await db.schema
    .createIndex('appointment_payments_order_ux')
    .unique()
    .on('appointment_payments')
    .column('provider_order_id')
    .execute();
  await sql`create unique index appointment_payments_provider_payment_ux on appointment_payments (provider_payment_id) where provider_payment_id is not null`.execute(
    db,
  );
  await sql`create unique index appointment_payments_receipt_ux on appointment_payments (receipt_number) where receipt_number is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('appointment_payments_appointment_ux')
    .unique()
    .on('appointment_payments')
    .column('appointment_id')
    .execute();
  await db.schema
    .createIndex('appointment_payments_created_ix')
    .on('appointment_payments')
    .columns(['created_at', 'payment_id'])
    .execute();

  await db.schema
    .createTable('appointment_receipt_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_receipt_counters').execute();
  await db.schema.dropTable('appointment_payments').execute();
  await db.schema.alterTable('user_book_appointments').dropColumn('hold_expires_at').execute();
}
