import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Issue 21 point 5 (the `lab` module, decision 96): a clinic's test master with reference ranges by sex and age
 * band; orders a doctor places for a visit, one item per test holding the test as it was ordered, its result, its
 * flag and the range that applied; the lab's own receipt counter per clinic and financial year. Every change of an
 * order raises its `version` in one conditional UPDATE, so the database decides between two people saving the
 * same order. Clinics, staff, patients and visits belong to other modules: their ids are kept without foreign keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_lab_tests'), 'test_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('panel', 'text')
      .addColumn('panel_guj', 'text')
      .addColumn('sample_type', 'integer', (c) => c.notNull())
      .addColumn('unit', 'text')
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('result_kind', 'integer', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('clinic_lab_tests_code_uq')
    .unique()
    .on('clinic_lab_tests')
    .columns(['clinic_id', 'code'])
    .execute();

  await idColumn(d, db.schema.createTable('clinic_lab_ranges'), 'range_id')
    .addColumn('test_id', 'integer', (c) => c.notNull().references('clinic_lab_tests.test_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sex', 'integer', (c) => c.notNull())
    .addColumn('age_min', 'integer', (c) => c.notNull())
    .addColumn('age_max', 'integer')
    .addColumn('low', 'text')
    .addColumn('high', 'text')
    .addColumn('critical_low', 'text')
    .addColumn('critical_high', 'text')
    .execute();
  await db.schema
    .createIndex('clinic_lab_ranges_test_ix')
    .on('clinic_lab_ranges')
    .columns(['test_id', 'position'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_lab_orders'), 'order_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('visit_id', 'integer', (c) => c.notNull())
      .addColumn('patient_id', 'integer', (c) => c.notNull())
      .addColumn('doctor_id', 'integer', (c) => c.notNull())
      .addColumn('order_date', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('note', 'text')
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('collected_at', 'text')
      .addColumn('collected_by', 'integer')
      .addColumn('entered_at', 'text')
      .addColumn('entered_by', 'integer')
      .addColumn('submitted_at', 'text')
      .addColumn('submitted_by', 'integer')
      .addColumn('approved_at', 'text')
      .addColumn('approved_by', 'integer')
      .addColumn('returned_at', 'text')
      .addColumn('returned_by', 'integer')
      .addColumn('return_reason', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('cancelled_by', 'integer')
      .addColumn('cancel_reason', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('paid_by', 'integer')
      .addColumn('payment_mode', 'integer')
      .addColumn('receipt_fy', 'text')
      .addColumn('receipt_no', 'integer'),
  ).execute();
  await db.schema
    .createIndex('clinic_lab_orders_day_ix')
    .on('clinic_lab_orders')
    .columns(['clinic_id', 'order_date'])
    .execute();
  await db.schema
    .createIndex('clinic_lab_orders_status_ix')
    .on('clinic_lab_orders')
    .columns(['clinic_id', 'status'])
    .execute();
  await db.schema
    .createIndex('clinic_lab_orders_patient_ix')
    .on('clinic_lab_orders')
    .columns(['clinic_id', 'patient_id'])
    .execute();
  await db.schema
    .createIndex('clinic_lab_orders_visit_ix')
    .on('clinic_lab_orders')
    .columns(['clinic_id', 'visit_id'])
    .execute();
  await db.schema
    .createIndex('clinic_lab_orders_receipt_uq')
    .unique()
    .on('clinic_lab_orders')
    .columns(['clinic_id', 'receipt_fy', 'receipt_no'])
    .execute();

  await idColumn(d, db.schema.createTable('clinic_lab_order_items'), 'item_id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('clinic_lab_orders.order_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('test_id', 'integer', (c) => c.notNull().references('clinic_lab_tests.test_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_guj', 'text')
    .addColumn('panel', 'text')
    .addColumn('panel_guj', 'text')
    .addColumn('sample_type', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('result_kind', 'integer', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('flag', 'text')
    .addColumn('remark', 'text')
    .addColumn('range_sex', 'integer')
    .addColumn('range_age_min', 'integer')
    .addColumn('range_age_max', 'integer')
    .addColumn('ref_low', 'text')
    .addColumn('ref_high', 'text')
    .addColumn('crit_low', 'text')
    .addColumn('crit_high', 'text')
    .execute();
  await db.schema
    .createIndex('clinic_lab_order_items_uq')
    .unique()
    .on('clinic_lab_order_items')
    .columns(['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('clinic_lab_receipt_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_lab_receipt_counters_pk', ['clinic_id', 'financial_year'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'clinic_lab_receipt_counters',
    'clinic_lab_order_items',
    'clinic_lab_orders',
    'clinic_lab_ranges',
    'clinic_lab_tests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
