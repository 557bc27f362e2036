import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the day book (issue 20 point 7, decision 92) over the `opd` module's own tables: a day's bills are
 * those with that receipt date (the day the money came in), its visits those with that visit date. Every query
 * is bounded by the clinic.
 */

/** Collections by payment mode: each part of a split bill under its own mode. */
export const collectionsByMode = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('clinic_bill_payments as p')
    .innerJoin('clinic_bills as b', 'b.bill_id', 'p.bill_id')
    .select([
      'p.payment_mode',
      sql<number>`count(distinct p.bill_id)`.as('bills'),
      sql<number>`coalesce(sum(p.amount), 0)`.as('amount'),
    ])
    .where('b.clinic_id', '=', clinicId)
    .where('b.receipt_date', '=', day)
    .groupBy('p.payment_mode')
    .execute();

/** The day's bill totals, and by the staff member who billed. */
export const billTotalsByStaff = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('clinic_bills as b')
    .select([
      'b.created_by',
      sql<number>`count(*)`.as('bills'),
      sql<number>`coalesce(sum(b.subtotal), 0)`.as('subtotal'),
      sql<number>`coalesce(sum(b.discount_amount), 0)`.as('discount'),
      sql<number>`coalesce(sum(b.tvalue), 0)`.as('collected'),
    ])
    .where('b.clinic_id', '=', clinicId)
    .where('b.receipt_date', '=', day)
    .groupBy('b.created_by')
    .execute();

/** The day's visits counted by doctor, department and status. */
export const visitCounts = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('clinic_visits as v')
    .select(['v.doctor_id', 'v.department_id', 'v.status', sql<number>`count(*)`.as('visits')])
    .where('v.clinic_id', '=', clinicId)
    .where('v.visit_date', '=', day)
    .groupBy(['v.doctor_id', 'v.department_id', 'v.status'])
    .execute();

const billColumns = [
  'b.bill_id',
  'b.financial_year',
  'b.receipt_no',
  'b.subtotal',
  'b.discount_amount',
  'b.tvalue',
  'b.created_by',
  'b.created_at',
  'v.visit_id',
  'v.visit_date',
  'v.token_no',
  'v.patient_id',
  'v.doctor_id',
] as const;

/** A page of the day's bills in receipt order (`limit` undefined: all of them, for the CSV). */
export function dayBills(db: Db, clinicId: number, day: string, limit?: number, offset = 0) {
  let q = db
    .selectFrom('clinic_bills as b')
    .innerJoin('clinic_visits as v', 'v.visit_id', 'b.visit_id')
    .select(billColumns)
    .where('b.clinic_id', '=', clinicId)
    .where('b.receipt_date', '=', day)
    .orderBy('b.financial_year')
    .orderBy('b.receipt_no');
  if (limit !== undefined) q = q.limit(limit).offset(offset);
  return q.execute();
}

/** The payments of these bills. */
export const paymentsOf = (db: Db, billIds: number[]) =>
  billIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_bill_payments')
        .select(['bill_id', 'payment_mode', 'amount'])
        .where('bill_id', 'in', billIds)
        .orderBy('payment_mode')
        .execute();

/** The close of a day, if it is closed. */
export const findClose = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('clinic_day_closes')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('close_date', '=', day)
    .executeTakeFirst();

/** Whether any of these days of the clinic is closed (the OPD desk's write path asks, in its transaction). */
export async function anyClosed(db: Db, clinicId: number, days: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('clinic_day_closes')
    .select('close_id')
    .where('clinic_id', '=', clinicId)
    .where('close_date', 'in', [...new Set(days)])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a close. The unique index on (clinic, date) decides a race: the loser's insert does nothing and this
 * answers null.
 */
export async function insertClose(
  db: Db,
  row: {
    clinic_id: number;
    close_date: string;
    bill_count: number;
    collected: number;
    totals_json: string;
    closed_by: number;
    closed_at: string;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('clinic_day_closes')
    .values(row)
    .onConflict((oc) => oc.columns(['clinic_id', 'close_date']).doNothing())
    .returning('close_id')
    .executeTakeFirst();
  return inserted ? Number(inserted.close_id) : null;
}

/** Removes a day's close (the day is open again) and answers what it froze; undefined when the day was not closed. */
export async function deleteClose(db: Db, clinicId: number, date: string) {
  const row = await db
    .selectFrom('clinic_day_closes')
    .select(['close_id', 'bill_count', 'collected', 'totals_json', 'closed_by', 'closed_at'])
    .where('clinic_id', '=', clinicId)
    .where('close_date', '=', date)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('clinic_day_closes').where('close_id', '=', row.close_id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0 ? row : undefined;
}

/** The bills with receipt dates in a period (inclusive), for the accounts (decision 99). */
export const billsBetween = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('clinic_bills as b')
    .innerJoin('clinic_visits as v', 'v.visit_id', 'b.visit_id')
    .select(['b.bill_id', 'b.financial_year', 'b.receipt_no', 'b.receipt_date', 'b.tvalue', 'v.patient_id'])
    .where('b.clinic_id', '=', clinicId)
    .where('b.receipt_date', '>=', from)
    .where('b.receipt_date', '<=', to)
    .execute();
