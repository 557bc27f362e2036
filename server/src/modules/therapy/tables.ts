import type { ColumnType } from 'kysely';
import type { Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `therapy` module owns (issue 21 point 3, decision 97, migration 0044): a clinic's therapy rooms
 * and its hours for therapies, the courses doctors prescribe, their sessions, and the occupancy of each 30-minute
 * slot by a live session (whose unique indexes make double booking impossible). Only this module's repository
 * reads or writes them.
 */
export interface TherapyTables {
  clinic_therapy_rooms: ClinicTherapyRoomsTable;
  clinic_therapy_hours: ClinicTherapyHoursTable;
  clinic_therapy_plans: ClinicTherapyPlansTable;
  clinic_therapy_sessions: ClinicTherapySessionsTable;
  clinic_therapy_slots: ClinicTherapySlotsTable;
}

type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface ClinicTherapyRoomsTable {
  room_id: Id;
  clinic_id: number;
  /** "Room 1", "Shirodhara room", "Yoga hall" */
  name: string;
  /** its Gujarati name, if given (migration 0046) */
  name_guj: Text;
  /** the name lower-cased with its spaces squeezed: one per clinic */
  name_key: string;
  /** 1 panchakarma / therapy room, 2 yoga hall */
  kind: WithDefault<number>;
  is_active: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicTherapyHoursTable {
  clinic_id: number;
  /** 'HH:MM' on the half hour, India time */
  opens: string;
  closes: string;
  updated_by: Num;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicTherapyPlansTable {
  plan_id: Id;
  clinic_id: number;
  patient_id: number;
  /** the OPD visit it was prescribed at, if any */
  visit_id: Num;
  /** the prescribing doctor's staff id */
  doctor_id: number;
  /** 1 therapy (records `therapies`), 2 yoga (records `yoga`) */
  kind: number;
  /** the therapy's or the yoga practice's id in the records master */
  master_id: number;
  /** copied from the master when prescribed, so a later edit of the master changes no course or bill */
  name: string;
  name_guj: Text;
  duration_minutes: number;
  /** price of one session, paise (0 for yoga) */
  price_paise: WithDefault<number>;
  days: number;
  sessions_per_day: number;
  /** India day of the first session */
  start_date: string;
  notes: Text;
  /** 1 running, 2 stopped */
  status: WithDefault<number>;
  stopped_by: Num;
  stopped_at: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicTherapySessionsTable {
  session_id: Id;
  clinic_id: number;
  plan_id: number;
  patient_id: number;
  /** 1 … days */
  day_no: number;
  /** 1 … sessions_per_day */
  seq_no: number;
  /** the course's day for it (start_date + day_no − 1) */
  planned_date: string;
  /** 0 to schedule, 1 scheduled, 2 taken, 3 missed, 4 rescheduled (moved to `moved_to`), 5 cancelled */
  status: WithDefault<number>;
  /** India day, 'HH:MM' start, room and therapist: set once scheduled */
  session_date: Text;
  start_time: Text;
  /** ceil(duration / 30) */
  slot_count: number;
  room_id: Num;
  therapist_id: Num;
  moved_from: Num;
  moved_to: Num;
  /** why it was rescheduled */
  reason: Text;
  scheduled_by: Num;
  marked_by: Num;
  marked_at: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One 30-minute slot (`slot_no` = minute of the day / 30) held by a live session. */
export interface ClinicTherapySlotsTable {
  session_id: number;
  clinic_id: number;
  room_id: number;
  therapist_id: number;
  patient_id: number;
  slot_date: string;
  slot_no: number;
}
