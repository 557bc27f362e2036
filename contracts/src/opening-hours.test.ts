import { describe, expect, it } from 'vitest';
import { openStatus, parseHoursText, type TOpeningHours, ZOpeningHours } from './opening-hours';

/** A moment given in India time. */
const india = (text: string) => new Date(`${text}+05:30`);

const shop = ZOpeningHours.parse({
  week: [1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, opens: '10:00', closes: '13:00' },
    { day, opens: '17:00', closes: '21:00' },
  ]),
  holidays: ['2026-11-26'],
});
// 2026-11-23 is a Monday.
const dhaba: TOpeningHours = ZOpeningHours.parse({
  week: [5, 6].map((day) => ({ day, opens: '18:00', closes: '02:00' })),
  holidays: [],
});

describe('openStatus (decision 62)', () => {
  it('is open in a shift and says when it closes', () => {
    expect(openStatus(shop, india('2026-11-23T10:00:00'))).toEqual({ open: true, closes_at: '13:00' });
    expect(openStatus(shop, india('2026-11-23T20:59:00'))).toEqual({ open: true, closes_at: '21:00' });
  });

  it('is closed between shifts, after closing and on Sunday, and says when it opens', () => {
    expect(openStatus(shop, india('2026-11-23T13:00:00'))).toEqual({
      open: false,
      opens_at: '17:00',
      opens_in_days: 0,
      opens_day: 1,
    });
    expect(openStatus(shop, india('2026-11-23T21:00:00'))).toMatchObject({ opens_at: '10:00', opens_in_days: 1 });
    expect(openStatus(shop, india('2026-11-29T12:00:00'))).toMatchObject({ open: false, opens_day: 1 });
  });

  it('is closed on a holiday and opens the day after', () => {
    expect(openStatus(shop, india('2026-11-26T11:00:00'))).toMatchObject({
      open: false,
      opens_at: '10:00',
      opens_in_days: 1,
      opens_day: 5,
    });
    expect(openStatus(shop, india('2026-11-25T21:30:00'))).toMatchObject({ opens_in_days: 2, opens_day: 5 });
  });

  it('keeps a shift open past midnight, in India time, and not after a holiday', () => {
    // Friday 18:00 to Saturday 02:00: open at 01:30 on Saturday India time (20:00 UTC on Friday).
    expect(openStatus(dhaba, new Date('2026-11-27T20:00:00Z'))).toEqual({ open: true, closes_at: '02:00' });
    expect(openStatus(dhaba, india('2026-11-28T02:00:00'))).toMatchObject({ open: false, opens_at: '18:00' });
    // Sunday 01:00 after Saturday's shift; Monday 01:00 has no Sunday shift behind it.
    expect(openStatus(dhaba, india('2026-11-29T01:00:00'))).toMatchObject({ open: true });
    expect(openStatus(dhaba, india('2026-11-30T01:00:00'))).toMatchObject({ open: false, opens_day: 5 });
    const friday = ZOpeningHours.parse({ ...dhaba, holidays: ['2026-11-27'] });
    expect(openStatus(friday, india('2026-11-28T01:00:00'))).toMatchObject({ open: false });
  });

  it('is open around the clock without a closing time, and null without hours', () => {
    expect(openStatus(parseHoursText('Open 24 hours'), india('2026-11-23T03:00:00'))).toEqual({
      open: true,
      closes_at: null,
    });
    expect(openStatus(null, new Date())).toBeNull();
    expect(openStatus({ week: [], holidays: [] }, new Date())).toBeNull();
  });
});

describe('ZOpeningHours', () => {
  it('refuses a third shift, overlapping shifts and bad times', () => {
    const three = [1, 2, 3].map((h) => ({ day: 1, opens: `0${h}:00`, closes: `0${h}:30` }));
    expect(ZOpeningHours.safeParse({ week: three, holidays: [] }).error?.issues[0]?.message).toBe(
      'HOURS_TOO_MANY_SHIFTS',
    );
    const overlap = [
      { day: 2, opens: '10:00', closes: '14:00' },
      { day: 2, opens: '13:00', closes: '18:00' },
    ];
    expect(ZOpeningHours.safeParse({ week: overlap, holidays: [] }).error?.issues[0]?.message).toBe('HOURS_OVERLAP');
    expect(
      ZOpeningHours.safeParse({ week: [{ day: 1, opens: '25:00', closes: '10:00' }], holidays: [] }).error?.issues[0]
        ?.message,
    ).toBe('HOURS_TIME_INVALID');
    expect(ZOpeningHours.safeParse({ week: [], holidays: ['2026-13-01'] }).error?.issues[0]?.message).toBe(
      'HOURS_HOLIDAY_INVALID',
    );
  });
});

describe('parseHoursText', () => {
  it('reads the ways owners wrote their hours', () => {
    expect(parseHoursText('Mon–Sat 10:00–20:00')?.week).toHaveLength(6);
    expect(parseHoursText('Mon–Sat 10:00–13:00, 17:00–21:00')?.week).toHaveLength(12);
    expect(parseHoursText('All days 9am-9pm')?.week[0]).toEqual({ day: 1, opens: '09:00', closes: '21:00' });
    expect(parseHoursText('Tue–Sun 10:00–20:30')?.week.map((s) => s.day)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(parseHoursText('Mon-Fri 9-6; Sat 10-2')?.week.at(-1)).toEqual({ day: 6, opens: '10:00', closes: '14:00' });
    expect(parseHoursText('Fri-Sat 6 pm - 2 am')?.week[0]).toEqual({ day: 5, opens: '18:00', closes: '02:00' });
  });

  it('guesses nothing from text it cannot read', () => {
    expect(parseHoursText('Mon–Sat 10:00–17:00 (2nd and 4th Saturday closed)')).toBeNull();
    expect(parseHoursText('Call before visiting')).toBeNull();
    expect(parseHoursText('10 to 7')).toBeNull();
    expect(parseHoursText('')).toBeNull();
  });
});
