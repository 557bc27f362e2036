import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import {
  DIET_HORIZON_DAYS,
  MEALS,
  type TDietDay,
  type TDietItem,
  type TKitchen,
  type ZDietSave,
} from '@gd/contracts/schemas/clinic-ward';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as repo from './diet-repo';
import * as link from './link';
import * as stays from './stay-repo';

/**
 * Decision 98: the diet chart of a stay, per day and meal, from the records module's diet items. Only a doctor
 * changes it (the routes check the department); a Jain patient's chart refuses items not marked Jain; a day is
 * saved whole over the version the doctor read (a save over someone else's newer save is a 409, nothing lost).
 * The kitchen's list of a day gathers every chart of the clinic's patients in the ward that day.
 */

const stayNotFound = () => AppError.notFound('WARD.STAY_NOT_FOUND', 'No such stay in this clinic.');
const discharged = () => AppError.conflict('stay', 'WARD.ALREADY_DISCHARGED', 'This patient has been discharged.');
const changed = () =>
  AppError.conflict('version', 'WARD.DIET.CHANGED', 'Someone has changed this chart meanwhile. Look at it again.');

export async function dietItems(db: Db): Promise<TDietItem[]> {
  const items = await link.dietItemsById(db);
  return [...items.values()]
    .filter((i) => i.active)
    .map(({ active: _active, ...item }) => item)
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function stayOf(db: Db, caller: StaffCaller, stayId: number) {
  const stay = await stays.findStay(db, caller.clinicId, stayId);
  if (!stay) throw stayNotFound();
  return stay;
}

/** Today and later, from admission, up to 30 days ahead: the days whose chart a doctor may change. */
function dayProblem(stay: { admission_date: string }, day: string, today: string): string | null {
  if (day < today) return 'WARD.DIET.DAY_PAST';
  if (day < stay.admission_date) return 'WARD.DIET.BEFORE_ADMISSION';
  if (day > addDays(today, DIET_HORIZON_DAYS)) return 'WARD.DIET.DAY_TOO_FAR';
  return null;
}

export async function dietDay(db: Db, caller: StaffCaller, stayId: number, day: string, now: Date): Promise<TDietDay> {
  const stay = await stayOf(db, caller, stayId);
  const [version, entries, items] = await Promise.all([
    repo.dayVersion(db, stayId, day),
    repo.entriesOfDay(db, stayId, day),
    link.dietItemsById(db),
  ]);
  const editable =
    caller.department === DEPARTMENT.DOCTOR && stay.live === 1 && dayProblem(stay, day, indiaDate(now)) === null;
  return {
    stay_id: stayId,
    date: day,
    version,
    is_jain: stay.is_jain === 1,
    editable,
    meals: MEALS.map((meal) => ({
      meal,
      items: entries
        .filter((e) => e.meal === meal)
        .map((e) => {
          const item = items.get(e.diet_item_id);
          return {
            diet_item_id: e.diet_item_id,
            name: item?.name ?? '',
            name_guj: item?.name_guj ?? null,
            is_jain: item?.is_jain ?? false,
            quantity: e.quantity,
            unit_paise: e.unit_paise,
            note: e.note,
          };
        }),
    })),
  };
}

export async function saveDay(
  db: Kysely<DB>,
  caller: StaffCaller,
  stayId: number,
  day: string,
  body: z.output<typeof ZDietSave>,
  now: Date,
): Promise<TDietDay> {
  const stay = await stayOf(db, caller, stayId);
  if (stay.live !== 1) throw discharged();
  const problem = dayProblem(stay, day, indiaDate(now));
  if (problem) throw AppError.validation('date', problem, 'This day cannot be changed.');
  const items = await link.dietItemsById(db);
  const errors: Record<string, string> = {};
  const entries: repo.NewEntry[] = [];
  body.meals.forEach((meal, m) =>
    meal.items.forEach((line, i) => {
      const field = `meals.${m}.items.${i}.diet_item_id`;
      const item = items.get(line.diet_item_id);
      if (!item) errors[field] = 'WARD.DIET.ITEM_NOT_FOUND';
      else if (!item.active) errors[field] = 'WARD.DIET.ITEM_INACTIVE';
      else if (stay.is_jain === 1 && !item.is_jain) errors[field] = 'WARD.DIET.NOT_JAIN';
      else {
        entries.push({
          meal: meal.meal,
          diet_item_id: item.diet_item_id,
          quantity: line.quantity,
          unit_paise: item.price ?? 0,
          note: line.note,
        });
      }
    }),
  );
  const first = Object.values(errors)[0];
  if (first) throw new AppError(400, first, 'Please check the highlighted items.', errors);
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      // Holds the stay's row: a discharge under way finishes first, and then this save is refused.
      if (!(await stays.touchLiveStay(trx, stayId, at))) throw discharged();
      if (body.version === 0) await repo.insertDay(trx, caller.clinicId, stayId, day, caller.staffId, at);
      else if (!(await repo.bumpDay(trx, stayId, day, body.version, caller.staffId, at))) throw changed();
      await repo.replaceEntries(trx, caller.clinicId, stayId, day, entries);
    });
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw changed();
    throw err;
  }
  return dietDay(db, caller, stayId, day, now);
}

