import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type {
  TConsultation,
  TConsultationView,
  TConsultMasters,
  ZConsultationSave,
} from '@gd/contracts/schemas/clinic-consult';
import { VISIT_STATUS } from '@gd/contracts/schemas/clinic-opd';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './links';
import { listMedicines } from './medicines';
import * as repo from './repo';

/**
 * The doctor's consultation (issue 20 point 6, decision 90): one per visit, saved whole by the visit's own
 * doctor while the visit is engaged, or on its day once checked out; its prescription names medicines of the
 * clinic's master, its advice the `records` masters' diet items, yoga and therapies.
 */
export const ADVICE_KIND = { DIET: 1, YOGA: 2, THERAPY: 3 } as const;

const visitNotFound = () => AppError.notFound('CONSULT.VISIT_NOT_FOUND', 'No such visit.');

/** Why this caller may not save this visit's consultation now, or null when they may. */
export function refusal(caller: StaffCaller, visit: link.VisitCard, today: string): AppError | null {
  if (caller.department !== DEPARTMENT.DOCTOR) {
    return AppError.forbidden('CONSULT.ROLE_DOCTOR_ONLY', 'Only the doctor writes the consultation.');
  }
  if (visit.doctor_id !== caller.staffId) {
    return AppError.forbidden('CONSULT.NOT_YOUR_PATIENT', "Another doctor's visit.");
  }
  if (visit.status === VISIT_STATUS.ENGAGED) return null;
  if (visit.status === VISIT_STATUS.CHECKOUT && visit.visit_date >= today) return null;
  if (visit.status === VISIT_STATUS.CHECKOUT) {
    return AppError.conflict(
      'status',
      'CONSULT.LOCKED',
      'The day of this visit is over: its consultation is kept as it was.',
    );
  }
  return AppError.conflict('status', 'CONSULT.NOT_ENGAGED', 'Call the patient in before writing the consultation.');
}

function invalid(errors: Record<string, string>): AppError {
  return new AppError(400, Object.values(errors)[0] ?? 'VALIDATION', 'Please check the highlighted fields.', errors);
}

async function consultationView(db: Db, clinicId: number, visitId: number): Promise<TConsultation | null> {
  const row = await repo.consultationOfVisit(db, clinicId, visitId);
  if (!row) return null;
  const [lines, advice, masters] = await Promise.all([
    repo.linesOf(db, [row.consultation_id]),
    repo.adviceOf(db, row.consultation_id),
    link.adviceMasters(db),
  ]);
  const named = (kind: number, items: link.AdviceItem[]) => {
    const byId = new Map(items.map((i) => [i.id, i]));
    return advice.flatMap((a) => {
      const item = a.kind === kind ? byId.get(a.item_id) : undefined;
      return item ? [{ id: item.id, name: item.name, name_guj: item.name_guj }] : [];
    });
  };
  return {
    consultation_id: Number(row.consultation_id),
    complaints: row.complaints,
    examination: row.examination,
    prakriti: row.prakriti,
    vikriti: row.vikriti,
    diagnosis: row.diagnosis,
    lines: lines.map(({ consultation_id: _c, ...l }) => l),
    diet_items: named(ADVICE_KIND.DIET, masters.diet_items),
    yoga: named(ADVICE_KIND.YOGA, masters.yoga),
    therapies: named(ADVICE_KIND.THERAPY, masters.therapies),
    advice: row.advice,
    follow_up_date: row.follow_up_date,
    notes: row.notes,
    updated_at: row.updated_at,
  };
}

/** Clinicians (doctor, panchakarma) and clinic administrators read consultations; reception does not. */
function mayRead(caller: StaffCaller): boolean {
  return (
    caller.isClinicAdmin || caller.department === DEPARTMENT.DOCTOR || caller.department === DEPARTMENT.PANCHAKARMA
  );
}

export async function getConsultation(db: Db, caller: StaffCaller, visitId: number, now: Date) {
  if (!mayRead(caller)) throw AppError.forbidden('CONSULT.ROLE_CLINICIAN_ONLY', 'Only clinicians read consultations.');
  const visit = await link.visitOf(db, caller.clinicId, visitId);
  if (!visit) throw visitNotFound();
  return viewOf(db, caller, visit, now);
}

async function viewOf(db: Db, caller: StaffCaller, visit: link.VisitCard, now: Date): Promise<TConsultationView> {
  const [consultation, patient, doctors] = await Promise.all([
    consultationView(db, caller.clinicId, visit.visit_id),
    link.patientOf(db, caller.clinicId, visit.patient_id),
    link.doctorsOf(db, caller.clinicId),
  ]);
  return {
    visit: {
      visit_id: visit.visit_id,
      visit_date: visit.visit_date,
      token_no: visit.token_no,
      status: visit.status,
      doctor_id: visit.doctor_id,
      doctor_name: doctors.get(visit.doctor_id)?.name ?? '',
      patient_id: visit.patient_id,
      patient_name: patient?.name ?? '',
      patient_name_guj: patient?.name_guj ?? null,
      patient_phone: patient?.phone ?? null,
      case_no: patient?.case_no ?? '',
    },
    consultation,
    editable: refusal(caller, visit, indiaDate(now)) === null,
  };
}

