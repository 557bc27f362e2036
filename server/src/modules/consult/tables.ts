import type { Flag, Id, Num, Text, Timestamp } from '../../db/columns';

/**
 * The tables the `consult` module owns (issue 20 point 6, migration 0039, decision 90): a clinic's medicine
 * master, one consultation per visit, its prescription lines and its advice. Only this module's repository reads
 * or writes them.
 */
export interface ConsultTables {
  clinic_medicines: ClinicMedicinesTable;
  clinic_consultations: ClinicConsultationsTable;
  clinic_prescription_lines: ClinicPrescriptionLinesTable;
  clinic_consultation_advice: ClinicConsultationAdviceTable;
}

export interface ClinicMedicinesTable {
  medicine_id: Id;
  clinic_id: number;
  name: string;
  /** the name lower-cased with its spaces squeezed: one medicine of a name per clinic */
  name_key: string;
  name_guj: Text;
  /** 1 churna, 2 vati, 3 kwath, 4 taila, 5 asava/arishta, 6 ghrita, 7 avaleha, 8 bhasma, 9 other */
  form: number;
  default_dose: Text;
  unit: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicConsultationsTable {
  consultation_id: Id;
  clinic_id: number;
  visit_id: number;
  patient_id: number;
  /** the visit's doctor (a staff id of the `clinic` module) */
  doctor_id: number;
  complaints: Text;
  examination: Text;
  /** decision 90: 1 vata, 2 pitta, 3 kapha, 4 vata-pitta, 5 pitta-kapha, 6 vata-kapha, 7 sama */
  prakriti: Num;
  vikriti: Num;
  diagnosis: Text;
  advice: Text;
  follow_up_date: Text;
  notes: Text;
  saved_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClinicPrescriptionLinesTable {
  line_id: Id;
  consultation_id: number;
  position: number;
  medicine_id: number;
  dose: string;
  unit: string;
  frequency: string;
  duration_days: number;
  /** 1 before food, 2 after food, 3 empty stomach, 4 bedtime */
  food_timing: number;
  instructions: Text;
}

export interface ClinicConsultationAdviceTable {
  consultation_id: number;
  /** 1 diet item, 2 yoga, 3 therapy */
  kind: number;
  item_id: number;
  position: number;
}
