import { sql } from 'kysely';
import type { Db } from '../../db/sql';
import type {
  ClinicPatientsTable,
  ClinicPatientWordsTable,
  ClinicStaffTable,
  ClinicPatientConsentsTable,
} from './tables';
import { MAX_WORD_PREFIX } from './search';
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

/** Decision 91: the count of a search is exact up to this many; more reads "this many" (the list pages on). */
export const PATIENT_COUNT_CAP = 1000;

const PHONE_DIGITS = 10;

const listColumns = [
  'p.patient_id',
  'p.case_year',
  'p.case_seq',
  'p.name',
  'p.name_guj',
  'p.sex',
  'p.dob',
  'p.birth_year',
  'p.phone',
  'p.city_id',
  'p.created_at',
] as const;

/**
 * Name words (decision 91): the longest word drives, read from `clinic_patient_words`'s primary key in list order
 * (clinic, prefix, ord desc), so a page reads its own rows only; every other word is a primary-key probe on the
 * same patient's ord; a word longer than the stored prefixes is checked on the search key as before.
 */
function byWords(db: Db, clinicId: number, words: string[]) {
  const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
  let q = db
    .selectFrom('clinic_patient_words as w')
    .innerJoin('clinic_patients as p', 'p.patient_id', 'w.patient_id')
    .where('w.clinic_id', '=', clinicId)
    .where('w.prefix', '=', driver.slice(0, MAX_WORD_PREFIX));
  let skipped = false;
  for (const word of words) {
    if (word === driver && !skipped) {
      skipped = true;
    } else {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('clinic_patient_words as w2')
            .select('w2.ord')
            .whereRef('w2.clinic_id', '=', 'w.clinic_id')
            .where('w2.prefix', '=', word.slice(0, MAX_WORD_PREFIX))
            .whereRef('w2.ord', '=', 'w.ord'),
        ),
      );
    }
    if (word.length > MAX_WORD_PREFIX) q = q.where('p.search_key', 'like', `% ${word}%`);
  }
  return q;
}

/** byWords without the patients (every word within the stored prefixes), for the count. */
function wordsOnly(db: Db, clinicId: number, words: string[]) {
  const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
  let q = db.selectFrom('clinic_patient_words as w').where('w.clinic_id', '=', clinicId).where('w.prefix', '=', driver);
  let skipped = false;
  for (const word of words) {
    if (word === driver && !skipped) {
      skipped = true;
      continue;
    }
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('clinic_patient_words as w2')
          .select('w2.ord')
          .whereRef('w2.clinic_id', '=', 'w.clinic_id')
          .where('w2.prefix', '=', word)
          .whereRef('w2.ord', '=', 'w.ord'),
      ),
    );
  }
  return q;
}

/** Case numbers and phone starts: the case index (clinic, year, seq) or (clinic, seq), and a 10-digit phone range. */
function byFields(db: Db, f: PatientFilter) {
  let q = db.selectFrom('clinic_patients as p').where('p.clinic_id', '=', f.clinicId);
  if (f.case) q = q.where('p.case_year', '=', f.case.year).where('p.case_seq', '=', f.case.seq);
  if (f.digits !== undefined) {
    const digits = f.digits;
    // Phones are 10-digit mobiles: "starts with 98" is the range 9800000000–9899999999 of the phone index.
    const phones = db
      .selectFrom('clinic_patients')
      .select('patient_id')
      .where('clinic_id', '=', f.clinicId)
      .where('phone', '>=', digits.padEnd(PHONE_DIGITS, '0'))
      .where('phone', '<=', digits.padEnd(PHONE_DIGITS, '9'));
    const matching =
      digits.length <= 7
        ? db
            .selectFrom('clinic_patients')
            .select('patient_id')
            .where('clinic_id', '=', f.clinicId)
            .where('case_seq', '=', Number(digits))
            .unionAll(phones)
        : phones;
    q = q.where('p.patient_id', 'in', matching);
  }
  return q;
}

/** Decision 94: a clinic's patients in list order (newest case number first) with their search keys, at most `limit`. */
export const patientsOfClinic = (db: Db, clinicId: number, limit: number) =>
  db
    .selectFrom('clinic_patients as p')
    .select([...listColumns, 'p.search_key'])
    .where('p.clinic_id', '=', clinicId)
    .orderBy('p.case_year', 'desc')
    .orderBy('p.case_seq', 'desc')
    .limit(limit)
    .execute();
export type PatientListRow = Awaited<ReturnType<typeof patientsOfClinic>>[number];

export function searchPatients(db: Db, f: PatientFilter, limit: number, offset: number) {
  if (f.words?.length && f.words.every((w) => w.length <= MAX_WORD_PREFIX)) {
    // The page's patients are picked on the word index alone and only they are read (not the skipped ones).
    const page = wordsOnly(db, f.clinicId, f.words)
      .select(['w.ord', 'w.patient_id'])
      .orderBy('w.ord', 'desc')
      .limit(limit)
      .offset(offset)
      .as('page');
    return db
      .selectFrom(page)
      .innerJoin('clinic_patients as p', 'p.patient_id', 'page.patient_id')
      .select(listColumns)
      .orderBy('page.ord', 'desc')
      .execute();
  }
  if (f.words?.length) {
    return byWords(db, f.clinicId, f.words)
      .select(listColumns)
      .orderBy('w.ord', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
  return byFields(db, f)
    .select(listColumns)
    .orderBy('p.case_year', 'desc')
    .orderBy('p.case_seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The number of matches, exact up to PATIENT_COUNT_CAP (reading at most that many index entries). */
export async function countPatients(db: Db, f: PatientFilter): Promise<number> {
  const words = f.words ?? [];
  // Words that fit the stored prefixes are counted on clinic_patient_words alone (no patient row per match).
  const matches =
    words.length && words.every((w) => w.length <= MAX_WORD_PREFIX)
      ? wordsOnly(db, f.clinicId, words).select('w.ord as one')
      : words.length
        ? byWords(db, f.clinicId, words).select('w.ord as one')
        : byFields(db, f).select('p.patient_id as one');
  const row = await db
    .selectFrom(matches.limit(PATIENT_COUNT_CAP).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Decision 91: a patient's word prefixes, written in the registration's (or a name change's) transaction. `before`
 * are the rows of the old names (from the old search key): they are deleted through the primary key.
 */
export async function replacePatientWords(
  db: Db,
  before: Insertable<ClinicPatientWordsTable>[],
  after: Insertable<ClinicPatientWordsTable>[],
): Promise<void> {
  const first = before[0];
  if (first) {
    await db
      .deleteFrom('clinic_patient_words')
      .where('clinic_id', '=', first.clinic_id)
      .where('ord', '=', first.ord)
      .where(
        'prefix',
        'in',
        before.map((r) => r.prefix),
      )
      .execute();
  }
  if (after.length > 0) await db.insertInto('clinic_patient_words').values(after).execute();
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
