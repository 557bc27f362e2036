import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/** Decision 65, the practitioner's week and earnings. */

export const ZWeekQuery = z.object({
  /** The first of the seven days (any weekday; the page asks from a Monday). Left out: this week's Monday. */
  start: z.string({ error: 'DATE_INVALID' }).refine(isCalendarDate, 'DATE_INVALID').optional(),
});

export const ZWeekAppointment = z.object({
  appointment_id: z.number().int(),
  time: z.string(),
  patient_name: z.string(),
  /** 1 scheduled, 2 waiting, 3 engaged, 4 checkout, 6 no-show (cancelled ones are left out). */
  status: z.number().int(),
  booking_status: z.number().int(),
  pay_mode: z.string(),
  appointment_type: z.number().int(),
  /** An online booking not paid yet, its slot still held. */
  awaiting_payment: z.boolean(),
});
export type TWeekAppointment = z.infer<typeof ZWeekAppointment>;

export const ZWeekDay = z.object({
  date: z.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  on_leave: z.boolean(),
  /** The slot starts of the day's timings ("09:00", "09:30" …). */
  slots: z.array(z.string()),
  /** The day's appointments by time (some may lie outside today's timings: booked before they changed). */
  appointments: z.array(ZWeekAppointment),
});
export type TWeekDay = z.infer<typeof ZWeekDay>;

export const ZWeek = z.object({
  start: z.string(),
  end: z.string(),
  /** India's date now, so the page marks today. */
  today: z.string(),
  days: z.array(ZWeekDay),
});
export type TWeek = z.infer<typeof ZWeek>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ZEarningsQuery = z.object({
  /** YYYY-MM; left out: this month (India time). */
  month: z.string({ error: 'MONTH_INVALID' }).regex(MONTH, 'MONTH_INVALID').optional(),
});

export const ZEarningsDay = z.object({
  date: z.string(),
  visits: z.number().int(),
  total_paise: z.number().int(),
  online_paise: z.number().int(),
  clinic_paise: z.number().int(),
});
export type TEarningsDay = z.infer<typeof ZEarningsDay>;

/**
 * A month's checked-out visits: how many and their fees in paise, split into paid online (a confirmed online
 * booking) and at the clinic (everything else), with the days that had visits.
 */
export const ZEarnings = z.object({
  month: z.string(),
  visits: z.number().int(),
  total_paise: z.number().int(),
  online_paise: z.number().int(),
  clinic_paise: z.number().int(),
  days: z.array(ZEarningsDay),
});
export type TEarnings = z.infer<typeof ZEarnings>;
