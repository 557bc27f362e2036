/**
 * Demo data of the lab (issue 21 points 5 and 8; decision 96): every clinic's test master — 22 common tests with
 * their Gujarati names, units, prices and adult/child, male/female reference ranges as Indian labs print them —
 * and, for the demo clinic (the first), orders on the visits the OPD seed left with the doctor or checked out:
 * past days' reports mostly released, today's in every state (ordered, sample collected, results entered, awaiting
 * approval, released), one cancelled, some out of range and a few critical, some paid at the counter with the
 * lab's receipt numbers. Deterministic for a seed; runs after the consultations.
 */
import type { Kysely } from 'kysely';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { patientAge } from '@gd/contracts/clinic';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { flagOf, type LabChoice, type LabRange, pickRange, RESULT_KIND } from '@gd/contracts/schemas/clinic-lab';
import type { DB } from '../schema';
import { createRandom, type Random } from './random';

type R = [
  sex: number,
  ageMin: number,
  ageMax: number | null,
  low: string | null,
  high: string | null,
  critLow?: string,
  critHigh?: string,
];

interface DemoTest {
  code: string;
  name: string;
  guj: string;
  panel: [string, string] | null;
  sample: number;
  unit: string | null;
  rupees: number;
  decimals: number;
  ranges: R[];
  choices?: LabChoice[];
}

const CBC: [string, string] = ['Complete blood count (CBC)', 'કમ્પ્લીટ બ્લડ કાઉન્ટ (CBC)'];
const RFT: [string, string] = ['Kidney function test (RFT)', 'કિડની ફંક્શન ટેસ્ટ (RFT)'];
const LFT: [string, string] = ['Liver function test (LFT)', 'લિવર ફંક્શન ટેસ્ટ (LFT)'];
const LIPID: [string, string] = ['Lipid profile', 'લિપિડ પ્રોફાઇલ'];
const SUGAR: [string, string] = ['Diabetes', 'ડાયાબિટીસ'];
const URINE: [string, string] = ['Urine routine', 'પેશાબની તપાસ'];
const GRADES = (normal: string): LabChoice[] =>
  [normal, 'Trace', '+', '++', '+++'].map((label) => ({ label, normal: label === normal }));

