import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Issue 21 point 4 (the `pharmacy` module, decision 95): a clinic's stock items, its own suppliers, purchases
 * received in batches that count in stock once approved at the supplier's level, the batches on hand, the
 * counter's sales with their lines, and the gap-free invoice counter per clinic per financial year. Also the
 * `clinic_staff.is_treasurer` flag (the clinic module's table) that the Admin+Treasurer level needs.
 *
 * The database decides every race: a purchase moves between statuses by UPDATE … WHERE status = the one read (one
 * approval lands), a batch is made once per purchase line (unique `line_id`), a batch's quantity only goes down by
 * UPDATE … WHERE quantity >= n and can never be negative (a CHECK), one purchase per supplier bill and one sale per
 * invoice number (unique indexes). Money is integer paise; a GST rate is basis points (500 = 5 %).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await db.schema
    .alterTable('clinic_staff')
    .addColumn('is_treasurer', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pharmacy_settings')
    .addColumn('clinic_id', 'integer', (c) => c.primaryKey())
    .addColumn('gstin', 'text')
    .addColumn('drug_licence', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('pharmacy_items'), 'item_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('reorder_level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('medicine_id', 'integer')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addCheckConstraint('pharmacy_items_gst_ck', sql`gst_rate_bp >= 0 and gst_rate_bp <= 2800`),
  ).execute();
  await db.schema
    .createIndex('pharmacy_items_name_uq')
    .unique()
    .on('pharmacy_items')
    .columns(['clinic_id', 'name_key'])
    .execute();
  // One item per medicine of the master (NULLs are distinct in both databases).
  await db.schema
    .createIndex('pharmacy_items_medicine_uq')
    .unique()
    .on('pharmacy_items')
    .columns(['clinic_id', 'medicine_id'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('pharmacy_suppliers'), 'supplier_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('gstin', 'text')
      .addColumn('gst_type', 'integer', (c) => c.notNull())
      .addColumn('approval_level', 'integer', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('pharmacy_suppliers_name_uq')
    .unique()
    .on('pharmacy_suppliers')
    .columns(['clinic_id', 'name_key'])
    .execute();

  await timestampColumn(
    d,
    timestampColumn(
      d,
      timestampColumn(
        d,
        timestamps(
          d,
          idColumn(d, db.schema.createTable('pharmacy_purchases'), 'purchase_id')
            .addColumn('clinic_id', 'integer', (c) => c.notNull())
            .addColumn('supplier_id', 'integer', (c) => c.notNull().references('pharmacy_suppliers.supplier_id'))
            .addColumn('invoice_no', 'text', (c) => c.notNull())
            .addColumn('invoice_key', 'text', (c) => c.notNull())
            .addColumn('invoice_date', 'text', (c) => c.notNull())
            .addColumn('approval_level', 'integer', (c) => c.notNull())
            .addColumn('gst_type', 'integer', (c) => c.notNull())
            .addColumn('status', 'integer', (c) => c.notNull())
            .addColumn('total_cost', 'integer', (c) => c.notNull())
            .addColumn('created_by', 'integer', (c) => c.notNull())
            .addColumn('admin_approved_by', 'integer')
            .addColumn('treasurer_approved_by', 'integer')
            .addColumn('rejected_by', 'integer')
            .addColumn('reject_reason', 'text')
            // The clinic's own number for an approved purchase (decision 99): PUR/2026-27/0001, dated the day it counted
            .addColumn('voucher_year', 'text')
            .addColumn('voucher_no', 'integer')
            .addColumn('voucher_date', 'text'),
        ),
        'admin_approved_at',
      ),
      'treasurer_approved_at',
    ),
    'rejected_at',
  ).execute();
  await db.schema
    .createIndex('pharmacy_purchases_bill_uq')
    .unique()
    .on('pharmacy_purchases')
    .columns(['clinic_id', 'supplier_id', 'invoice_key'])
    .execute();
  await db.schema
    .createIndex('pharmacy_purchases_voucher_uq')
    .unique()
    .on('pharmacy_purchases')
    .columns(['clinic_id', 'voucher_year', 'voucher_no'])
    .execute();
  await db.schema
    .createIndex('pharmacy_purchases_voucher_ix')
    .on('pharmacy_purchases')
    .columns(['clinic_id', 'voucher_date'])
    .execute();
  await db.schema
    .createIndex('pharmacy_purchases_list_ix')
    .on('pharmacy_purchases')
    .columns(['clinic_id', 'status', 'purchase_id'])
    .execute();

  await idColumn(d, db.schema.createTable('pharmacy_purchase_lines'), 'line_id')
    .addColumn('purchase_id', 'integer', (c) =>
      c.notNull().references('pharmacy_purchases.purchase_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('pharmacy_items.item_id'))
    .addColumn('batch_no', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text', (c) => c.notNull())
    .addColumn('mrp', 'integer', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pharmacy_purchase_lines_uq')
    .unique()
    .on('pharmacy_purchase_lines')
    .columns(['purchase_id', 'position'])
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('pharmacy_batches'), 'batch_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull().references('pharmacy_items.item_id'))
      .addColumn('line_id', 'integer', (c) => c.notNull().references('pharmacy_purchase_lines.line_id'))
      .addColumn('batch_no', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('mrp', 'integer', (c) => c.notNull())
      .addColumn('cost', 'integer', (c) => c.notNull())
      .addColumn('quantity_received', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addCheckConstraint('pharmacy_batches_quantity_ck', sql`quantity >= 0 and quantity <= quantity_received`),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  // A purchase line becomes a batch once, however many approvals race.
  await db.schema.createIndex('pharmacy_batches_line_uq').unique().on('pharmacy_batches').column('line_id').execute();
  // The counter's pick: an item's batches by expiry.
  await db.schema
    .createIndex('pharmacy_batches_pick_ix')
    .on('pharmacy_batches')
    .columns(['clinic_id', 'item_id', 'expiry_date'])
    .execute();

  await db.schema
    .createTable('pharmacy_voucher_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pharmacy_voucher_counters_pk', ['clinic_id', 'financial_year'])
    .execute();

  await db.schema
    .createTable('pharmacy_invoice_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pharmacy_invoice_counters_pk', ['clinic_id', 'financial_year'])
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('pharmacy_sales'), 'sale_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('invoice_no', 'integer', (c) => c.notNull())
      .addColumn('invoice_date', 'text', (c) => c.notNull())
      .addColumn('document', 'integer', (c) => c.notNull())
      .addColumn('patient_id', 'integer')
      .addColumn('visit_id', 'integer')
      .addColumn('customer_name', 'text')
      .addColumn('payment', 'integer', (c) => c.notNull())
      .addColumn('taxable', 'integer', (c) => c.notNull())
      .addColumn('cgst', 'integer', (c) => c.notNull())
      .addColumn('sgst', 'integer', (c) => c.notNull())
      .addColumn('exempt', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull()),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('pharmacy_sales_invoice_uq')
    .unique()
    .on('pharmacy_sales')
    .columns(['clinic_id', 'financial_year', 'invoice_no'])
    .execute();
  await db.schema
    .createIndex('pharmacy_sales_day_ix')
    .on('pharmacy_sales')
    .columns(['clinic_id', 'invoice_date'])
    .execute();
  await db.schema
    .createIndex('pharmacy_sales_patient_ix')
    .on('pharmacy_sales')
    .columns(['clinic_id', 'patient_id', 'invoice_date'])
    .execute();

  await idColumn(d, db.schema.createTable('pharmacy_sale_lines'), 'line_id')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('pharmacy_sales.sale_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('pharmacy_items.item_id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('pharmacy_batches.batch_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_guj', 'text')
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('gst_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('mrp', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('cgst', 'integer', (c) => c.notNull())
    .addColumn('sgst', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pharmacy_sale_lines_uq')
    .unique()
    .on('pharmacy_sale_lines')
    .columns(['sale_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'pharmacy_sale_lines',
    'pharmacy_sales',
    'pharmacy_invoice_counters',
    'pharmacy_voucher_counters',
    'pharmacy_batches',
    'pharmacy_purchase_lines',
    'pharmacy_purchases',
    'pharmacy_suppliers',
    'pharmacy_items',
    'pharmacy_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('clinic_staff').dropColumn('is_treasurer').execute();
}
