import type { Db } from '../../db/sql';

/**
 * SQL of the lab's test master (migration 0043): a clinic's tests and their reference ranges. A test is saved
 * whole — its row, then its ranges replaced — in the caller's transaction; one code per clinic (unique index).
 */
const testColumns = [
  'test_id',
  'code',
  'name',
  'name_guj',
  'panel',
  'panel_guj',
  'sample_type',
  'unit',
  'price_paise',
  'result_kind',
  'decimals',
  'choices',
  'is_active',
] as const;

export function tests(db: Db, clinicId: number, opts: { all?: boolean; ids?: readonly number[] } = {}) {
  let q = db.selectFrom('clinic_lab_tests').select(testColumns).where('clinic_id', '=', clinicId);
  if (!opts.all) q = q.where('is_active', '=', 1);
  if (opts.ids) {
    if (opts.ids.length === 0) return Promise.resolve([]);
    q = q.where('test_id', 'in', [...opts.ids]);
  }
  return q.orderBy('panel').orderBy('name').limit(1000).execute();
}
export type TestRow = Awaited<ReturnType<typeof tests>>[number];

export const rangesOf = (db: Db, testIds: readonly number[]) =>
  testIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_lab_ranges')
        .select(['test_id', 'sex', 'age_min', 'age_max', 'low', 'high', 'critical_low', 'critical_high'])
        .where('test_id', 'in', [...testIds])
        .orderBy('test_id')
        .orderBy('position')
        .execute();
export type RangeRow = Awaited<ReturnType<typeof rangesOf>>[number];

export interface TestValues {
  code: string;
  name: string;
  name_guj: string | null;
  panel: string | null;
  panel_guj: string | null;
  sample_type: number;
  unit: string | null;
  price_paise: number;
  result_kind: number;
  decimals: number;
  choices: string;
  is_active: number;
}

export interface RangeValues {
  sex: number;
  age_min: number;
  age_max: number | null;
  low: string | null;
  high: string | null;
  critical_low: string | null;
  critical_high: string | null;
}

export async function insertTest(db: Db, clinicId: number, v: TestValues, at: string): Promise<number> {
  const row = await db
    .insertInto('clinic_lab_tests')
    .values({ ...v, clinic_id: clinicId, created_at: at, updated_at: at })
    .returning('test_id')
    .executeTakeFirstOrThrow();
  return Number(row.test_id);
}

export async function updateTest(db: Db, clinicId: number, id: number, v: TestValues, at: string) {
  const r = await db
    .updateTable('clinic_lab_tests')
    .set({ ...v, updated_at: at })
    .where('test_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function replaceRanges(db: Db, testId: number, ranges: readonly RangeValues[]) {
  await db.deleteFrom('clinic_lab_ranges').where('test_id', '=', testId).execute();
  if (ranges.length > 0) {
    await db
      .insertInto('clinic_lab_ranges')
      .values(ranges.map((r, position) => ({ ...r, test_id: testId, position })))
      .execute();
  }
}
