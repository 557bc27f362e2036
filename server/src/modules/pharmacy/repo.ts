import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the `pharmacy` module's masters (migration 0042, decision 95): the clinic's settings, items and suppliers,
 * and its purchases with their lines. Every query is bounded by the clinic. Stock, batches and sales are in
 * `stock-repo.ts`.
 */

export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
/** A supplier's bill number as compared: upper-cased, without spaces. */
export const invoiceKey = (no: string) => no.toUpperCase().replace(/\s+/g, '');

// ---- settings -----------------------------------------------------------------------------------------------

export const settingsOf = (db: Db, clinicId: number) =>
  db
    .selectFrom('pharmacy_settings')
    .select(['gstin', 'drug_licence'])
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();

export async function saveSettings(
  db: Db,
  clinicId: number,
  v: { gstin: string | null; drug_licence: string | null },
  at: string,
) {
  await db
    .insertInto('pharmacy_settings')
    .values({ clinic_id: clinicId, ...v, updated_at: at })
    .onConflict((oc) => oc.column('clinic_id').doUpdateSet({ ...v, updated_at: at }))
    .execute();
}

// ---- items --------------------------------------------------------------------------------------------------

const itemColumns = [
  'item_id',
  'name',
  'name_guj',
  'hsn_code',
  'gst_rate_bp',
  'unit',
  'reorder_level',
  'medicine_id',
  'is_active',
] as const;

export function items(db: Db, clinicId: number, opts: { q?: string | undefined; all?: boolean } = {}) {
  let q = db.selectFrom('pharmacy_items').select(itemColumns).where('clinic_id', '=', clinicId);
  if (!opts.all) q = q.where('is_active', '=', 1);
  const words = opts.q ? nameKey(opts.q.replace(/[\\%_]/g, ' ')) : '';
  if (words) {
    const like = `%${words}%`;
    q = q.where((eb) => eb.or([eb('name_key', 'like', like), eb('name_guj', 'like', like)]));
  }
  return q.orderBy('name_key').limit(1000).execute();
}

export const itemsByIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_items')
        .select(itemColumns)
        .where('clinic_id', '=', clinicId)
        .where('item_id', 'in', [...ids])
        .execute();

export const itemsOfMedicines = (db: Db, clinicId: number, medicineIds: readonly number[]) =>
  medicineIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_items')
        .select(itemColumns)
        .where('clinic_id', '=', clinicId)
        .where('medicine_id', 'in', [...medicineIds])
        .where('is_active', '=', 1)
        .execute();

export interface ItemValues {
  name: string;
  name_guj: string | null;
  hsn_code: string;
  gst_rate_bp: number;
  unit: string;
  reorder_level: number;
  medicine_id: number | null;
  is_active: number;
}

export async function insertItem(db: Db, clinicId: number, v: ItemValues, at: string): Promise<number> {
  const row = await db
    .insertInto('pharmacy_items')
    .values({ ...v, clinic_id: clinicId, name_key: nameKey(v.name), created_at: at, updated_at: at })
    .returning('item_id')
    .executeTakeFirstOrThrow();
  return Number(row.item_id);
}

