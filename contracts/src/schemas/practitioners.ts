import { z } from 'zod';
import { PERSON_NAME_PATTERN, PHONE_PATTERN } from '../patterns';
import { ZLocation, ZMedia } from './practitioner-profile';

export * from '../practitioners';
import {
  FIRST_SLOT_MINUTE,
  isCalendarDate,
  LAST_SLOT_END_MINUTE,
  MAX_LEAVE_DAYS,
  MAX_WINDOWS_A_DAY,
  PRACTITIONER_LANGUAGES,
  PRACTITIONERS_PAGE_SIZE,
  slotMinute,
} from '../practitioners';

const TIME = /^([01]\d|2[0-3]):(00|30)$/;

const ZDate = (key: string) => z.string({ error: key }).refine(isCalendarDate, key);
const ZSlotTime = z
  .string({ error: 'SLOT_TIME_INVALID' })
  .regex(TIME, 'SLOT_TIME_INVALID')
  .refine((t) => slotMinute(t) >= FIRST_SLOT_MINUTE && slotMinute(t) < LAST_SLOT_END_MINUTE, 'SLOT_TIME_INVALID');
/** A window's end may be 23:00, the end of the last slot. */
const ZWindowEnd = z
  .string({ error: 'SLOT_TIME_INVALID' })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'SLOT_TIME_INVALID')
  .refine((t) => slotMinute(t) > FIRST_SLOT_MINUTE && slotMinute(t) <= LAST_SLOT_END_MINUTE, 'SLOT_TIME_INVALID');

export const ZTimingWindow = z
  .object({
    day: z.number({ error: 'FIELD_INVALID' }).int().min(1, 'FIELD_INVALID').max(7, 'FIELD_INVALID'),
    opens: ZSlotTime,
    closes: ZWindowEnd,
    /** The practice location of this window; left out, the practitioner's first location. */
    location_id: z.number({ error: 'FIELD_INVALID' }).int('FIELD_INVALID').positive('FIELD_INVALID').optional(),
  })
  .refine((w) => slotMinute(w.closes) > slotMinute(w.opens), { path: ['closes'], message: 'TIMING_ENDS_BEFORE_START' });
export type TTimingWindow = z.infer<typeof ZTimingWindow>;

/** The weekly timings and leave days, as the practitioner saves them and reads them back. */
export const ZTimings = z
  .object({
    week: z.array(ZTimingWindow).max(7 * MAX_WINDOWS_A_DAY * 5, 'TIMING_TOO_MANY'),
    leave: z.array(ZDate('LEAVE_DATE_INVALID')).max(MAX_LEAVE_DAYS, 'LEAVE_TOO_MANY'),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (let day = 1; day <= 7; day++) {
      const windows = v.week
        .map((w, i) => ({ w, i }))
        .filter(({ w }) => w.day === day)
        .sort((a, b) => slotMinute(a.w.opens) - slotMinute(b.w.opens));
      // Up to three windows a day at each location; no two windows of a day overlap, wherever they are.
      const perLocation = new Map<number, number>();
      for (const { w, i } of windows) {
        const n = (perLocation.get(w.location_id ?? 0) ?? 0) + 1;
        perLocation.set(w.location_id ?? 0, n);
        if (n === MAX_WINDOWS_A_DAY + 1)
          ctx.addIssue({ code: 'custom', path: ['week', i], message: 'TIMING_TOO_MANY' });
      }
      for (let k = 1; k < windows.length; k++) {
        const [before, w] = [windows[k - 1]!.w, windows[k]!.w];
        if (slotMinute(w.opens) < slotMinute(before.closes)) {
          const elsewhere = (w.location_id ?? 0) !== (before.location_id ?? 0);
          ctx.addIssue({
            code: 'custom',
            path: ['week', windows[k]!.i, 'opens'],
            message: elsewhere ? 'TIMING_OVERLAP_LOCATION' : 'TIMING_OVERLAP',
          });
        }
      }
    }
  })
  // The week keeps the order it was sent in, so a later error names the window by its place in the request
  // (`week.3.location_id`); it is read back in day and time order.
  .transform((v) => ({ week: v.week, leave: [...new Set(v.leave)].sort() }));
export type TTimings = z.output<typeof ZTimings>;
/** The timings as the API answers them. */
export const ZTimingsView = z.object({
  week: z.array(
    z.object({
      day: z.number().int(),
      opens: z.string(),
      closes: z.string(),
      location_id: z.number().int().nullable(),
    }),
  ),
  leave: z.array(z.string()),
});
export type TTimingsInput = z.input<typeof ZTimings>;

