import type { Db } from '../../db/sql';

/**
 * Look-ups other modules need of the OPD visits (the `consult` module: the visit a consultation belongs to, a
 * patient's visits for the history), always bounded by the clinic (added by the clinic-consult branch).
 */
const columns = ['visit_id', 'patient_id', 'doctor_id', 'visit_date', 'token_no', 'status'] as const;

export const visitById = (db: Db, clinicId: number, visitId: number) =>
  db
    .selectFrom('clinic_visits')
    .select(columns)
    .where('visit_id', '=', visitId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();

export const visitsOfPatient = (db: Db, clinicId: number, patientId: number, limit: number, offset: number) =>
  db
    .selectFrom('clinic_visits')
    .select(columns)
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .orderBy('visit_date', 'desc')
    .orderBy('visit_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countVisitsOfPatient(db: Db, clinicId: number, patientId: number): Promise<number> {
  const row = await db
    .selectFrom('clinic_visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The clinic's visits in these statuses (the demo seed's consultations). */
export const visitsInStatus = (db: Db, clinicId: number, statuses: readonly number[]) =>
  db
    .selectFrom('clinic_visits')
    .select(columns)
    .where('clinic_id', '=', clinicId)
    .where('status', 'in', [...statuses])
    .orderBy('visit_id')
    .execute();
