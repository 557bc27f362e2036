import type { Db } from '../../db/sql';

/**
 * Look-ups other modules need of a clinic's records (the `opd` module's queue and receipts): one query per page,
 * always bounded by the clinic (added by the clinic-opd branch).
 */
export const patientsByIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_patients')
        .select(['patient_id', 'name', 'name_guj', 'phone', 'case_year', 'case_seq'])
        .where('clinic_id', '=', clinicId)
        .where('patient_id', 'in', [...ids])
        .execute();

export const clinicById = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinics')
    .select(['clinic_id', 'name', 'name_guj', 'address', 'phone'])
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();

/** A patient's sex and birth (the lab's reference ranges, added by the clinic-lab branch). */
export const patientBirthsByIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_patients')
        .select(['patient_id', 'sex', 'dob', 'birth_year'])
        .where('clinic_id', '=', clinicId)
        .where('patient_id', 'in', [...ids])
        .execute();
