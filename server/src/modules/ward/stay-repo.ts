import { sql } from 'kysely';
import type { Db } from '../../db/sql';
import { toCount } from '../../db/sql';

/**
 * SQL of in-patient stays, their bed periods and final bills (decision 98, migration 0045). The partial unique
 * indexes throw when a patient gets a second live stay, a bed a second live period, or a stay two beds at once;
 * a discharge and a transfer begin with a conditional update of the live stay, so of two only one lands.
 */

export interface NewStay {
  clinic_id: number;
  patient_id: number;
  doctor_id: number;
  admission_date: string;
  admitted_at: string;
  reason: string;
  diagnosis: string | null;
  is_jain: number;
  admitted_by: number;
}

export async function insertStay(db: Db, s: NewStay): Promise<number> {
  const row = await db
    .insertInto('ward_stays')
    .values({ ...s, live: 1, created_at: s.admitted_at, updated_at: s.admitted_at })
    .returning('stay_id')
    .executeTakeFirstOrThrow();
  return row.stay_id;
}

export interface NewPeriod {
  clinic_id: number;
  stay_id: number;
  bed_id: number;
  from_date: string;
  from_at: string;
  daily_charge: number;
  category_name: string;
  category_name_guj: string | null;
  room_number: string;
  bed_label: string;
  moved_by: number;
}

export async function insertPeriod(db: Db, p: NewPeriod): Promise<number> {
  const row = await db
    .insertInto('ward_bed_periods')
    .values({ ...p, live: 1 })
    .returning('period_id')
    .executeTakeFirstOrThrow();
  return row.period_id;
}

const stayColumns = [
  'stay_id',
  'patient_id',
  'doctor_id',
  'admission_date',
  'admitted_at',
  'reason',
  'diagnosis',
  'is_jain',
  'live',
  'discharge_date',
  'discharged_at',
  'summary_diagnosis',
  'summary_treatment',
  'summary_condition',
  'summary_advice',
  'summary_follow_up',
  'summary_doctor_id',
] as const;

export const findStay = (db: Db, clinicId: number, stayId: number) =>
  db
    .selectFrom('ward_stays')
    .select(stayColumns)
    .where('clinic_id', '=', clinicId)
    .where('stay_id', '=', stayId)
    .executeTakeFirst();
export type StayRow = NonNullable<Awaited<ReturnType<typeof findStay>>>;

const periodColumns = [
  'period_id',
  'stay_id',
  'bed_id',
  'room_number',
  'bed_label',
  'category_name',
  'category_name_guj',
  'daily_charge',
  'from_date',
  'to_date',
  'live',
] as const;

/** A stay's bed periods, first to last. */
export const periodsOf = (db: Db, stayId: number) =>
  db.selectFrom('ward_bed_periods').select(periodColumns).where('stay_id', '=', stayId).orderBy('period_id').execute();
export type PeriodRow = Awaited<ReturnType<typeof periodsOf>>[number];

