import type { Kysely } from 'kysely';
import { addDays } from '@gd/contracts/india-time';
import { BOOKING_STATUS } from '@gd/contracts/codes';
import { SLOT_MINUTES, slotTime } from '@gd/contracts/schemas/practitioners';
import type { TEarnings, TWeek } from '@gd/contracts/schemas/practitioner-calendar';
import type { DB } from '../../db/schema';
import * as calendar from './calendar-repo';
import * as repo from './repo';
import { indiaNow, weekdayOf } from './time';

/**
 * Decision 65: the practitioner's week calendar and a month's earnings, always of the caller's own practitioner
 * row (the `practitioner` guard names it; no id comes from the request).
 */

type Db = Kysely<DB>;

/** The Monday of the India week a day falls in. */
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

export async function week(db: Db, practitionerId: number, now: Date, start?: string): Promise<TWeek> {
  const today = indiaNow(now).date;
  const first = start ?? mondayOf(today);
  const last = addDays(first, 6);
  const [windows, leave, rows] = await Promise.all([
    repo.timings(db, practitionerId),
    repo.leaveDays(db, practitionerId, first),
    calendar.weekAppointments(db, practitionerId, first, last, now.toISOString()),
  ]);
  const leaveDays = new Set(leave.filter((d) => d <= last));
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i)).map((date) => {
    const weekday = weekdayOf(date);
    const slots = new Set<string>();
    for (const w of windows) {
      if (w.day !== weekday) continue;
      for (let m = w.opens; m + SLOT_MINUTES <= w.closes; m += SLOT_MINUTES) slots.add(slotTime(m));
    }
    return {
      date,
      weekday,
      on_leave: leaveDays.has(date),
      slots: [...slots].sort(),
      appointments: rows
        .filter((r) => r.date === date)
        .map(({ date: _date, hold_expires_at, ...r }) => ({
          ...r,
          awaiting_payment:
            r.pay_mode === 'online' && r.booking_status === BOOKING_STATUS.TENTATIVE && hold_expires_at !== null,
        })),
    };
  });
  return { start: first, end: last, today, days };
}

/** The last day of a YYYY-MM month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

export async function earnings(db: Db, practitionerId: number, now: Date, month?: string): Promise<TEarnings> {
  const chosen = month ?? indiaNow(now).date.slice(0, 7);
  const rows = await calendar.earningsByDay(db, practitionerId, `${chosen}-01`, monthEnd(chosen));
  const days = rows.map((r) => ({
    date: r.date,
    visits: r.visits,
    total_paise: r.total,
    online_paise: r.online,
    clinic_paise: r.total - r.online,
  }));
  const sum = (key: 'visits' | 'total_paise' | 'online_paise' | 'clinic_paise') => days.reduce((n, d) => n + d[key], 0);
  return {
    month: chosen,
    visits: sum('visits'),
    total_paise: sum('total_paise'),
    online_paise: sum('online_paise'),
    clinic_paise: sum('clinic_paise'),
    days,
  };
}
