/**
 * Decision 65: the practitioner marketplace's booking rules. Slots are 30 minutes (spec §9) from 06:00 to 23:00,
 * India time; a practitioner's weekly timings are windows on those boundaries; leave days are whole days.
 */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT_MINUTE = 6 * 60;
export const LAST_SLOT_END_MINUTE = 23 * 60;
export const MAX_WINDOWS_A_DAY = 3;
export const MAX_LEAVE_DAYS = 90;
/** How far ahead a patient may book, in India days. */
export const BOOKING_HORIZON_DAYS = 60;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes after midnight of an "HH:MM" slot time. */
export function slotMinute(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
/** "HH:MM" of minutes after midnight. */
export function slotTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A real calendar day (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  // The pattern allows months 01–12 and days 01–31: what remains is the month's length (no Date made per call).
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}

/** Languages a practitioner may list (ISO 639-1), in the order the filter offers them. */
export const PRACTITIONER_LANGUAGES = ['gu', 'hi', 'en', 'mr', 'sd', 'kn'] as const;
export type PractitionerLanguage = (typeof PRACTITIONER_LANGUAGES)[number];
export const PRACTITIONERS_PAGE_SIZE = 10;
