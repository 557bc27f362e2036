import { z } from 'zod';
import { addDays, IST_OFFSET_MS, indiaDate } from './india-time';

/**
 * Decision 62: a business's opening hours — up to two shifts a weekday, closed days (no shift), holidays (whole
 * India calendar days closed) — and whether it is open at a moment, in India time. Pure: the server computes the
 * badge with it, the wizard validates with the same schema.
 *
 * Days are ISO weekdays (1 Monday … 7 Sunday). A shift whose closing time is not after its opening time runs past
 * midnight (18:00–02:00); 00:00–00:00 is open around the clock.
 */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_SHIFTS_A_DAY = 2;
export const MAX_HOLIDAYS = 60;
const DAY_MINUTES = 24 * 60;

const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HOURS_TIME_INVALID');
const DATE = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'HOURS_HOLIDAY_INVALID');

export const ZShift = z.object({
  day: z.number().int().min(1, 'FIELD_INVALID').max(7, 'FIELD_INVALID'),
  opens: TIME,
  closes: TIME,
});
export type TShift = z.infer<typeof ZShift>;

/** Hours as the API sends them (profile, wizard). */
export const ZOpeningHoursView = z.object({ week: z.array(ZShift), holidays: z.array(z.string()) });

export const ZOpeningHours = z
  .object({
    week: z.array(ZShift).max(WEEKDAYS.length * MAX_SHIFTS_A_DAY, 'HOURS_TOO_MANY_SHIFTS'),
    holidays: z.array(DATE).max(MAX_HOLIDAYS, 'HOURS_TOO_MANY_HOLIDAYS'),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const day of WEEKDAYS) {
      const shifts = v.week.map((s, i) => ({ s, i })).filter(({ s }) => s.day === day);
      if (shifts.length > MAX_SHIFTS_A_DAY) {
        ctx.addIssue({ code: 'custom', path: ['week', shifts[2]!.i], message: 'HOURS_TOO_MANY_SHIFTS' });
        continue;
      }
      if (shifts.length === 2) {
        const [a, b] = shifts.map(({ s }) => span(s)).sort((x, y) => x.start - y.start) as [Span, Span];
        if (a.end > b.start) {
          ctx.addIssue({ code: 'custom', path: ['week', shifts[1]!.i, 'opens'], message: 'HOURS_OVERLAP' });
        }
      }
    }
  })
  .transform((v) => ({
    week: [...v.week].sort((a, b) => a.day - b.day || minutes(a.opens) - minutes(b.opens)),
    holidays: [...new Set(v.holidays)].sort(),
  }));
export type TOpeningHours = z.output<typeof ZOpeningHours>;
export type TOpeningHoursInput = z.input<typeof ZOpeningHours>;

/** Open now, or when it next opens (in whole India days from today and that weekday); null without hours. */
export const ZOpenStatus = z.object({
  open: z.boolean(),
  /** open: the time it closes (HH:MM); absent when it is open around the clock */
  closes_at: z.string().nullish(),
  /** closed: the time it next opens, the India days until then (0 today, 1 tomorrow) and that weekday */
  opens_at: z.string().nullish(),
  opens_in_days: z.number().int().nullish(),
  opens_day: z.number().int().nullish(),
});
export type TOpenStatus = z.infer<typeof ZOpenStatus>;

interface Span {
  start: number;
  end: number;
}

