import { APPOINTMENT_STATUS, BOOKING_STATUS, PAYMENT_STATUS } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import type { TAdminAppointmentPayment, TAppointmentPaymentOutcome } from '@gd/contracts/schemas/appointment-payments';
import { PAYMENT_HOLD_MINUTES, type TAppointmentOrder } from '@gd/contracts/schemas/practitioners';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as billing from '../billing/service';
import { notifyAppointment } from './notifications';
import { appointmentsChanged } from './public-engine';
import * as pay from './payments-repo';
import { receiptPdf } from './receipt-pdf';
import * as repo from './repo';

/**
 * Decision 65, paying for an appointment online. Billing owns the provider (keys, orders, refunds, the checkout
 * signature, the one webhook); this module owns its payment rows (appointment_payments) and what paying does to
 * a booking. Billing's webhook reaches `orderPurpose` (registered when the routes are) for orders that are not
 * billing's. The amount is the practitioner's fee as booked (`fee_paise`), never the client's.
 *
 * One gate per payment: `pending|failed → paid` is one conditional update, so the checkout callback, the webhook,
 * its replays and a double click race for it and one wins. The winner, in the same transaction, confirms the
 * booking if it still holds its slot (booking status 1) and takes the next receipt number of the financial year;
 * a payment for a booking whose hold was released (its slot booked by someone else) or that was cancelled is
 * refunded in full instead.
 */

export type PaymentCtx = billing.BillingCtx;

const iso = (d: Date) => d.toISOString();
const appointmentNotFound = () => AppError.notFound('APPOINTMENT_NOT_FOUND', 'Appointment not found.');
const receiptNotFound = () => AppError.notFound('RECEIPT_NOT_FOUND', 'There is no receipt for this appointment.');

/** The Indian financial year of an India day: 2026-11-21 → "2026-27"; April starts the next. */
export function financialYear(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const holdUntil = (now: Date) => iso(new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000));

/** Online payments are on (Razorpay chosen and configured); checked before a slot is taken. */
export const requireOnlinePayments = (ctx: PaymentCtx) => billing.requireOnlinePayments(ctx);

/**
 * The appointment's Razorpay order: made once (the unique index on appointment_id decides between two clicks),
 * then reused while it is unpaid.
 */
export async function orderFor(
  ctx: PaymentCtx,
  a: { appointment_id: number; user_id: number; fee_paise: number; practitioner_name: string; hold_expires_at: string },
): Promise<TAppointmentOrder> {
  const answer = (
    paymentId: number,
    order: { key_id: string; order_id: string; amount: number; currency: string },
  ) => ({
    payment_id: paymentId,
    ...order,
    practitioner_name: a.practitioner_name,
    hold_expires_at: a.hold_expires_at,
  });
  const keyId = () => ctx.config.RAZORPAY_KEY_ID ?? '';
  const existing = await pay.findOfAppointment(ctx.db, a.appointment_id);
  if (existing) {
    return answer(existing.payment_id, {
      key_id: keyId(),
      order_id: existing.provider_order_id,
      amount: existing.amount_paise,
      currency: existing.currency,
    });
  }
  const order = await billing.createCheckoutOrder(ctx, {
    amount: a.fee_paise,
    receipt: `appt-${a.appointment_id}`,
    notes: { purpose: 'appointment', appointment_id: String(a.appointment_id), user_id: String(a.user_id) },
  });
  const id = await pay.insertPayment(ctx.db, {
    appointment_id: a.appointment_id,
    user_id: a.user_id,
    amount_paise: a.fee_paise,
    provider_order_id: order.order_id,
    now: iso(ctx.clock.now()),
  });
  if (id !== undefined) return answer(id, order);
  // Another click made the order first: answer that one.
  return orderFor(ctx, a);
}