export const ZSlotsQuery = z.object({ date: ZDate('DATE_INVALID') });
export const ZSlots = z.object({
  date: z.string(),
  /** Each slot names the practice location of its timing window. */
  slots: z.array(z.object({ time: z.string(), available: z.boolean(), location_id: z.number().int().nullable() })),
});
export type TSlots = z.infer<typeof ZSlots>;

const patientName = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(100, 'NAME_TOO_LONG')
  .regex(PERSON_NAME_PATTERN, 'NAME_INVALID');
const patientPhone = z
  .string({ error: 'MOBILE_REQUIRED' })
  .trim()
  .min(1, 'MOBILE_REQUIRED')
  .regex(PHONE_PATTERN, 'MOBILE_INVALID');

/**
 * A booking (spec §9: booked by 1 self / 2 other; appointment type 1 consultation / 2 therapy; sex 1 male /
 * 2 female). `pay` is `clinic` (paid at the visit, booking status Tentative) or `online` (a Razorpay order for
 * the practitioner's fee, the slot held for 15 minutes until it is paid, then Confirm).
 */
export const ZBookRequest = z
  .object({
    practitioner_id: z.number({ error: 'FIELD_INVALID' }).int().positive('FIELD_INVALID'),
    date: ZDate('DATE_INVALID'),
    time: ZSlotTime,
    booked_by: z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' }),
    patient_name: patientName,
    patient_phone: patientPhone,
    sex: z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' }),
    appointment_type: z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' }),
    pay: z.enum(['online', 'clinic'], { error: 'PAY_MODE_INVALID' }),
    notes: z.string().trim().max(500, 'FIELD_TOO_LONG').nullish(),
  })
  .strict();
export type TBookRequest = z.input<typeof ZBookRequest>;

/** An unpaid online booking holds its slot this long (decision 65). */
export const PAYMENT_HOLD_MINUTES = 15;

/** What the web checkout needs to open for an appointment (the amount is the practitioner's fee, set by the server). */
export const ZAppointmentOrder = z.object({
  payment_id: z.number().int(),
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  practitioner_name: z.string(),
  /** Until when the slot is held for this payment (ISO time). */
  hold_expires_at: z.string(),
});
export type TAppointmentOrder = z.infer<typeof ZAppointmentOrder>;

export const ZBookResponse = z.object({
  appointment_id: z.number().int(),
  booking_status: z.number().int(),
  /** Paying online: the order to open the checkout with. */
  order: ZAppointmentOrder.optional(),
});
export type TBookResponse = z.infer<typeof ZBookResponse>;

/** The online payment of an appointment, as the patient and the practitioner see it. */
export const ZAppointmentPayment = z.object({
  /** 0 pending, 1 paid, 2 failed, 3 refunded (PAYMENT_STATUS). */
  status: z.number().int(),
  receipt_number: z.string().nullable(),
  /** requested, pending, processed or failed; null when nothing was refunded. */
  refund_status: z.string().nullable(),
  refund_amount_paise: z.number().int().nullable(),
});

export const ZRescheduleRequest = z.object({ date: ZDate('DATE_INVALID'), time: ZSlotTime }).strict();

export const ZAppointment = z.object({
  appointment_id: z.number().int(),
  practitioner_id: z.number().int(),
  practitioner_name: z.string(),
  practitioner_name_guj: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  status: z.number().int(),
  booking_status: z.number().int(),
  pay_mode: z.string(),
  fee_paise: z.number().int(),
  patient_name: z.string(),
  patient_phone: z.string(),
  sex: z.number().int().nullable(),
  booked_by: z.number().int(),
  appointment_type: z.number().int(),
  notes: z.string().nullable(),
  /** The practice location of the visit (its slot's timing window). */
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  location_address: z.string().nullable(),
  /** The patient may still cancel or move it (before the cut-off, not yet under way). */
  can_change: z.boolean(),
  /** An unpaid online booking holds its slot until then (ISO time); null otherwise. */
  hold_expires_at: z.string().nullable(),
  payment: ZAppointmentPayment.nullable(),
  /** An online booking not paid yet whose hold is still on: the patient may pay now. */
  can_pay: z.boolean(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZAppointmentList = z.object({ rows: z.array(ZAppointment), count: z.number().int() });
export type TAppointmentList = z.infer<typeof ZAppointmentList>;

export const ZMyAppointmentsQuery = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'FIELD_INVALID' }).default('upcoming'),
  limit: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(1, 'FIELD_INVALID').max(50, 'FIELD_INVALID').default(20),
  offset: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(0, 'FIELD_INVALID').default(0),
});

