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
  practitioner_locations: PractitionerLocationsTable;
  practitioner_services: PractitionerServicesTable;
  practitioner_therapies: PractitionerTherapiesTable;
  practitioner_media: PractitionerMediaTable;
  practitioner_documents: PractitionerDocumentsTable;
  appointment_payments: AppointmentPaymentsTable;
  appointment_receipt_counters: AppointmentReceiptCountersTable;
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
  /** Where the visit takes place: the location of the slot's timing window (migration 0028). */
  location_id: ColumnType<number | null, number | null | undefined, number | null>;
  cancelled_at: string | null;
  /** 0027: the .ics SEQUENCE — 0 when booked, one more at each move or cancellation. */
  calendar_sequence: ColumnType<number, number | undefined, number>;
  /** 0027: when the day-before reminder went out (claimed by a conditional update). */
  reminder_sent_at: string | null;
  /** 0025: an unpaid online booking holds its slot until then (ISO time); null once paid or when paid at the clinic. */
  hold_expires_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/**
 * 0025: an appointment's online payment — the Razorpay order, the payment that paid it, the receipt number
 * (RCT/2026-27/0001) and the refund. Status as billing's payments: 0 pending, 1 paid, 2 failed, 3 refunded.
 */
export interface AppointmentPaymentsTable {
  payment_id: Id;
  appointment_id: number;
  user_id: number;
  amount_paise: number;
  currency: ColumnType<string, string | undefined, string>;
  provider: ColumnType<string, string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  provider_order_id: string;
  provider_payment_id: string | null;
  receipt_number: string | null;
  /** The India day the receipt was issued (YYYY-MM-DD). */
  receipt_date: string | null;
  refund_id: string | null;
  refund_amount_paise: number | null;
  /** requested (the call is under way), pending / processed (Razorpay's refund status), failed. */
  refund_status: string | null;
  refund_reason: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** 0025: the last receipt number given out per financial year ("2026-27"). */
export interface AppointmentReceiptCountersTable {
  financial_year: string;
  last_number: number;
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
  /** The practice location of this window (migration 0028; null only on rows written before it). */
  location_id: ColumnType<number | null, number | null | undefined, number | null>;
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

/** A practice location (migration 0028): each has its own week of timings; removed ones stay for old visits. */
export interface PractitionerLocationsTable {
  location_id: Id;
  practitioner_id: number;
  name: string;
  address: Text;
  city_id: Num;
  /** An https link to the place on a map. */
  map_url: Text;
  sort_order: Flag;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** Services (master_type_of_services) and therapies (therapies) a practitioner offers. */
export interface PractitionerServicesTable {
  practitioner_id: number;
  service_type_id: number;
}
export interface PractitionerTherapiesTable {
  practitioner_id: number;
  therapy_id: number;
}
/** A gallery photo or a banner ('gallery' | 'banner'), re-encoded WebP under the public uploads. */
export interface PractitionerMediaTable {
  media_id: Id;
  practitioner_id: number;
  kind: string;
  photo_url: string;
  thumb_url: string;
  sort_order: Flag;
  created_at: Timestamp;
}
/**
 * A verification document (registration proof): kept in private storage under `storage_key`, never under a
 * public URL; served only to its practitioner and to admins. The latest row is the current submission.
 */
export interface PractitionerDocumentsTable {
  document_id: Id;
  practitioner_id: number;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  registration_council: string;
  registration_number: string;
  created_at: Timestamp;
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