/** Checks the ids the body names against the clinic's medicines and the advice masters; field → key. */
async function checkReferences(
  db: Db,
  clinicId: number,
  visitId: number,
  body: z.output<typeof ZConsultationSave>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const medicineIds = [...new Set(body.lines.map((l) => l.medicine_id))];
  const [medicines, masters, saved] = await Promise.all([
    repo.medicinesByIds(db, clinicId, medicineIds),
    link.adviceMasters(db),
    repo.consultationOfVisit(db, clinicId, visitId),
  ]);
  // A medicine retired since it was prescribed may stay on this consultation; it cannot be newly prescribed.
  const keep = new Set(saved ? (await repo.linesOf(db, [saved.consultation_id])).map((l) => l.medicine_id) : []);
  const known = new Map(medicines.map((m) => [Number(m.medicine_id), m.is_active === 1]));
  body.lines.forEach((l, i) => {
    const active = known.get(l.medicine_id);
    if (active === undefined || (!active && !keep.has(l.medicine_id))) {
      errors[`lines.${i}.medicine_id`] = 'CONSULT.MEDICINE_NOT_FOUND';
    }
  });
  const check = (field: string, ids: number[], items: link.AdviceItem[], key: string) => {
    const active = new Set(items.filter((i) => i.active).map((i) => i.id));
    ids.forEach((id, i) => {
      if (!active.has(id)) errors[`${field}.${i}`] = key;
    });
    if (new Set(ids).size !== ids.length) errors[field] = 'CONSULT.ADVICE_REPEATED';
  };
  check('diet_item_ids', body.diet_item_ids, masters.diet_items, 'CONSULT.DIET_NOT_FOUND');
  check('yoga_ids', body.yoga_ids, masters.yoga, 'CONSULT.YOGA_NOT_FOUND');
  check('therapy_ids', body.therapy_ids, masters.therapies, 'CONSULT.THERAPY_NOT_FOUND');
  return errors;
}

export async function saveConsultation(
  db: Kysely<DB>,
  caller: StaffCaller,
  visitId: number,
  body: z.output<typeof ZConsultationSave>,
  now: Date,
): Promise<TConsultationView> {
  const visit = await link.visitOf(db, caller.clinicId, visitId);
  if (!visit) throw visitNotFound();
  const refused = refusal(caller, visit, indiaDate(now));
  if (refused) throw refused;
  const errors = await checkReferences(db, caller.clinicId, visitId, body);
  if (body.follow_up_date !== null) {
    if (body.follow_up_date <= visit.visit_date) errors.follow_up_date = 'CONSULT.FOLLOW_UP_TOO_EARLY';
    else if (body.follow_up_date > addDays(visit.visit_date, 366)) errors.follow_up_date = 'CONSULT.FOLLOW_UP_TOO_LATE';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const id = await repo.upsertConsultation(
      trx,
      {
        clinic_id: caller.clinicId,
        visit_id: visit.visit_id,
        patient_id: visit.patient_id,
        doctor_id: visit.doctor_id,
        complaints: body.complaints,
        examination: body.examination,
        prakriti: body.prakriti,
        vikriti: body.vikriti,
        diagnosis: body.diagnosis,
        advice: body.advice,
        follow_up_date: body.follow_up_date,
        notes: body.notes,
        saved_by: caller.staffId,
      },
      at,
    );
    await repo.replaceLines(
      trx,
      id,
      body.lines.map((l) => ({
        medicine_id: l.medicine_id,
        dose: String(Number(l.dose)),
        unit: l.unit,
        frequency: l.frequency,
        duration_days: l.duration_days,
        food_timing: l.food_timing,
        instructions: l.instructions,
      })),
    );
    await repo.replaceAdvice(trx, id, [
      ...body.diet_item_ids.map((item_id) => ({ kind: ADVICE_KIND.DIET, item_id })),
      ...body.yoga_ids.map((item_id) => ({ kind: ADVICE_KIND.YOGA, item_id })),
      ...body.therapy_ids.map((item_id) => ({ kind: ADVICE_KIND.THERAPY, item_id })),
    ]);
  });
  return viewOf(db, caller, visit, now);
}

/** What the doctor's screen picks from: the clinic's active medicines, the active advice items. */
export async function masters(db: Db, caller: StaffCaller): Promise<TConsultMasters> {
  const [medicines, advice] = await Promise.all([
    listMedicines(db, caller.clinicId, undefined, false),
    link.adviceMasters(db),
  ]);
  const active = (items: link.AdviceItem[]) =>
    items.filter((i) => i.active).map(({ id, name, name_guj }) => ({ id, name, name_guj }));
  return {
    medicines,
    diet_items: active(advice.diet_items),
    yoga: active(advice.yoga),
    therapies: active(advice.therapies),
  };
}

export { consultationView };
