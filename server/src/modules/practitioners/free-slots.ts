import { addDays } from '@gd/contracts/india-time';
import { SLOT_MINUTES, slotTime } from '@gd/contracts/schemas/practitioners';
import { indiaNow, weekdayOf } from './time';

/** Decision 65: a card shows the first free slot of the next 7 days. */
export const LOOKAHEAD_DAYS = 7;

/** Timings, leave days and live bookings of some practitioners (public-repo.ts's `calendars`, or the index's). */
export type Calendar = readonly [
  readonly { practitioner_id: number; day: number; opens: number; closes: number; location_id: number | null }[],
  readonly { practitioner_id: number; leave_date: string }[],
  readonly { practitioner_id: number; appointment_date: string; time_slot: string }[],
];

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** The free slots of each practitioner from now on, day by day up to the lookahead, at most `max` each. */
export function freeSlots(
  ids: number[],
  calendar: Calendar,
  now: Date,
  max: number,
): Map<number, { date: string; time: string }[]> {
  const [timings, leaves, booked] = calendar;
  const today = indiaNow(now);
  // Worked out once: "available today" asks this of every candidate (thousands), not of a page of twenty.
  const days = Array.from({ length: LOOKAHEAD_DAYS + 1 }, (_, d) => {
    const date = addDays(today.date, d);
    return { date, weekday: weekdayOf(date) };
  });
  const timingsOf = groupBy(timings, (t) => t.practitioner_id);
  const leaveOf = groupBy(leaves, (l) => l.practitioner_id);
  const bookedOf = groupBy(booked, (b) => b.practitioner_id);
  const out = new Map<number, { date: string; time: string }[]>();
  for (const id of ids) {
    const found: { date: string; time: string }[] = [];
    out.set(id, found);
    const mine = timingsOf.get(id);
    if (!mine) continue;
    const leave = leaveOf.has(id) ? new Set(leaveOf.get(id)!.map((l) => l.leave_date)) : undefined;
    const taken = bookedOf.has(id)
      ? new Set(bookedOf.get(id)!.map((b) => `${b.appointment_date} ${b.time_slot}`))
      : undefined;
    for (let d = 0; d < days.length && found.length < max; d++) {
      const { date, weekday } = days[d]!;
      if (leave?.has(date)) continue;
      for (const w of mine) {
        if (w.day !== weekday) continue;
        for (let m = w.opens; m + SLOT_MINUTES <= w.closes && found.length < max; m += SLOT_MINUTES) {
          if (d === 0 && m <= today.minute) continue;
          const time = slotTime(m);
          if (!taken?.has(`${date} ${time}`)) found.push({ date, time });
        }
      }
    }
  }
  return out;
}