/** `POST /appointments/:id/payment`: the order of my unpaid online booking while its hold is on. */
export async function payAgain(ctx: PaymentCtx, userId: number, appointmentId: number): Promise<TAppointmentOrder> {
  const row = await repo.findAppointment(ctx.db, appointmentId);
  if (!row || row.user_id !== userId) throw appointmentNotFound();
  const existing = await pay.findOfAppointment(ctx.db, appointmentId);
  if (existing && existing.status !== PAYMENT_STATUS.PENDING && existing.status !== PAYMENT_STATUS.FAILED) {
    throw AppError.conflict('appointment', 'APPOINTMENT_ALREADY_PAID', 'This appointment is already paid.');
  }
  const now = ctx.clock.now();
  const holding =
    row.live === 1 &&
    row.status === APPOINTMENT_STATUS.SCHEDULED &&
    row.pay_mode === 'online' &&
    row.booking_status === BOOKING_STATUS.TENTATIVE &&
    row.hold_expires_at !== null &&
    Date.parse(row.hold_expires_at) > now.getTime();
  if (!holding) {
    throw AppError.conflict(
      'appointment',
      'HOLD_EXPIRED',
      'The time to pay for this booking has passed. Please book the visit again.',
    );
  }
  await requireOnlinePayments(ctx);
  return orderFor(ctx, {
    appointment_id: row.appointment_id,
    user_id: userId,
    fee_paise: row.fee_paise,
    practitioner_name: row.practitioner_name,
    hold_expires_at: row.hold_expires_at!,
  });
}

async function outcome(ctx: PaymentCtx, paymentId: number): Promise<TAppointmentPaymentOutcome> {
  const p = (await pay.findById(ctx.db, paymentId))!;
  const a = (await repo.findAppointment(ctx.db, p.appointment_id))!;
  return {
    appointment_id: a.appointment_id,
    booking_status: a.booking_status,
    payment: {
      status: p.status,
      receipt_number: p.receipt_number,
      refund_status: p.refund_status,
      refund_amount_paise: p.refund_amount_paise,
    },
  };
}

/**
 * Settles a payment once (see the file's note). Answers what happened: confirmed, refunded (the slot was no
 * longer held) or already (someone else settled it first).
 */
export async function settle(
  ctx: PaymentCtx,
  paymentId: number,
  providerPaymentId: string,
): Promise<'confirmed' | 'late' | 'already'> {
  const nowDate = ctx.clock.now();
  const now = iso(nowDate);
  const today = indiaDate(nowDate);
  const known = await pay.findById(ctx.db, paymentId);
  if (!known) throw appointmentNotFound();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = known;
    if (!(await pay.markPaid(trx, paymentId, providerPaymentId, now))) return 'already' as const;
    if (!(await pay.confirmHeld(trx, row.appointment_id, now))) return 'late' as const;
    const fy = financialYear(today);
    const n = await pay.takeReceiptNumber(trx, fy);
    await pay.setReceipt(trx, paymentId, `RCT/${fy}/${String(n).padStart(4, '0')}`, today);
    return 'confirmed' as const;
  });
  if (result === 'confirmed') {
    // Paid: the slot is held for good, not until the hold's end (decision 66's bookings in memory).
    const appointment = await repo.findAppointment(ctx.db, known.appointment_id);
    if (appointment) appointmentsChanged(ctx.db, appointment.practitioner_id);
    // The patient's mail (with its calendar file) goes once the booking is confirmed.
    notifyAppointment(ctx.db, known.appointment_id, 'confirmed');
  }
  if (result === 'late') {
    ctx.log.warn({ paymentId }, 'appointment paid after its hold was lost: refunding');
    await refund(ctx, paymentId, 'hold_lapsed');
  }
  return result;
}

