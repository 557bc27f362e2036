import { IST_OFFSET_MS, indiaDate } from '@gd/contracts/india-time';

/** India-time helpers of the practitioner module (decision 65): slots are booked in India time. */

/** The last minute asked of `indiaNow` and its answer: every request of a minute asks the same one. */
let lastMinute = { at: Number.NaN, now: { date: '', minute: 0 } };

/** The India date and minute after midnight of a moment. */
export function indiaNow(at: Date): { readonly date: string; readonly minute: number } {
  const minuteStart = Math.floor(at.getTime() / 60_000);
  if (lastMinute.at !== minuteStart) {
    const shifted = new Date(at.getTime() + IST_OFFSET_MS);
    const now = { date: indiaDate(at), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
    lastMinute = { at: minuteStart, now };
  }
  return lastMinute.now;
}

const weekdays = new Map<string, number>();

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    weekday = day === 0 ? 7 : day;
    if (weekdays.size >= 4_096) weekdays.clear();
    weekdays.set(date, weekday);
  }
  return weekday;
}

/** The moment (ms since the epoch) an India date and slot time begin. */
export function slotStart(date: string, time: string): number {
  return new Date(`${date}T${time}:00Z`).getTime() - IST_OFFSET_MS;
}
