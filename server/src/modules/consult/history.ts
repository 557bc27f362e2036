import { DEPARTMENT } from '@gd/contracts/codes';
import { HISTORY_PAGE_SIZE, type THistory } from '@gd/contracts/schemas/clinic-consult';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './links';
import * as repo from './repo';

/**
 * A patient's history (issue 20 point 6): their visits of this clinic, newest first (by day, then the later
 * registration), 20 a page, each with its consultation's summary (complaints, diagnosis, prakriti/vikriti,
 * follow-up, the medicines prescribed). Clinicians and clinic administrators only; another clinic's patient is a 404.
 */
export async function patientHistory(db: Db, caller: StaffCaller, patientId: number, page: number): Promise<THistory> {
  const clinician = caller.department === DEPARTMENT.DOCTOR || caller.department === DEPARTMENT.PANCHAKARMA;
  if (!clinician && !caller.isClinicAdmin) {
    throw AppError.forbidden('CONSULT.ROLE_CLINICIAN_ONLY', 'Only clinicians read consultations.');
  }
  const patient = await link.patientOf(db, caller.clinicId, patientId);
  if (!patient) throw AppError.notFound('CONSULT.PATIENT_NOT_FOUND', 'No such patient.');
  const offset = HISTORY_PAGE_SIZE * (page - 1);
  const [{ rows: visits, total }, doctors] = await Promise.all([
    link.patientVisits(db, caller.clinicId, patientId, HISTORY_PAGE_SIZE, offset),
    link.doctorsOf(db, caller.clinicId),
  ]);
  const consultations = await repo.consultationsOfVisits(
    db,
    caller.clinicId,
    visits.map((v) => v.visit_id),
  );
  const lines = await repo.linesOf(
    db,
    consultations.map((c) => c.consultation_id),
  );
  const byVisit = new Map(consultations.map((c) => [c.visit_id, c]));
  return {
    patient_id: patientId,
    page,
    page_size: HISTORY_PAGE_SIZE,
    total,
    rows: visits.map((v) => {
      const c = byVisit.get(v.visit_id);
      return {
        visit_id: v.visit_id,
        visit_date: v.visit_date,
        token_no: v.token_no,
        status: v.status,
        doctor_name: doctors.get(v.doctor_id)?.name ?? '',
        consultation: c
          ? {
              complaints: c.complaints,
              diagnosis: c.diagnosis,
              prakriti: c.prakriti,
              vikriti: c.vikriti,
              follow_up_date: c.follow_up_date,
              medicines: lines
                .filter((l) => l.consultation_id === c.consultation_id)
                .map((l) => ({ name: l.medicine_name, name_guj: l.medicine_name_guj })),
            }
          : null,
      };
    }),
  };
}