export const DEMO_LAB_TESTS: DemoTest[] = [
  {
    code: 'HB',
    name: 'Haemoglobin',
    guj: 'હિમોગ્લોબિન',
    panel: CBC,
    sample: 1,
    unit: 'g/dL',
    rupees: 150,
    decimals: 1,
    ranges: [
      [0, 0, 12, '11.0', '14.5', '7.0', '20.0'],
      [1, 13, null, '13.0', '17.0', '7.0', '20.0'],
      [2, 13, null, '12.0', '15.5', '7.0', '20.0'],
    ],
  },
  {
    code: 'TLC',
    name: 'Total leucocyte count',
    guj: 'શ્વેતકણની કુલ સંખ્યા',
    panel: CBC,
    sample: 1,
    unit: '×10³/µL',
    rupees: 120,
    decimals: 1,
    ranges: [
      [0, 0, 12, '5.0', '13.0', '2.0', '30.0'],
      [0, 13, null, '4.0', '11.0', '2.0', '30.0'],
    ],
  },
  {
    code: 'PLT',
    name: 'Platelet count',
    guj: 'પ્લેટલેટ કાઉન્ટ',
    panel: CBC,
    sample: 1,
    unit: '×10³/µL',
    rupees: 120,
    decimals: 0,
    ranges: [[0, 0, null, '150', '450', '50', '1000']],
  },
  {
    code: 'ESR',
    name: 'ESR (Westergren)',
    guj: 'ઇ.એસ.આર.',
    panel: null,
    sample: 6,
    unit: 'mm/hr',
    rupees: 100,
    decimals: 0,
    ranges: [
      [0, 0, 12, '0', '10'],
      [1, 13, null, '0', '15'],
      [2, 13, null, '0', '20'],
    ],
  },
  {
    code: 'FBS',
    name: 'Fasting blood sugar',
    guj: 'ઉપવાસ બ્લડ સુગર',
    panel: SUGAR,
    sample: 3,
    unit: 'mg/dL',
    rupees: 80,
    decimals: 0,
    ranges: [[0, 0, null, '70', '100', '40', '400']],
  },
  {
    code: 'PPBS',
    name: 'Post-prandial blood sugar',
    guj: 'જમ્યા પછીની બ્લડ સુગર',
    panel: SUGAR,
    sample: 3,
    unit: 'mg/dL',
    rupees: 80,
    decimals: 0,
    ranges: [[0, 0, null, '70', '140', '40', '400']],
  },
  {
    code: 'HBA1C',
    name: 'HbA1c (glycated haemoglobin)',
    guj: 'HbA1c (ત્રણ મહિનાની સરેરાશ સુગર)',
    panel: SUGAR,
    sample: 1,
    unit: '%',
    rupees: 450,
    decimals: 1,
    ranges: [[0, 0, null, '4.0', '5.6']],
  },
  {
    code: 'CREAT',
    name: 'Serum creatinine',
    guj: 'સીરમ ક્રિએટિનિન',
    panel: RFT,
    sample: 2,
    unit: 'mg/dL',
    rupees: 200,
    decimals: 2,
    ranges: [
      [0, 0, 12, '0.30', '0.70'],
      [1, 13, null, '0.70', '1.30', undefined, '5.00'],
      [2, 13, null, '0.60', '1.10', undefined, '5.00'],
    ],
  },
  {
    code: 'UREA',
    name: 'Blood urea',
    guj: 'બ્લડ યુરિયા',
    panel: RFT,
    sample: 2,
    unit: 'mg/dL',
    rupees: 180,
    decimals: 0,
    ranges: [[0, 0, null, '15', '40']],
  },
  {
    code: 'URIC',
    name: 'Uric acid',
    guj: 'યુરિક એસિડ',
    panel: RFT,
    sample: 2,
    unit: 'mg/dL',
    rupees: 200,
    decimals: 1,
    ranges: [
      [0, 0, 12, '2.0', '5.5'],
      [1, 13, null, '3.4', '7.0'],
      [2, 13, null, '2.4', '6.0'],
    ],
  },
  {
    code: 'ALT',
    name: 'ALT (SGPT)',
    guj: 'એસ.જી.પી.ટી. (ALT)',
    panel: LFT,
    sample: 2,
    unit: 'U/L',
    rupees: 200,
    decimals: 0,
    ranges: [
      [0, 0, 12, '5', '40'],
      [1, 13, null, '7', '45'],
      [2, 13, null, '7', '35'],
    ],
  },
  {
    code: 'AST',
    name: 'AST (SGOT)',
    guj: 'એસ.જી.ઓ.ટી. (AST)',
    panel: LFT,
    sample: 2,
    unit: 'U/L',
    rupees: 200,
    decimals: 0,
    ranges: [[0, 0, null, '8', '40']],
  },
  {
    code: 'BILT',
    name: 'Total bilirubin',
    guj: 'કુલ બિલીરૂબિન',
    panel: LFT,
    sample: 2,
    unit: 'mg/dL',
    rupees: 180,
    decimals: 1,
    ranges: [[0, 0, null, '0.2', '1.2', undefined, '15.0']],
  },
  {
    code: 'CHOL',
    name: 'Total cholesterol',
    guj: 'કુલ કોલેસ્ટ્રોલ',
    panel: LIPID,
    sample: 2,
    unit: 'mg/dL',
    rupees: 150,
    decimals: 0,
    ranges: [[0, 0, null, null, '200']],
  },
  {
    code: 'TG',
    name: 'Triglycerides',
    guj: 'ટ્રાઇગ્લિસરાઇડ',
    panel: LIPID,
    sample: 2,
    unit: 'mg/dL',
    rupees: 200,
    decimals: 0,
    ranges: [[0, 0, null, null, '150']],
  },
  {
    code: 'HDL',
    name: 'HDL cholesterol',
    guj: 'એચ.ડી.એલ. કોલેસ્ટ્રોલ',
    panel: LIPID,
    sample: 2,
    unit: 'mg/dL',
    rupees: 200,
    decimals: 0,
    ranges: [
      [1, 0, null, '40', null],
      [2, 0, null, '50', null],
    ],
  },
  {
    code: 'LDL',
    name: 'LDL cholesterol',
    guj: 'એલ.ડી.એલ. કોલેસ્ટ્રોલ',
    panel: LIPID,
    sample: 2,
    unit: 'mg/dL',
    rupees: 250,
    decimals: 0,
    ranges: [[0, 0, null, null, '100']],
  },
  {
    code: 'TSH',
    name: 'Thyroid stimulating hormone (TSH)',
    guj: 'ટી.એસ.એચ. (થાઇરોઇડ)',
    panel: null,
    sample: 2,
    unit: 'mIU/L',
    rupees: 350,
    decimals: 2,
    ranges: [
      [0, 0, 12, '0.70', '6.00'],
      [0, 13, null, '0.40', '4.50'],
    ],
  },
  {
    code: 'VITD',
    name: 'Vitamin D (25-OH)',
    guj: 'વિટામિન ડી (25-OH)',
    panel: null,
    sample: 2,
    unit: 'ng/mL',
    rupees: 1200,
    decimals: 1,
    ranges: [[0, 0, null, '30.0', '100.0', '10.0']],
  },
  {
    code: 'B12',
    name: 'Vitamin B12',
    guj: 'વિટામિન બી12',
    panel: null,
    sample: 2,
    unit: 'pg/mL',
    rupees: 900,
    decimals: 0,
    ranges: [[0, 0, null, '200', '900', '100']],
  },
  {
    code: 'USUG',
    name: 'Urine sugar',
    guj: 'પેશાબમાં સુગર',
    panel: URINE,
    sample: 4,
    unit: null,
    rupees: 60,
    decimals: 0,
    ranges: [],
    choices: GRADES('Nil'),
  },
  {
    code: 'UALB',
    name: 'Urine albumin',
    guj: 'પેશાબમાં આલ્બ્યુમિન',
    panel: URINE,
    sample: 4,
    unit: null,
    rupees: 60,
    decimals: 0,
    ranges: [],
    choices: GRADES('Nil'),
  },
];

