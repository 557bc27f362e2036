import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCaseNo } from '@gd/contracts/clinic';
import { connect, type Database } from '../src/db/connection';
import * as m0038 from '../src/db/migrations/0038_clinic_patient_words';
import { seedBulkClinics } from '../src/db/seed/clinics-bulk';
import type { Db } from '../src/db/sql';
import { refreshStatistics } from '../src/db/sql';
import * as repo from '../src/modules/clinic/repo';
import { loadPatients, searchInMemory } from '../src/modules/clinic/patient-index';
import { findPatients, findPatientsText, searchFilter } from '../src/modules/clinic/patient-service';
import type { StaffCaller } from '../src/modules/clinic/staff-service';
import * as opdRepo from '../src/modules/opd/repo';
import { indiaDate } from '@gd/contracts/india-time';
import { createTestContext, dialect, type TestContext } from './helpers';

/**
 * Decision 91: the patient search answers from `clinic_patient_words` and the patient indexes, with the same
 * answers as the scan it replaced (`search_key LIKE '% word%'`, decision 86), and the queue from the visits' day
 * index. The plans are asked like server/test/query-plans.test.ts does (ANALYZE on SQLite; sequential scans off on
 * PostgreSQL), so the test fails when a query stops fitting its index.
 */

/** The search as it was before decision 91: a scan of the clinic's patients. */
function referenceSearch(db: Db, f: repo.PatientFilter) {
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
  return q.select('patient_id').orderBy('case_year', 'desc').orderBy('case_seq', 'desc').execute();
}

