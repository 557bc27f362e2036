import type { ColumnType } from 'kysely';
import type { Flag, Id, NamedMaster, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the practitioners module owns (decision 65): practitioners with their professional and personal
 * information, weekly timings and leave, appointments and answered questions. Only this module's repository
 * reads or writes them.
 */
export interface PractitionersTables {
  practitioners: PractitionersTable;
  practitioner_professional_info: PractitionerProfessionalInfoTable;
  practitioner_personal_info: PractitionerPersonalInfoTable;
  practitioner_timings: PractitionerTimingsTable;
  practitioner_leaves: PractitionerLeavesTable;
  user_book_appointments: UserBookAppointmentsTable;
  practitioner_answers: PractitionerAnswersTable;
  practitioner_specialties: PractitionerSpecialtiesTable;
  practitioner_degrees: PractitionerDegreesTable;
  practitioner_reviews: PractitionerReviewsTable;
}

export interface PractitionersTable extends NamedMaster {
  practitioner_id: Id;
  photo: Text;
  degree_id: Num;
  specialty_id: Num;
  department_id: Num;
  experience_years: Num;
  consultation_fee: Num;
  phone: Text;
  city: Text;
  about: Text;
  /** 0 pending, 1 verified, 2 rejected (decision 65): only verified, active practitioners are public. */
  is_approve: Flag;
  /** The account that edits this practitioner (null for rows only an admin edits). */
  user_id: Num;
  email: Text;
  city_id: Num;
  /** The admin's reason when verification was refused. */
  verification_reason: Text;
  /** The profile address's last part (/doctor/{id}/{slug}). */
  slug: Text;
  /** Languages spoken, ISO 639-1 codes between commas: ",gu,hi,en,". */
  languages: Text;
  ratings: ColumnType<number, number | undefined, number>;
  review_count: ColumnType<number, number | undefined, number>;
}
export interface PractitionerProfessionalInfoTable {
  professional_info_id: Id;
  practitioner_id: number;
  clinic_name: string;
  clinic_address: Text;
  registration_council: Text;
  registration_number: Text;
  service_type_id: Num;
  languages: Text;
  timings: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface PractitionerPersonalInfoTable {
  personal_info_id: Id;
  practitioner_id: number;
  date_of_birth: Text;
  sex: Num;
  personal_phone: Text;
  personal_email: Text;
  home_address: Text;
  emergency_contact_name: Text;
  emergency_contact_phone: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface UserBookAppointmentsTable {
  appointment_id: Id;
  patient_name: string;
  patient_phone: string;
  sex: Num;
  practitioner_id: number;
  department_id: Num;
  appointment_date: string;
  time_slot: string;
  appointment_type: number;
  booking_mode: number;
  booked_by: number;
  notes: Text;
  /** The patient's account that booked it (null for a booking made at the desk). */
  user_id: Num;
  /** Visit status: 1 scheduled, 2 waiting, 3 engaged, 4 checkout, 5 cancelled, 6 no-show. */
  status: ColumnType<number, number | undefined, number>;
  /** 1 Confirm, 2 Tentative (spec §4). */
  booking_status: ColumnType<number, number | undefined, number>;
  pay_mode: ColumnType<string, string | undefined, string>;
  fee_paise: ColumnType<number, number | undefined, number>;
  /** 1 while the appointment holds its slot (unique per practitioner, date and slot); 0 once cancelled. */
  live: Flag;
  cancelled_at: string | null;
  /** 0027: the .ics SEQUENCE — 0 when booked, one more at each move or cancellation. */
  calendar_sequence: ColumnType<number, number | undefined, number>;
  /** 0027: when the day-before reminder went out (claimed by a conditional update). */
  reminder_sent_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A patient's question: '' until answered (`answered_at`); is_approve 0 waiting, 1 approved, 2 rejected (0026). */
export interface PractitionerAnswersTable {
  answer_id: Id;
  practitioner_id: number;
  question: string;
  answer: string;
  is_approve: Flag;
  /** The account that asked (null for rows an admin entered). */
  user_id: Num;
  answered_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** 0026: a patient's review of a checked-out appointment — one per appointment, one reply, hidden by an admin. */
export interface PractitionerReviewsTable {
  review_id: Id;
  practitioner_id: number;
  appointment_id: number;
  user_id: number;
  rating: number;
  review_text: string;
  reply: string | null;
  reply_at: string | null;
  is_hidden: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A practitioner's specialties (master_specialties) and degrees (master_medical_degrees), several each. */
export interface PractitionerSpecialtiesTable {
  practitioner_id: number;
  specialty_id: number;
}
export interface PractitionerDegreesTable {
  practitioner_id: number;
  degree_id: number;
}
/** A weekly consulting window: ISO weekday (1 Monday … 7 Sunday), minutes after midnight, India time. */
export interface PractitionerTimingsTable {
  timing_id: Id;
  practitioner_id: number;
  day: number;
  opens: number;
  closes: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A whole India calendar day (YYYY-MM-DD) the practitioner does not consult. */
export interface PractitionerLeavesTable {
  leave_id: Id;
  practitioner_id: number;
  leave_date: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Tables the generic record API may reach (its registry, spec §3): admins still edit these rows there. A slot
 * booked twice is refused by the database's unique index there too.
 */
export const RECORD_API_TABLES = [
  'practitioners',
  'practitioner_professional_info',
  'practitioner_personal_info',
  'user_book_appointments',
  'practitioner_answers',
] as const;
