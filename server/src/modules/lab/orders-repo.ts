import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/sql';
import type { ClinicLabOrdersTable } from './tables';

/**
 * SQL of the lab's orders (migration 0043). Every change of an order is one conditional UPDATE naming the status
 * (or statuses) it may move from and, for the lab's and the doctor's steps, the version the writer read; it raises
 * the version. Two saves of one version: the first matches, the second matches no row (PostgreSQL re-checks the
 * condition after the first commits; SQLite runs writers one at a time), so the database decides.
 */
const orderColumns = [
  'order_id',
  'clinic_id',
  'visit_id',
  'patient_id',
  'doctor_id',
  'order_date',
  'status',
  'version',
  'note',
  'total_paise',
  'created_by',
  'created_at',
  'collected_at',
  'collected_by',
  'entered_at',
  'entered_by',
  'submitted_at',
  'submitted_by',
  'approved_at',
  'approved_by',
  'returned_at',
  'returned_by',
  'return_reason',
  'cancelled_at',
  'cancelled_by',
  'cancel_reason',
  'paid_at',
  'paid_by',
  'payment_mode',
  'receipt_fy',
  'receipt_no',
] as const;

export const orderById = (db: Db, clinicId: number, orderId: number) =>
  db
    .selectFrom('clinic_lab_orders')
    .select(orderColumns)
    .where('clinic_id', '=', clinicId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

export interface OrderFilter {
  clinicId: number;
  date?: string | undefined;
  status?: number | undefined;
  doctorId?: number | undefined;
  visitId?: number | undefined;
  patientId?: number | undefined;
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('clinic_lab_orders').where('clinic_id', '=', f.clinicId);
  if (f.date !== undefined) q = q.where('order_date', '=', f.date);
  if (f.doctorId !== undefined) q = q.where('doctor_id', '=', f.doctorId);
  if (f.visitId !== undefined) q = q.where('visit_id', '=', f.visitId);
  if (f.patientId !== undefined) q = q.where('patient_id', '=', f.patientId);
  return q;
}

export function orders(db: Db, f: OrderFilter, limit: number) {
  let q = filtered(db, f).select(orderColumns);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  return q.orderBy('order_id', 'desc').limit(limit).execute();
}

export const countsByStatus = (db: Db, f: OrderFilter) =>
  filtered(db, f)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();

export interface NewOrder {
  clinic_id: number;
  visit_id: number;
  patient_id: number;
  doctor_id: number;
  order_date: string;
  note: string | null;
  total_paise: number;
  created_by: number;
}

export async function insertOrder(db: Db, v: NewOrder, at: string): Promise<number> {
  const row = await db
    .insertInto('clinic_lab_orders')
    .values({ ...v, status: 1, version: 1, created_at: at, updated_at: at })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  return Number(row.order_id);
}

export interface NewItem {
  test_id: number;
  code: string;
  name: string;
  name_guj: string | null;
  panel: string | null;
  panel_guj: string | null;
  sample_type: number;
  unit: string | null;
  result_kind: number;
  decimals: number;
  choices: string;
  price_paise: number;
}

export async function insertItems(db: Db, orderId: number, items: readonly NewItem[]) {
  await db
    .insertInto('clinic_lab_order_items')
    .values(items.map((i, position) => ({ ...i, order_id: orderId, position })))
    .execute();
}

const itemColumns = [
  'item_id',
  'order_id',
  'test_id',
  'code',
  'name',
  'name_guj',
  'panel',
  'panel_guj',
  'sample_type',
  'unit',
  'result_kind',
  'decimals',
  'choices',
  'price_paise',
  'value',
  'flag',
  'remark',
  'range_sex',
  'range_age_min',
  'range_age_max',
  'ref_low',
  'ref_high',
  'crit_low',
  'crit_high',
] as const;

export const itemsOf = (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_lab_order_items')
        .select(itemColumns)
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute();
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export interface MoveGuard {
  /** the statuses the order may be in */
  from: readonly number[];
  /** the version the writer read (any when absent) */
  version?: number | undefined;
  /** only while nobody has paid for it */
  unpaid?: boolean | undefined;
  /** leave the version as it is (a payment: nothing the lab works on changes) */
  keepVersion?: boolean | undefined;
}

/**
 * Moves the order from one of `guard.from` to what `set` says, raising its version, when it is still at the version
 * named (or at any version when none is); true when it did.
 */
export async function moveOrder(
  db: Db,
  clinicId: number,
  orderId: number,
  guard: MoveGuard,
  set: Updateable<ClinicLabOrdersTable>,
  at: string,
): Promise<boolean> {
  const version = guard.keepVersion ? sql<number>`version` : sql<number>`version + 1`;
  let q = db
    .updateTable('clinic_lab_orders')
    .set({ ...set, version, updated_at: at })
    .where('clinic_id', '=', clinicId)
    .where('order_id', '=', orderId)
    .where('status', 'in', [...guard.from]);
  if (guard.version !== undefined) q = q.where('version', '=', guard.version);
  if (guard.unpaid) q = q.where('paid_at', 'is', null);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface ItemResult {
  value: string | null;
  flag: string | null;
  remark: string | null;
  range_sex: number | null;
  range_age_min: number | null;
  range_age_max: number | null;
  ref_low: string | null;
  ref_high: string | null;
  crit_low: string | null;
  crit_high: string | null;
}

export async function setItemResult(db: Db, orderId: number, itemId: number, r: ItemResult) {
  await db
    .updateTable('clinic_lab_order_items')
    .set(r)
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .execute();
}

/** The next lab receipt number of the clinic's financial year (gap-free: raised in the payment's transaction). */
export async function takeReceiptNumber(db: Db, clinicId: number, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('clinic_lab_receipt_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`clinic_lab_receipt_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function setReceipt(db: Db, orderId: number, financialYear: string, no: number) {
  await db
    .updateTable('clinic_lab_orders')
    .set({ receipt_fy: financialYear, receipt_no: no })
    .where('order_id', '=', orderId)
    .execute();
}

/** A patient's released orders, newest first. */
export const releasedOfPatient = (db: Db, clinicId: number, patientId: number, limit: number) =>
  db
    .selectFrom('clinic_lab_orders')
    .select(orderColumns)
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .where('status', '=', 5)
    .orderBy('approved_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();

/**
 * The tests of a patient's orders placed between two India dates that nobody has paid for at the counter and that
 * were not cancelled: what an in-patient stay is charged (the ward's final bill, `platform/clinic-charges.ts`).
 */
export const unpaidItemsOfPatient = (db: Db, clinicId: number, patientId: number, from: string, to: string) =>
  db
    .selectFrom('clinic_lab_order_items as i')
    .innerJoin('clinic_lab_orders as o', 'o.order_id', 'i.order_id')
    .select(['i.item_id', 'i.name', 'i.name_guj', 'i.price_paise', 'o.order_date'])
    .where('o.clinic_id', '=', clinicId)
    .where('o.patient_id', '=', patientId)
    .where('o.order_date', '>=', from)
    .where('o.order_date', '<=', to)
    .where('o.status', '<>', 9)
    .where('o.paid_at', 'is', null)
    .orderBy('o.order_date')
    .orderBy('i.order_id')
    .orderBy('i.position')
    .execute();

/** The clinic's orders paid at the counter between two instants (the lab's receipts, for the accounts). */
export const paidBetween = (db: Db, clinicId: number, fromIso: string, toIso: string) =>
  db
    .selectFrom('clinic_lab_orders')
    .select(['order_id', 'patient_id', 'paid_at', 'payment_mode', 'receipt_fy', 'receipt_no', 'total_paise'])
    .where('clinic_id', '=', clinicId)
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<', toIso)
    .where('receipt_no', 'is not', null)
    .orderBy('paid_at')
    .execute();