describe('patient search and the queue from indexes (decision 91)', () => {
  let ctx: TestContext;
  let capture: Database;
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  let clinicId: number;
  let otherClinicId: number;
  const now = new Date();

  beforeAll(async () => {
    ctx = await createTestContext();
    const seeded = await seedBulkClinics(ctx.db, { clinics: 3, patientsPerClinic: 1500, seed: 7, now });
    expect(seeded).toMatchObject({ added: 3, patients: 4500 });
    // a second run adds nothing (the bench tops a database up)
    expect((await seedBulkClinics(ctx.db, { clinics: 3, patientsPerClinic: 1500, seed: 7, now })).added).toBe(0);
    const clinics = await ctx.db.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').execute();
    clinicId = clinics[0]!.clinic_id;
    otherClinicId = clinics[1]!.clinic_id;
    await refreshStatistics(ctx.db);
    capture = connect({
      databaseUrl: ctx.config.DATABASE_URL,
      dataDir: ctx.dataDir,
      onQuery: (text, parameters) => seen.push({ sql: text, parameters }),
    });
  }, 120_000);
  afterAll(async () => {
    await capture?.close();
    await ctx.close();
  });

  /** The plan of the query the function sent (the index'th, default the last). */
  async function planOf(run: (db: Database['db']) => Promise<unknown>, index = -1): Promise<string> {
    seen.length = 0;
    await run(capture.db);
    const last = seen.at(index)!;
    if (dialect === 'sqlite') {
      const result = await capture.db.executeQuery<{ detail: string }>({
        sql: `explain query plan ${last.sql}`,
        parameters: last.parameters,
        query: { kind: 'RawNode' } as never,
        queryId: { queryId: 'plan' },
      });
      return result.rows.map((r) => r.detail).join('\n');
    }
    return capture.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        sql: `explain ${last.sql}`,
        parameters: last.parameters,
        query: { kind: 'RawNode' } as never,
        queryId: { queryId: 'plan' },
      });
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('seeds consistent case numbers and counters, and words for every patient', async () => {
    const counters = await ctx.db
      .selectFrom('clinic_case_counters')
      .selectAll()
      .where('clinic_id', '=', clinicId)
      .execute();
    for (const c of counters) {
      const row = await ctx.db
        .selectFrom('clinic_patients')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('case_seq').as('max')])
        .where('clinic_id', '=', clinicId)
        .where('case_year', '=', c.case_year)
        .executeTakeFirstOrThrow();
      expect([Number(row.n), Number(row.max)]).toEqual([c.last_no, c.last_no]);
    }
    const words = await ctx.db
      .selectFrom('clinic_patient_words')
      .select((eb) => eb.fn.count<number>('patient_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    const patients = await ctx.db
      .selectFrom('clinic_patients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(words.n)).toBe(Number(patients.n));
  });

  it('answers what the scan answered: names in either script, phones, case numbers, pages', async () => {
    const sample = await ctx.db
      .selectFrom('clinic_patients')
      .select(['name', 'name_guj', 'phone', 'case_year', 'case_seq'])
      .where('clinic_id', '=', clinicId)
      .orderBy('patient_id')
      .limit(6)
      .execute();
    const queries = ['', 'a', 'p', 'ra', 'પ', 'પટ', 'ભાઈ', 'zzzq', 'Rameshbhai Patel', 'shah ben', '!!'];
    for (const p of sample) {
      const [first, last] = p.name.split(' ');
      const [firstGuj, lastGuj] = (p.name_guj ?? '').split(' ');
      queries.push(
        first!,
        first!.slice(0, 3),
        `${first} ${last!.slice(0, 2)}`,
        firstGuj!,
        `${lastGuj} ${firstGuj!.slice(0, 2)}`,
        p.phone.slice(0, 4),
        p.phone.slice(0, 2),
        p.phone,
        `0${p.phone}`,
        `+91 ${p.phone.slice(0, 5)} ${p.phone.slice(5)}`,
        formatCaseNo(p.case_year, p.case_seq),
        String(p.case_seq),
      );
    }
    // Decision 94: the clinic's list held in memory answers the same.
    const list = (await loadPatients(ctx.db, clinicId))!;
    const staff = { clinicId } as StaffCaller;
    expect(list.size).toBe(1500);
    queries.push('Rameshbhai', 'rameshbhai pat', 'ra ra', 'પટેલ રમેશભાઈ', '9', '98', '1', '2026/0001');
    for (const q of queries) {
      const f = searchFilter(clinicId, q);
      if (f.words && f.words.length === 0) continue;
      const expected = (await referenceSearch(ctx.db, f)).map((r) => r.patient_id);
      for (const page of [1, 2, 7, 60]) {
        const rows = await repo.searchPatients(ctx.db, f, 20, 20 * (page - 1));
        const want = expected.slice(20 * (page - 1), 20 * page);
        expect(
          rows.map((r) => r.patient_id),
          `${q} page ${page}`,
        ).toEqual(want);
        const held = searchInMemory(list, f, 20, 20 * (page - 1), repo.PATIENT_COUNT_CAP);
        expect(
          held.rows.map((i) => list.ids[i]),
          `${q} page ${page} in memory`,
        ).toEqual(want);
        expect(held.count, `${q} count in memory`).toBe(Math.min(expected.length, repo.PATIENT_COUNT_CAP));
        // the whole answer, as the route sends it from memory, is the SQL answer's (ages, case numbers, serials…)
        const patientCtx = { db: ctx.db, now };
        const text = await findPatientsText(patientCtx, staff, { q, page });
        expect(JSON.parse(text).data, `${q} page ${page} answer`).toEqual(
          await findPatients(patientCtx, staff, { q, page }),
        );
      }
      expect(await repo.countPatients(ctx.db, f), q).toBe(Math.min(expected.length, repo.PATIENT_COUNT_CAP));
      // never another clinic's patient
      const other = (await referenceSearch(ctx.db, { ...f, clinicId: otherClinicId })).map((r) => r.patient_id);
      const rows = await repo.searchPatients(ctx.db, f, 50, 0);
      expect(rows.filter((r) => other.includes(r.patient_id))).toEqual([]);
    }
  });

  it('a name prefix reads the words primary key in list order (no sort, no scan)', async () => {
    const one = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, 'Ramesh'), 20, 40));
    const two = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, 'પટેલ રમ'), 20, 0));
    for (const plan of [one, two]) {
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/SEARCH w USING PRIMARY KEY \(clinic_id=\? AND prefix=\?\)/);
        // (the page's 20 picked entries are read back from their co-routine: `SCAN page`)
        expect(plan).not.toMatch(/TEMP B-TREE|SCAN (w|w2|p|clinic_patients|clinic_patient_words)\b/);
      } else {
        expect(plan).toContain('clinic_patient_words_pk');
        expect(plan).not.toMatch(/Seq Scan|Sort/);
      }
    }
    const count = await planOf((db) => repo.countPatients(db, searchFilter(clinicId, 'r')));
    expect(count).toMatch(
      dialect === 'sqlite' ? /USING PRIMARY KEY \(clinic_id=\? AND prefix=\?\)/ : /clinic_patient_words_pk/,
    );
  });

  it('a phone start reads the phone index, a case number the case index', async () => {
    const phone = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, '98765432'), 20, 0));
    expect(phone).toContain('clinic_patients_phone_ix');
    const short = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, '9876'), 20, 0));
    expect(short).toContain('clinic_patients_phone_ix');
    expect(short).toContain('clinic_patients_seq_ix');
    const caseNo = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, '2026/0012'), 20, 0));
    expect(caseNo).toContain('clinic_patients_case_ux');
    const all = await planOf((db) => repo.searchPatients(db, searchFilter(clinicId, ''), 20, 100));
    expect(all).toContain('clinic_patients_case_ux');
    for (const plan of [phone, short, caseNo, all])
      expect(plan).not.toMatch(/Seq Scan|SCAN p\b|SCAN clinic_patients\b/);
  });

  it("the queue reads the visits' day index", async () => {
    const doctor = await ctx.db
      .selectFrom('clinic_visits')
      .select('doctor_id')
      .where('clinic_id', '=', clinicId)
      .executeTakeFirstOrThrow();
    const today = indiaDate(now);
    expect(doctor.doctor_id).toBeGreaterThan(0);
    const plan = await planOf((db) => opdRepo.queueOf(db, clinicId, today));
    // the day index (clinic, date, doctor, status); the service keeps the day in memory and picks a doctor's rows
    expect(plan).toMatch(/clinic_visits_day_ix/);
    expect(plan).not.toMatch(/Seq Scan|SCAN v\b|SCAN b\b/);
    const rows = await opdRepo.queueOf(ctx.db, clinicId, today);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('migration 0038 back-fills the words of existing patients (the rows the seed and the registration write)', async () => {
    const rows = () =>
      ctx.db
        .selectFrom('clinic_patient_words')
        .select(['clinic_id', 'prefix', 'ord', 'patient_id'])
        .orderBy('clinic_id')
        .orderBy('prefix')
        .orderBy('ord')
        .execute();
    const before = await rows();
    await m0038.down(ctx.db);
    await m0038.up(ctx.db);
    expect(await rows()).toEqual(before);
  });
});
