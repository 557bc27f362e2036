import { z } from 'zod';
import { isCalendarDate, slotMinute, slotTime } from '../practitioners';

/**
 * Panchakarma and therapy courses, and yoga sessions (issue 21 point 3, decision 97; the `therapy` module). A
 * doctor prescribes a course — a therapy or a yoga practice from the records masters, a number of days, sessions a
 * day, a start date — whose sessions reception schedules to a day, a start time, a room and a therapist. A session
 * of d minutes takes ceil(d / 30) consecutive 30-minute slots within the clinic's hours for therapies; no room,
 * therapist or patient is ever in two sessions at once (the database decides). Sessions are marked taken or
 * missed, or rescheduled (the old row stays as history). Money in paise, days and times India's.
 */

export const THERAPY_SLOT_MINUTES = 30;
/** The hours for therapies of a clinic that has not set its own. */
export const THERAPY_DEFAULT_HOURS = { opens: '07:00', closes: '19:00' } as const;
/** How far ahead a session may be scheduled or a course start, in India days. */
export const THERAPY_HORIZON_DAYS = 180;
export const THERAPY_MAX_DAYS = 60;
export const THERAPY_MAX_SESSIONS_A_DAY = 3;
/** The most sessions one course may have (days × sessions a day). */
export const THERAPY_MAX_SESSIONS = 90;

/** 1 therapy room (panchakarma), 2 yoga hall */
export const THERAPY_ROOM_KIND = { THERAPY: 1, YOGA: 2 } as const;
/** 1 therapy (records `therapies`), 2 yoga (records `yoga`): a therapy is given in a therapy room, yoga in a hall */
export const THERAPY_KIND = { THERAPY: 1, YOGA: 2 } as const;
export const SESSION_STATUS = {
  TO_SCHEDULE: 0,
  SCHEDULED: 1,
  TAKEN: 2,
  MISSED: 3,
  RESCHEDULED: 4,
  CANCELLED: 5,
} as const;
export const PLAN_STATUS = { RUNNING: 1, STOPPED: 2 } as const;

/** How many 30-minute slots a session of this many minutes takes. */
export const slotsFor = (minutes: number): number => Math.max(1, Math.ceil(minutes / THERAPY_SLOT_MINUTES));
/** The slot number of an 'HH:MM' on the half hour (minute of the day / 30). */
export const slotNoOf = (time: string): number => slotMinute(time) / THERAPY_SLOT_MINUTES;
export const timeOfSlot = (slotNo: number): string => slotTime(slotNo * THERAPY_SLOT_MINUTES);
/** The start times of the hours' slots: '07:00', '07:30' … the last half hour before closing. */
export function therapySlots(hours: { opens: string; closes: string }): string[] {
  const out: string[] = [];
  for (let n = slotNoOf(hours.opens); n < slotNoOf(hours.closes); n++) out.push(timeOfSlot(n));
  return out;
}
/** 'HH:MM' a session starting then with this many slots ends. */
export const endTimeOf = (start: string, slotCount: number): string => timeOfSlot(slotNoOf(start) + slotCount);

const ZDay = z.string({ error: 'DATE_INVALID' }).refine(isCalendarDate, 'DATE_INVALID');
export const ZHalfHour = z
  .string({ error: 'THERAPY.TIME_INVALID' })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'THERAPY.TIME_INVALID');
const ZId = (key: string) => z.number({ error: key }).int(key).positive(key);

// ---- rooms and hours ------------------------------------------------------------------------------------------

export const ZTherapyRoom = z.object({
  room_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  kind: z.number().int(),
  is_active: z.boolean(),
});
export type TTherapyRoom = z.infer<typeof ZTherapyRoom>;

export const ZTherapyHours = z.object({ opens: z.string(), closes: z.string() });

export const ZTherapyRooms = z.object({ rooms: z.array(ZTherapyRoom), hours: ZTherapyHours });
export type TTherapyRooms = z.infer<typeof ZTherapyRooms>;

const ZRoomName = z
  .string({ error: 'THERAPY.ROOM_NAME_REQUIRED' })
  .trim()
  .min(1, 'THERAPY.ROOM_NAME_REQUIRED')
  .max(60, 'TOO_LONG');
