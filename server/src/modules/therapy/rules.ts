import { DEPARTMENT } from '@gd/contracts/codes';
import { IST_OFFSET_MS, addDays, indiaDate } from '@gd/contracts/india-time';
import {
  THERAPY_DEFAULT_HOURS,
  THERAPY_HORIZON_DAYS,
  THERAPY_SLOT_MINUTES,
  slotNoOf,
} from '@gd/contracts/schemas/clinic-therapy';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as links from './links';
import * as repo from './repo';

/**
 * Decision 97: who may do what with therapy courses, and where a session may be placed. Every read is the
 * clinic's own, so another clinic's room, course, session or therapist is a 404.
 */

const forbidden = (key: string, message: string) => AppError.forbidden(key, message);

/** Reception, doctors, panchakarma staff and the administrator read; the lab does not. */
export function mayRead(caller: StaffCaller): void {
  if (caller.department === DEPARTMENT.LAB && !caller.isClinicAdmin) {
    throw forbidden('DEPARTMENT_FORBIDDEN', 'Your department cannot do this.');
  }
}
/** Only doctors prescribe. */
export function mayPrescribe(caller: StaffCaller): void {
  if (caller.department !== DEPARTMENT.DOCTOR) {
    throw forbidden('THERAPY.ROLE_DOCTOR_ONLY', 'Only a doctor prescribes a course.');
  }
}
/** Doctors and the administrator stop a course. */
export function mayStop(caller: StaffCaller): void {
  if (caller.department !== DEPARTMENT.DOCTOR && !caller.isClinicAdmin) {
    throw forbidden('THERAPY.ROLE_DOCTOR_ONLY', 'Only a doctor or the administrator stops a course.');
  }
}
/** Reception and the administrator schedule and reschedule. */
export function maySchedule(caller: StaffCaller): void {
  if (caller.department !== DEPARTMENT.RECEPTION && !caller.isClinicAdmin) {
    throw forbidden('THERAPY.ROLE_RECEPTION_ONLY', 'Only reception schedules sessions.');
  }
}
/** The session's own therapist marks it; reception and the administrator may too. */
export function mayMark(caller: StaffCaller, therapistId: number | null): void {
  if (caller.department === DEPARTMENT.RECEPTION || caller.isClinicAdmin) return;
  if (caller.department !== DEPARTMENT.PANCHAKARMA) {
    throw forbidden('THERAPY.ROLE_THERAPIST_ONLY', 'Only the therapist or reception marks a session.');
  }
  if (therapistId !== caller.staffId) {
    throw forbidden('THERAPY.NOT_YOUR_SESSION', 'This session is another therapist’s.');
  }
}

export interface Hours {
  opens: string;
  closes: string;
  openSlot: number;
  closeSlot: number;
}

/** The clinic's hours for therapies: its own, or 07:00–19:00. */
export async function hoursOf(db: Db, clinicId: number): Promise<Hours> {
  const row = (await repo.hoursOf(db, clinicId)) ?? THERAPY_DEFAULT_HOURS;
  return { opens: row.opens, closes: row.closes, openSlot: slotNoOf(row.opens), closeSlot: slotNoOf(row.closes) };
}

/** Minutes after midnight, India time. */
export const indiaMinute = (now: Date) => {
  const t = new Date(now.getTime() + IST_OFFSET_MS);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
};
/** The first slot of today that has not started. */
export const firstSlotToday = (now: Date) => Math.floor(indiaMinute(now) / THERAPY_SLOT_MINUTES) + 1;

export interface PlaceCheck {
  date: string;
  time: string;
  room_id: number;
  therapist_id: number;
}

export interface PlaceContext {
  hours: Hours;
  rooms: Map<number, { kind: number; is_active: number }>;
  staff: Map<number, links.StaffName>;
  today: string;
  now: Date;
}

export async function placeContext(db: Db, clinicId: number, now: Date): Promise<PlaceContext> {
  const [hours, rooms, staff] = await Promise.all([
    hoursOf(db, clinicId),
    repo.roomsOf(db, clinicId),
    links.staffOf(db, clinicId),
  ]);
  return { hours, rooms: new Map(rooms.map((r) => [r.room_id, r])), staff, today: indiaDate(now), now };
}

/**
 * Where a session of `slotCount` slots of this kind may go: a day from today within the horizon, a start on the
 * half hour that has not passed and ends by closing, an active room of the clinic of the course's kind, an active
 * panchakarma therapist of the clinic. Field errors are named under `prefix` (`items.2.`). Answers the first slot.
 */
export function checkPlace(ctx: PlaceContext, p: PlaceCheck, slotCount: number, kind: number, prefix = ''): number {
  const bad = (field: string, key: string, message: string) => AppError.validation(prefix + field, key, message);
  if (p.date < ctx.today) throw bad('date', 'THERAPY.DATE_IN_PAST', 'This day has passed.');
  if (p.date > addDays(ctx.today, THERAPY_HORIZON_DAYS)) {
    throw bad('date', 'THERAPY.DATE_TOO_FAR', 'Sessions are scheduled up to 180 days ahead.');
  }
  const first = slotNoOf(p.time);
  if (first < ctx.hours.openSlot || first + slotCount > ctx.hours.closeSlot) {
    throw bad('time', 'THERAPY.OUTSIDE_HOURS', 'The session must start and end within the hours for therapies.');
  }
  if (p.date === ctx.today && first < firstSlotToday(ctx.now)) {
    throw bad('time', 'THERAPY.TIME_PAST', 'This time has passed. Please choose a later one.');
  }
  const room = ctx.rooms.get(p.room_id);
  if (!room) {
    throw new AppError(404, 'THERAPY.ROOM_NOT_FOUND', 'No such room in this clinic.', {
      [`${prefix}room_id`]: 'THERAPY.ROOM_NOT_FOUND',
    });
  }
  if (room.is_active !== 1) throw bad('room_id', 'THERAPY.ROOM_INACTIVE', 'This room is no longer in use.');
  if (room.kind !== kind) {
    throw bad('room_id', 'THERAPY.ROOM_KIND_MISMATCH', 'A therapy is given in a therapy room, yoga in a yoga hall.');
  }
  const therapist = ctx.staff.get(p.therapist_id);
  if (!therapist) {
    throw new AppError(404, 'THERAPY.THERAPIST_NOT_FOUND', 'No such therapist in this clinic.', {
      [`${prefix}therapist_id`]: 'THERAPY.THERAPIST_NOT_FOUND',
    });
  }
  if (!therapist.is_active || therapist.department_id !== DEPARTMENT.PANCHAKARMA) {
    throw bad('therapist_id', 'THERAPY.NOT_A_THERAPIST', 'Only active panchakarma staff give sessions.');
  }
  return first;
}

/** A slot held already (the database said so): which of room, therapist or patient, as a 409. */
export function slotTaken(err: unknown, prefix = ''): AppError | null {
  const column = uniqueViolationColumn(err);
  if (column === null) return null;
  if (column.includes('therapist')) {
    return AppError.conflict(`${prefix}therapist_id`, 'THERAPY.THERAPIST_TAKEN', 'The therapist is busy then.');
  }
  if (column.includes('patient')) {
    return AppError.conflict(`${prefix}time`, 'THERAPY.PATIENT_BUSY', 'The patient has another session then.');
  }
  if (column.includes('room')) {
    return AppError.conflict(`${prefix}room_id`, 'THERAPY.ROOM_TAKEN', 'The room is taken then.');
  }
  return null;
}