/** Copies a day's chart to the next `days` days that have no chart yet (a day already written is left alone). */
export async function copyDay(
  db: Kysely<DB>,
  caller: StaffCaller,
  stayId: number,
  day: string,
  days: number,
  now: Date,
): Promise<{ copied: string[]; skipped: string[] }> {
  const stay = await stayOf(db, caller, stayId);
  if (stay.live !== 1) throw discharged();
  const today = indiaDate(now);
  const source: repo.NewEntry[] = (await repo.entriesOfDay(db, stayId, day)).map((e) => ({
    meal: e.meal,
    diet_item_id: e.diet_item_id,
    quantity: e.quantity,
    unit_paise: e.unit_paise,
    note: e.note,
  }));
  if (source.length === 0) {
    throw AppError.conflict('date', 'WARD.DIET.NOTHING_TO_COPY', 'This day has no chart to copy.');
  }
  const targets = Array.from({ length: days }, (_, i) => addDays(day, i + 1)).filter(
    (d) => dayProblem(stay, d, today) === null,
  );
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await stays.touchLiveStay(trx, stayId, at))) throw discharged();
      const written = await repo.daysWithChart(trx, stayId, targets);
      const copied: string[] = [];
      for (const target of targets) {
        if (written.has(target)) continue;
        await repo.insertDay(trx, caller.clinicId, stayId, target, caller.staffId, at);
        await repo.replaceEntries(trx, caller.clinicId, stayId, target, source);
        copied.push(target);
      }
      return { copied, skipped: targets.filter((t) => written.has(t)) };
    });
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw changed();
    throw err;
  }
}

/** Every meal's items of the day with their counts and for which bed and patient, Jain patients marked. */
export async function kitchen(db: Db, caller: StaffCaller, day: string | undefined, now: Date): Promise<TKitchen> {
  const date = day ?? indiaDate(now);
  const present = await stays.staysOnDay(db, caller.clinicId, date);
  const ids = present.map((s) => s.stay_id);
  const [entries, items, beds, patients] = await Promise.all([
    repo.entriesOfClinicDay(db, caller.clinicId, date, ids),
    link.dietItemsById(db),
    stays.lastPeriods(db, ids),
    link.patientsById(
      db,
      caller.clinicId,
      present.map((s) => s.patient_id),
    ),
  ]);
  const stayOfId = new Map(present.map((s) => [s.stay_id, s]));
  const fed = new Set(entries.map((e) => e.stay_id));
  const meals = MEALS.map((meal) => {
    const byItem = new Map<number, TKitchen['meals'][number]['items'][number]>();
    for (const e of entries.filter((x) => x.meal === meal)) {
      const item = items.get(e.diet_item_id);
      let row = byItem.get(e.diet_item_id);
      if (!row) {
        row = {
          diet_item_id: e.diet_item_id,
          name: item?.name ?? '',
          name_guj: item?.name_guj ?? null,
          serving: item?.serving ?? null,
          is_jain: item?.is_jain ?? false,
          total: 0,
          patients: [],
        };
        byItem.set(e.diet_item_id, row);
      }
      const stay = stayOfId.get(e.stay_id);
      const patient = stay ? patients.get(stay.patient_id) : undefined;
      const bed = beds.get(e.stay_id);
      row.total += e.quantity;
      row.patients.push({
        stay_id: e.stay_id,
        patient_name: patient?.name ?? '',
        patient_name_guj: patient?.name_guj ?? null,
        room_number: bed?.room_number ?? '',
        bed_label: bed?.bed_label ?? '',
        is_jain: stay?.is_jain === 1,
        quantity: e.quantity,
        note: e.note,
      });
    }
    const list = [...byItem.values()].sort((a, b) => a.name.localeCompare(b.name));
    for (const item of list) {
      item.patients.sort(
        (a, b) => a.room_number.localeCompare(b.room_number) || a.bed_label.localeCompare(b.bed_label),
      );
    }
    return { meal, items: list };
  });
  return {
    date,
    patients: fed.size,
    jain_patients: present.filter((s) => s.is_jain === 1 && fed.has(s.stay_id)).length,
    meals,
  };
}
