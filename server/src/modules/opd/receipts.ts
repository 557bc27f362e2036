import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from './caller';
import * as link from './clinic-link';
import { opdReceiptPdf, type ReceiptLanguage, type ReceiptSize } from './receipt-pdf';
import * as repo from './repo';
import { receiptLabel } from './service';

/** The receipt PDF of a bill of the caller's clinic (any department may print it); another clinic's is a 404. */
export async function receiptFile(
  db: Db,
  caller: StaffCaller,
  receiptId: number,
  size: ReceiptSize,
  lang: ReceiptLanguage,
): Promise<{ pdf: Buffer; filename: string }> {
  const bill = await repo.findBill(db, caller.clinicId, receiptId);
  if (!bill) throw AppError.notFound('OPD.RECEIPT_NOT_FOUND', 'No such receipt.');
  const [lines, payments, clinic, patient, doctors] = await Promise.all([
    repo.billItems(db, bill.bill_id),
    repo.billPayments(db, bill.bill_id),
    link.clinicName(db, caller.clinicId),
    link.patientForReceipt(db, caller.clinicId, bill.patient_id),
    link.doctorsOf(db, caller.clinicId),
  ]);
  const doctor = doctors.find((d) => d.doctor_id === bill.doctor_id);
  const number = receiptLabel(bill.financial_year, bill.receipt_no);
  const pdf = await opdReceiptPdf(
    {
      receipt_number: number,
      receipt_date: bill.receipt_date,
      visit_date: bill.visit_date,
      token_no: bill.token_no,
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      patient_name: patient?.name ?? '',
      patient_name_guj: patient?.name_guj ?? null,
      patient_phone: patient?.phone ?? null,
      case_no: patient?.case_no ?? null,
      doctor_name: doctor?.name ?? '',
      doctor_name_guj: doctor?.name_guj ?? null,
      appointment_type: bill.appointment_type,
      lines,
      subtotal: bill.subtotal,
      discount_type: bill.discount_type,
      discount: bill.discount,
      discount_amount: bill.discount_amount,
      discount_remark: bill.discount_remark,
      tvalue: bill.tvalue,
      payments,
    },
    size,
    lang,
  );
  return { pdf, filename: `receipt-${number.replace(/\//g, '-')}-${size}-${lang}.pdf` };
}
