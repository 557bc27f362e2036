import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the `opd` module (its tables only, migration 0037). Both counters are raised by one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING in the caller's transaction: PostgreSQL locks the counter's row
 * until that transaction ends (a second registration waits and then reads the raised number), SQLite runs one
 * write transaction at a time; a rollback gives the number back, so the series has no gaps.
 */

export async function takeToken(db: Db, clinicId: number, doctorId: number, day: string): Promise<number> {
  const row = await db
    .insertInto('clinic_token_counters')
    .values({ clinic_id: clinicId, doctor_id: doctorId, visit_date: day, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'doctor_id', 'visit_date'])
        .doUpdateSet({ last_number: sql<number>`clinic_token_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function takeReceiptNumber(db: Db, clinicId: number, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('clinic_receipt_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`clinic_receipt_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface NewVisit {
  clinic_id: number;
  branch_id: number | null;
  patient_id: number;
  doctor_id: number;
  department_id: number;
  visit_date: string;
  token_no: number;
  status: number;
  appointment_type: number;
  booking_mode: number;
  booked_by: number;
  booking_status: number;
  created_by: number;
  created_at: string;
}

export async function insertVisit(db: Db, v: NewVisit): Promise<number> {
  const row = await db
    .insertInto('clinic_visits')
    .values({ ...v, updated_at: v.created_at })
    .returning('visit_id')
    .executeTakeFirstOrThrow();
  return Number(row.visit_id);
}

export interface NewBill {
  clinic_id: number;
  visit_id: number;
  financial_year: string;
  receipt_no: number;
  receipt_date: string;
  subtotal: number;
  discount_type: number;
  discount: string | null;
  discount_amount: number;
  discount_remark: string | null;
  tvalue: number;
  created_by: number;
  created_at: string;
}

export async function insertBill(
  db: Db,
  bill: NewBill,
  items: { kind: number; name: string; amount: number }[],
  payments: { payment_mode: number; amount: number }[],
): Promise<number> {
  const row = await db
    .insertInto('clinic_bills')
    .values({ ...bill, closed: 1, updated_at: bill.created_at })
    .returning('bill_id')
    .executeTakeFirstOrThrow();
  const billId = Number(row.bill_id);
  if (items.length > 0) {
    await db
      .insertInto('clinic_bill_items')
      .values(items.map((item, position) => ({ ...item, bill_id: billId, position })))
      .execute();
  }
  if (payments.length > 0) {
    await db
      .insertInto('clinic_bill_payments')
      .values(payments.map((p) => ({ ...p, bill_id: billId })))
      .execute();
  }
  return billId;
}

const visitColumns = [
  'v.visit_id',
  'v.clinic_id',
  'v.branch_id',
  'v.patient_id',
  'v.doctor_id',
  'v.department_id',
  'v.visit_date',
  'v.token_no',
  'v.status',
  'v.appointment_type',
  'v.booking_mode',
  'v.status_changed_at',
  'v.created_at',
] as const;

/** A visit of this clinic (another clinic's is not found). */
export const findVisit = (db: Db, clinicId: number, visitId: number) =>
  db
    .selectFrom('clinic_visits as v')
    .select(visitColumns)
    .where('v.visit_id', '=', visitId)
    .where('v.clinic_id', '=', clinicId)
    .executeTakeFirst();

/** Moves a visit from `from` to `to`; false when its status was no longer `from` (a concurrent move won). */
export async function moveStatus(
  db: Db,
  visitId: number,
  from: number,
  to: number,
  by: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('clinic_visits')
    .set({ status: to, status_changed_by: by, status_changed_at: at, updated_at: at })
    .where('visit_id', '=', visitId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The day's visits of a clinic with their bills, by doctor and token (the service holds it: queue-memory.ts). */
export const queueOf = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('clinic_visits as v')
    .leftJoin('clinic_bills as b', 'b.visit_id', 'v.visit_id')
    .select([...visitColumns, 'b.bill_id', 'b.financial_year', 'b.receipt_no', 'b.tvalue'])
    .where('v.clinic_id', '=', clinicId)
    .where('v.visit_date', '=', day)
    .orderBy('v.doctor_id')
    .orderBy('v.token_no')
    .execute();

/** A bill of this clinic with its visit. */
export const findBill = (db: Db, clinicId: number, billId: number) =>
  db
    .selectFrom('clinic_bills as b')
    .innerJoin('clinic_visits as v', 'v.visit_id', 'b.visit_id')
    .select([
      'b.bill_id',
      'b.visit_id',
      'b.financial_year',
      'b.receipt_no',
      'b.receipt_date',
      'b.subtotal',
      'b.discount_type',
      'b.discount',
      'b.discount_amount',
      'b.discount_remark',
      'b.tvalue',
      'b.closed',
      'b.created_at',
      'v.patient_id',
      'v.doctor_id',
      'v.department_id',
      'v.visit_date',
      'v.token_no',
      'v.appointment_type',
      'v.branch_id',
    ])
    .where('b.bill_id', '=', billId)
    .where('b.clinic_id', '=', clinicId)
    .executeTakeFirst();

export const billItems = (db: Db, billId: number) =>
  db
    .selectFrom('clinic_bill_items')
    .select(['kind', 'name', 'amount'])
    .where('bill_id', '=', billId)
    .orderBy('position')
    .execute();

export const billPayments = (db: Db, billId: number) =>
  db
    .selectFrom('clinic_bill_payments')
    .select(['payment_mode', 'amount'])
    .where('bill_id', '=', billId)
    .orderBy('payment_mode')
    .execute();
