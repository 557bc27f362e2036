import type { Flag, Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `lab` module owns (issue 21 point 5, migration 0043, decision 96): a clinic's test master and
 * its reference ranges, orders placed from a visit with one item per test (the test as it was when ordered, the
 * result and the range that applied), and the lab's receipt counter. Only this module's repository names them.
 */
export interface LabTables {
  clinic_lab_tests: ClinicLabTestsTable;
  clinic_lab_ranges: ClinicLabRangesTable;
  clinic_lab_orders: ClinicLabOrdersTable;
  clinic_lab_order_items: ClinicLabOrderItemsTable;
  clinic_lab_receipt_counters: ClinicLabReceiptCountersTable;
}

export interface ClinicLabTestsTable {
  test_id: Id;
  clinic_id: number;
  /** upper-case, one per clinic */
  code: string;
  name: string;
  name_guj: Text;
  panel: Text;
  panel_guj: Text;
  /** contracts SAMPLE_TYPES: 1 whole blood … 7 other */
  sample_type: number;
  unit: Text;
  price_paise: number;
  /** 1 numeric, 2 choice, 3 text */
  result_kind: number;
  decimals: number;
  /** JSON: [{label, normal}] */
  choices: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicLabRangesTable {
  range_id: Id;
  test_id: number;
  position: number;
  /** 0 anyone, 1 male, 2 female */
  sex: number;
  age_min: number;
  age_max: Num;
  /** decimal text, e.g. '13.0' */
  low: Text;
  high: Text;
  critical_low: Text;
  critical_high: Text;
}

export interface ClinicLabOrdersTable {
  order_id: Id;
  clinic_id: number;
  visit_id: number;
  patient_id: number;
  /** the ordering doctor's staff id */
  doctor_id: number;
  /** India date of the order */
  order_date: string;
  /** contracts LAB_STATUS */
  status: number;
  /** raised by every change: a write names the version it read */
  version: number;
  note: Text;
  total_paise: number;
  created_by: number;
  collected_at: Text;
  collected_by: Num;
  entered_at: Text;
  entered_by: Num;
  submitted_at: Text;
  submitted_by: Num;
  approved_at: Text;
  approved_by: Num;
  returned_at: Text;
  returned_by: Num;
  return_reason: Text;
  cancelled_at: Text;
  cancelled_by: Num;
  cancel_reason: Text;
  paid_at: Text;
  paid_by: Num;
  payment_mode: Num;
  receipt_fy: Text;
  receipt_no: Num;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicLabOrderItemsTable {
  item_id: Id;
  order_id: number;
  position: number;
  test_id: number;
  code: string;
  name: string;
  name_guj: Text;
  panel: Text;
  panel_guj: Text;
  sample_type: number;
  unit: Text;
  result_kind: number;
  decimals: number;
  choices: string;
  price_paise: number;
  value: Text;
  /** contracts LAB_FLAGS, or null */
  flag: Text;
  remark: Text;
  /** the range that applied when the value was entered */
  range_sex: Num;
  range_age_min: Num;
  range_age_max: Num;
  ref_low: Text;
  ref_high: Text;
  crit_low: Text;
  crit_high: Text;
}

export interface ClinicLabReceiptCountersTable {
  clinic_id: number;
  financial_year: string;
  last_number: number;
}
