import type { Db } from '../../db/sql';

/**
 * SQL of the diet chart (decision 98, migration 0045): a day row per stay and date whose version every save
 * raises (a conditional update, or the unique index for a day's first chart), and the day's items per meal.
 */

export const dayVersion = async (db: Db, stayId: number, day: string): Promise<number> => {
  const row = await db
    .selectFrom('ward_diet_days')
    .select('version')
    .where('stay_id', '=', stayId)
    .where('diet_date', '=', day)
    .executeTakeFirst();
  return row?.version ?? 0;
};

/** The first chart of a stay's day (the unique index refuses a second writer who also saw none). */
export async function insertDay(db: Db, clinicId: number, stayId: number, day: string, by: number, now: string) {
  await db
    .insertInto('ward_diet_days')
    .values({
      clinic_id: clinicId,
      stay_id: stayId,
      diet_date: day,
      version: 1,
      updated_by: by,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Raises the day's version from the one the writer read; false when someone saved in between. */
export async function bumpDay(db: Db, stayId: number, day: string, expected: number, by: number, now: string) {
  const result = await db
    .updateTable('ward_diet_days')
    .set({ version: expected + 1, updated_by: by, updated_at: now })
    .where('stay_id', '=', stayId)
    .where('diet_date', '=', day)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface NewEntry {
  meal: number;
  diet_item_id: number;
  quantity: number;
  unit_paise: number;
  note: string | null;
}

export async function replaceEntries(
  db: Db,
  clinicId: number,
  stayId: number,
  day: string,
  entries: readonly NewEntry[],
): Promise<void> {
  await db.deleteFrom('ward_diet_entries').where('stay_id', '=', stayId).where('diet_date', '=', day).execute();
  if (entries.length > 0) {
    await db
      .insertInto('ward_diet_entries')
      .values(entries.map((e) => ({ ...e, clinic_id: clinicId, stay_id: stayId, diet_date: day })))
      .execute();
  }
}

const entryColumns = [
  'entry_id',
  'stay_id',
  'diet_date',
  'meal',
  'diet_item_id',
  'quantity',
  'unit_paise',
  'note',
] as const;

export const entriesOfDay = (db: Db, stayId: number, day: string) =>
  db
    .selectFrom('ward_diet_entries')
    .select(entryColumns)
    .where('stay_id', '=', stayId)
    .where('diet_date', '=', day)
    .orderBy('meal')
    .orderBy('entry_id')
    .execute();

/** The days among these that already have a chart of the stay. */
export async function daysWithChart(db: Db, stayId: number, days: readonly string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db
    .selectFrom('ward_diet_days')
    .select('diet_date')
    .where('stay_id', '=', stayId)
    .where('diet_date', 'in', [...days])
    .execute();
  return new Set(rows.map((r) => r.diet_date));
}

/** A discharged stay's chart after its last day is not served (nor charged). */
export async function dropAfter(db: Db, stayId: number, day: string): Promise<void> {
  await db.deleteFrom('ward_diet_entries').where('stay_id', '=', stayId).where('diet_date', '>', day).execute();
  await db.deleteFrom('ward_diet_days').where('stay_id', '=', stayId).where('diet_date', '>', day).execute();
}

/** Every chart line of the clinic's day, of the given stays. */
export const entriesOfClinicDay = (db: Db, clinicId: number, day: string, stayIds: readonly number[]) =>
  stayIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ward_diet_entries')
        .select(entryColumns)
        .where('clinic_id', '=', clinicId)
        .where('diet_date', '=', day)
        .where('stay_id', 'in', [...stayIds])
        .orderBy('meal')
        .orderBy('diet_item_id')
        .orderBy('stay_id')
        .execute();

/** A stay's chart lines from one day to another (inclusive): what its final bill charges for diet. */
export const entriesOfStay = (db: Db, stayId: number, from: string, to: string) =>
  db
    .selectFrom('ward_diet_entries')
    .select(entryColumns)
    .where('stay_id', '=', stayId)
    .where('diet_date', '>=', from)
    .where('diet_date', '<=', to)
    .orderBy('diet_date')
    .orderBy('meal')
    .orderBy('entry_id')
    .execute();
