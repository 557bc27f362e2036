import { daysBetween } from '@gd/contracts/india-time';

/**
 * Decision 98's day count: a stay is charged by calendar days (India dates) — the day a bed period begins counts,
 * the day it ends does not — so a transfer's day is charged at the new bed and the discharge day is not charged.
 * A stay is charged at least one day: admitted and discharged the same day (or moved only on one day), the one
 * day goes to the last bed.
 */
export interface DatedPeriod {
  from_date: string;
  /** the day the patient left the bed; null while they are in it */
  to_date: string | null;
}

/** The room days of each period, in the periods' order; `until` ends the period still open (today or discharge). */
export function roomDays(periods: readonly DatedPeriod[], until: string): number[] {
  const days = periods.map((p) => Math.max(0, daysBetween(p.from_date, p.to_date ?? until)));
  if (days.length > 0 && !days.some((d) => d > 0)) days[days.length - 1] = 1;
  return days;
}

/** Day 1 is the day of admission. */
export const dayOfStay = (admissionDate: string, today: string) => Math.max(1, daysBetween(admissionDate, today) + 1);
