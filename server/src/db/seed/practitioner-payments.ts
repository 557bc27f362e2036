import type { Kysely } from 'kysely';
import { indiaDate } from '@gd/contracts/india-time';
import type { DB } from '../schema';

/**
 * Demo data of decision 65's online payments (only accounts pay online; the other demo visits were booked at the
 * desk): every other visit of the demo user that is not cancelled was paid online — Confirm, a Razorpay order and
 * payment, a receipt numbered in the seed day's financial year — and one cancelled visit was paid and refunded in
 * full. Deterministic: the choice follows appointment ids and the provider's ids are made from them.
 */
export async function seedAppointmentPayments(
  db: Kysely<DB>,
  opts: { now: Date; at: string; demoUserId: number },
): Promise<number> {
  const rows = await db
    .selectFrom('user_book_appointments as a')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
    .select(['a.appointment_id', 'a.user_id', 'a.status', 'p.consultation_fee'])
    .where('p.consultation_fee', '>=', 100)
    .where('a.user_id', '=', opts.demoUserId)
    .orderBy('a.appointment_id')
    .execute();
  const day = indiaDate(opts.now);
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const fy = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  const provider = (prefix: string, id: number) => `${prefix}_Seed${String(id).padStart(10, '0')}`;
  let receipts = 0;
  let refunded = false;
  let seen = 0;
  for (const a of rows) {
    const fee = a.consultation_fee!;
    if (a.status === 5) {
      if (refunded) continue;
      refunded = true;
      await db
        .updateTable('user_book_appointments')
        .set({ pay_mode: 'online', fee_paise: fee, booking_status: 1 })
        .where('appointment_id', '=', a.appointment_id)
        .execute();
      await db
        .insertInto('appointment_payments')
        .values({
          appointment_id: a.appointment_id,
          user_id: opts.demoUserId,
          amount_paise: fee,
          status: 3,
          provider_order_id: provider('order', a.appointment_id),
          provider_payment_id: provider('pay', a.appointment_id),
          refund_id: provider('rfnd', a.appointment_id),
          refund_amount_paise: fee,
          refund_status: 'processed',
          refund_reason: 'practitioner_cancelled',
          paid_at: opts.at,
          refunded_at: opts.at,
          created_at: opts.at,
          updated_at: opts.at,
        })
        .execute();
      continue;
    }
    if (seen++ % 2 !== 0) continue;
    receipts++;
    await db
      .updateTable('user_book_appointments')
      .set({ pay_mode: 'online', fee_paise: fee, booking_status: 1 })
      .where('appointment_id', '=', a.appointment_id)
      .execute();
    await db
      .insertInto('appointment_payments')
      .values({
        appointment_id: a.appointment_id,
        user_id: opts.demoUserId,
        amount_paise: fee,
        status: 1,
        provider_order_id: provider('order', a.appointment_id),
        provider_payment_id: provider('pay', a.appointment_id),
        receipt_number: `RCT/${fy}/${String(receipts).padStart(4, '0')}`,
        receipt_date: day,
        paid_at: opts.at,
        created_at: opts.at,
        updated_at: opts.at,
      })
      .execute();
  }
  if (receipts) {
    await db.insertInto('appointment_receipt_counters').values({ financial_year: fy, last_number: receipts }).execute();
  }
  return receipts;
}
