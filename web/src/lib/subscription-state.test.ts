import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, indiaDate } from '@gd/contracts/india-time';
import { subscriptionStatus } from '@gd/contracts/subscription-state';

describe('subscription display state (spec §4, decision 22)', () => {
  const at = (iso: string) => new Date(iso);

  it('is active with more than 7 days left', () => {
    expect(subscriptionStatus({ end_date: '2026-12-31', is_active: 1 }, at('2026-12-20T12:00:00Z'))).toEqual({
      state: 'active',
      daysLeft: 12, // 20 Dec (evening) through 31 Dec: 11.3 days, rounded up
    });
  });

  it('is expiring at exactly 7 India days left and active at 8, counted in India time', () => {
    // 2026-12-24T18:30Z is 00:00 on 25 Dec in India: 25..31 Dec = 7 days left.
    expect(subscriptionStatus({ end_date: '2026-12-31', is_active: 1 }, at('2026-12-24T18:30:00Z')).state).toBe(
      'expiring',
    );
    // One minute earlier it is still 24 Dec in India: 8 days left.
    expect(subscriptionStatus({ end_date: '2026-12-31', is_active: 1 }, at('2026-12-24T18:29:00Z'))).toEqual({
      state: 'active',
      daysLeft: 8,
    });
  });

  it('rounds the remaining days up and is expired once the end day is over in India', () => {
    expect(subscriptionStatus({ end_date: '2026-12-31', is_active: 1 }, at('2026-12-31T17:00:00Z'))).toEqual({
      state: 'expiring',
      daysLeft: 1,
    });
    expect(subscriptionStatus({ end_date: '2026-12-31', is_active: 1 }, at('2026-12-31T18:30:00Z'))).toEqual({
      state: 'expired',
      daysLeft: 0,
    });
  });

  it('is inactive when not active and not near its end', () => {
    expect(subscriptionStatus({ end_date: '2027-06-30', is_active: 0 }, at('2026-12-20T12:00:00Z')).state).toBe(
      'inactive',
    );
  });
});

describe('India calendar helpers', () => {
  it('knows the India day of a UTC instant', () => {
    expect(indiaDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('adds days and months, clamping to the month end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(daysBetween('2026-11-21', '2027-11-21')).toBe(365);
  });
});
