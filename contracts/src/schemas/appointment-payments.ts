import { z } from 'zod';
import { isCalendarDate } from '../practitioners';
import { ZAppointmentPayment } from './practitioners';

/**
 * Decision 65, paying for an appointment online: the checkout's answer, what paying settled, and the admin's list
 * of appointment payments (filters: India dates of the order, status; CSV).
 */

/** What the checkout widget hands to its success handler (as for plans). */
export const ZAppointmentPaymentVerify = z
  .object({
    razorpay_order_id: z.string().trim().min(1).max(64),
    razorpay_payment_id: z.string().trim().min(1).max(64),
    razorpay_signature: z.string().trim().min(1).max(256),
  })
  .strict();
export type TAppointmentPaymentVerify = z.infer<typeof ZAppointmentPaymentVerify>;

/** The appointment after its payment: booking status 1 Confirm once paid (or the payment refunded, hold lapsed). */
export const ZAppointmentPaymentOutcome = z.object({
  appointment_id: z.number().int(),
  booking_status: z.number().int(),
  payment: ZAppointmentPayment,
});
export type TAppointmentPaymentOutcome = z.infer<typeof ZAppointmentPaymentOutcome>;

const ZQueryDate = z.string().refine(isCalendarDate, 'DATE_INVALID').optional();

export const ZAdminAppointmentPaymentsQuery = z
  .object({
    /** India dates (inclusive) of when the order was made. */
    from: ZQueryDate,
    to: ZQueryDate,
    status: z.coerce
      .number({ error: 'FIELD_INVALID' })
      .int()
      .min(0, 'FIELD_INVALID')
      .max(3, 'FIELD_INVALID')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'DATE_RANGE_INVALID' });
export type TAdminAppointmentPaymentsQuery = z.input<typeof ZAdminAppointmentPaymentsQuery>;

export const ZAdminAppointmentPayment = z.object({
  payment_id: z.number().int(),
  appointment_id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  amount_paise: z.number().int(),
  status: z.number().int(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refund_id: z.string().nullable(),
  refund_amount_paise: z.number().int().nullable(),
  refund_status: z.string().nullable(),
  refund_reason: z.string().nullable(),
  practitioner_id: z.number().int(),
  practitioner_name: z.string(),
  patient_name: z.string(),
  patient_phone: z.string(),
  appointment_date: z.string(),
  time_slot: z.string(),
});
export type TAdminAppointmentPayment = z.infer<typeof ZAdminAppointmentPayment>;
export const ZAdminAppointmentPaymentList = z.object({
  rows: z.array(ZAdminAppointmentPayment),
  count: z.number().int(),
});
