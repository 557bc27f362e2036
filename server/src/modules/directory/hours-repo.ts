import { sql } from 'kysely';
import { addDays } from '@gd/contracts/india-time';
import { minutes, span, type TOpeningHours, timeOf } from '@gd/contracts/opening-hours';
import type { Db } from '../../db/sql';

/**
 * Opening hours (decision 62): a business's shifts in `business_hours` (minutes after the weekday's midnight; a
 * shift past midnight closes after 1,440) and its holidays in `business_holidays`.
 */

/** The hours of these businesses (only those with at least one shift or holiday are in the map). */
export async function hoursOf(db: Db, ids: readonly number[]): Promise<Map<number, TOpeningHours>> {
  const found = new Map<number, TOpeningHours>();
  if (!ids.length) return found;
  const [shifts, holidays] = await Promise.all([
    db
      .selectFrom('business_hours')
      .select(['business_id', 'day', 'opens', 'closes'])
      .where('business_id', 'in', ids)
      .orderBy('business_id')
      .orderBy('day')
      .orderBy('opens')
      .execute(),
    db
      .selectFrom('business_holidays')
      .select(['business_id', 'day'])
      .where('business_id', 'in', ids)
      .orderBy('business_id')
      .orderBy('day')
      .execute(),
  ]);
  const of = (id: number) => {
    let h = found.get(id);
    if (!h) found.set(id, (h = { week: [], holidays: [] }));
    return h;
  };
  for (const s of shifts) of(s.business_id).week.push({ day: s.day, opens: timeOf(s.opens), closes: timeOf(s.closes) });
  for (const h of holidays) of(h.business_id).holidays.push(h.day);
  return found;
}

/** Replaces a business's hours (run in the caller's transaction). */
export async function replaceHours(db: Db, businessId: number, hours: TOpeningHours): Promise<void> {
  await db.deleteFrom('business_hours').where('business_id', '=', businessId).execute();
  await db.deleteFrom('business_holidays').where('business_id', '=', businessId).execute();
  if (hours.week.length) {
    await db
      .insertInto('business_hours')
      .values(
        hours.week.map((s) => {
          const { end } = span(s);
          return { business_id: businessId, day: s.day, opens: minutes(s.opens), closes: end };
        }),
      )
      .execute();
  }
  if (hours.holidays.length) {
    await db
      .insertInto('business_holidays')
      .values(hours.holidays.map((day) => ({ business_id: businessId, day })))
      .execute();
  }
}

/** An India moment for the open-now filter: today's date, weekday and minute. */
export interface OpenAt {
  date: string;
  weekday: number;
  minute: number;
}

/**
 * "Open now" as a condition on `b` (the public businesses query): a shift of today that has started and not
 * closed, unless today is a holiday; or a shift of yesterday running past midnight, unless yesterday was one.
 */
export function openNowCondition(at: OpenAt) {
  const yesterday = addDays(at.date, -1);
  const yesterdayWeekday = ((at.weekday + 5) % 7) + 1;
  return sql<boolean>`exists (select 1 from business_hours h where h.business_id = b.business_id and (
    (h.day = ${at.weekday} and h.opens <= ${at.minute} and ${at.minute} < h.closes
      and not exists (select 1 from business_holidays x where x.business_id = b.business_id and x.day = ${at.date}))
    or (h.day = ${yesterdayWeekday} and ${at.minute + 1440} < h.closes
      and not exists (select 1 from business_holidays x where x.business_id = b.business_id and x.day = ${yesterday}))))`;
}

/** Businesses whose free-text hours have not been read yet (decision 62), a batch at a time. */
export function listUncheckedHours(db: Db, limit: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'operating_hours'])
    .where('hours_checked', '=', 0)
    .orderBy('business_id')
    .limit(limit)
    .execute();
}

export async function markHoursChecked(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length)
    await db.updateTable('businesses').set({ hours_checked: 1 }).where('business_id', 'in', ids).execute();
}

/** The free text's hours are now shifts (decision 62). */
export async function clearHoursText(db: Db, businessId: number): Promise<void> {
  await db.updateTable('businesses').set({ operating_hours: null }).where('business_id', '=', businessId).execute();
}