/** What a doctor usually orders together. */
const WORKUPS = [
  ['FBS', 'PPBS', 'HBA1C', 'USUG'],
  ['HB', 'TLC', 'PLT', 'ESR'],
  ['CHOL', 'TG', 'HDL', 'LDL'],
  ['TSH', 'HB'],
  ['CREAT', 'UREA', 'URIC', 'UALB'],
  ['ALT', 'AST', 'BILT'],
  ['VITD', 'B12'],
  ['URIC', 'ESR'],
];

const rangeOf = ([sex, age_min, age_max, low, high, critical_low, critical_high]: R): LabRange => ({
  sex,
  age_min,
  age_max,
  low,
  high,
  critical_low: critical_low ?? null,
  critical_high: critical_high ?? null,
});

/** A believable value: mostly within the range, sometimes a little out, rarely critical. */
function valueFor(rng: Random, t: DemoTest, range: LabRange | null): string {
  if (t.choices) return rng.chance(0.75) ? t.choices[0]!.label : t.choices[rng.int(1, 3)]!.label;
  const low = range?.low !== null && range?.low !== undefined ? Number(range.low) : null;
  const high = range?.high !== null && range?.high !== undefined ? Number(range.high) : null;
  const lo = low ?? (high ?? 100) * 0.5;
  const hi = high ?? (low ?? 50) * 1.6;
  const span = hi - lo;
  const roll = rng.next();
  let v =
    roll < 0.68
      ? lo + span * (0.1 + 0.8 * rng.next())
      : roll < 0.84 && low !== null
        ? lo - span * (0.05 + 0.25 * rng.next())
        : roll < 0.97
          ? hi + span * (0.05 + 0.4 * rng.next())
          : hi + span * (1.5 + rng.next());
  if (v < 0) v = lo * 0.5;
  return v.toFixed(t.decimals);
}

