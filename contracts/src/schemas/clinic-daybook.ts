import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/**
 * The clinic's day book (issue 20 point 7, decision 92): a day's collections by payment mode and by the staff
 * member who billed, its visits by doctor and by department, the day's bills 20 a page with the spec's serial
 * numbers, and the day-close that freezes them. **Money is integer paise** (the OPD desk's rule); the CSV export
 * alone writes rupees with two decimals.
 */
export const DAYBOOK_PAGE_SIZE = 20;

const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');

export const ZDaybookQuery = z.object({
  /** India calendar day, YYYY-MM-DD; today in India when left out */
  date: ZDay.optional(),
  page: z.coerce.number().int('PAGE_INVALID').min(1, 'PAGE_INVALID').max(10_000, 'PAGE_INVALID').default(1),
});
export const ZDaybookCsvQuery = z.object({ date: ZDay.optional() });
export const ZDayCloseRequest = z.object({ date: ZDay });

/** A clinic administrator reopens a closed day, saying why (audited). */
export const ZDayReopenRequest = z.object({
  date: ZDay,
  reason: z
    .string({ error: 'DAYBOOK.REOPEN_REASON_REQUIRED' })
    .trim()
    .min(5, 'DAYBOOK.REOPEN_REASON_REQUIRED')
    .max(300, 'TOO_LONG'),
});

export const ZDayReopened = z.object({ date: z.string(), reopened_at: z.string() });

const ZStatusCounts = z.object({
  visits: z.number(),
  scheduled: z.number(),
  waiting: z.number(),
  engaged: z.number(),
  checkout: z.number(),
});

export const ZDaybookTotals = z.object({
  bills: z.number(),
  /** case-paper fees and special charges before discounts */
  subtotal: z.number(),
  discount: z.number(),
  /** what was collected: the bills' totals (`tvalue`) */
  collected: z.number(),
  /** 1 cash, 2 card, 3 UPI — a split bill counts each part under its own mode */
  by_mode: z.array(z.object({ payment_mode: z.number(), bills: z.number(), amount: z.number() })),
  visits: z.number(),
});
export type TDaybookTotals = z.infer<typeof ZDaybookTotals>;

export const ZDaybookBill = z.object({
  /** the spec's list numbering: index + 1 + 20 × (page − 1) */
  serial: z.number(),
  bill_id: z.number(),
  receipt_number: z.string(),
  visit_id: z.number(),
  visit_date: z.string(),
  token_no: z.number(),
  patient_id: z.number(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  doctor_id: z.number(),
  doctor_name: z.string(),
  staff_id: z.number(),
  staff_name: z.string(),
  subtotal: z.number(),
  discount_amount: z.number(),
  tvalue: z.number(),
  payments: z.array(z.object({ payment_mode: z.number(), amount: z.number() })),
  created_at: z.string(),
});
export type TDaybookBill = z.infer<typeof ZDaybookBill>;

export const ZDaybook = z.object({
  date: z.string(),
  totals: ZDaybookTotals,
  by_staff: z.array(z.object({ staff_id: z.number(), name: z.string(), bills: z.number(), amount: z.number() })),
  by_doctor: z.array(ZStatusCounts.extend({ doctor_id: z.number(), name: z.string() })),
  by_department: z.array(ZStatusCounts.extend({ department_id: z.number() })),
  bills: z.object({ page: z.number(), page_size: z.number(), count: z.number(), rows: z.array(ZDaybookBill) }),
  closed: z.boolean(),
  close: z
    .object({
      closed_at: z.string(),
      closed_by: z.number(),
      closed_by_name: z.string(),
      /** the totals as they were frozen */
      totals: ZDaybookTotals,
    })
    .nullable(),
});
export type TDaybook = z.infer<typeof ZDaybook>;

export const ZDayClosed = z.object({
  date: z.string(),
  close_id: z.number(),
  closed_at: z.string(),
  totals: ZDaybookTotals,
});
export type TDayClosed = z.infer<typeof ZDayClosed>;