/** The checkout callback: the signature over the order id we stored, then the payment settles. */
export async function verify(
  ctx: PaymentCtx,
  userId: number,
  appointmentId: number,
  body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<TAppointmentPaymentOutcome> {
  const row = await pay.findByOrder(ctx.db, body.razorpay_order_id);
  if (!row || row.user_id !== userId || row.appointment_id !== appointmentId) throw appointmentNotFound();
  if (!billing.checkoutSignatureValid(ctx, row.provider_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
    throw new AppError(400, 'PAYMENT_SIGNATURE_INVALID', 'The payment could not be verified.', {
      razorpay_signature: 'PAYMENT_SIGNATURE_INVALID',
    });
  }
  if (row.status !== PAYMENT_STATUS.PENDING && row.status !== PAYMENT_STATUS.FAILED) {
    // Already settled (by the webhook, or a second payment of the same order: the first is kept).
    return outcome(ctx, row.payment_id);
  }
  try {
    await settle(ctx, row.payment_id, body.razorpay_payment_id);
  } catch (err) {
    if (uniqueViolationColumn(err)) {
      throw new AppError(409, 'PAYMENT_ALREADY_USED', 'This payment was already recorded.');
    }
    throw err;
  }
  return outcome(ctx, row.payment_id);
}

/** Billing's webhook hands over the events of appointment orders here. */
export const orderPurpose: billing.OrderPurpose = {
  async captured(ctx, captured) {
    const row = await pay.findByOrder(ctx.db, captured.orderId);
    if (!row) return null;
    if (captured.amount !== row.amount_paise || captured.currency !== row.currency) {
      ctx.log.warn({ order: captured.orderId }, 'razorpay: webhook amount differs from the appointment order');
      return 'ignored';
    }
    if (row.status === PAYMENT_STATUS.PENDING || row.status === PAYMENT_STATUS.FAILED) {
      await settle(ctx, row.payment_id, captured.paymentId);
    }
    return 'processed';
  },
  async failed(ctx, orderId) {
    const row = await pay.findByOrder(ctx.db, orderId);
    if (!row) return null;
    await pay.markFailed(ctx.db, row.payment_id, iso(ctx.clock.now()));
    return 'processed';
  },
};

/**
 * Refunds a paid appointment in full through the provider, once: the claim is a conditional update (a second
 * caller, or a replay, finds it taken); the refund's id, amount and status are recorded. A refusal leaves the
 * refund `failed` (the cancellation stands); the admin's list of appointment payments shows it.
 */
export async function refund(
  ctx: PaymentCtx,
  paymentId: number,
  reason: string,
): Promise<'refunded' | 'failed' | 'none'> {
  const now = () => iso(ctx.clock.now());
  if (!(await pay.claimRefund(ctx.db, paymentId, reason, now()))) return 'none';
  const row = (await pay.findById(ctx.db, paymentId))!;
  try {
    const entity = await billing.refundPayment(ctx, row.provider_payment_id!, {
      amount: row.amount_paise,
      receipt: `appt-refund-${row.appointment_id}`,
      notes: { purpose: 'appointment', appointment_id: String(row.appointment_id), reason },
    });
    await pay.recordRefund(ctx.db, paymentId, {
      id: entity.id,
      amount: entity.amount,
      status: entity.status,
      now: now(),
    });
    return 'refunded';
  } catch (err) {
    ctx.log.warn({ err, paymentId }, 'appointment refund failed');
    await pay.refundFailed(ctx.db, paymentId, now());
    return 'failed';
  }
}

/** After a cancellation (by the patient or the practitioner): a paid appointment is refunded. */
export async function refundCancelled(ctx: PaymentCtx, appointmentId: number, reason: string): Promise<void> {
  const row = await pay.findOfAppointment(ctx.db, appointmentId);
  if (row && row.status === PAYMENT_STATUS.SUCCESS) await refund(ctx, row.payment_id, reason);
}

/** The receipt of my paid appointment (404 for anyone else's, or when it was not paid online). */
export async function receiptFile(
  ctx: PaymentCtx,
  userId: number,
  appointmentId: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const row = await pay.receiptRow(ctx.db, appointmentId);
  if (!row || row.user_id !== userId) throw appointmentNotFound();
  if (!row.receipt_number) throw receiptNotFound();
  return { pdf: await receiptPdf(row), filename: `${row.receipt_number.replace(/\//g, '-')}.pdf` };
}

/** India dates (inclusive) → the ISO moments the list filters by. */
const indiaStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextIndiaStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000).toISOString();

const adminFilter = (q: { from?: string | undefined; to?: string | undefined; status?: number | undefined }) => ({
  from: q.from ? indiaStart(q.from) : undefined,
  to: q.to ? nextIndiaStart(q.to) : undefined,
  status: q.status,
});

/** The admin's list of appointment payments, newest first (a page; CSV reads the filter page by page). */
export function adminPaymentsPage(
  ctx: PaymentCtx,
  q: Parameters<typeof adminFilter>[0],
  limit: number,
  offset: number,
): Promise<TAdminAppointmentPayment[]> {
  return pay.adminPage(ctx.db, adminFilter(q), limit, offset);
}

export const adminPaymentsCount = (ctx: PaymentCtx, q: Parameters<typeof adminFilter>[0]) =>
  pay.adminCount(ctx.db, adminFilter(q));