export async function seedLab(
  db: Kysely<DB>,
  opts: { seed: number; now: Date },
): Promise<{ tests: number; orders: number }> {
  const rng = createRandom(opts.seed + 43);
  const at = opts.now.toISOString();
  const today = indiaDate(opts.now);
  const clinics = await db.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').execute();
  let testCount = 0;
  let orderCount = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, { clinic_id: clinicId }] of clinics.entries()) {
      const list = index === 0 ? DEMO_LAB_TESTS : DEMO_LAB_TESTS.filter((_, i) => i % 2 === 0);
      const ids = new Map<string, number>();
      for (const t of list) {
        const row = await trx
          .insertInto('clinic_lab_tests')
          .values({
            clinic_id: clinicId,
            code: t.code,
            name: t.name,
            name_guj: t.guj,
            panel: t.panel?.[0] ?? null,
            panel_guj: t.panel?.[1] ?? null,
            sample_type: t.sample,
            unit: t.unit,
            price_paise: t.rupees * 100,
            result_kind: t.choices ? RESULT_KIND.CHOICE : RESULT_KIND.NUMERIC,
            decimals: t.decimals,
            choices: JSON.stringify(t.choices ?? []),
            is_active: 1,
            created_at: at,
            updated_at: at,
          })
          .returning('test_id')
          .executeTakeFirstOrThrow();
        ids.set(t.code, row.test_id);
        if (t.ranges.length > 0) {
          await trx
            .insertInto('clinic_lab_ranges')
            .values(t.ranges.map((r, position) => ({ ...rangeOf(r), test_id: row.test_id, position })))
            .execute();
        }
        testCount++;
      }
      if (index === 0) orderCount += await seedOrders(trx, rng, clinicId, ids, { at, today, now: opts.now });
    }
  });
  return { tests: testCount, orders: orderCount };
}

