/**
 * Clinics in bulk, for measuring (issue 20 "Fast, measured", decision 91; `npm run bench` seeds 100 × 10,000):
 * clinics with one branch, a reception account that logs in with `reception.c<N>@bench-clinic.in` and
 * BENCH_CLINIC_PASSWORD, three doctors, patients with Gujarati names in both scripts (the clinic seed's names),
 * 10-digit mobiles, case numbers gap-free per year in registration order with the counters left at the last
 * number, their search words (decision 91), and visits of the last three days — today's in every status — with
 * their token counters. No consents, bills or consultations: the bench reads the search and the queue.
 *
 * Fast: rows go in as one JSON parameter per 10,000 (SQLite `json_each`, PostgreSQL `json_array_elements`), one
 * transaction per clinic; patient ids are given here (PostgreSQL's identity is moved past them at the end).
 * Adds only the bulk clinics that are missing, so it also tops up a database seeded before.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { hashPassword } from '../../platform/passwords';
import { patientSearchKey, patientWordRows } from '../../modules/clinic/search';
import type { DB } from '../schema';
import { SURNAMES } from './data/names';
import { AHMEDABAD_AREAS, STREETS, personOf } from './clinic';
import { createRandom } from './random';

export const BENCH_CLINIC_PASSWORD = 'BenchReception#2026';
export const BENCH_CLINIC_DOMAIN = 'bench-clinic.in';
export const benchReceptionEmail = (n: number) => `reception.c${n}@${BENCH_CLINIC_DOMAIN}`;

const DOCTORS = 3;
const CHUNK = 10_000;

type Col = readonly [name: string, type: 'int' | 'text' | 'ts'];

/** Inserts rows (arrays in the columns' order) as one JSON parameter per CHUNK rows. */
async function bulkInsert(db: Kysely<DB>, table: string, cols: readonly Col[], rows: unknown[][]): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const names = sql.join(cols.map(([n]) => sql.ref(n)));
  const values = sql.join(
    cols.map(([, type], i) =>
      pg
        ? sql.raw(`(e->>${i})${type === 'int' ? '::integer' : type === 'ts' ? '::timestamptz' : ''}`)
        : sql.raw(`value->>${i}`),
    ),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await (
      pg
        ? sql`insert into ${sql.table(table)} (${names}) select ${values} from json_array_elements(${json}::json) as e`
        : sql`insert into ${sql.table(table)} (${names}) select ${values} from json_each(${json})`
    ).execute(db);
  }
}

