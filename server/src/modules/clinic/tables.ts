import type { ColumnType, Selectable } from 'kysely';
import type { Flag, Id, Text, Timestamp } from '../../db/columns';

/**
 * The tables the clinic module owns (issue 20, decisions 31 and 86): clinics (the spec's clients) and their
 * branches, staff membership (one clinic, one department per account), patients, consents and the case-number
 * counter. Only this module's repository reads or writes them.
 */
export interface ClinicTables {
  clinics: ClinicsTable;
  clinic_branches: ClinicBranchesTable;
  clinic_staff: ClinicStaffTable;
  clinic_case_counters: ClinicCaseCountersTable;
  clinic_patients: ClinicPatientsTable;
  clinic_patient_consents: ClinicPatientConsentsTable;
  clinic_patient_words: ClinicPatientWordsTable;
}

export interface ClinicsTable {
  clinic_id: Id;
  name: string;
  name_guj: Text;
  business_id: number | null;
  phone: Text;
  address: Text;
  city_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicBranchesTable {
  branch_id: Id;
  clinic_id: number;
  name: string;
  name_guj: Text;
  phone: Text;
  address: Text;
  city_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicStaffTable {
  staff_id: Id;
  user_id: number;
  clinic_id: number;
  branch_id: number | null;
  department_id: number;
  doctor_sub_department_id: number | null;
  designation: Text;
  is_clinic_admin: Flag;
  /** decision 95: approves a pharmacy purchase of an Admin+Treasurer supplier after the administrator (migration 0042) */
  is_treasurer: Flag;
  practitioner_id: number | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicCaseCountersTable {
  clinic_id: number;
  case_year: number;
  last_no: number;
}

export interface ClinicPatientsTable {
  patient_id: Id;
  clinic_id: number;
  branch_id: number | null;
  case_year: number;
  case_seq: number;
  name: string;
  name_guj: Text;
  search_key: ColumnType<string, string | undefined, string>;
  sex: number;
  dob: Text;
  birth_year: number;
  dob_estimated: Flag;
  phone: string;
  address: Text;
  city_id: number | null;
  abha_address: Text;
  emergency_name: Text;
  emergency_phone: Text;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Decision 91: every prefix (1–8 letters) of every search-key word of a patient, once, with the patient's list order
 * (`ord` = case_year × 100000 + case_seq); primary key (clinic_id, prefix, ord).
 */
export interface ClinicPatientWordsTable {
  clinic_id: number;
  prefix: string;
  ord: number;
  patient_id: number;
}

export interface ClinicPatientConsentsTable {
  consent_id: Id;
  patient_id: number;
  clinic_id: number;
  purpose: string;
  language: string;
  given_at: string;
  given_by_staff_id: number | null;
  withdrawn_at: string | null;
  withdrawn_by_staff_id: number | null;
  withdraw_reason: Text;
}

export type ClinicStaffRow = Selectable<ClinicStaffTable>;
export type ClinicPatientRow = Selectable<ClinicPatientsTable>;
export type ConsentRow = Selectable<ClinicPatientConsentsTable>;
