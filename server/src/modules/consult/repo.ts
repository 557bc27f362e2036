import type { Db } from '../../db/sql';

/**
 * SQL of the `consult` module (its tables only, migration 0039). A consultation is saved whole: one
 * INSERT … ON CONFLICT (visit_id) DO UPDATE … RETURNING (so two first saves at once make one row, the unique
 * index deciding), then its lines and advice are replaced, all in the caller's transaction.
 */

export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

const medicineColumns = ['medicine_id', 'name', 'name_guj', 'form', 'default_dose', 'unit', 'is_active'] as const;

export function medicines(db: Db, clinicId: number, opts: { q?: string | undefined; all?: boolean } = {}) {
  let q = db.selectFrom('clinic_medicines').select(medicineColumns).where('clinic_id', '=', clinicId);
  if (!opts.all) q = q.where('is_active', '=', 1);
  const words = opts.q ? nameKey(opts.q.replace(/[\\%_]/g, ' ')) : '';
  if (words) {
    const like = `%${words}%`;
    q = q.where((eb) => eb.or([eb('name_key', 'like', like), eb('name_guj', 'like', like)]));
  }
  return q.orderBy('name_key').limit(500).execute();
}

export const medicinesByIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_medicines')
        .select(medicineColumns)
        .where('clinic_id', '=', clinicId)
        .where('medicine_id', 'in', [...ids])
        .execute();

export interface MedicineValues {
  name: string;
  name_guj: string | null;
  form: number;
  default_dose: string | null;
  unit: string;
  is_active: number;
}

export async function insertMedicine(db: Db, clinicId: number, v: MedicineValues, at: string): Promise<number> {
  const row = await db
    .insertInto('clinic_medicines')
    .values({ ...v, clinic_id: clinicId, name_key: nameKey(v.name), created_at: at, updated_at: at })
    .returning('medicine_id')
    .executeTakeFirstOrThrow();
  return Number(row.medicine_id);
}

export async function updateMedicine(db: Db, clinicId: number, id: number, v: MedicineValues, at: string) {
  const r = await db
    .updateTable('clinic_medicines')
    .set({ ...v, name_key: nameKey(v.name), updated_at: at })
    .where('medicine_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ---- consultations ------------------------------------------------------------------------------------------

export interface ConsultationValues {
  clinic_id: number;
  visit_id: number;
  patient_id: number;
  doctor_id: number;
  complaints: string | null;
  examination: string | null;
  prakriti: number | null;
  vikriti: number | null;
  diagnosis: string | null;
  advice: string | null;
  follow_up_date: string | null;
  notes: string | null;
  saved_by: number;
}

export async function upsertConsultation(db: Db, v: ConsultationValues, at: string): Promise<number> {
  const { clinic_id: _c, visit_id: _v, patient_id: _p, doctor_id: _d, ...changing } = v;
  const row = await db
    .insertInto('clinic_consultations')
    .values({ ...v, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('visit_id').doUpdateSet({ ...changing, updated_at: at }))
    .returning('consultation_id')
    .executeTakeFirstOrThrow();
  return Number(row.consultation_id);
}

export interface LineValues {
  medicine_id: number;
  dose: string;
  unit: string;
  frequency: string;
  duration_days: number;
  food_timing: number;
  instructions: string | null;
}

export async function replaceLines(db: Db, consultationId: number, lines: LineValues[]) {
  await db.deleteFrom('clinic_prescription_lines').where('consultation_id', '=', consultationId).execute();
  if (lines.length > 0) {
    await db
      .insertInto('clinic_prescription_lines')
      .values(lines.map((l, position) => ({ ...l, consultation_id: consultationId, position })))
      .execute();
  }
}

export async function replaceAdvice(db: Db, consultationId: number, advice: { kind: number; item_id: number }[]) {
  await db.deleteFrom('clinic_consultation_advice').where('consultation_id', '=', consultationId).execute();
  if (advice.length > 0) {
    await db
      .insertInto('clinic_consultation_advice')
      .values(advice.map((a, position) => ({ ...a, consultation_id: consultationId, position })))
      .execute();
  }
}

const consultationColumns = [
  'consultation_id',
  'visit_id',
  'patient_id',
  'doctor_id',
  'complaints',
  'examination',
  'prakriti',
  'vikriti',
  'diagnosis',
  'advice',
  'follow_up_date',
  'notes',
  'updated_at',
] as const;

export const consultationOfVisit = (db: Db, clinicId: number, visitId: number) =>
  db
    .selectFrom('clinic_consultations')
    .select(consultationColumns)
    .where('clinic_id', '=', clinicId)
    .where('visit_id', '=', visitId)
    .executeTakeFirst();

export const consultationsOfVisits = (db: Db, clinicId: number, visitIds: readonly number[]) =>
  visitIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_consultations')
        .select(consultationColumns)
        .where('clinic_id', '=', clinicId)
        .where('visit_id', 'in', [...visitIds])
        .execute();

/** The lines of these consultations with their medicine's names, in order. */
export const linesOf = (db: Db, consultationIds: readonly number[]) =>
  consultationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_prescription_lines as l')
        .innerJoin('clinic_medicines as m', 'm.medicine_id', 'l.medicine_id')
        .select([
          'l.consultation_id',
          'l.medicine_id',
          'm.name as medicine_name',
          'm.name_guj as medicine_name_guj',
          'm.form',
          'l.dose',
          'l.unit',
          'l.frequency',
          'l.duration_days',
          'l.food_timing',
          'l.instructions',
        ])
        .where('l.consultation_id', 'in', [...consultationIds])
        .orderBy('l.consultation_id')
        .orderBy('l.position')
        .execute();

export const adviceOf = (db: Db, consultationId: number) =>
  db
    .selectFrom('clinic_consultation_advice')
    .select(['kind', 'item_id'])
    .where('consultation_id', '=', consultationId)
    .orderBy('position')
    .execute();

export async function countConsultations(db: Db, clinicId: number): Promise<number> {
  const row = await db
    .selectFrom('clinic_consultations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
