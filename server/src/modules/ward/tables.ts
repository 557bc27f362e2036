import type { ColumnType } from 'kysely';
import type { Flag, Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `ward` module owns (issue 21 points 1 and 2, migration 0045, decision 98): a clinic's room
 * categories, rooms and beds; in-patient stays and the bed periods they are charged by; the final bills with their
 * lines and counter; the diet chart. Money is integer paise; days are India calendar days (YYYY-MM-DD). Only this
 * module's repository reads or writes them.
 */
export interface WardTables {
  ward_room_categories: WardRoomCategoriesTable;
  ward_rooms: WardRoomsTable;
  ward_beds: WardBedsTable;
  ward_stays: WardStaysTable;
  ward_bed_periods: WardBedPeriodsTable;
  ward_bill_counters: WardBillCountersTable;
  ward_bills: WardBillsTable;
  ward_bill_lines: WardBillLinesTable;
  ward_diet_days: WardDietDaysTable;
  ward_diet_entries: WardDietEntriesTable;
}

/** A clinic's own room category and what a day in it costs (decision 98: not the records master). */
export interface WardRoomCategoriesTable {
  category_id: Id;
  clinic_id: number;
  name: string;
  name_guj: Text;
  /** paise per day */
  daily_charge: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WardRoomsTable {
  room_id: Id;
  clinic_id: number;
  room_number: string;
  floor: Num;
  category_id: number;
  is_ac: Flag;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WardBedsTable {
  bed_id: Id;
  clinic_id: number;
  room_id: number;
  /** 'A', 'B', '1' … unique within its room */
  label: string;
  /** 1 after a patient left it, until reception marks it free */
  cleaning: Flag;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type Live = ColumnType<number | null, number | null | undefined, number | null>;

/** An in-patient stay: live (1) from admission to discharge, null after; one live stay per patient. */
export interface WardStaysTable {
  stay_id: Id;
  clinic_id: number;
  patient_id: number;
  /** the admitting doctor's staff id */
  doctor_id: number;
  admission_date: string;
  admitted_at: string;
  reason: string;
  diagnosis: Text;
  is_jain: Flag;
  live: Live;
  admitted_by: number;
  discharge_date: string | null;
  discharged_at: string | null;
  discharged_by: Num;
  summary_diagnosis: Text;
  summary_treatment: Text;
  summary_condition: Text;
  summary_advice: Text;
  summary_follow_up: string | null;
  /** the doctor who wrote (last saved) the discharge summary */
  summary_doctor_id: Num;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A stay's time in one bed, with the daily charge captured when it began (a later price or category change does
 * not alter it). Live (1) while the patient is in it: one live period per bed and one per stay.
 */
export interface WardBedPeriodsTable {
  period_id: Id;
  clinic_id: number;
  stay_id: number;
  bed_id: number;
  from_date: string;
  from_at: string;
  to_date: string | null;
  to_at: string | null;
  daily_charge: number;
  category_name: string;
  category_name_guj: Text;
  room_number: string;
  bed_label: string;
  live: Live;
  moved_by: number;
}

export interface WardBillCountersTable {
  clinic_id: number;
  financial_year: string;
  last_number: number;
}

/** The final bill of a discharged stay (one per stay), numbered IPD/2026-27/0001 per clinic per year. */
export interface WardBillsTable {
  bill_id: Id;
  clinic_id: number;
  stay_id: number;
  financial_year: string;
  bill_no: number;
  bill_date: string;
  room_days: number;
  total: number;
  created_by: number;
  created_at: Timestamp;
}

export interface WardBillLinesTable {
  line_id: Id;
  bill_id: number;
  position: number;
  /** platform/clinic-charges.ts ChargeKind */
  kind: string;
  description: string;
  description_guj: Text;
  charge_date: string;
  quantity: number;
  unit_paise: number;
  amount_paise: number;
  /** 'ward' for room days, else the charge source's name */
  source: string;
  source_id: number;
}

/** A stay's diet chart of one day: its version, raised by every save (a stale save is refused). */
export interface WardDietDaysTable {
  diet_day_id: Id;
  clinic_id: number;
  stay_id: number;
  diet_date: string;
  version: number;
  updated_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One diet item of a meal of a stay's day, with its price when the doctor wrote it. */
export interface WardDietEntriesTable {
  entry_id: Id;
  clinic_id: number;
  stay_id: number;
  diet_date: string;
  /** 1 early morning, 2 breakfast, 3 lunch, 4 evening, 5 dinner */
  meal: number;
  diet_item_id: number;
  quantity: number;
  unit_paise: number;
  note: Text;
}
