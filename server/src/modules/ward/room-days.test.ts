import { describe, expect, it } from 'vitest';
import { dayOfStay, roomDays } from './room-days';

describe('room days (decision 98)', () => {
  it('counts the admission day and not the discharge day', () => {
    expect(roomDays([{ from_date: '2026-11-01', to_date: '2026-11-04' }], '2026-11-04')).toEqual([3]);
  });

  it('charges a same-day stay one day', () => {
    expect(roomDays([{ from_date: '2026-11-01', to_date: '2026-11-01' }], '2026-11-01')).toEqual([1]);
  });

  it('charges a transfer day at the new bed', () => {
    const periods = [
      { from_date: '2026-11-01', to_date: '2026-11-03' },
      { from_date: '2026-11-03', to_date: null },
    ];
    expect(roomDays(periods, '2026-11-06')).toEqual([2, 3]);
  });

  it('gives the one day of a stay moved on its only day to the last bed', () => {
    const periods = [
      { from_date: '2026-11-01', to_date: '2026-11-01' },
      { from_date: '2026-11-01', to_date: '2026-11-01' },
    ];
    expect(roomDays(periods, '2026-11-01')).toEqual([0, 1]);
  });

  it('crosses a month and a financial year', () => {
    expect(roomDays([{ from_date: '2027-03-30', to_date: null }], '2027-04-02')).toEqual([3]);
  });

  it('numbers the day of stay from 1 on the admission day', () => {
    expect(dayOfStay('2026-11-01', '2026-11-01')).toBe(1);
    expect(dayOfStay('2026-11-01', '2026-11-03')).toBe(3);
  });
});