export async function updateItem(db: Db, clinicId: number, id: number, v: ItemValues, at: string) {
  const r = await db
    .updateTable('pharmacy_items')
    .set({ ...v, name_key: nameKey(v.name), updated_at: at })
    .where('item_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- suppliers ----------------------------------------------------------------------------------------------

const supplierColumns = [
  'supplier_id',
  'name',
  'gstin',
  'gst_type',
  'approval_level',
  'phone',
  'address',
  'is_active',
] as const;

export const suppliers = (db: Db, clinicId: number, ids?: readonly number[]) => {
  let q = db.selectFrom('pharmacy_suppliers').select(supplierColumns).where('clinic_id', '=', clinicId);
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    q = q.where('supplier_id', 'in', [...ids]);
  }
  return q.orderBy('is_active', 'desc').orderBy('name_key').execute();
};

export interface SupplierValues {
  name: string;
  gstin: string | null;
  gst_type: number;
  approval_level: number;
  phone: string | null;
  address: string | null;
  is_active: number;
}

export async function insertSupplier(db: Db, clinicId: number, v: SupplierValues, at: string): Promise<number> {
  const row = await db
    .insertInto('pharmacy_suppliers')
    .values({ ...v, clinic_id: clinicId, name_key: nameKey(v.name), created_at: at, updated_at: at })
    .returning('supplier_id')
    .executeTakeFirstOrThrow();
  return Number(row.supplier_id);
}

export async function updateSupplier(db: Db, clinicId: number, id: number, v: SupplierValues, at: string) {
  const r = await db
    .updateTable('pharmacy_suppliers')
    .set({ ...v, name_key: nameKey(v.name), updated_at: at })
    .where('supplier_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- purchases ----------------------------------------------------------------------------------------------

export interface NewPurchase {
  clinic_id: number;
  supplier_id: number;
  invoice_no: string;
  invoice_date: string;
  approval_level: number;
  gst_type: number;
  status: number;
  total_cost: number;
  created_by: number;
  admin_approved_by: number | null;
  admin_approved_at: string | null;
}

export interface PurchaseLineValues {
  item_id: number;
  batch_no: string;
  expiry_date: string;
  mrp: number;
  cost: number;
  quantity: number;
}

export async function insertPurchase(db: Db, p: NewPurchase, lines: PurchaseLineValues[], at: string) {
  const row = await db
    .insertInto('pharmacy_purchases')
    .values({ ...p, invoice_key: invoiceKey(p.invoice_no), created_at: at, updated_at: at })
    .returning('purchase_id')
    .executeTakeFirstOrThrow();
  const id = Number(row.purchase_id);
  await db
    .insertInto('pharmacy_purchase_lines')
    .values(lines.map((l, position) => ({ ...l, purchase_id: id, position })))
    .execute();
  return id;
}

const purchaseColumns = [
  'purchase_id',
  'supplier_id',
  'invoice_no',
  'invoice_date',
  'approval_level',
  'gst_type',
  'status',
  'total_cost',
  'created_by',
  'created_at',
  'admin_approved_by',
  'admin_approved_at',
  'treasurer_approved_by',
  'treasurer_approved_at',
  'rejected_by',
  'rejected_at',
  'reject_reason',
] as const;

export const purchaseById = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('pharmacy_purchases')
    .select(purchaseColumns)
    .where('clinic_id', '=', clinicId)
    .where('purchase_id', '=', id)
    .executeTakeFirst();

export function purchasesPage(db: Db, clinicId: number, status: number | undefined, limit: number, offset: number) {
  let q = db.selectFrom('pharmacy_purchases').select(purchaseColumns).where('clinic_id', '=', clinicId);
  if (status !== undefined) q = q.where('status', '=', status);
  return q.orderBy('purchase_id', 'desc').limit(limit).offset(offset).execute();
}

export async function countPurchases(db: Db, clinicId: number, status: number | undefined): Promise<number> {
  let q = db
    .selectFrom('pharmacy_purchases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clinic_id', '=', clinicId);
  if (status !== undefined) q = q.where('status', '=', status);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const linesOfPurchases = (db: Db, purchaseIds: readonly number[]) =>
  purchaseIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pharmacy_purchase_lines as l')
        .innerJoin('pharmacy_items as i', 'i.item_id', 'l.item_id')
        .select([
          'l.line_id',
          'l.purchase_id',
          'l.item_id',
          'i.name as item_name',
          'i.name_guj as item_name_guj',
          'l.batch_no',
          'l.expiry_date',
          'l.mrp',
          'l.cost',
          'l.quantity',
        ])
        .where('l.purchase_id', 'in', [...purchaseIds])
        .orderBy('l.purchase_id')
        .orderBy('l.position')
        .execute();

export interface PurchaseMove {
  status: number;
  admin_approved_by?: number;
  admin_approved_at?: string;
  treasurer_approved_by?: number;
  treasurer_approved_at?: string;
  rejected_by?: number;
  rejected_at?: string;
  reject_reason?: string;
}

/**
 * Moves a purchase from the status it was read in: UPDATE … WHERE status = `from`, so of two approvals (or an
 * approval and a rejection) at once exactly one lands; false for the others.
 */
export async function movePurchase(db: Db, clinicId: number, id: number, from: number, move: PurchaseMove, at: string) {
  const r = await db
    .updateTable('pharmacy_purchases')
    .set({ ...move, updated_at: at })
    .where('purchase_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The purchase's lines become batches on the shelf (once: the unique `line_id` would refuse a second time). */
export async function shelveLines(db: Db, clinicId: number, purchaseId: number) {
  await db
    .insertInto('pharmacy_batches')
    .columns([
      'clinic_id',
      'item_id',
      'line_id',
      'batch_no',
      'expiry_date',
      'mrp',
      'cost',
      'quantity_received',
      'quantity',
    ])
    .expression((eb) =>
      eb
        .selectFrom('pharmacy_purchase_lines')
        .select((s) => [
          sql.lit(clinicId).as('clinic_id'),
          'item_id',
          'line_id',
          'batch_no',
          'expiry_date',
          'mrp',
          'cost',
          'quantity',
          s.ref('quantity').as('quantity_left'),
        ])
        .where('purchase_id', '=', purchaseId),
    )
    .execute();
}

/**
 * An approved purchase gets the clinic's own voucher number (decision 99): the next of its financial year, raised
 * by one upsert in the approval's transaction (as the sale invoice's), so numbers have no gaps and none is taken
 * by a purchase that is never approved.
 */
export async function numberVoucher(db: Db, clinicId: number, purchaseId: number, financialYear: string, day: string) {
  const counter = await db
    .insertInto('pharmacy_voucher_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`pharmacy_voucher_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('pharmacy_purchases')
    .set({ voucher_year: financialYear, voucher_no: Number(counter.last_number), voucher_date: day })
    .where('purchase_id', '=', purchaseId)
    .where('clinic_id', '=', clinicId)
    .execute();
}

/** Approved purchases with their voucher dated in a period, with the supplier's name (the accounts). */
export const vouchersBetween = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('pharmacy_purchases as p')
    .innerJoin('pharmacy_suppliers as s', 's.supplier_id', 'p.supplier_id')
    .select([
      'p.purchase_id',
      'p.voucher_year',
      'p.voucher_no',
      'p.voucher_date',
      'p.invoice_no',
      'p.total_cost',
      's.name',
    ])
    .where('p.clinic_id', '=', clinicId)
    .where('p.voucher_date', '>=', from)
    .where('p.voucher_date', '<=', to)
    .execute();
