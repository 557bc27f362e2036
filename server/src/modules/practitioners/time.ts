import { IST_OFFSET_MS, indiaDate } from '@gd/contracts/india-time';

/** India-time helpers of the practitioner module (decision 65): slots are booked in India time. */

/** The India date and minute after midnight of a moment. */
export function indiaNow(at: Date): { date: string; minute: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { date: indiaDate(at), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The moment (ms since the epoch) an India date and slot time begin. */
export function slotStart(date: string, time: string): number {
  return new Date(`${date}T${time}:00Z`).getTime() - IST_OFFSET_MS;
}
