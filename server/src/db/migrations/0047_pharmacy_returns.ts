import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn } from './kit';

/**
 * The pharmacy's sales returns (decision 95, issue 21 point 6): a return of some units of a sale's lines issues a
 * credit note, numbered per clinic per financial year by its own gap-free counter, and refunds the money by a
 * payment mode (decision 99 lists it as money out).
 *
 * The database decides every race: a sale line keeps how many of its units have come back (`returned_quantity`),
 * only ever raised by UPDATE … SET returned_quantity = returned_quantity + n WHERE returned_quantity + n <= quantity,
 * and a CHECK keeps it between 0 and the quantity sold, so ten returns at once of the last units return each unit
 * once. A return line records whether its units went back on the shelf (`restocked` 1) or, their batch expired,
 * were written off (0).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  if (d === 'postgres') {
    await db.schema
      .alterTable('pharmacy_sale_lines')
      .addColumn('returned_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`alter table pharmacy_sale_lines add constraint pharmacy_sale_lines_returned_ck
      check (returned_quantity >= 0 and returned_quantity <= quantity)`.execute(db);
  } else {
    // SQLite adds a CHECK only with its column.
    await db.schema
      .alterTable('pharmacy_sale_lines')
      .addColumn('returned_quantity', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`returned_quantity >= 0 and returned_quantity <= quantity`),
      )
      .execute();
  }

  await db.schema
    .createTable('pharmacy_credit_note_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pharmacy_credit_note_counters_pk', ['clinic_id', 'financial_year'])
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('pharmacy_returns'), 'return_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('sale_id', 'integer', (c) => c.notNull().references('pharmacy_sales.sale_id'))
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('credit_note_no', 'integer', (c) => c.notNull())
      .addColumn('return_date', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('refund_mode', 'integer', (c) => c.notNull())
      .addColumn('taxable', 'integer', (c) => c.notNull())
      .addColumn('cgst', 'integer', (c) => c.notNull())
      .addColumn('sgst', 'integer', (c) => c.notNull())
      .addColumn('exempt', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addCheckConstraint('pharmacy_returns_refund_ck', sql`refund_mode in (1, 2, 3)`),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('pharmacy_returns_number_uq')
    .unique()
    .on('pharmacy_returns')
    .columns(['clinic_id', 'financial_year', 'credit_note_no'])
    .execute();
  await db.schema
    .createIndex('pharmacy_returns_day_ix')
    .on('pharmacy_returns')
    .columns(['clinic_id', 'return_date'])
    .execute();
  await db.schema.createIndex('pharmacy_returns_sale_ix').on('pharmacy_returns').column('sale_id').execute();

  await idColumn(d, db.schema.createTable('pharmacy_return_lines'), 'return_line_id')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('pharmacy_returns.return_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sale_line_id', 'integer', (c) => c.notNull().references('pharmacy_sale_lines.line_id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('pharmacy_batches.batch_id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('cgst', 'integer', (c) => c.notNull())
    .addColumn('sgst', 'integer', (c) => c.notNull())
    .addColumn('restocked', 'integer', (c) => c.notNull())
    .addCheckConstraint('pharmacy_return_lines_quantity_ck', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('pharmacy_return_lines_uq')
    .unique()
    .on('pharmacy_return_lines')
    .columns(['return_id', 'position'])
    .execute();
  await db.schema
    .createIndex('pharmacy_return_lines_sale_line_ix')
    .on('pharmacy_return_lines')
    .column('sale_line_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['pharmacy_return_lines', 'pharmacy_returns', 'pharmacy_credit_note_counters']) {
    await db.schema.dropTable(table).execute();
  }
  if (dialectOf(db) === 'postgres') {
    await sql`alter table pharmacy_sale_lines drop constraint pharmacy_sale_lines_returned_ck`.execute(db);
  }
  await db.schema.alterTable('pharmacy_sale_lines').dropColumn('returned_quantity').execute();
}
