import { describe, expect, it } from 'vitest';
import type { TCalendarAppointment } from '@gd/contracts/schemas/clinic-calendar';
import {
  arrivalQuery,
  bookingsByCell,
  cellKey,
  columnCounts,
  columnsOf,
  indiaMinute,
  isPastSlot,
  rangeOf,
  readSearch,
  shiftDate,
  weekStart,
} from './calendar-logic';

const booking = (over: Partial<TCalendarAppointment>): TCalendarAppointment => ({
  source: 'desk',
  appointment_id: 1,
  doctor_id: 7,
  date: '2026-11-27',
  time: '10:30',
  patient_id: null,
  patient_name: 'Jignesh Raval',
  patient_phone: '9824031101',
  appointment_type: 1,
  booking_mode: 1,
  booked_by: 1,
  booking_status: 2,
  notes: null,
  visit_id: null,
  ...over,
});

const doctors = [
  { doctor_id: 7, name: 'Dr Vaidya', practitioner_id: null },
  { doctor_id: 9, name: 'Dr Joshi', practitioner_id: 3 },
];

describe('the calendar’s URL', () => {
  it('reads the day, the view and the doctor', () => {
    expect(readSearch(new URLSearchParams('date=2026-12-01&view=week&doctor=9'), '2026-11-27')).toEqual({
      date: '2026-12-01',
      view: 'week',
      doctor: 9,
    });
  });

  it('falls back to today, the day view and every doctor for what it cannot use', () => {
    expect(readSearch(new URLSearchParams('date=2026-02-30&view=month&doctor=-4'), '2026-11-27')).toEqual({
      date: '2026-11-27',
      view: 'day',
      doctor: null,
    });
    expect(readSearch(new URLSearchParams(''), '2026-11-27').doctor).toBeNull();
  });
});

describe('days and weeks', () => {
  it('starts a week on Monday, across a month and a year', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
  });

  it('asks the API for the day, or the week from its Monday', () => {
    expect(rangeOf({ date: '2026-11-27', view: 'day' })).toEqual({ from: '2026-11-27', days: 1 });
    expect(rangeOf({ date: '2026-11-27', view: 'week' })).toEqual({ from: '2026-11-23', days: 7 });
  });

  it('moves a day or a week', () => {
    expect(shiftDate('2026-11-30', 'day', 1)).toBe('2026-12-01');
    expect(shiftDate('2026-03-01', 'day', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-11-27', 'week', -1)).toBe('2026-11-20');
  });
});

describe('past slots', () => {
  it('knows India’s minute whatever the machine’s zone', () => {
    expect(indiaMinute(new Date('2026-11-27T05:00:00Z'))).toBe(10 * 60 + 30);
    expect(indiaMinute(new Date('2026-11-26T18:45:00Z'))).toBe(15); // 00:15 the next India day
  });

  it('refuses earlier days and today’s slots that have started, as the server does', () => {
    const today = '2026-11-27';
    expect(isPastSlot('2026-11-26', '22:30', today, 0)).toBe(true);
    expect(isPastSlot('2026-11-28', '06:00', today, 23 * 60)).toBe(false);
    expect(isPastSlot(today, '10:30', today, 10 * 60 + 29)).toBe(false);
    expect(isPastSlot(today, '10:30', today, 10 * 60 + 30)).toBe(true);
    expect(isPastSlot(today, '11:00', today, 10 * 60 + 45)).toBe(false);
  });
});

describe('the grid', () => {
  it('puts each booking in its doctor’s day and slot', () => {
    const cells = bookingsByCell([
      booking({ appointment_id: 1 }),
      booking({ appointment_id: 2, doctor_id: 9, source: 'online', booking_status: 1 }),
      booking({ appointment_id: 3, time: '11:00' }),
      booking({ appointment_id: 4, date: '2026-11-28' }),
    ]);
    expect(cells.get(cellKey(7, '2026-11-27', '10:30'))?.map((a) => a.appointment_id)).toEqual([1]);
    expect(cells.get(cellKey(9, '2026-11-27', '10:30'))?.map((a) => a.source)).toEqual(['online']);
    expect(cells.get(cellKey(7, '2026-11-27', '11:00'))?.map((a) => a.appointment_id)).toEqual([3]);
    expect(cells.get(cellKey(7, '2026-11-28', '10:30'))?.map((a) => a.appointment_id)).toEqual([4]);
    expect(cells.has(cellKey(9, '2026-11-27', '11:00'))).toBe(false);
  });

  it('counts a column’s bookings and its tentative ones (a busy slot is booked, never tentative)', () => {
    const cells = bookingsByCell([
      booking({ appointment_id: 1, booking_status: 2 }),
      booking({ appointment_id: 2, time: '11:00', booking_status: 1 }),
      booking({ appointment_id: 3, time: '11:30', source: 'busy', booking_status: 2 }),
      booking({ appointment_id: 4, doctor_id: 9 }),
    ]);
    const slots = ['10:30', '11:00', '11:30', '12:00'];
    expect(columnCounts(cells, { doctorId: 7, date: '2026-11-27' }, slots)).toEqual({ booked: 3, tentative: 1 });
    expect(columnCounts(cells, { doctorId: 7, date: '2026-11-28' }, slots)).toEqual({ booked: 0, tentative: 0 });
  });

  it('has a column per doctor in the day view, or the one doctor asked for', () => {
    const data = { from: '2026-11-27', doctors };
    expect(columnsOf(data, 'day', null).map((c) => [c.doctorId, c.date])).toEqual([
      [7, '2026-11-27'],
      [9, '2026-11-27'],
    ]);
    expect(columnsOf(data, 'day', 9).map((c) => c.doctorName)).toEqual(['Dr Joshi']);
    expect(columnsOf(data, 'day', 42)).toEqual([]);
  });

  it('has one doctor’s seven days in the week view (the first doctor when none is named)', () => {
    const week = columnsOf({ from: '2026-11-23', doctors }, 'week', 9);
    expect(week.map((c) => c.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(new Set(week.map((c) => c.doctorId))).toEqual(new Set([9]));
    expect(columnsOf({ from: '2026-11-23', doctors }, 'week', null)[0]?.doctorId).toBe(7);
    expect(columnsOf({ from: '2026-11-23', doctors: [] }, 'week', null)).toEqual([]);
  });
});

describe('registering an arrival', () => {
  it('hands the desk the booking, its doctor, type and mode, and the patient or the caller’s phone', () => {
    expect(
      Object.fromEntries(new URLSearchParams(arrivalQuery(booking({ appointment_id: 12, booking_mode: 3 })))),
    ).toEqual({ appointment: '12', doctor: '7', type: '1', mode: '3', phone: '9824031101' });
    expect(
      Object.fromEntries(
        new URLSearchParams(arrivalQuery(booking({ appointment_id: 5, patient_id: 40, appointment_type: 2 }))),
      ),
    ).toEqual({ appointment: '5', doctor: '7', type: '2', mode: '1', patient: '40' });
  });
});