export async function seedBulkClinics(
  db: Kysely<DB>,
  opts: { clinics: number; patientsPerClinic: number; seed: number; now: Date; log?: (line: string) => void },
): Promise<{ added: number; patients: number; visits: number }> {
  const have = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'like', `reception.c%@${BENCH_CLINIC_DOMAIN}`)
    .execute();
  const existing = new Set(have.map((u) => u.email));
  const today = indiaDate(opts.now);
  const hash = await hashPassword(BENCH_CLINIC_PASSWORD);
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ahmedabad =
    (await db.selectFrom('cities').select('city_id').where('city_name', '=', 'Ahmedabad').executeTakeFirst())
      ?.city_id ?? null;
  let added = 0;
  let patients = 0;
  let visits = 0;
  for (let n = 1; n <= opts.clinics; n++) {
    if (existing.has(benchReceptionEmail(n))) continue;
    const rng = createRandom(opts.seed * 1000 + n);
    await db.transaction().execute(async (trx) => {
      const stamp = {
        created_at: `${addDays(today, -1000)}T04:30:00.000Z`,
        updated_at: `${addDays(today, -1000)}T04:30:00.000Z`,
      };
      const surname = rng.pick(SURNAMES);
      const area = rng.pick(AHMEDABAD_AREAS);
      const clinic = await trx
        .insertInto('clinics')
        .values({
          name: `${surname.en} Ayurveda Clinic, ${area}`,
          name_guj: `${surname.guj} આયુર્વેદ ક્લિનિક`,
          phone: `0792${String(n).padStart(7, '0')}`,
          address: `${rng.int(1, 99)}, ${rng.pick(SURNAMES).en} ${rng.pick(STREETS)}, ${area}`,
          city_id: ahmedabad,
          ...stamp,
        })
        .returning('clinic_id')
        .executeTakeFirstOrThrow();
      const branch = await trx
        .insertInto('clinic_branches')
        .values({ clinic_id: clinic.clinic_id, name: area, city_id: ahmedabad, ...stamp })
        .returning('branch_id')
        .executeTakeFirstOrThrow();
      const people = [
        { email: benchReceptionEmail(n), name: personOf(rng).en, department: DEPARTMENT.RECEPTION },
        ...Array.from({ length: DOCTORS }, (_, k) => ({
          email: `doctor${k + 1}.c${n}@${BENCH_CLINIC_DOMAIN}`,
          name: `Dr. ${personOf(rng).en}`,
          department: DEPARTMENT.DOCTOR,
        })),
      ];
      const staff: { staff_id: number; department_id: number }[] = [];
      for (const p of people) {
        const user = await trx
          .insertInto('users')
          .values({
            name: p.name,
            email: p.email,
            password_hash: hash,
            user_type: 'staff',
            is_profile_approve: 1,
            ...stamp,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        staff.push(
          await trx
            .insertInto('clinic_staff')
            .values({
              user_id: user.user_id,
              clinic_id: clinic.clinic_id,
              branch_id: branch.branch_id,
              department_id: p.department,
              designation: p.department === DEPARTMENT.DOCTOR ? 'Vaidya' : 'Receptionist',
              ...stamp,
            })
            .returning(['staff_id', 'department_id'])
            .executeTakeFirstOrThrow(),
        );
      }
      const desk = staff[0]!.staff_id;
      const doctors = staff.filter((s) => s.department_id === DEPARTMENT.DOCTOR).map((s) => s.staff_id);

      // Patients: registration days over three years, oldest first, so case numbers run with the dates.
      const { max } = await trx
        .selectFrom('clinic_patients')
        .select((eb) => eb.fn.max('patient_id').as('max'))
        .executeTakeFirstOrThrow();
      let nextId = Number(max ?? 0) + 1;
      const days = Array.from({ length: opts.patientsPerClinic }, () => rng.int(0, 1000))
        .sort((a, b) => b - a)
        .map((ago) => addDays(today, -ago));
      const seqOfYear = new Map<number, number>();
      const rows: unknown[][] = [];
      const words: unknown[][] = [];
      const ids: number[] = [];
      for (const day of days) {
        const year = Number(day.slice(0, 4));
        const seq = (seqOfYear.get(year) ?? 0) + 1;
        seqOfYear.set(year, seq);
        const person = personOf(rng);
        const age = rng.int(1, 85);
        const exact = rng.chance(0.6);
        const birthYear = year - age;
        const at = `${day}T${String(rng.int(4, 12)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
        const id = nextId++;
        const searchKey = patientSearchKey(person.en, person.guj);
        ids.push(id);
        rows.push([
          id,
          clinic.clinic_id,
          branch.branch_id,
          year,
          seq,
          person.en,
          person.guj,
          searchKey,
          person.sex,
          exact
            ? `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
            : null,
          birthYear,
          exact ? 0 : 1,
          `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
          `${rng.int(1, 120)}, ${rng.pick(SURNAMES).en} ${rng.pick(STREETS)}, ${rng.pick(AHMEDABAD_AREAS)}`,
          ahmedabad,
          desk,
          at,
          at,
        ]);
        for (const w of patientWordRows({
          patient_id: id,
          clinic_id: clinic.clinic_id,
          case_year: year,
          case_seq: seq,
          search_key: searchKey,
        }))
          words.push([w.clinic_id, w.prefix, w.ord, w.patient_id]);
      }
      await bulkInsert(
        trx,
        'clinic_patients',
        [
          ['patient_id', 'int'],
          ['clinic_id', 'int'],
          ['branch_id', 'int'],
          ['case_year', 'int'],
          ['case_seq', 'int'],
          ['name', 'text'],
          ['name_guj', 'text'],
          ['search_key', 'text'],
          ['sex', 'int'],
          ['dob', 'text'],
          ['birth_year', 'int'],
          ['dob_estimated', 'int'],
          ['phone', 'text'],
          ['address', 'text'],
          ['city_id', 'int'],
          ['created_by_staff_id', 'int'],
          ['created_at', 'ts'],
          ['updated_at', 'ts'],
        ],
        rows,
      );
      await bulkInsert(
        trx,
        'clinic_patient_words',
        [
          ['clinic_id', 'int'],
          ['prefix', 'text'],
          ['ord', 'int'],
          ['patient_id', 'int'],
        ],
        words,
      );
      const counters = [...seqOfYear].map(([case_year, last_no]) => ({
        clinic_id: clinic.clinic_id,
        case_year,
        last_no,
      }));
      if (counters.length) await trx.insertInto('clinic_case_counters').values(counters).execute();

      // Visits: two past days checked out; today's in every status (done, with the doctor, waiting, booked).
      const visitRows: unknown[][] = [];
      const tokenRows: { clinic_id: number; doctor_id: number; visit_date: string; last_number: number }[] = [];
      for (let back = 2; back >= 0; back--) {
        const day = addDays(today, -back);
        for (const doctor of doctors) {
          const count = rng.int(10, 14);
          for (let token = 1; token <= count; token++) {
            const status = back > 0 ? 4 : token <= count - 7 ? 4 : token === count - 6 ? 3 : token <= count - 3 ? 2 : 1;
            const minutes = 9 * 60 + token * 10 - 330;
            const at = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
            visitRows.push([
              clinic.clinic_id,
              branch.branch_id,
              ids[rng.int(0, ids.length - 1)]!,
              doctor,
              DEPARTMENT.DOCTOR,
              day,
              token,
              status,
              rng.chance(0.2) ? 2 : 1,
              status !== 1 && rng.chance(0.7) ? 2 : 1,
              1,
              1,
              desk,
              status > 1 ? doctor : null,
              status > 1 ? at : null,
              at,
              at,
            ]);
          }
          tokenRows.push({ clinic_id: clinic.clinic_id, doctor_id: doctor, visit_date: day, last_number: count });
        }
      }
      await bulkInsert(
        trx,
        'clinic_visits',
        [
          ['clinic_id', 'int'],
          ['branch_id', 'int'],
          ['patient_id', 'int'],
          ['doctor_id', 'int'],
          ['department_id', 'int'],
          ['visit_date', 'text'],
          ['token_no', 'int'],
          ['status', 'int'],
          ['appointment_type', 'int'],
          ['booking_mode', 'int'],
          ['booked_by', 'int'],
          ['booking_status', 'int'],
          ['created_by', 'int'],
          ['status_changed_by', 'int'],
          ['status_changed_at', 'ts'],
          ['created_at', 'ts'],
          ['updated_at', 'ts'],
        ],
        visitRows,
      );
      await trx.insertInto('clinic_token_counters').values(tokenRows).execute();
      patients += rows.length;
      visits += visitRows.length;
    });
    added++;
    if (opts.log && added % 10 === 0)
      opts.log(`seed: ${added} bulk clinics, ${patients.toLocaleString('en')} patients`);
  }
  if (pg && added > 0) {
    await sql`select setval(pg_get_serial_sequence('clinic_patients', 'patient_id'), (select max(patient_id) from clinic_patients))`.execute(
      db,
    );
  }
  return { added, patients, visits };
}
