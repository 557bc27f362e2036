/** India is UTC+05:30 all year (no daylight saving), so its calendar needs only arithmetic, not Intl. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar day of a moment, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Answers of `addDays` asked lately: hot routes ask the same few days over and over (parsing a date is slow). */
const daysAdded = new Map<string, string>();

/** A YYYY-MM-DD day plus n calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  const key = `${day}|${n}`;
  let out = daysAdded.get(key);
  if (out === undefined) {
    out = new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
    if (daysAdded.size >= 4_096) daysAdded.clear();
    daysAdded.set(key, out);
  }
  return out;
}

/** A YYYY-MM-DD day plus n calendar months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD day to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Start of an India calendar day as a UTC instant. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}