export const ZDayQuery = z.object({ date: ZDate('DATE_INVALID') });

/**
 * The practitioner moves a visit on: 2 waiting, 3 engaged, 4 checkout, each only forward; 5 cancelled or 6 no-show
 * only before the visit is engaged.
 */
export const ZStatusChange = z
  .object({
    status: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)], {
      error: 'STATUS_INVALID',
    }),
  })
  .strict();

export const ZVerificationRequest = z
  .object({
    is_approve: z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' }),
    reason: z.string().trim().max(500, 'FIELD_TOO_LONG').nullish(),
  })
  .strict()
  .refine((v) => v.is_approve === 1 || !!v.reason, { path: ['reason'], message: 'REASON_REQUIRED' });

export const ZPractitionerListQuery = z.object({
  q: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
  city_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive('FIELD_INVALID').optional(),
  specialty_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive('FIELD_INVALID').optional(),
  language: z.enum(PRACTITIONER_LANGUAGES, { error: 'FIELD_INVALID' }).optional(),
  /** Fee range in whole rupees. */
  fee_min: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(0, 'FIELD_INVALID').optional(),
  fee_max: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(0, 'FIELD_INVALID').optional(),
  available: z.literal('today', { error: 'FIELD_INVALID' }).optional(),
  limit: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int()
    .min(1, 'FIELD_INVALID')
    .max(50, 'FIELD_INVALID')
    .default(PRACTITIONERS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int()
    .min(0, 'FIELD_INVALID')
    .max(10_000, 'FIELD_INVALID')
    .default(0),
});
export type TPractitionerListQuery = z.input<typeof ZPractitionerListQuery>;

const ZNextSlot = z.object({ date: z.string(), time: z.string() });

export const ZPractitionerCard = z.object({
  practitioner_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  slug: z.string(),
  photo: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  city_name_guj: z.string().nullable(),
  specialties: z.array(z.object({ specialty_id: z.number().int(), name: z.string(), name_guj: z.string().nullable() })),
  degrees: z.array(z.string()),
  experience_years: z.number().int().nullable(),
  fee_paise: z.number().int(),
  languages: z.array(z.string()),
  ratings: z.number(),
  review_count: z.number().int(),
  /** The first free slot in the next 7 days (India time), or null. */
  next_slot: ZNextSlot.nullable(),
});
export type TPractitionerCard = z.infer<typeof ZPractitionerCard>;
/**
 * A card of the /doctors list (decision 66): the card without the names of its city and specialties — the list's
 * page already holds the city and specialty lists for its filters and names them from there, so twenty cards
 * travel in about a third fewer bytes (in Gujarati, names are three bytes a letter).
 */
export const ZPractitionerListCard = ZPractitionerCard.omit({
  city_name: true,
  city_name_guj: true,
  specialties: true,
}).extend({ specialty_ids: z.array(z.number().int()) });
export type TPractitionerListCard = z.infer<typeof ZPractitionerListCard>;
export const ZPractitionerList = z.object({ rows: z.array(ZPractitionerListCard), count: z.number().int() });
export type TPractitionerList = z.infer<typeof ZPractitionerList>;

/** A service or therapy a practitioner offers (from the clinic masters). */
const ZOffered = z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() });

export const ZPractitionerProfile = ZPractitionerCard.extend({
  about: z.string().nullable(),
  registration_council: z.string().nullable(),
  registration_number: z.string().nullable(),
  /** The practice locations (each timing window names one); never the practitioner's personal details. */
  locations: z.array(ZLocation.extend({ location_id: z.number().int().nullable() })),
  gallery: z.array(ZMedia),
  banners: z.array(ZMedia),
  services: z.array(ZOffered),
  therapies: z.array(ZOffered),
  timings: ZTimingsView.shape.week,
  leave: z.array(z.string()),
  /** Free slots of the next 7 days, the first 12. */
  next_slots: z.array(ZNextSlot),
  questions: z.array(z.object({ answer_id: z.number().int(), question: z.string(), answer: z.string() })),
});
export type TPractitionerProfile = z.infer<typeof ZPractitionerProfile>;

export const ZSpecialtyOption = z.object({
  specialty_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  count: z.number().int(),
});
export type TSpecialtyOption = z.infer<typeof ZSpecialtyOption>;
