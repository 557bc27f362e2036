import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import { stayBill } from './bill';
import { type PdfLanguage, wardBillPdf } from './bill-pdf';
import * as link from './link';
import { getStay } from './stay-service';
import { dischargeSummaryPdf } from './summary-pdf';

/** The stay's PDFs (decision 98): the discharge summary once a doctor has written it, the bill once issued. */

export interface PdfFile {
  pdf: Buffer;
  filename: string;
}

export async function summaryFile(db: Db, caller: StaffCaller, stayId: number, lang: PdfLanguage): Promise<PdfFile> {
  const stay = await getStay(db, caller, stayId);
  if (!stay.summary) {
    throw AppError.conflict('summary', 'WARD.SUMMARY_REQUIRED', 'A doctor has not written the discharge summary yet.');
  }
  const clinic = await link.clinicCard(db, caller.clinicId);
  const pdf = await dischargeSummaryPdf(
    {
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      patient_name: stay.patient_name,
      patient_name_guj: stay.patient_name_guj,
      case_no: stay.case_no,
      admitting_doctor: stay.doctor_name,
      admission_date: stay.admission_date,
      discharge_date: stay.discharge_date,
      reason: stay.reason,
      beds: stay.periods.map((p) => `${p.room_number}/${p.bed_label}`),
      is_jain: stay.is_jain,
      summary: stay.summary,
    },
    lang,
  );
  return { pdf, filename: `discharge-summary-${stayId}-${lang}.pdf` };
}

export async function billFile(
  db: Db,
  caller: StaffCaller,
  stayId: number,
  lang: PdfLanguage,
  now: Date,
): Promise<PdfFile> {
  const stay = await getStay(db, caller, stayId);
  const bill = await stayBill(db, caller, stayId, now);
  if (!bill.final || !bill.bill_number || !stay.discharge_date) {
    throw AppError.conflict('stay', 'WARD.NOT_DISCHARGED', 'The final bill is issued at discharge.');
  }
  const clinic = await link.clinicCard(db, caller.clinicId);
  const pdf = await wardBillPdf(
    {
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      bill_number: bill.bill_number,
      bill_date: bill.bill_date,
      patient_name: stay.patient_name,
      patient_name_guj: stay.patient_name_guj,
      case_no: stay.case_no,
      doctor_name: stay.doctor_name,
      admission_date: stay.admission_date,
      discharge_date: stay.discharge_date,
      room_days: bill.room_days,
      lines: bill.lines,
      total: bill.total,
    },
    lang,
  );
  return { pdf, filename: `bill-${bill.bill_number.replace(/\//g, '-')}-${lang}.pdf` };
}