/** "09:30" → 570 */
export function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 570 → "09:30" (minutes of any day: 1,560 → "02:00") */
export function timeOf(m: number): string {
  const w = ((m % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(w / 60)).padStart(2, '0')}:${String(w % 60).padStart(2, '0')}`;
}

/** A shift as minutes from its day's midnight; the end may pass the next midnight (up to 48:00). */
export function span(shift: Pick<TShift, 'opens' | 'closes'>): Span {
  const start = minutes(shift.opens);
  const length = (minutes(shift.closes) - start + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return { start, end: start + length };
}

/** The India weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The India day, weekday and minute of the day of a moment. */
export function indiaMoment(at: Date): { date: string; weekday: number; minute: number } {
  const date = indiaDate(at);
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { date, weekday: weekdayOf(date), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Whether a business with these hours is open at `at`, and until when (or when it opens next). */
export function openStatus(hours: TOpeningHours | null, at: Date): TOpenStatus | null {
  if (!hours || !hours.week.length) return null;
  const { date, minute } = indiaMoment(at);
  const holidays = new Set(hours.holidays);
  const shiftsOf = (day: string) => (holidays.has(day) ? [] : hours.week.filter((s) => s.day === weekdayOf(day)));

  // Open: a shift of today that has started, or one of yesterday's that runs past midnight.
  const yesterday = addDays(date, -1);
  const current = [
    ...shiftsOf(date).map((s) => span(s)),
    ...shiftsOf(yesterday).map((s) => {
      const { start, end } = span(s);
      return { start: start - DAY_MINUTES, end: end - DAY_MINUTES };
    }),
  ].find((s) => s.start <= minute && minute < s.end);
  if (current) {
    const aroundTheClock = current.end - current.start === DAY_MINUTES && everyDayAroundTheClock(hours);
    return { open: true, closes_at: aroundTheClock ? null : timeOf(current.end) };
  }

  // Closed: the first shift that starts later today or on one of the next seven days.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(date, ahead);
    const next = shiftsOf(day)
      .map((s) => span(s).start)
      .filter((start) => ahead > 0 || start > minute)
      .sort((a, b) => a - b)[0];
    if (next !== undefined) {
      return { open: false, opens_at: timeOf(next), opens_in_days: ahead, opens_day: weekdayOf(day) };
    }
  }
  return { open: false };
}

function everyDayAroundTheClock(hours: TOpeningHours): boolean {
  return WEEKDAYS.every((d) => hours.week.some((s) => s.day === d && span(s).end - span(s).start === DAY_MINUTES));
}

const DAY_NAMES: Record<string, number> = {
  mon: 1,
  monday: 1,
  tue: 2,
  tues: 2,
  tuesday: 2,
  wed: 3,
  wednesday: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  thursday: 4,
  fri: 5,
  friday: 5,
  sat: 6,
  saturday: 6,
  sun: 7,
  sunday: 7,
};
const ALL_DAYS = /^(all days|daily|every ?day|mon(day)?\s*-\s*sun(day)?|7 days)$/;
const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/;

/** "10:00", "9", "9:30 pm", "12 am" → minutes; null when it is not a time. */
function clockMinutes(text: string, fallbackPm: boolean): number | null {
  const m = CLOCK.exec(text.trim());
  if (!m || m.index !== 0 || m[0].length !== text.trim().length) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const suffix = m[3]?.replace(/\./g, '');
  if (minute > 59 || hour > 24) return null;
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === 'pm' ? 12 : 0);
  } else if (fallbackPm && hour < 12 && !m[2]) hour += 12;
  return (hour % 24) * 60 + minute;
}

/** "Mon–Sat", "Tue-Sun", "Sat", "All days" → weekdays; null when it is not a day range. */
function dayRange(text: string): number[] | null {
  const t = text.trim().toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');
  if (ALL_DAYS.test(t)) return [...WEEKDAYS];
  const days: number[] = [];
  for (const part of t.split(/\s*(?:,|&|and)\s*/)) {
    const [from, to] = part.split(/\s*(?:-|to)\s*/);
    const a = DAY_NAMES[from ?? ''];
    const b = to === undefined ? a : DAY_NAMES[to];
    if (a === undefined || b === undefined) return null;
    for (let d = a; ; d = (d % 7) + 1) {
      days.push(d);
      if (d === b) break;
    }
  }
  return days.length ? days : null;
}

/**
 * Free-text hours as owners wrote them before there were structured hours ("Mon–Sat 10:00–20:00",
 * "Mon–Sat 10:00–13:00, 17:00–21:00", "All days 9am-9pm", "Open 24 hours", "Mon-Fri 9-6; Sat 10-2") → hours;
 * null when any part does not parse (the text then stays as the owner's note and nothing is guessed).
 */
export function parseHoursText(text: string | null | undefined): TOpeningHours | null {
  if (!text) return null;
  const t = text.trim().toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');
  if (/^(open )?24 ?(hours|hrs|x ?7)( open)?$/.test(t) || t === '24x7' || t === '24/7') {
    return { week: WEEKDAYS.map((day) => ({ day, opens: '00:00', closes: '00:00' })), holidays: [] };
  }
  const week: TShift[] = [];
  for (const segment of t.split(/\s*;\s*/)) {
    const m = /^([a-z][a-z ,&-]*?)\s*:?\s+(\d.*)$/.exec(segment);
    if (!m) return null;
    const days = dayRange(m[1]!);
    if (!days) return null;
    for (const range of m[2]!.split(/\s*,\s*/)) {
      const [opens, closes, extra] = range.split(/\s*(?:-|to)\s*/);
      if (extra !== undefined || !opens || !closes) return null;
      const start = clockMinutes(opens, false);
      let end = clockMinutes(closes, false);
      if (start === null || end === null) return null;
      // "9-6" means 9 am to 6 pm.
      if (end <= start && !/am|pm|:/.test(closes)) end = clockMinutes(closes, true);
      if (end === null) return null;
      for (const day of days) week.push({ day, opens: timeOf(start), closes: timeOf(end) });
    }
  }
  const parsed = ZOpeningHours.safeParse({ week, holidays: [] });
  return parsed.success ? parsed.data : null;
}
