import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the pharmacy's sales returns (migration 0047, decision 95): a sale line's returned units raised only while
 * they stay within what was sold, the units put back in their batch, the credit note counter, the returns with
 * their lines. Every query is bounded by the clinic (a sale line through its sale).
 */

/** A sale's lines with what a return needs: the figures, the units back so far and the batch's expiry. */
export const saleLinesForReturn = (db: Db, clinicId: number, saleId: number) =>
  db
    .selectFrom('pharmacy_sale_lines as l')
    .innerJoin('pharmacy_sales as s', 's.sale_id', 'l.sale_id')
    .innerJoin('pharmacy_batches as b', 'b.batch_id', 'l.batch_id')
    .select([
      'l.line_id',
      'l.position',
      'l.item_id',
      'l.batch_id',
      'l.name',
      'l.quantity',
      'l.returned_quantity',
      'l.gst_rate_bp',
      'l.amount',
      'l.taxable',
      'l.cgst',
      'l.sgst',
      'b.batch_no',
      'b.expiry_date',
    ])
    .where('s.clinic_id', '=', clinicId)
    .where('l.sale_id', '=', saleId)
    .orderBy('l.position')
    .execute();

/**
 * Counts `n` more units of a sale line as returned, only while the returned units stay within those sold:
 * UPDATE … SET returned_quantity = returned_quantity + n WHERE returned_quantity + n <= quantity (PostgreSQL re-checks
 * the condition on the row it waited for; SQLite writes one at a time). Answers the units returned after it, or
 * null when it did not land.
 */
export async function addReturned(db: Db, saleId: number, lineId: number, n: number): Promise<number | null> {
  const row = await db
    .updateTable('pharmacy_sale_lines')
    .set({ returned_quantity: sql<number>`returned_quantity + ${n}` })
    .where('line_id', '=', lineId)
    .where('sale_id', '=', saleId)
    .where(sql<boolean>`returned_quantity + ${n} <= quantity`)
    .returning('returned_quantity')
    .executeTakeFirst();
  return row ? Number(row.returned_quantity) : null;
}

export async function returnedOf(db: Db, lineId: number): Promise<number> {
  const row = await db
    .selectFrom('pharmacy_sale_lines')
    .select('returned_quantity')
    .where('line_id', '=', lineId)
    .executeTakeFirstOrThrow();
  return Number(row.returned_quantity);
}

/** Puts returned units back in their batch (never above what it received: the batch's CHECK). */
export async function restockUnits(db: Db, clinicId: number, batchId: number, n: number): Promise<boolean> {
  const r = await db
    .updateTable('pharmacy_batches')
    .set({ quantity: sql<number>`quantity + ${n}` })
    .where('batch_id', '=', batchId)
    .where('clinic_id', '=', clinicId)
    .where(sql<boolean>`quantity + ${n} <= quantity_received`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The next credit note number of the clinic's financial year, raised last in the return's transaction: gap-free. */
export async function takeCreditNoteNumber(db: Db, clinicId: number, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('pharmacy_credit_note_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`pharmacy_credit_note_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface NewReturn {
  clinic_id: number;
  sale_id: number;
  financial_year: string;
  credit_note_no: number;
  return_date: string;
  reason: string;
  refund_mode: number;
  taxable: number;
  cgst: number;
  sgst: number;
  exempt: number;
  total: number;
  created_by: number;
  created_at: string;
}

export interface ReturnLineValues {
  sale_line_id: number;
  batch_id: number;
  quantity: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  restocked: number;
}

export async function insertReturn(db: Db, values: NewReturn, lines: ReturnLineValues[]): Promise<number> {
  const row = await db.insertInto('pharmacy_returns').values(values).returning('return_id').executeTakeFirstOrThrow();
  const id = Number(row.return_id);
  await db
    .insertInto('pharmacy_return_lines')
    .values(lines.map((l, position) => ({ ...l, return_id: id, position })))
    .execute();
  return id;
}

const returnColumns = [
  'return_id',
  'sale_id',
  'financial_year',
  'credit_note_no',
  'return_date',
  'reason',
  'refund_mode',
  'taxable',
  'cgst',
  'sgst',
  'exempt',
  'total',
  'created_by',
  'created_at',
] as const;

export const returnById = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('pharmacy_returns')
    .select(returnColumns)
    .where('clinic_id', '=', clinicId)
    .where('return_id', '=', id)
    .executeTakeFirst();

/** The sales' credit notes, oldest first. */
export const returnsOfSales = (db: Db, clinicId: number, saleIds: readonly number[]) =>
  saleIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_returns')
        .select(returnColumns)
        .where('clinic_id', '=', clinicId)
        .where('sale_id', 'in', [...saleIds])
        .orderBy('return_id')
        .execute();

/** A return's lines in order, with the sale line's item as sold and the batch. */
export const linesOfReturn = (db: Db, returnId: number) =>
  db
    .selectFrom('pharmacy_return_lines as r')
    .innerJoin('pharmacy_sale_lines as l', 'l.line_id', 'r.sale_line_id')
    .innerJoin('pharmacy_batches as b', 'b.batch_id', 'r.batch_id')
    .select([
      'r.sale_line_id',
      'l.item_id',
      'l.name',
      'l.name_guj',
      'l.hsn_code',
      'b.batch_no',
      'b.expiry_date',
      'l.gst_rate_bp',
      'l.mrp',
      'r.quantity',
      'r.amount',
      'r.taxable',
      'r.cgst',
      'r.sgst',
      'r.restocked',
    ])
    .where('r.return_id', '=', returnId)
    .orderBy('r.position')
    .execute();

/** The credit notes dated in a period, with their sale's buyer and invoice (the accounts, decision 99). */
export const returnsBetween = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('pharmacy_returns as r')
    .innerJoin('pharmacy_sales as s', 's.sale_id', 'r.sale_id')
    .select([
      'r.return_id',
      'r.financial_year',
      'r.credit_note_no',
      'r.return_date',
      'r.refund_mode',
      'r.total',
      's.patient_id',
      's.customer_name',
      's.financial_year as invoice_year',
      's.invoice_no',
    ])
    .where('r.clinic_id', '=', clinicId)
    .where('r.return_date', '>=', from)
    .where('r.return_date', '<=', to)
    .execute();
