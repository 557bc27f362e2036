import { addDays, IST_OFFSET_MS } from '@gd/contracts/india-time';
import { isCalendarDate, slotMinute } from '@gd/contracts/practitioners';
import type { TCalendar, TCalendarAppointment } from '@gd/contracts/schemas/clinic-calendar';

/**
 * The appointments calendar's pure logic (decision 93): what the URL asks for, which days and doctors the grid
 * shows, which booking sits in which cell, and which slots have passed.
 */

export type CalendarView = 'day' | 'week';

export interface CalendarSearch {
  /** the day asked for (YYYY-MM-DD, India) */
  date: string;
  view: CalendarView;
  /** one doctor, or null for every doctor */
  doctor: number | null;
}

/** `?date=2026-11-30&view=week&doctor=7`; anything unusable falls back (today, day view, every doctor). */
export function readSearch(params: URLSearchParams, today: string): CalendarSearch {
  const date = params.get('date') ?? '';
  const doctor = Number(params.get('doctor'));
  return {
    date: isCalendarDate(date) ? date : today,
    view: params.get('view') === 'week' ? 'week' : 'day',
    doctor: Number.isInteger(doctor) && doctor > 0 ? doctor : null,
  };
}

/** The Monday of a day's week (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The range the API is asked for: the day itself, or its week from Monday. */
export function rangeOf(search: Pick<CalendarSearch, 'date' | 'view'>): { from: string; days: 1 | 7 } {
  return search.view === 'week' ? { from: weekStart(search.date), days: 7 } : { from: search.date, days: 1 };
}

/** The day the previous / next button goes to: a day or a week away. */
export function shiftDate(date: string, view: CalendarView, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}

/** The days from `from`, `days` of them. */
export function daysFrom(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** Minutes after midnight, India time, of a moment. */
export function indiaMinute(now: Date): number {
  const t = new Date(now.getTime() + IST_OFFSET_MS);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
}

/**
 * A slot reception can no longer book: an earlier day, or today's slot whose start is not after now (the
 * server's rule: a slot starting at 10:30 is past from 10:30 on).
 */
export function isPastSlot(date: string, time: string, today: string, nowMinute: number): boolean {
  if (date !== today) return date < today;
  return slotMinute(time) <= nowMinute;
}

export const cellKey = (doctorId: number, date: string, time: string) => `${doctorId}|${date}|${time}`;

/** The bookings by cell (doctor, day, slot). A slot holds one live booking; should two arrive, both show. */
export function bookingsByCell(appointments: readonly TCalendarAppointment[]): Map<string, TCalendarAppointment[]> {
  const cells = new Map<string, TCalendarAppointment[]>();
  for (const a of appointments) {
    const key = cellKey(a.doctor_id, a.date, a.time);
    const list = cells.get(key);
    if (list) list.push(a);
    else cells.set(key, [a]);
  }
  return cells;
}

/** One column of the grid: a doctor's day. */
export interface CalendarColumn {
  key: string;
  doctorId: number;
  doctorName: string;
  date: string;
}

/**
 * The grid's columns. Day view: one per doctor shown (every doctor, or the one asked for). Week view: the one
 * doctor's seven days — the doctor asked for, else the first of the clinic's.
 */
export function columnsOf(
  data: Pick<TCalendar, 'from' | 'doctors'>,
  view: CalendarView,
  doctor: number | null,
): CalendarColumn[] {
  const doctors = doctor === null ? data.doctors : data.doctors.filter((d) => d.doctor_id === doctor);
  if (view === 'day') {
    return doctors.map((d) => ({
      key: `${d.doctor_id}|${data.from}`,
      doctorId: d.doctor_id,
      doctorName: d.name,
      date: data.from,
    }));
  }
  const one = doctors[0];
  if (!one) return [];
  return daysFrom(data.from, 7).map((date) => ({
    key: `${one.doctor_id}|${date}`,
    doctorId: one.doctor_id,
    doctorName: one.name,
    date,
  }));
}

/** Counts for a column's heading: live bookings and how many are tentative. */
export function columnCounts(
  cells: Map<string, TCalendarAppointment[]>,
  column: Pick<CalendarColumn, 'doctorId' | 'date'>,
  slots: readonly string[],
): { booked: number; tentative: number } {
  let booked = 0;
  let tentative = 0;
  for (const time of slots) {
    for (const a of cells.get(cellKey(column.doctorId, column.date, time)) ?? []) {
      booked += 1;
      if (a.source !== 'busy' && a.booking_status === 2) tentative += 1;
    }
  }
  return { booked, tentative };
}

/**
 * The registration form's query for a desk booking's arrival (`/clinic/desk?appointment=…`, read there by
 * `arrivalOf`): the booking, its doctor, type and mode, and the patient — or a first-time caller's phone.
 */
export function arrivalQuery(a: TCalendarAppointment): string {
  const q = new URLSearchParams({
    appointment: String(a.appointment_id),
    doctor: String(a.doctor_id),
    type: String(a.appointment_type),
    mode: String(a.booking_mode),
  });
  if (a.patient_id !== null) q.set('patient', String(a.patient_id));
  else if (a.patient_phone) q.set('phone', a.patient_phone);
  return q.toString();
}
