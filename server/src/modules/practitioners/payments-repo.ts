import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Decision 65, paying online: the queries on appointment_payments, the receipt counters and the slot holds of
 * user_book_appointments. Status as billing's payments: 0 pending, 1 paid, 2 failed, 3 refunded.
 */

const PENDING = 0;
const PAID = 1;
const FAILED = 2;
const REFUNDED = 3;
const TENTATIVE = 2;
const CONFIRM = 1;

/**
 * Frees the slot of a lapsed hold (an online booking not paid by `hold_expires_at`) so it can be booked again;
 * run in the booking's transaction, just before the insert that the live-slot index guards.
 */
export async function releaseExpiredHold(
  db: Db,
  slot: { practitionerId: number; date: string; time: string },
  now: string,
) {
  const result = await db
    .updateTable('user_book_appointments')
    .set({ status: 5, live: 0, cancelled_at: now, updated_at: now })
    .where('practitioner_id', '=', slot.practitionerId)
    .where('appointment_date', '=', slot.date)
    .where('time_slot', '=', slot.time)
    .where('live', '=', 1)
    .where('booking_status', '=', TENTATIVE)
    .where('hold_expires_at', 'is not', null)
    .where('hold_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Confirms a paid booking that still holds its slot (live, scheduled); false when the hold was released or cancelled. */
export async function confirmHeld(db: Db, appointmentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_book_appointments')
    .set({ booking_status: CONFIRM, hold_expires_at: null, updated_at: now })
    .where('appointment_id', '=', appointmentId)
    .where('live', '=', 1)
    .where('status', '=', 1)
    .where('pay_mode', '=', 'online')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const paymentColumns = [
  'payment_id',
  'appointment_id',
  'user_id',
  'amount_paise',
  'currency',
  'status',
  'provider_order_id',
  'provider_payment_id',
  'receipt_number',
  'receipt_date',
  'refund_id',
  'refund_amount_paise',
  'refund_status',
  'paid_at',
] as const;

export function findByOrder(db: Db, orderId: string) {
  return db
    .selectFrom('appointment_payments')
    .select(paymentColumns)
    .where('provider_order_id', '=', orderId)
    .executeTakeFirst();
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findByOrder>>>;

export function findById(db: Db, id: number) {
  return db.selectFrom('appointment_payments').select(paymentColumns).where('payment_id', '=', id).executeTakeFirst();
}

export function findOfAppointment(db: Db, appointmentId: number) {
  return db
    .selectFrom('appointment_payments')
    .select(paymentColumns)
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

/** The appointment's order; undefined when another request recorded one first (the unique index decides). */
export async function insertPayment(
  db: Db,
  row: { appointment_id: number; user_id: number; amount_paise: number; provider_order_id: string; now: string },
): Promise<number | undefined> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('appointment_payments')
    .values({ ...values, status: PENDING, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .returning('payment_id')
    .executeTakeFirst();
  return inserted?.payment_id;
}

/** The one gate of a payment: pending (or failed) → paid; false for everyone who comes second. */
export async function markPaid(db: Db, id: number, providerPaymentId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointment_payments')
    .set({ status: PAID, provider_payment_id: providerPaymentId, paid_at: now, updated_at: now })
    .where('payment_id', '=', id)
    .where('status', 'in', [PENDING, FAILED])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markFailed(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('appointment_payments')
    .set({ status: FAILED, updated_at: now })
    .where('payment_id', '=', id)
    .where('status', '=', PENDING)
    .execute();
}

/** The next receipt number of a financial year; inside the settling transaction (a rollback gives it back). */
export async function takeReceiptNumber(db: Db, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('appointment_receipt_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('financial_year')
        .doUpdateSet({ last_number: sql<number>`appointment_receipt_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function setReceipt(db: Db, id: number, receiptNumber: string, day: string): Promise<void> {
  await db
    .updateTable('appointment_payments')
    .set({ receipt_number: receiptNumber, receipt_date: day })
    .where('payment_id', '=', id)
    .execute();
}

/** Claims the refund of a paid payment (first claim, or a retry after a failure); false when it is taken. */
export async function claimRefund(db: Db, id: number, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('appointment_payments')
    .set({ refund_status: 'requested', refund_reason: reason, updated_at: now })
    .where('payment_id', '=', id)
    .where('status', '=', PAID)
    .where((eb) => eb.or([eb('refund_status', 'is', null), eb('refund_status', '=', 'failed')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordRefund(
  db: Db,
  id: number,
  refund: { id: string; amount: number; status: string; now: string },
): Promise<void> {
  await db
    .updateTable('appointment_payments')
    .set({
      status: REFUNDED,
      refund_id: refund.id,
      refund_amount_paise: refund.amount,
      refund_status: refund.status,
      refunded_at: refund.now,
      updated_at: refund.now,
    })
    .where('payment_id', '=', id)
    .execute();
}

export async function refundFailed(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('appointment_payments')
    .set({ refund_status: 'failed', updated_at: now })
    .where('payment_id', '=', id)
    .where('refund_status', '=', 'requested')
    .execute();
}

/** What a receipt prints: the payment, its appointment and the practitioner. */
export function receiptRow(db: Db, appointmentId: number) {
  return db
    .selectFrom('appointment_payments as ap')
    .innerJoin('user_book_appointments as a', 'a.appointment_id', 'ap.appointment_id')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
    .leftJoin('practitioner_professional_info as pi', 'pi.practitioner_id', 'p.practitioner_id')
    .select([
      'ap.payment_id',
      'ap.user_id',
      'ap.amount_paise',
      'ap.status',
      'ap.provider_payment_id',
      'ap.receipt_number',
      'ap.receipt_date',
      'ap.paid_at',
      'ap.refund_id',
      'ap.refund_amount_paise',
      'ap.refunded_at',
      'a.appointment_id',
      'a.appointment_date',
      'a.time_slot',
      'a.patient_name',
      'a.patient_phone',
      'a.appointment_type',
      'p.name as practitioner_name',
      'p.name_guj as practitioner_name_guj',
      'pi.clinic_name',
      'pi.clinic_address',
      'pi.registration_number',
    ])
    .where('ap.appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

export interface AdminPaymentFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: number | undefined;
}

function adminFiltered(db: Db, f: AdminPaymentFilter) {
  let q = db.selectFrom('appointment_payments as ap');
  if (f.from) q = q.where('ap.created_at', '>=', f.from);
  if (f.to) q = q.where('ap.created_at', '<', f.to);
  if (f.status !== undefined) q = q.where('ap.status', '=', f.status);
  return q;
}

/** The admin's list of appointment payments, newest first; `from`/`to` are ISO moments (to exclusive). */
export function adminPage(db: Db, f: AdminPaymentFilter, limit: number, offset: number) {
  return adminFiltered(db, f)
    .innerJoin('user_book_appointments as a', 'a.appointment_id', 'ap.appointment_id')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
    .select([
      'ap.payment_id',
      'ap.appointment_id',
      'ap.created_at',
      'ap.paid_at',
      'ap.amount_paise',
      'ap.status',
      'ap.provider_order_id',
      'ap.provider_payment_id',
      'ap.receipt_number',
      'ap.refund_id',
      'ap.refund_amount_paise',
      'ap.refund_status',
      'ap.refund_reason',
      'a.practitioner_id',
      'p.name as practitioner_name',
      'a.patient_name',
      'a.patient_phone',
      'a.appointment_date',
      'a.time_slot',
    ])
    .orderBy('ap.created_at', 'desc')
    .orderBy('ap.payment_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function adminCount(db: Db, f: AdminPaymentFilter): Promise<number> {
  const row = await adminFiltered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
