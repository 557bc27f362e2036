import { DEPARTMENT } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './links';
import { prescriptionPdf, type PrescriptionLanguage } from './prescription-pdf';
import { consultationView } from './service';

/**
 * The prescription PDF of a visit of the caller's clinic (decision 90): clinicians and administrators, and
 * reception, who hands it over at checkout; lab staff do not. No consultation yet, or another clinic's visit: 404.
 * The doctor's registration is the linked practitioner profile's (council and number), when there is one.
 */
export async function prescriptionFile(db: Db, caller: StaffCaller, visitId: number, lang: PrescriptionLanguage) {
  if (caller.department === DEPARTMENT.LAB && !caller.isClinicAdmin) {
    throw AppError.forbidden('CONSULT.ROLE_CLINICIAN_ONLY', 'Only clinicians read consultations.');
  }
  const visit = await link.visitOf(db, caller.clinicId, visitId);
  if (!visit) throw AppError.notFound('CONSULT.VISIT_NOT_FOUND', 'No such visit.');
  const [consultation, patient, doctors, clinic] = await Promise.all([
    consultationView(db, caller.clinicId, visitId),
    link.patientOf(db, caller.clinicId, visit.patient_id),
    link.doctorsOf(db, caller.clinicId),
    link.clinicCard(db, caller.clinicId),
  ]);
  if (!consultation) throw AppError.notFound('CONSULT.NOT_WRITTEN', 'No consultation has been written for this visit.');
  const doctor = doctors.get(visit.doctor_id);
  const reg = doctor?.practitioner_id ? await link.registrationOf(db, doctor.practitioner_id) : null;
  const registration = reg?.number ? [reg.number, reg.council].filter(Boolean).join(', ') : null;
  const pdf = await prescriptionPdf(
    {
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      doctor_name: doctor?.name ?? '',
      registration,
      visit_date: visit.visit_date,
      token_no: visit.token_no,
      patient_name: patient?.name ?? '',
      patient_name_guj: patient?.name_guj ?? null,
      case_no: patient?.case_no ?? '',
      consultation,
    },
    lang,
  );
  return { pdf, filename: `prescription-${visit.visit_date}-${visitId}-${lang}.pdf` };
}
