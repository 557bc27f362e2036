import {
  LAB_STATUS,
  type LabFlag,
  PATIENT_REPORTS_LIMIT,
  rangeText,
  type TPatientLabReports,
} from '@gd/contracts/schemas/clinic-lab';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './links';
import { orderNotFound, orderView } from './orders';
import * as repo from './orders-repo';
import { labReportPdf, type ReportLanguage } from './report-pdf';

/**
 * What leaves the lab (decision 96): the released report's PDF, and a patient's released reports for their
 * history. Nothing before the doctor's approval: the PDF of an order not yet released is a 409 `LAB.NOT_RELEASED`.
 */
export async function reportFile(db: Db, caller: StaffCaller, orderId: number, lang: ReportLanguage, now: Date) {
  const order = await repo.orderById(db, caller.clinicId, orderId);
  if (!order) throw orderNotFound();
  if (order.status !== LAB_STATUS.RELEASED) {
    throw AppError.conflict('status', 'LAB.NOT_RELEASED', 'The report is released only after a doctor approves it.');
  }
  const [view, clinic] = await Promise.all([orderView(db, caller, order, now), link.clinicCard(db, caller.clinicId)]);
  const pdf = await labReportPdf(
    {
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      order_id: view.order_id,
      order_date: view.order_date,
      patient_name: view.patient_name,
      patient_name_guj: view.patient_name_guj,
      case_no: view.case_no,
      sex: view.patient_sex,
      age: view.patient_age,
      doctor_name: view.doctor_name,
      collected_at: order.collected_at ?? order.created_at,
      approved_by: view.approved_by_name ?? '',
      approved_at: order.approved_at ?? '',
      lines: view.items.map((i) => ({
        name: i.name,
        name_guj: i.name_guj,
        panel: i.panel,
        panel_guj: i.panel_guj,
        value: i.value,
        unit: i.unit,
        range: i.range,
        flag: i.flag,
        remark: i.remark,
        sample_type: i.sample_type,
      })),
    },
    lang,
  );
  return { pdf, filename: `lab-report-${view.order_date}-${orderId}-${lang}.pdf` };
}

/** A patient's released reports with their results, newest approval first (the last 50). */
export async function patientReports(db: Db, caller: StaffCaller, patientId: number): Promise<TPatientLabReports> {
  const patient = (await link.patientsById(db, caller.clinicId, [patientId])).get(patientId);
  if (!patient) throw AppError.notFound('LAB.PATIENT_NOT_FOUND', 'No such patient.');
  const [orders, names] = await Promise.all([
    repo.releasedOfPatient(db, caller.clinicId, patientId, PATIENT_REPORTS_LIMIT),
    link.staffNames(db, caller.clinicId),
  ]);
  const items = await repo.itemsOf(
    db,
    orders.map((o) => Number(o.order_id)),
  );
  return {
    patient_id: patientId,
    rows: orders.map((o) => ({
      order_id: Number(o.order_id),
      order_date: o.order_date,
      approved_at: o.approved_at ?? '',
      doctor_name: names.get(o.doctor_id) ?? '',
      approved_by_name: (o.approved_by !== null ? names.get(o.approved_by) : undefined) ?? '',
      results: items
        .filter((i) => i.order_id === Number(o.order_id))
        .map((i) => ({
          name: i.name,
          name_guj: i.name_guj,
          value: i.value,
          unit: i.unit,
          range_text: rangeText(i.range_sex === null ? null : { low: i.ref_low, high: i.ref_high }),
          flag: i.flag as LabFlag | null,
        })),
    })),
  };
}
