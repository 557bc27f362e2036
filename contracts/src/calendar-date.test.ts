import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './practitioners';

describe('isCalendarDate', () => {
  it('takes every real day and refuses every other, as the calendar does (leap years by the Gregorian rule)', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (const year of [1900, 2000, 2023, 2024, 2026, 2100, 2400]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const d = new Date(`${value}T00:00:00Z`);
          const real = !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
          expect(isCalendarDate(value), value).toBe(real);
        }
      }
    }
  });

  it('refuses what is not YYYY-MM-DD', () => {
    for (const value of ['2026-1-05', '2026-01-5', '26-01-05', '2026/01/05', '2026-01-05T00:00', ' 2026-01-05', ''])
      expect(isCalendarDate(value), value).toBe(false);
  });
});
