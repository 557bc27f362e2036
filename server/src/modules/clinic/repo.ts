import { sql } from 'kysely';
import type { Db } from '../../db/sql';
import type { ClinicPatientsTable, ClinicStaffTable, ClinicPatientConsentsTable } from './tables';
import type { Insertable, Updateable } from 'kysely';

/** SQL of the clinic module (issue 20): clinics, branches, staff, patients, consents, case counters. */

// ---- clinics and branches ------------------------------------------------------------------------------------

export const findClinic = (db: Db, clinicId: number) =>
  db.selectFrom('clinics').selectAll().where('clinic_id', '=', clinicId).executeTakeFirst();

export const branchOf = (db: Db, clinicId: number, branchId: number) =>
  db
    .selectFrom('clinic_branches')
    .select(['branch_id', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .where('branch_id', '=', branchId)
    .executeTakeFirst();

export const firstBranch = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinic_branches')
    .select('branch_id')
    .where('clinic_id', '=', clinicId)
    .where('is_active', '=', 1)
    .orderBy('branch_id')
    .executeTakeFirst();

// ---- staff ---------------------------------------------------------------------------------------------------

/** The account's active membership of an active clinic, with the clinic's names. */
export const activeMembership = (db: Db, userId: number) =>
  db
    .selectFrom('clinic_staff as s')
    .innerJoin('clinics as c', 'c.clinic_id', 's.clinic_id')
    .selectAll('s')
    .select(['c.name as clinic_name', 'c.name_guj as clinic_name_guj'])
    .where('s.user_id', '=', userId)
    .where('s.is_active', '=', 1)
    .where('c.is_active', '=', 1)
    .executeTakeFirst();

export const membershipOfUser = (db: Db, userId: number) =>
  db.selectFrom('clinic_staff').select(['staff_id', 'clinic_id']).where('user_id', '=', userId).executeTakeFirst();

export const listStaff = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinic_staff')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .orderBy('is_active', 'desc')
    .orderBy('department_id')
    .orderBy('staff_id')
    .execute();

export const activeDoctors = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinic_staff')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('department_id', '=', 2)
    .where('is_active', '=', 1)
    .orderBy('staff_id')
    .execute();

export const findStaff = (db: Db, clinicId: number, staffId: number) =>
  db
    .selectFrom('clinic_staff')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();

export const insertStaff = (db: Db, values: Insertable<ClinicStaffTable>) =>
  db.insertInto('clinic_staff').values(values).returningAll().executeTakeFirstOrThrow();

export const updateStaff = (db: Db, staffId: number, values: Updateable<ClinicStaffTable>) =>
  db.updateTable('clinic_staff').set(values).where('staff_id', '=', staffId).returningAll().executeTakeFirstOrThrow();

// ---- case numbers --------------------------------------------------------------------------------------------

/**
 * The next case number of a clinic's year, raised atomically (one upsert): on PostgreSQL the row lock makes a
 * second registration wait for the first's commit; on SQLite writes run one at a time. Called inside the
 * registration's transaction, so a failed registration gives its number back (gap-free).
 */
export async function nextCaseSeq(db: Db, clinicId: number, year: number): Promise<number> {
  const row = await db
    .insertInto('clinic_case_counters')
    .values({ clinic_id: clinicId, case_year: year, last_no: 1 })
    .onConflict((oc) =>
      oc.columns(['clinic_id', 'case_year']).doUpdateSet({ last_no: sql<number>`clinic_case_counters.last_no + 1` }),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_no);
}

// ---- patients ------------------------------------------------------------------------------------------------

export const insertPatient = (db: Db, values: Insertable<ClinicPatientsTable>) =>
  db.insertInto('clinic_patients').values(values).returningAll().executeTakeFirstOrThrow();

export const findPatient = (db: Db, clinicId: number, patientId: number) =>
  db
    .selectFrom('clinic_patients')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();

export interface PatientFilter {
  clinicId: number;
  /** exact case number */
  case?: { year: number; seq: number };
  /** digits: a case number of any year, or the start of a phone */
  digits?: string;
  /** search-key words, each the start of a word of the names */
  words?: string[];
}

function filtered(db: Db, f: PatientFilter) {
  let q = db.selectFrom('clinic_patients').where('clinic_id', '=', f.clinicId);
  if (f.case) q = q.where('case_year', '=', f.case.year).where('case_seq', '=', f.case.seq);
  if (f.digits !== undefined) {
    const digits = f.digits;
    q =
      digits.length <= 7
        ? q.where((eb) => eb.or([eb('case_seq', '=', Number(digits)), eb('phone', 'like', `${digits}%`)]))
        : q.where('phone', 'like', `${digits}%`);
  }
  for (const w of f.words ?? []) q = q.where('search_key', 'like', `% ${w}%`);
  return q;
}

export const searchPatients = (db: Db, f: PatientFilter, limit: number, offset: number) =>
  filtered(db, f)
    .select([
      'patient_id',
      'case_year',
      'case_seq',
      'name',
      'name_guj',
      'sex',
      'dob',
      'birth_year',
      'phone',
      'city_id',
      'created_at',
    ])
    .orderBy('case_year', 'desc')
    .orderBy('case_seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countPatients(db: Db, f: PatientFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- consents ------------------------------------------------------------------------------------------------

export const insertConsent = (db: Db, values: Insertable<ClinicPatientConsentsTable>) =>
  db.insertInto('clinic_patient_consents').values(values).returningAll().executeTakeFirstOrThrow();

export const latestConsent = (db: Db, patientId: number) =>
  db
    .selectFrom('clinic_patient_consents')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('consent_id', 'desc')
    .executeTakeFirst();

/** Withdraws the consent in force; answers the row, or undefined when none was in force. */
export const withdrawLiveConsent = (
  db: Db,
  patientId: number,
  values: { withdrawn_at: string; withdrawn_by_staff_id: number; withdraw_reason: string | null },
) =>
  db
    .updateTable('clinic_patient_consents')
    .set(values)
    .where('patient_id', '=', patientId)
    .where('withdrawn_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
