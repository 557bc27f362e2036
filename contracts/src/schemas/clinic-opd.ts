import { z } from 'zod';
import { MAX_AMOUNT_PAISE, MAX_CHARGE_ITEMS } from '../clinic-bill';
import { isCalendarDate } from '../practitioners';

/**
 * The OPD desk (issue 20 points 3 and 5): registration with its bill, the queue and its status moves.
 * **Money is integer paise** in every field (₹150 = 15000); a flat discount is paise too ('5000' = ₹50), a
 * percentage is text with `%` ('10%').
 */
const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');
const ZPaise = z
  .number()
  .int('OPD.BILL.AMOUNT_INVALID')
  .min(0, 'OPD.BILL.AMOUNT_INVALID')
  .max(MAX_AMOUNT_PAISE, 'OPD.BILL.AMOUNT_TOO_LARGE');
const ZPositiveId = z.coerce.number().int().positive();

export const VISIT_STATUS = { SCHEDULED: 1, WAITING: 2, ENGAGED: 3, CHECKOUT: 4 } as const;
export type VisitStatus = (typeof VISIT_STATUS)[keyof typeof VISIT_STATUS];
export const ZVisitStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const ZVisitCreate = z.object({
  patient_id: z.number().int().positive(),
  consultation_doctor_id: z.number().int().positive(),
  /** spec §6: 2 doctor (OPD consultation) or 4 panchakarma */
  consultation_department_id: z.union([z.literal(2), z.literal(4)]).default(2),
  /** India day of the visit; today when left out; never in the past */
  visit_date: ZDay.optional(),
  /** spec §9: 1 consultation, 2 therapy */
  appointment_type: z.union([z.literal(1), z.literal(2)]).default(1),
  /** spec §9: 1 telephone, 2 walk-in, 3 online, 4 email */
  booking_mode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  /** spec §9: 1 self, 2 other */
  booked_by: z.union([z.literal(1), z.literal(2)]).default(1),
  /** spec §4: 1 confirm, 2 tentative */
  booking_status: z.union([z.literal(1), z.literal(2)]).default(1),
  /** paise */
  case_paper_fee: ZPaise,
  special_opd_charge: z
    .array(
      z.object({ name: z.string().trim().min(1, 'OPD.BILL.ITEM_NAME_REQUIRED').max(100, 'TOO_LONG'), value: ZPaise }),
    )
    .max(MAX_CHARGE_ITEMS, 'OPD.BILL.TOO_MANY_ITEMS')
    .default([]),
  /** '10%' (a percentage of the subtotal, half-up to the paisa) or '5000' (flat, paise); empty for none */
  discount: z.string().trim().max(20, 'OPD.BILL.DISCOUNT_INVALID').optional(),
  discount_remark: z.string().trim().max(200, 'TOO_LONG').optional(),
  /** how it was paid: each mode (1 cash, 2 card, 3 UPI) once, parts summing to the total */
  payment_mode: z
    .array(z.object({ payment_mode: z.number().int(), amount: ZPaise }))
    .max(3)
    .default([]),
  /** the calendar's desk booking this arrival is for (decision 93): the visit is recorded on it */
  appointment_id: z.number().int().positive().optional(),
  /** the total the form showed (paise); when it differs from the server's, nothing is written (422) */
  tvalue: z.number().int().min(0).optional(),
});
export type TVisitCreate = z.input<typeof ZVisitCreate>;

export const ZVisitCreated = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  doctor_id: z.number().int(),
  token_no: z.number().int(),
  receipt_id: z.number().int(),
  /** gap-free per clinic per financial year */
  receipt_no: z.number().int(),
  /** printed form: OPD/2026-27/0001 */
  receipt_number: z.string(),
  /** paise */
  tvalue: z.number().int(),
});
export type TVisitCreated = z.infer<typeof ZVisitCreated>;

export const ZStatusChange = z.object({
  status: ZVisitStatus,
  /** a clinic administrator's move backwards needs one (audited) */
  reason: z.string().trim().min(3, 'OPD.QUEUE.REASON_TOO_SHORT').max(300, 'TOO_LONG').optional(),
});

export const ZQueueQuery = z.object({
  date: ZDay.optional(),
  doctor_id: ZPositiveId.optional(),
});

export const ZQueueRow = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  token_no: z.number().int(),
  status: z.number().int(),
  doctor_id: z.number().int(),
  department_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  appointment_type: z.number().int(),
  booking_mode: z.number().int(),
  receipt_id: z.number().int().nullable(),
  receipt_number: z.string().nullable(),
  tvalue: z.number().int().nullable(),
  status_changed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TQueueRow = z.infer<typeof ZQueueRow>;

export const ZQueueDoctor = z.object({
  doctor_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
});

export const ZQueue = z.object({
  date: z.string(),
  clinic_name: z.string(),
  clinic_name_guj: z.string().nullable(),
  doctors: z.array(ZQueueDoctor),
  rows: z.array(ZQueueRow),
});
export type TQueue = z.infer<typeof ZQueue>;

export const ZStatusChanged = z.object({
  visit_id: z.number().int(),
  status: z.number().int(),
  status_changed_at: z.string(),
});

export const ZReceiptParams = z.object({ receipt_id: ZPositiveId });
export const ZReceiptQuery = z.object({
  size: z.enum(['a4', '80mm']).default('a4'),
  lang: z.enum(['en', 'gu']).default('en'),
});

/** One message of the queue's event stream (`event: queue`). */
export interface QueueEvent {
  visit_id: number;
  doctor_id: number;
  visit_date: string;
  status: number;
}
