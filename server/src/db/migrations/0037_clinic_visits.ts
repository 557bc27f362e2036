import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Issue 20 points 3 and 5 (the `opd` module): a clinic's OPD visits, their bills (receipts, bills of supply,
 * decision 35) with the bill's lines and its payments by mode, and the two counters that number them gap-free —
 * the token per doctor per day and the receipt per clinic per financial year. Each counter row is raised by one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING inside the registration's transaction, so the database decides
 * every race and a rolled-back registration gives its number back. The unique indexes on the numbers are the
 * second guard. Money is integer paise. Clinics, branches, staff and patients are the `clinic` module's: their
 * ids are kept here without foreign keys to that module's tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    timestampColumn(
      d,
      idColumn(d, db.schema.createTable('clinic_visits'), 'visit_id')
        .addColumn('clinic_id', 'integer', (c) => c.notNull())
        .addColumn('branch_id', 'integer')
        .addColumn('patient_id', 'integer', (c) => c.notNull())
        .addColumn('doctor_id', 'integer', (c) => c.notNull())
        .addColumn('department_id', 'integer', (c) => c.notNull())
        .addColumn('visit_date', 'text', (c) => c.notNull())
        .addColumn('token_no', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('appointment_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('booking_mode', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('booked_by', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('booking_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('status_changed_by', 'integer'),
      'status_changed_at',
    ),
  ).execute();
  await db.schema
    .createIndex('clinic_visits_token_uq')
    .unique()
    .on('clinic_visits')
    .columns(['clinic_id', 'doctor_id', 'visit_date', 'token_no'])
    .execute();
  await db.schema
    .createIndex('clinic_visits_day_ix')
    .on('clinic_visits')
    .columns(['clinic_id', 'visit_date', 'doctor_id', 'status'])
    .execute();
  await db.schema.createIndex('clinic_visits_patient_ix').on('clinic_visits').columns(['patient_id']).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_bills'), 'bill_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('visit_id', 'integer', (c) => c.notNull().references('clinic_visits.visit_id').onDelete('cascade'))
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('receipt_no', 'integer', (c) => c.notNull())
      .addColumn('receipt_date', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('discount_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discount', 'text')
      .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discount_remark', 'text')
      .addColumn('tvalue', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('clinic_bills_visit_uq').unique().on('clinic_bills').column('visit_id').execute();
  await db.schema
    .createIndex('clinic_bills_receipt_uq')
    .unique()
    .on('clinic_bills')
    .columns(['clinic_id', 'financial_year', 'receipt_no'])
    .execute();
  await db.schema
    .createIndex('clinic_bills_day_ix')
    .on('clinic_bills')
    .columns(['clinic_id', 'receipt_date'])
    .execute();

  await idColumn(d, db.schema.createTable('clinic_bill_items'), 'item_id')
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('clinic_bills.bill_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_bill_items_bill_ix').on('clinic_bill_items').column('bill_id').execute();

  await idColumn(d, db.schema.createTable('clinic_bill_payments'), 'payment_id')
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('clinic_bills.bill_id').onDelete('cascade'))
    .addColumn('payment_mode', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('clinic_bill_payments_mode_uq')
    .unique()
    .on('clinic_bill_payments')
    .columns(['bill_id', 'payment_mode'])
    .execute();

  await db.schema
    .createTable('clinic_token_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('doctor_id', 'integer', (c) => c.notNull())
    .addColumn('visit_date', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_token_counters_pk', ['clinic_id', 'doctor_id', 'visit_date'])
    .execute();
  await db.schema
    .createTable('clinic_receipt_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_receipt_counters_pk', ['clinic_id', 'financial_year'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'clinic_receipt_counters',
    'clinic_token_counters',
    'clinic_bill_payments',
    'clinic_bill_items',
    'clinic_bills',
    'clinic_visits',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
