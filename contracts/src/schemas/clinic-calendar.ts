import { z } from 'zod';
import {
  FIRST_SLOT_MINUTE,
  isCalendarDate,
  LAST_SLOT_END_MINUTE,
  SLOT_MINUTES,
  slotMinute,
  slotTime,
} from '../practitioners';
import { PRACTITIONER_NAME_PATTERN } from '../patterns';
import { INDIAN_MOBILE_PATTERN } from './clinic';

/**
 * The clinic's appointments calendar (issue 20 point 4, decision 93). Reception books a doctor's 30-minute slot
 * (06:00–23:00, India time) by telephone, walk-in, online or email, for the patient or for someone else,
 * confirmed or tentative, for a consultation or a therapy. The calendar shows those bookings and the
 * marketplace's online bookings of the clinic's doctors who have a practitioner profile, by doctor, a day or a
 * week at a time. A slot holds one live booking, whichever side made it: the database decides.
 */

/** The slot start times of a day: 06:00 … 22:30 (34 slots). */
export const CLINIC_SLOTS: readonly string[] = Array.from(
  { length: (LAST_SLOT_END_MINUTE - FIRST_SLOT_MINUTE) / SLOT_MINUTES },
  (_, i) => slotTime(FIRST_SLOT_MINUTE + i * SLOT_MINUTES),
);
/** The longest range the calendar answers at once (a week). */
export const CALENDAR_MAX_DAYS = 7;
/** How far ahead reception may book, in India days. */
export const CLINIC_BOOKING_HORIZON_DAYS = 180;

const ZDay = z.string({ error: 'DATE_INVALID' }).refine(isCalendarDate, 'DATE_INVALID');
const ZSlot = z
  .string({ error: 'CLINIC_APPT.SLOT_INVALID' })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'CLINIC_APPT.SLOT_INVALID')
  .refine(
    (t) => slotMinute(t) >= FIRST_SLOT_MINUTE && slotMinute(t) < LAST_SLOT_END_MINUTE,
    'CLINIC_APPT.SLOT_INVALID',
  );

export const ZCalendarQuery = z.object({
  /** the first day shown; today (India) when left out */
  from: ZDay.optional(),
  /** 1 (a day) or 7 (a week) */
  days: z.coerce
    .number()
    .int()
    .min(1, 'CLINIC_APPT.DAYS_INVALID')
    .max(CALENDAR_MAX_DAYS, 'CLINIC_APPT.DAYS_INVALID')
    .default(1),
  /** one doctor's bookings; every doctor's when left out */
  doctor_id: z.coerce.number().int().positive().optional(),
});

export const ZAppointmentCreate = z
  .object({
    /** the doctor's staff id (`GET /clinic/doctors`) */
    doctor_id: z.number({ error: 'CLINIC_APPT.DOCTOR_REQUIRED' }).int().positive('CLINIC_APPT.DOCTOR_REQUIRED'),
    date: ZDay,
    time: ZSlot,
    /** a registered patient of the clinic; or leave it out and give the caller's name and phone */
    patient_id: z.number().int().positive().optional(),
    patient_name: z
      .string()
      .trim()
      .max(100, 'NAME_TOO_LONG')
      .refine((v) => v === '' || PRACTITIONER_NAME_PATTERN.test(v), 'NAME_INVALID')
      .optional(),
    patient_phone: z
      .string()
      .trim()
      .refine((v) => v === '' || INDIAN_MOBILE_PATTERN.test(v), 'MOBILE_INVALID')
      .optional(),
    /** spec §9: 1 consultation, 2 therapy */
    appointment_type: z.union([z.literal(1), z.literal(2)], { error: 'CLINIC_APPT.TYPE_INVALID' }).default(1),
    /** spec §9: 1 telephone, 2 walk-in, 3 online, 4 email */
    booking_mode: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'CLINIC_APPT.MODE_INVALID' })
      .default(1),
    /** spec §9: 1 self, 2 other */
    booked_by: z.union([z.literal(1), z.literal(2)], { error: 'CLINIC_APPT.BOOKED_BY_INVALID' }).default(1),
    /** spec §4: 1 confirm, 2 tentative */
    booking_status: z.union([z.literal(1), z.literal(2)], { error: 'CLINIC_APPT.STATUS_INVALID' }).default(1),
    notes: z.string().trim().max(300, 'TOO_LONG').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.patient_id !== undefined) return;
    if (!v.patient_name) ctx.addIssue({ code: 'custom', path: ['patient_name'], message: 'NAME_REQUIRED' });
    if (!v.patient_phone) ctx.addIssue({ code: 'custom', path: ['patient_phone'], message: 'MOBILE_REQUIRED' });
  });
export type TAppointmentCreate = z.input<typeof ZAppointmentCreate>;

export const ZAppointmentCreated = z.object({
  appointment_id: z.number().int(),
  doctor_id: z.number().int(),
  date: z.string(),
  time: z.string(),
});

export const ZAppointmentChange = z.object({
  /** confirm a tentative booking (1) or mark a confirmed one tentative (2) */
  booking_status: z.union([z.literal(1), z.literal(2)], { error: 'CLINIC_APPT.STATUS_INVALID' }),
});

export const ZAppointmentCancel = z.object({
  reason: z.string().trim().max(300, 'TOO_LONG').optional(),
});

export const ZCalendarAppointment = z.object({
  /**
   * 'desk': booked by this clinic (this calendar); 'online': a patient's booking of the doctor's marketplace
   * profile; 'busy': the doctor's slot is taken elsewhere (another clinic the practitioner visits, or their own
   * diary) — no patient details are shown, the slot only counts as booked
   */
  source: z.enum(['desk', 'online', 'busy']),
  /** the desk booking's id, or the marketplace appointment's id for an online one */
  appointment_id: z.number().int(),
  doctor_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  patient_id: z.number().int().nullable(),
  patient_name: z.string(),
  patient_phone: z.string(),
  appointment_type: z.number().int(),
  booking_mode: z.number().int(),
  booked_by: z.number().int(),
  booking_status: z.number().int(),
  notes: z.string().nullable(),
  /** the OPD visit registered for it, once the patient has arrived */
  visit_id: z.number().int().nullable(),
});
export type TCalendarAppointment = z.infer<typeof ZCalendarAppointment>;

export const ZCalendar = z.object({
  from: z.string(),
  to: z.string(),
  /** today in India */
  today: z.string(),
  slots: z.array(z.string()),
  doctors: z.array(
    z.object({
      doctor_id: z.number().int(),
      name: z.string(),
      /** the doctor's marketplace profile, whose online bookings show here */
      practitioner_id: z.number().int().nullable(),
    }),
  ),
  appointments: z.array(ZCalendarAppointment),
});
export type TCalendar = z.infer<typeof ZCalendar>;