/** Its Gujarati name, optional: empty or null clears it (on an update, left out keeps it). */
const ZRoomNameGuj = z
  .string()
  .trim()
  .max(60, 'FIELD_TOO_LONG')
  .nullable()
  .transform((v) => (v ? v : null));
const ZRoomKind = z.union([z.literal(1), z.literal(2)], { error: 'THERAPY.ROOM_KIND_INVALID' });

export const ZTherapyRoomCreate = z.object({
  name: ZRoomName,
  name_guj: ZRoomNameGuj.optional(),
  kind: ZRoomKind,
  is_active: z.boolean().optional(),
});
export type TTherapyRoomCreate = z.input<typeof ZTherapyRoomCreate>;
export const ZTherapyRoomUpdate = z
  .object({
    name: ZRoomName.optional(),
    name_guj: ZRoomNameGuj.optional(),
    kind: ZRoomKind.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'THERAPY.NOTHING_TO_CHANGE');
export type TTherapyRoomUpdate = z.input<typeof ZTherapyRoomUpdate>;

export const ZTherapyHoursUpdate = z
  .object({ opens: ZHalfHour, closes: ZHalfHour })
  .refine((v) => slotMinute(v.closes) - slotMinute(v.opens) >= 60, {
    path: ['closes'],
    message: 'THERAPY.HOURS_INVALID',
  });

// ---- masters, courses -------------------------------------------------------------------------------------------

export const ZTherapyMaster = z.object({
  kind: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  duration_minutes: z.number().int(),
  price_paise: z.number().int(),
});
export type TTherapyMaster = z.infer<typeof ZTherapyMaster>;
export const ZTherapyMasters = z.object({ therapies: z.array(ZTherapyMaster), yoga: z.array(ZTherapyMaster) });
export type TTherapyMasters = z.infer<typeof ZTherapyMasters>;

export const ZTherapyPlanCreate = z
  .object({
    patient_id: ZId('THERAPY.PATIENT_REQUIRED'),
    /** the visit it is prescribed at (the patient's own, of this clinic) */
    visit_id: z.number().int().positive().optional(),
    kind: z.union([z.literal(1), z.literal(2)], { error: 'THERAPY.KIND_INVALID' }),
    /** a therapy id (kind 1) or a yoga id (kind 2) of the records masters */
    master_id: ZId('THERAPY.MASTER_REQUIRED'),
    days: z
      .number({ error: 'THERAPY.DAYS_INVALID' })
      .int('THERAPY.DAYS_INVALID')
      .min(1, 'THERAPY.DAYS_INVALID')
      .max(THERAPY_MAX_DAYS, 'THERAPY.DAYS_INVALID'),
    sessions_per_day: z
      .number({ error: 'THERAPY.PER_DAY_INVALID' })
      .int('THERAPY.PER_DAY_INVALID')
      .min(1, 'THERAPY.PER_DAY_INVALID')
      .max(THERAPY_MAX_SESSIONS_A_DAY, 'THERAPY.PER_DAY_INVALID'),
    start_date: ZDay,
    notes: z.string().trim().max(500, 'TOO_LONG').optional(),
  })
  .refine((v) => v.days * v.sessions_per_day <= THERAPY_MAX_SESSIONS, {
    path: ['days'],
    message: 'THERAPY.TOO_MANY_SESSIONS',
  });
export type TTherapyPlanCreate = z.input<typeof ZTherapyPlanCreate>;

export const ZTherapySession = z.object({
  session_id: z.number().int(),
  plan_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  kind: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  duration_minutes: z.number().int(),
  day_no: z.number().int(),
  seq_no: z.number().int(),
  days: z.number().int(),
  planned_date: z.string(),
  /** 0 to schedule, 1 scheduled, 2 taken, 3 missed, 4 rescheduled, 5 cancelled */
  status: z.number().int(),
  date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  slot_count: z.number().int(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  room_name_guj: z.string().nullable(),
  therapist_id: z.number().int().nullable(),
  therapist_name: z.string().nullable(),
  moved_from: z.number().int().nullable(),
  moved_to: z.number().int().nullable(),
  reason: z.string().nullable(),
  marked_at: z.string().nullable(),
});
export type TTherapySession = z.infer<typeof ZTherapySession>;

export const ZTherapyPlan = z.object({
  plan_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  visit_id: z.number().int().nullable(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  kind: z.number().int(),
  master_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  duration_minutes: z.number().int(),
  price_paise: z.number().int(),
  days: z.number().int(),
  sessions_per_day: z.number().int(),
  start_date: z.string(),
  notes: z.string().nullable(),
  /** 1 running, 2 stopped */
  status: z.number().int(),
  created_at: z.string(),
  /** sessions by state (the live ones: a rescheduled row counts once, as its replacement) */
  counts: z.object({
    to_schedule: z.number().int(),
    scheduled: z.number().int(),
    taken: z.number().int(),
    missed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type TTherapyPlan = z.infer<typeof ZTherapyPlan>;

export const ZTherapyPlanDetail = ZTherapyPlan.extend({ sessions: z.array(ZTherapySession) });
export type TTherapyPlanDetail = z.infer<typeof ZTherapyPlanDetail>;

export const ZTherapyPlanQuery = z.object({ patient_id: z.coerce.number().int().positive() });
export const ZTherapyPlans = z.object({ rows: z.array(ZTherapyPlan) });

// ---- scheduling -----------------------------------------------------------------------------------------------

export const ZSessionPlace = z.object({
  date: ZDay,
  time: ZHalfHour,
  room_id: ZId('THERAPY.ROOM_REQUIRED'),
  therapist_id: ZId('THERAPY.THERAPIST_REQUIRED'),
});
export type TSessionPlace = z.input<typeof ZSessionPlace>;

export const ZPlanSchedule = z.object({
  items: z
    .array(ZSessionPlace.extend({ session_id: ZId('THERAPY.SESSION_REQUIRED') }), { error: 'THERAPY.ITEMS_REQUIRED' })
    .min(1, 'THERAPY.ITEMS_REQUIRED')
    .max(THERAPY_MAX_SESSIONS, 'THERAPY.TOO_MANY_SESSIONS'),
});
export type TPlanSchedule = z.input<typeof ZPlanSchedule>;

export const ZProposalQuery = z.object({
  /** the preferred start each day; the hours' opening when left out */
  time: ZHalfHour.optional(),
  room_id: z.coerce.number().int().positive().optional(),
  therapist_id: z.coerce.number().int().positive().optional(),
});
export const ZProposal = z.object({
  items: z.array(
    z.object({
      session_id: z.number().int(),
      day_no: z.number().int(),
      seq_no: z.number().int(),
      /** null: no free room and therapist together that day from the preferred time */
      place: z
        .object({ date: z.string(), time: z.string(), room_id: z.number().int(), therapist_id: z.number().int() })
        .nullable(),
    }),
  ),
});
export type TProposal = z.infer<typeof ZProposal>;

export const ZReschedule = ZSessionPlace.extend({ reason: z.string().trim().max(200, 'TOO_LONG').optional() });
export type TReschedule = z.input<typeof ZReschedule>;

export const ZMarkSession = z.object({
  /** 2 taken, 3 missed */
  status: z.union([z.literal(2), z.literal(3)], { error: 'THERAPY.MARK_INVALID' }),
});

export const ZBoardQuery = z.object({
  date: ZDay.optional(),
  /** one therapist's day (the therapist's phone page) */
  therapist_id: z.coerce.number().int().positive().optional(),
});

export const ZTherapist = z.object({ staff_id: z.number().int(), name: z.string() });
export type TTherapist = z.infer<typeof ZTherapist>;

export const ZTherapyBoard = z.object({
  date: z.string(),
  today: z.string(),
  hours: ZTherapyHours,
  slots: z.array(z.string()),
  rooms: z.array(ZTherapyRoom),
  therapists: z.array(ZTherapist),
  /** the day's scheduled, taken and missed sessions, by start time */
  sessions: z.array(ZTherapySession),
  /** sessions of running courses still to schedule, planned for this day or earlier (not with `therapist_id`) */
  to_schedule: z.array(ZTherapySession),
});
export type TTherapyBoard = z.infer<typeof ZTherapyBoard>;