async function seedOrders(
  trx: Kysely<DB>,
  rng: Random,
  clinicId: number,
  ids: Map<string, number>,
  when: { at: string; today: string; now: Date },
): Promise<number> {
  const labStaff = await trx
    .selectFrom('clinic_staff')
    .select('staff_id')
    .where('clinic_id', '=', clinicId)
    .where('department_id', '=', DEPARTMENT.LAB)
    .orderBy('staff_id')
    .executeTakeFirst();
  if (!labStaff) return 0;
  const visits = await trx
    .selectFrom('clinic_visits')
    .innerJoin('clinic_patients', 'clinic_patients.patient_id', 'clinic_visits.patient_id')
    .select([
      'clinic_visits.visit_id',
      'clinic_visits.patient_id',
      'clinic_visits.doctor_id',
      'clinic_visits.visit_date',
      'clinic_visits.status_changed_at',
      'clinic_visits.created_at',
      'clinic_patients.sex',
      'clinic_patients.dob',
      'clinic_patients.birth_year',
    ])
    .where('clinic_visits.clinic_id', '=', clinicId)
    .where('clinic_visits.status', 'in', [3, 4])
    .orderBy('clinic_visits.visit_id')
    .execute();
  const receipts = new Map<string, number>();
  const nowMs = when.now.getTime();
  let count = 0;
  let todayN = 0;
  for (const v of visits) {
    const isToday = v.visit_date === when.today;
    if (!isToday && !rng.chance(0.35)) continue;
    // Today's orders walk through every state in turn; a past day's are mostly released.
    const status = isToday ? [1, 2, 3, 4, 5, 1, 4, 5, 2, 9][todayN++ % 10]! : rng.chance(0.85) ? 5 : 4;
    const codes = rng.pick(WORKUPS).filter((c) => ids.has(c));
    if (codes.length === 0) continue;
    const base = Date.parse(v.status_changed_at ?? v.created_at);
    const stamp = (minutes: number) => new Date(Math.min(base + minutes * 60_000, nowMs - 60_000)).toISOString();
    const tests = codes.map((c) => DEMO_LAB_TESTS.find((t) => t.code === c)!);
    const total = tests.reduce((sum, t) => sum + t.rupees * 100, 0);
    const paid = status !== 9 && rng.chance(0.6);
    const fy = financialYearOf(v.visit_date);
    const receiptNo = paid ? (receipts.get(fy) ?? 0) + 1 : null;
    if (receiptNo) receipts.set(fy, receiptNo);
    const lab = labStaff.staff_id;
    const [order] = await trx
      .insertInto('clinic_lab_orders')
      .values({
        clinic_id: clinicId,
        visit_id: v.visit_id,
        patient_id: v.patient_id,
        doctor_id: v.doctor_id,
        order_date: v.visit_date,
        status,
        version: [1, 1, 2, 3, 4, 5][status] ?? 2,
        note: rng.chance(0.4) ? 'Fasting sample, please' : null,
        total_paise: total,
        created_by: v.doctor_id,
        collected_at: status >= 2 && status !== 9 ? stamp(20) : null,
        collected_by: status >= 2 && status !== 9 ? lab : null,
        entered_at: status >= 3 && status !== 9 ? stamp(140) : null,
        entered_by: status >= 3 && status !== 9 ? lab : null,
        submitted_at: status >= 4 && status !== 9 ? stamp(150) : null,
        submitted_by: status >= 4 && status !== 9 ? lab : null,
        approved_at: status === 5 ? stamp(240) : null,
        approved_by: status === 5 ? v.doctor_id : null,
        cancelled_at: status === 9 ? stamp(10) : null,
        cancelled_by: status === 9 ? v.doctor_id : null,
        cancel_reason: status === 9 ? 'Patient will get it done near home' : null,
        paid_at: paid ? stamp(15) : null,
        paid_by: null,
        payment_mode: paid ? rng.pick([1, 3]) : null,
        receipt_fy: paid ? fy : null,
        receipt_no: receiptNo,
        created_at: stamp(5),
        updated_at: when.at,
      })
      .returning('order_id')
      .execute();
    const collectedDay = v.visit_date;
    const age = Math.max(0, patientAge({ dob: v.dob, birth_year: v.birth_year }, collectedDay));
    const entered = status >= 3 && status !== 9;
    await trx
      .insertInto('clinic_lab_order_items')
      .values(
        tests.map((t, position) => {
          const ranges = t.ranges.map(rangeOf);
          const range = t.choices ? null : pickRange(ranges, v.sex, age);
          const value = entered ? valueFor(rng, t, range) : null;
          const kind = t.choices ? RESULT_KIND.CHOICE : RESULT_KIND.NUMERIC;
          const kept = entered ? range : null;
          return {
            order_id: order!.order_id,
            position,
            test_id: ids.get(t.code)!,
            code: t.code,
            name: t.name,
            name_guj: t.guj,
            panel: t.panel?.[0] ?? null,
            panel_guj: t.panel?.[1] ?? null,
            sample_type: t.sample,
            unit: t.unit,
            result_kind: kind,
            decimals: t.decimals,
            choices: JSON.stringify(t.choices ?? []),
            price_paise: t.rupees * 100,
            value,
            flag: entered ? flagOf({ result_kind: kind, choices: t.choices ?? [] }, range, value) : null,
            remark: null,
            range_sex: kept?.sex ?? null,
            range_age_min: kept?.age_min ?? null,
            range_age_max: kept?.age_max ?? null,
            ref_low: kept?.low ?? null,
            ref_high: kept?.high ?? null,
            crit_low: kept?.critical_low ?? null,
            crit_high: kept?.critical_high ?? null,
          };
        }),
      )
      .execute();
    count++;
  }
  for (const [fy, last] of receipts) {
    await trx
      .insertInto('clinic_lab_receipt_counters')
      .values({ clinic_id: clinicId, financial_year: fy, last_number: last })
      .execute();
  }
  return count;
}