/** The last bed period of each stay (the bed a patient is in, or left last). */
export async function lastPeriods(db: Db, stayIds: readonly number[]): Promise<Map<number, PeriodRow>> {
  if (stayIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ward_bed_periods')
    .select(periodColumns)
    .where('stay_id', 'in', [...stayIds])
    .orderBy('period_id')
    .execute();
  return new Map(rows.map((r) => [r.stay_id, r]));
}

/**
 * Holds a live stay's row until the transaction ends (a transfer or a summary waits for a discharge under way and
 * then sees it); false when the stay is not live any more.
 */
export async function touchLiveStay(db: Db, stayId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ward_stays')
    .set({ updated_at: now })
    .where('stay_id', '=', stayId)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the stay's live bed period on a day; answers the bed it was (null when there was none). */
export async function closeLivePeriod(db: Db, stayId: number, day: string, at: string): Promise<number | null> {
  const row = await db
    .updateTable('ward_bed_periods')
    .set({ live: null, to_date: day, to_at: at })
    .where('stay_id', '=', stayId)
    .where('live', '=', 1)
    .returning('bed_id')
    .executeTakeFirst();
  return row?.bed_id ?? null;
}

export interface SummaryValues {
  summary_diagnosis: string;
  summary_treatment: string;
  summary_condition: string;
  summary_advice: string | null;
  summary_follow_up: string | null;
  summary_doctor_id: number;
}

/** Writes the discharge summary of a live stay; false when it is not live. */
export async function saveSummary(db: Db, stayId: number, v: SummaryValues, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ward_stays')
    .set({ ...v, updated_at: now })
    .where('stay_id', '=', stayId)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a live stay; false when someone discharged it first (the row is then not live). */
export async function dischargeStay(db: Db, stayId: number, by: number, day: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('ward_stays')
    .set({ live: null, discharge_date: day, discharged_at: at, discharged_by: by, updated_at: at })
    .where('stay_id', '=', stayId)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The next bill number of the clinic's financial year (raised in the discharge's transaction: no gaps). */
export async function takeBillNumber(db: Db, clinicId: number, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('ward_bill_counters')
    .values({ clinic_id: clinicId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['clinic_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`ward_bill_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface NewBill {
  clinic_id: number;
  stay_id: number;
  financial_year: string;
  bill_no: number;
  bill_date: string;
  room_days: number;
  total: number;
  created_by: number;
  created_at: string;
}
export interface NewBillLine {
  kind: string;
  description: string;
  description_guj: string | null;
  charge_date: string;
  quantity: number;
  unit_paise: number;
  amount_paise: number;
  source: string;
  source_id: number;
}

export async function insertBill(db: Db, bill: NewBill, lines: readonly NewBillLine[]): Promise<number> {
  const row = await db.insertInto('ward_bills').values(bill).returning('bill_id').executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await db
      .insertInto('ward_bill_lines')
      .values(lines.map((l, i) => ({ ...l, bill_id: row.bill_id, position: i + 1 })))
      .execute();
  }
  return row.bill_id;
}

export const billOfStay = (db: Db, clinicId: number, stayId: number) =>
  db
    .selectFrom('ward_bills')
    .select(['bill_id', 'financial_year', 'bill_no', 'bill_date', 'room_days', 'total'])
    .where('clinic_id', '=', clinicId)
    .where('stay_id', '=', stayId)
    .executeTakeFirst();

export const billLines = (db: Db, billId: number) =>
  db
    .selectFrom('ward_bill_lines')
    .select(['kind', 'description', 'description_guj', 'charge_date', 'quantity', 'unit_paise', 'amount_paise'])
    .where('bill_id', '=', billId)
    .orderBy('position')
    .execute();

/** A page of the clinic's admitted stays (by bed order of admission) or discharged ones (newest first). */
export async function stayPage(db: Db, clinicId: number, admitted: boolean, page: number, size: number) {
  const base = db
    .selectFrom('ward_stays')
    .where('clinic_id', '=', clinicId)
    .where((eb) => (admitted ? eb('live', '=', 1) : eb('live', 'is', null)));
  const [rows, count] = await Promise.all([
    base
      .select(['stay_id', 'patient_id', 'admission_date', 'discharge_date', 'is_jain'])
      .orderBy(admitted ? 'admission_date' : 'discharged_at', admitted ? 'asc' : 'desc')
      .orderBy('stay_id', admitted ? 'asc' : 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(count.n) };
}

export const billsOfStays = (db: Db, stayIds: readonly number[]) =>
  stayIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ward_bills')
        .select(['stay_id', 'financial_year', 'bill_no', 'total'])
        .where('stay_id', 'in', [...stayIds])
        .execute();

/** The clinic's final bills dated in a period (inclusive India dates), with their patient: the accounts' documents. */
export const billsBetween = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('ward_bills as b')
    .innerJoin('ward_stays as s', 's.stay_id', 'b.stay_id')
    .select(['b.bill_id', 'b.financial_year', 'b.bill_no', 'b.bill_date', 'b.total', 's.patient_id'])
    .where('b.clinic_id', '=', clinicId)
    .where('b.bill_date', '>=', from)
    .where('b.bill_date', '<=', to)
    .orderBy('b.bill_date')
    .orderBy('b.bill_no')
    .execute();

/** The clinic's stays on a day (admitted by then, not discharged before it), with their Jain flag. */
export const staysOnDay = (db: Db, clinicId: number, day: string) =>
  db
    .selectFrom('ward_stays')
    .select(['stay_id', 'patient_id', 'is_jain'])
    .where('clinic_id', '=', clinicId)
    .where('admission_date', '<=', day)
    .where((eb) => eb.or([eb('live', '=', 1), eb('discharge_date', '>=', day)]))
    .execute();

/** The patient's live stay in the clinic, if any (a partial unique index keeps it one). */
export const liveStayOf = (db: Db, clinicId: number, patientId: number) =>
  db
    .selectFrom('ward_stays')
    .select('stay_id')
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .where('live', '=', 1)
    .executeTakeFirst();

/**
 * The charge lines (source and id) already on an issued bill of the patient's other stays discharged on or after
 * `since`: a patient discharged and admitted again the same day must not pay that day's charges twice.
 */
export const billedElsewhere = (db: Db, clinicId: number, patientId: number, stayId: number, since: string) =>
  db
    .selectFrom('ward_bill_lines as l')
    .innerJoin('ward_bills as b', 'b.bill_id', 'l.bill_id')
    .innerJoin('ward_stays as s', 's.stay_id', 'b.stay_id')
    .select(['l.source', 'l.source_id'])
    .where('b.clinic_id', '=', clinicId)
    .where('s.patient_id', '=', patientId)
    .where('s.stay_id', '<>', stayId)
    .where('s.discharge_date', '>=', since)
    .execute();

/** Of a source's records, those on an issued in-patient bill of the clinic, with the bill they are on. */
export const billedLines = (db: Db, clinicId: number, source: string, sourceIds: readonly number[]) =>
  db
    .selectFrom('ward_bill_lines as l')
    .innerJoin('ward_bills as b', 'b.bill_id', 'l.bill_id')
    .select(['l.source_id', 'b.financial_year', 'b.bill_no'])
    .where('b.clinic_id', '=', clinicId)
    .where('l.source', '=', source)
    .where('l.source_id', 'in', [...sourceIds])
    .execute();
