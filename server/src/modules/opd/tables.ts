import type { ColumnType } from 'kysely';
import type { Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `opd` module owns (issue 20 points 3 and 5, migration 0037): OPD visits with their token and
 * queue status, their bills (receipts) with lines and payments, and the two gap-free counters. Money is integer
 * paise. Only this module's repository reads or writes them.
 */
export interface OpdTables {
  clinic_visits: ClinicVisitsTable;
  clinic_bills: ClinicBillsTable;
  clinic_bill_items: ClinicBillItemsTable;
  clinic_bill_payments: ClinicBillPaymentsTable;
  clinic_token_counters: ClinicTokenCountersTable;
  clinic_receipt_counters: ClinicReceiptCountersTable;
  clinic_day_closes: ClinicDayClosesTable;
  clinic_appointments: ClinicAppointmentsTable;
}

type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface ClinicVisitsTable {
  visit_id: Id;
  clinic_id: number;
  /** the registering staff member's branch (null: the clinic has none named) */
  branch_id: number | null;
  patient_id: number;
  /** the doctor's staff id (the `clinic` module's staff account) */
  doctor_id: number;
  department_id: number;
  /** India calendar day, YYYY-MM-DD */
  visit_date: string;
  token_no: number;
  /** 1 scheduled, 2 waiting, 3 engaged, 4 checkout (spec §4, decision 32) */
  status: WithDefault<number>;
  /** spec §9: 1 consultation, 2 therapy */
  appointment_type: WithDefault<number>;
  /** spec §9: 1 telephone, 2 walk-in, 3 online, 4 email */
  booking_mode: WithDefault<number>;
  /** spec §9: 1 self, 2 other */
  booked_by: WithDefault<number>;
  /** spec §4: 1 confirm, 2 tentative */
  booking_status: WithDefault<number>;
  created_by: number;
  status_changed_by: Num;
  status_changed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicBillsTable {
  bill_id: Id;
  clinic_id: number;
  visit_id: number;
  /** April–March, '2026-27' */
  financial_year: string;
  receipt_no: number;
  receipt_date: string;
  subtotal: number;
  /** 0 none, 1 flat, 2 percentage */
  discount_type: WithDefault<number>;
  /** the discount as typed ('10%', '5000') */
  discount: Text;
  discount_amount: WithDefault<number>;
  discount_remark: Text;
  tvalue: number;
  created_by: number;
  /** 1 once the receipt is issued: nobody but a clinic administrator changes it */
  closed: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicBillItemsTable {
  item_id: Id;
  bill_id: number;
  position: number;
  /** 1 case-paper fee, 2 special OPD charge */
  kind: number;
  name: string;
  amount: number;
}

export interface ClinicBillPaymentsTable {
  payment_id: Id;
  bill_id: number;
  /** 1 cash, 2 card, 3 UPI */
  payment_mode: number;
  amount: number;
}

export interface ClinicTokenCountersTable {
  clinic_id: number;
  doctor_id: number;
  visit_date: string;
  last_number: number;
}

export interface ClinicReceiptCountersTable {
  clinic_id: number;
  financial_year: string;
  last_number: number;
}

/** A closed day of a clinic (decision 92, migration 0040): one per clinic per India date, its totals frozen. */
export interface ClinicDayClosesTable {
  close_id: Id;
  clinic_id: number;
  /** India calendar day, YYYY-MM-DD */
  close_date: string;
  bill_count: number;
  /** paise */
  collected: number;
  /** the day book's totals as they were at the close (JSON, paise) */
  totals_json: string;
  /** the closing administrator's staff id */
  closed_by: number;
  closed_at: Timestamp;
}

/**
 * A booking of a doctor's 30-minute slot at the desk (decision 93, migration 0041): one live booking per doctor,
 * date and slot (a partial unique index over `live` = 1).
 */
export interface ClinicAppointmentsTable {
  appointment_id: Id;
  clinic_id: number;
  branch_id: number | null;
  /** the doctor's staff id */
  doctor_id: number;
  /** India calendar day, YYYY-MM-DD */
  appointment_date: string;
  /** the slot's start, 'HH:MM' (06:00 … 22:30) */
  time_slot: string;
  /** a registered patient of the clinic, or null for a caller not registered yet */
  patient_id: number | null;
  patient_name: string;
  patient_phone: string;
  /** spec §9: 1 consultation, 2 therapy */
  appointment_type: WithDefault<number>;
  /** spec §9: 1 telephone, 2 walk-in, 3 online, 4 email */
  booking_mode: WithDefault<number>;
  /** spec §9: 1 self, 2 other */
  booked_by: WithDefault<number>;
  /** spec §4: 1 confirm, 2 tentative */
  booking_status: WithDefault<number>;
  notes: Text;
  /** 1 while it holds its slot; 0 once cancelled */
  live: WithDefault<number>;
  /** the same booking in the practitioners module, when the doctor has a marketplace profile */
  practitioner_appointment_id: Num;
  /** the OPD visit registered when the patient arrived */
  visit_id: Num;
  created_by: number;
  cancelled_by: Num;
  cancelled_at: string | null;
  cancel_reason: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
