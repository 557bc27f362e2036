import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the pharmacy's stock and sales (migration 0042, decision 95): batches on the shelf, the counter's
 * conditional takes, the invoice counter and the sales with their lines. Every query is bounded by the clinic.
 */

/** Units per item: unexpired (sellable on `today`) and expired but still on the shelf. */
export function unitsByItem(db: Db, clinicId: number, today: string, itemIds?: readonly number[]) {
  if (itemIds && itemIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('pharmacy_batches')
    .select((eb) => [
      'item_id',
      eb.fn
        .sum<number>(eb.case().when('expiry_date', '>=', today).then(eb.ref('quantity')).else(0).end())
        .as('on_hand'),
      eb.fn.sum<number>(eb.case().when('expiry_date', '<', today).then(eb.ref('quantity')).else(0).end()).as('expired'),
    ])
    .where('clinic_id', '=', clinicId)
    .where('quantity', '>', 0);
  if (itemIds) q = q.where('item_id', 'in', [...itemIds]);
  return q.groupBy('item_id').execute();
}

const batchColumns = ['batch_id', 'item_id', 'batch_no', 'expiry_date', 'mrp', 'quantity'] as const;

/** Batches with units left, by item, the one that expires first first. */
export function batchesWithUnits(db: Db, clinicId: number, itemIds?: readonly number[]) {
  if (itemIds && itemIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('pharmacy_batches')
    .select(batchColumns)
    .where('clinic_id', '=', clinicId)
    .where('quantity', '>', 0);
  if (itemIds) q = q.where('item_id', 'in', [...itemIds]);
  return q.orderBy('item_id').orderBy('expiry_date').orderBy('batch_id').execute();
}

/** Batches with units left that expire on or before `until` (expired ones included), first to expire first. */
export const batchesExpiringBy = (db: Db, clinicId: number, until: string) =>
  db
    .selectFrom('pharmacy_batches')
    .select(batchColumns)
    .where('clinic_id', '=', clinicId)
    .where('quantity', '>', 0)
    .where('expiry_date', '<=', until)
    .orderBy('expiry_date')
    .orderBy('batch_id')
    .execute();

/**
 * Takes `n` units from a batch only if it still has them: UPDATE … SET quantity = quantity − n WHERE quantity >= n.
 * Two sales at once can both read the same units, but only the updates the row still covers land (PostgreSQL
 * re-checks the condition on the row it waited for; SQLite writes one at a time); false when it did not.
 */
export async function takeUnits(db: Db, clinicId: number, batchId: number, n: number): Promise<boolean> {
  const r = await db
    .updateTable('pharmacy_batches')
    .set({ quantity: sql<number>`quantity - ${n}` })
    .where('batch_id', '=', batchId)
    .where('clinic_id', '=', clinicId)
    .where('quantity', '>=', n)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The next invoice number of the clinic's financial year, raised by one upsert inside the sale's transaction (the
 * row lock makes a second sale wait for the first's commit on PostgreSQL; SQLite writes one at a time), so a sale
 * that fails gives its number back: gap-free.
 */
export async function takeInvoiceNumber(db: Db, clinicId: number, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('pharmacy_invoice_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`pharmacy_invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface NewSale {
  clinic_id: number;
  financial_year: string;
  invoice_no: number;
  invoice_date: string;
  document: number;
  patient_id: number | null;
  visit_id: number | null;
  customer_name: string | null;
  payment: number;
  taxable: number;
  cgst: number;
  sgst: number;
  exempt: number;
  total: number;
  created_by: number;
  created_at: string;
}

export interface SaleLineValues {
  item_id: number;
  batch_id: number;
  name: string;
  name_guj: string | null;
  hsn_code: string;
  gst_rate_bp: number;
  quantity: number;
  mrp: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

export async function insertSale(db: Db, sale: NewSale, lines: SaleLineValues[]): Promise<number> {
  const row = await db.insertInto('pharmacy_sales').values(sale).returning('sale_id').executeTakeFirstOrThrow();
  const id = Number(row.sale_id);
  await db
    .insertInto('pharmacy_sale_lines')
    .values(lines.map((l, position) => ({ ...l, sale_id: id, position })))
    .execute();
  return id;
}

const saleColumns = [
  'sale_id',
  'financial_year',
  'invoice_no',
  'invoice_date',
  'document',
  'patient_id',
  'visit_id',
  'customer_name',
  'payment',
  'taxable',
  'cgst',
  'sgst',
  'exempt',
  'total',
  'created_by',
  'created_at',
] as const;

export const saleById = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('pharmacy_sales')
    .select(saleColumns)
    .where('clinic_id', '=', clinicId)
    .where('sale_id', '=', id)
    .executeTakeFirst();

export const salesOfDay = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('pharmacy_sales')
    .select(saleColumns)
    .where('clinic_id', '=', clinicId)
    .where('invoice_date', '=', day)
    .orderBy('sale_id', 'desc')
    .execute();

/** The sales dated in a period (the accounts, decision 99). */
export const salesBetween = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('pharmacy_sales')
    .select(saleColumns)
    .where('clinic_id', '=', clinicId)
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<=', to)
    .execute();

/** The sales' lines in order, with the batch each came from. */
export const linesOfSales = (db: Db, saleIds: readonly number[]) =>
  saleIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_sale_lines as l')
        .innerJoin('pharmacy_batches as b', 'b.batch_id', 'l.batch_id')
        .select([
          'l.sale_id',
          'l.line_id',
          'l.item_id',
          'l.name',
          'l.name_guj',
          'l.hsn_code',
          'b.batch_no',
          'b.expiry_date',
          'l.quantity',
          'l.mrp',
          'l.gst_rate_bp',
          'l.amount',
          'l.taxable',
          'l.cgst',
          'l.sgst',
          'l.returned_quantity',
        ])
        .where('l.sale_id', 'in', [...saleIds])
        .orderBy('l.sale_id')
        .orderBy('l.position')
        .execute();

/** A patient's sale lines charged to the stay (payment 0) with invoice dates in [from, to]. */
export const stayLines = (db: Db, clinicId: number, patientId: number, from: string, to: string) =>
  db
    .selectFrom('pharmacy_sale_lines as l')
    .innerJoin('pharmacy_sales as s', 's.sale_id', 'l.sale_id')
    .select(['s.sale_id', 's.invoice_date', 'l.name', 'l.name_guj', 'l.quantity', 'l.mrp', 'l.amount'])
    .where('s.clinic_id', '=', clinicId)
    .where('s.patient_id', '=', patientId)
    .where('s.payment', '=', 0)
    .where('s.invoice_date', '>=', from)
    .where('s.invoice_date', '<=', to)
    .orderBy('s.invoice_date')
    .orderBy('s.sale_id')
    .orderBy('l.position')
    .execute();

export const batchesOfIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_batches')
        .select(batchColumns)
        .where('clinic_id', '=', clinicId)
        .where('batch_id', 'in', [...new Set(ids)])
        .execute();
