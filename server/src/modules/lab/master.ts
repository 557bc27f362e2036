import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { LabChoice, TLabRange, TLabTest, ZLabTestInput } from '@gd/contracts/schemas/clinic-lab';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

/**
 * A clinic's test master (issue 21 point 5, decision 96): kept by the clinic administrator, read by the doctors
 * who order, the lab that enters results and reception. A test is never deleted — orders name it — it is retired
 * (`is_active` false) and no longer offered. One code per clinic (409). Orders copy what they need of a test when
 * placed, so changing a test later changes no order already placed.
 */
export const parseChoices = (json: string): LabChoice[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as LabChoice[]) : [];
  } catch {
    return [];
  }
};

export const rangeView = (r: repo.RangeRow): TLabRange => ({
  sex: r.sex,
  age_min: r.age_min,
  age_max: r.age_max,
  low: r.low,
  high: r.high,
  critical_low: r.critical_low,
  critical_high: r.critical_high,
});

const byPanelThenName = (a: repo.TestRow, b: repo.TestRow) =>
  (a.panel ?? '').localeCompare(b.panel ?? '') || a.name.localeCompare(b.name);

/** The clinic's tests (active ones, or all) with their ranges, by panel then name. */
export async function listTests(
  db: Db,
  clinicId: number,
  opts: { all?: boolean; ids?: readonly number[] } = {},
): Promise<TLabTest[]> {
  const rows = (await repo.tests(db, clinicId, opts)).sort(byPanelThenName);
  const ranges = await repo.rangesOf(
    db,
    rows.map((r) => r.test_id),
  );
  return rows.map((r) => ({
    test_id: Number(r.test_id),
    code: r.code,
    name: r.name,
    name_guj: r.name_guj,
    panel: r.panel,
    panel_guj: r.panel_guj,
    sample_type: r.sample_type,
    unit: r.unit,
    price_paise: r.price_paise,
    result_kind: r.result_kind,
    decimals: r.decimals,
    choices: parseChoices(r.choices),
    ranges: ranges.filter((g) => g.test_id === r.test_id).map(rangeView),
    is_active: r.is_active === 1,
  }));
}

type Input = z.output<typeof ZLabTestInput>;

const values = (body: Input): repo.TestValues => ({
  code: body.code,
  name: body.name.replace(/\s+/g, ' '),
  name_guj: body.name_guj,
  panel: body.panel,
  panel_guj: body.panel_guj,
  sample_type: body.sample_type,
  unit: body.unit,
  price_paise: body.price_paise,
  result_kind: body.result_kind,
  decimals: body.decimals,
  choices: JSON.stringify(body.choices),
  is_active: body.is_active ? 1 : 0,
});

const duplicate = () => AppError.conflict('code', 'LAB.TEST.CODE_TAKEN', 'Another test of this clinic has this code.');
const notFound = () => AppError.notFound('LAB.TEST_NOT_FOUND', 'No such test in this clinic.');

async function fetchOne(db: Db, clinicId: number, id: number): Promise<TLabTest> {
  const [test] = await listTests(db, clinicId, { all: true, ids: [id] });
  if (!test) throw notFound();
  return test;
}

export async function createTest(db: Kysely<DB>, clinicId: number, body: Input, now: Date): Promise<TLabTest> {
  const at = now.toISOString();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await repo.insertTest(trx, clinicId, values(body), at);
      await repo.replaceRanges(trx, created, body.ranges);
      return created;
    });
  } catch (err) {
    if (uniqueViolationColumn(err)) throw duplicate();
    throw err;
  }
  return fetchOne(db, clinicId, id);
}

export async function updateTest(
  db: Kysely<DB>,
  clinicId: number,
  id: number,
  body: Input,
  now: Date,
): Promise<TLabTest> {
  const at = now.toISOString();
  let found: boolean;
  try {
    found = await db.transaction().execute(async (trx) => {
      if (!(await repo.updateTest(trx, clinicId, id, values(body), at))) return false;
      await repo.replaceRanges(trx, id, body.ranges);
      return true;
    });
  } catch (err) {
    if (uniqueViolationColumn(err)) throw duplicate();
    throw err;
  }
  if (!found) throw notFound();
  return fetchOne(db, clinicId, id);
}
