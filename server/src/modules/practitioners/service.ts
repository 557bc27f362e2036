import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { addDays } from '@gd/contracts/india-time';
import { APPOINTMENT_STATUS, BOOKING_STATUS } from '@gd/contracts/codes';
import {
  BOOKING_HORIZON_DAYS,
  SLOT_MINUTES,
  slotMinute,
  slotTime,
  type TAppointment,
  type TAppointmentList,
  type TBookResponse,
  type TSlots,
  type TTimings,
  type ZTimingsView,
  type ZBookRequest,
  type ZMyAppointmentsQuery,
  type ZRescheduleRequest,
  type ZVerificationRequest,
} from '@gd/contracts/schemas/practitioners';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import * as settings from '../settings/service';
import { publicDataChanged } from '../../platform/changes';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as profile from './profile-service';
import * as payments from './payments';
import * as holds from './payments-repo';
import { notifyAppointment } from './notifications';
import { appointmentsChanged, publicSource } from './public-engine';

export { startPractitionerIndex } from './public-engine';
import * as repo from './repo';
import { indiaNow, slotStart, weekdayOf } from './time';

/**
 * Decision 65: slots, bookings and the visit's life. The database decides every race: a live slot is unique per
 * practitioner, date and time (migration 0023), so of two patients pressing Book together one gets the slot and
 * the other a 409; a move to another slot is one UPDATE that the same index guards.
 */

type Db = Kysely<DB>;
const BOOKING_MODE_ONLINE = 3;
/** Hours before a visit until which the patient may still cancel or move it (setting appointment_cancel_hours). */
export const DEFAULT_CANCEL_HOURS = 2;

/**
 * After a committed write that changes what the public sees of a practitioner (verification, timings, profile):
 * the rendered pages, the API micro-cache and the sitemaps forget what they hold (platform/changes.ts).
 */
export function practitionerChanged(db: object, id?: number): void {
  publicDataChanged(db, { topic: 'practitioners', ...(id === undefined ? {} : { id }) });
}

const practitionerNotFound = () => AppError.notFound('PRACTITIONER_NOT_FOUND', 'Practitioner not found.');
const appointmentNotFound = () => AppError.notFound('APPOINTMENT_NOT_FOUND', 'Appointment not found.');
const slotTaken = () =>
  AppError.conflict('time', 'SLOT_TAKEN', 'Someone has just booked this slot. Please choose another time.');

/** Every slot start of a day's timing windows, each with the window's practice location. */
function slotTimes(windows: readonly { opens: number; closes: number; location_id: number | null }[]) {
  const times: { time: string; location_id: number | null }[] = [];
  for (const w of windows)
    for (let m = w.opens; m + SLOT_MINUTES <= w.closes; m += SLOT_MINUTES)
      times.push({ time: slotTime(m), location_id: w.location_id });
  return times.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

async function dayTimes(db: Db, practitionerId: number, date: string) {
  const weekday = weekdayOf(date);
  return slotTimes((await repo.timings(db, practitionerId)).filter((t) => t.day === weekday));
}

async function publicPractitioner(db: Db, id: number) {
  const practitioner = await repo.findPublic(db, id);
  if (!practitioner) throw practitionerNotFound();
  return practitioner;
}

export async function listSlots(db: Db, now: Date, practitionerId: number, date: string): Promise<TSlots> {
  // Decision 66: from memory while the practitioner index is current (no query at all), else the database.
  const source = publicSource(db, now);
  if (!(await source.cardsByIds([practitionerId])).length) throw practitionerNotFound();
  const today = indiaNow(now);
  const [windows, leave, bookings] = await source.calendars(
    [practitionerId],
    date,
    date,
    now.toISOString(),
    weekdayOf(date),
  );
  const closed = date < today.date || date > addDays(today.date, BOOKING_HORIZON_DAYS) || leave.length > 0;
  const booked = new Set(closed ? [] : bookings.map((b) => b.time_slot));
  return {
    date,
    slots: slotTimes(windows).map(({ time, location_id }) => ({
      time,
      available: !closed && !booked.has(time) && !(date === today.date && slotMinute(time) <= today.minute),
      location_id,
    })),
  };
}

/**
 * Checks that a slot may be booked now (400 naming the field otherwise; 409 is left to the database) and answers
 * the practice location of its timing window.
 */
async function checkBookable(db: Db, now: Date, practitionerId: number, date: string, time: string) {
  const today = indiaNow(now);
  if (date < today.date) throw AppError.validation('date', 'DATE_IN_PAST', 'This date has passed.');
  if (date > addDays(today.date, BOOKING_HORIZON_DAYS)) {
    throw AppError.validation('date', 'DATE_TOO_FAR', 'Appointments open up to 60 days ahead.');
  }
  if (date === today.date && slotMinute(time) <= today.minute) {
    throw AppError.validation('time', 'SLOT_IN_PAST', 'This time has passed. Please choose a later slot.');
  }
  if (await repo.isOnLeave(db, practitionerId, date)) {
    throw AppError.validation('date', 'PRACTITIONER_ON_LEAVE', 'The practitioner is on leave that day.');
  }
  const slot = (await dayTimes(db, practitionerId, date)).find((s) => s.time === time);
  if (!slot) {
    throw AppError.validation('time', 'SLOT_OUTSIDE_TIMINGS', 'The practitioner does not consult at this time.');
  }
  return slot.location_id;
}

/**
 * Books a slot. Paying online (decision 65): the slot is held for 15 minutes and the answer carries the Razorpay
 * order for the practitioner's fee; an expired hold on the slot is released in the booking's transaction.
 */
export async function book(
  db: Db,
  input: { userId: number; now: Date; body: z.output<typeof ZBookRequest>; payments?: payments.PaymentCtx },
): Promise<TBookResponse> {
  const { body, now } = input;
  const practitioner = await publicPractitioner(db, body.practitioner_id);
  const locationId = await checkBookable(db, now, body.practitioner_id, body.date, body.time);
  const fee = practitioner.consultation_fee ?? 0;
  const online = body.pay === 'online' ? input.payments : undefined;
  if (body.pay === 'online') {
    if (!online || fee < 100) {
      throw AppError.validation('pay', 'PAY_ONLINE_UNAVAILABLE', 'This practitioner takes the fee at the clinic.');
    }
    await payments.requireOnlinePayments(online);
  }
  const holdExpiresAt = online ? payments.holdUntil(now) : null;
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const slot = { practitionerId: body.practitioner_id, date: body.date, time: body.time };
      await holds.releaseExpiredHold(trx, slot, now.toISOString());
      return repo.insertAppointment(trx, {
        practitioner_id: body.practitioner_id,
        user_id: input.userId,
        appointment_date: body.date,
        time_slot: body.time,
        patient_name: body.patient_name,
        patient_phone: body.patient_phone,
        sex: body.sex,
        appointment_type: body.appointment_type,
        booking_mode: BOOKING_MODE_ONLINE,
        booked_by: body.booked_by,
        booking_status: BOOKING_STATUS.TENTATIVE,
        pay_mode: body.pay,
        fee_paise: practitioner.consultation_fee ?? 0,
        notes: body.notes ?? null,
        location_id: locationId,
        hold_expires_at: holdExpiresAt,
        now: now.toISOString(),
      });
    });
  } catch (err) {
    if (uniqueViolationColumn(err) === null) throw err;
    appointmentsChanged(db, body.practitioner_id); // shown free, yet taken: another process booked it
    throw slotTaken();
  }
  appointmentsChanged(db, body.practitioner_id);
  if (!online) {
    // Paid at the clinic: booked now (an online booking's mail goes when it is paid: payments.settle).
    notifyAppointment(db, id, 'booked');
    return { appointment_id: id, booking_status: BOOKING_STATUS.TENTATIVE };
  }
  try {
    const order = await payments.orderFor(online, {
      appointment_id: id,
      user_id: input.userId,
      fee_paise: fee,
      practitioner_name: practitioner.name,
      hold_expires_at: holdExpiresAt!,
    });
    return { appointment_id: id, booking_status: BOOKING_STATUS.TENTATIVE, order };
  } catch (err) {
    // No order, no hold: the slot is free again at once.
    await repo.cancel(db, id, now.toISOString());
    appointmentsChanged(db, body.practitioner_id);
    throw err;
  }
}

async function cancelHours(db: Db): Promise<number> {
  const text = (await settings.getSetting(db, 'appointment_cancel_hours'))?.trim();
  return text && /^\d{1,2}$/.test(text) ? Number(text) : DEFAULT_CANCEL_HOURS;
}

function present(row: repo.AppointmentRow, now: Date, cutoffHours: number): TAppointment {
  const { user_id: _user, live, hold_expires_at: hold, payment_status, receipt_number, refund_status, ...rest } = row;
  const { refund_amount_paise, ...appointment } = rest;
  const start = slotStart(row.date, row.time);
  const scheduled = live === 1 && row.status === APPOINTMENT_STATUS.SCHEDULED;
  // An unpaid online booking holds its slot until `hold` (decision 65); paid or at the clinic, it has no hold.
  const holding = scheduled && row.booking_status === BOOKING_STATUS.TENTATIVE && hold !== null;
  // A lapsed hold no longer holds the slot: nothing to change any more (the patient books again).
  const lapsed = holding && Date.parse(hold) <= now.getTime();
  return {
    ...appointment,
    can_change: scheduled && !lapsed && start - now.getTime() >= cutoffHours * 3_600_000,
    hold_expires_at: holding ? hold : null,
    payment:
      payment_status === null ? null : { status: payment_status, receipt_number, refund_status, refund_amount_paise },
    can_pay: holding && Date.parse(hold) > now.getTime() && payment_status !== 1 && payment_status !== 3,
  };
}

export async function myAppointments(
  db: Db,
  userId: number,
  now: Date,
  query: z.output<typeof ZMyAppointmentsQuery>,
): Promise<TAppointmentList> {
  const india = indiaNow(now);
  const [{ rows, count }, cutoff] = await Promise.all([
    repo.listForUser(db, userId, { ...query, today: india.date, nowTime: slotTime(india.minute) }),
    cancelHours(db),
  ]);
  return { rows: rows.map((r) => present(r, now, cutoff)), count };
}

/** The patient's own appointment that may still change (404 for anyone else's; 400 past the cut-off). */
async function changeableByPatient(db: Db, userId: number, id: number, now: Date) {
  const row = await repo.findAppointment(db, id);
  if (!row || row.user_id !== userId) throw appointmentNotFound();
  const cutoff = await cancelHours(db);
  if (!present(row, now, cutoff).can_change) {
    throw AppError.validation(
      'appointment',
      'APPOINTMENT_LOCKED',
      `This appointment can no longer be changed online (up to ${cutoff} hours before the visit).`,
    );
  }
  return { row, cutoff };
}

/** The patient cancels; a paid booking is refunded in full (decision 65). */
export async function cancelByPatient(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  paid?: payments.PaymentCtx,
): Promise<TAppointment> {
  const { row, cutoff } = await changeableByPatient(db, userId, id, now);
  const cancelled = await repo.cancel(db, id, now.toISOString());
  appointmentsChanged(db, row.practitioner_id);
  if (cancelled && paid) await payments.refundCancelled(paid, id, 'patient_cancelled');
  if (cancelled) notifyAppointment(db, id, 'cancelled_by_patient');
  return present((await repo.findAppointment(db, id))!, now, cutoff);
}

export async function reschedule(
  db: Db,
  input: { userId: number; id: number; now: Date; body: z.output<typeof ZRescheduleRequest> },
): Promise<TAppointment> {
  const { row, cutoff } = await changeableByPatient(db, input.userId, input.id, input.now);
  await publicPractitioner(db, row.practitioner_id);
  const locationId = await checkBookable(db, input.now, row.practitioner_id, input.body.date, input.body.time);
  try {
    const slot = { practitionerId: row.practitioner_id, date: input.body.date, time: input.body.time };
    const moved = await db.transaction().execute(async (trx) => {
      await holds.releaseExpiredHold(trx, slot, input.now.toISOString());
      return repo.moveSlot(trx, input.id, input.body.date, input.body.time, input.now.toISOString(), locationId);
    });
    if (!moved)
      throw AppError.validation('appointment', 'APPOINTMENT_LOCKED', 'This appointment can no longer be changed.');
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw slotTaken();
    throw err;
  } finally {
    appointmentsChanged(db, row.practitioner_id); // a lapsed hold on the new slot may have been released
  }
  notifyAppointment(db, input.id, 'rescheduled', { before: { date: row.date, time: row.time } });
  return present((await repo.findAppointment(db, input.id))!, input.now, cutoff);
}

// --- The practitioner's side -------------------------------------------------------------------------------

/** The practitioner row of a practitioner account (the `practitioner` guard makes sure there is one). */
export const practitionerExists = (db: Db, practitionerId: number) => repo.exists(db, practitionerId);

export async function practitionerIdOf(db: Db, userId: number): Promise<number | null> {
  return repo.idOfUser(db, userId);
}

export async function createForAccount(
  trx: Transaction<DB>,
  input: { userId: number; name: string; phone: string; email: string | null; now: string },
): Promise<number> {
  const id = await repo.insertPractitioner(trx, { user_id: input.userId, ...input });
  // Every practitioner has a practice location; the first is named after them until they fill in their own.
  await profile.createFirstLocation(trx, { practitionerId: id, name: input.name, now: input.now });
  return id;
}

export async function getTimings(db: Db, practitionerId: number): Promise<z.infer<typeof ZTimingsView>> {
  const [week, leave] = await Promise.all([repo.timings(db, practitionerId), repo.leaveDays(db, practitionerId)]);
  return {
    week: week.map((w) => ({
      day: w.day,
      opens: slotTime(w.opens),
      closes: slotTime(w.closes),
      location_id: w.location_id,
    })),
    leave,
  };
}

export async function saveTimings(
  db: Db,
  practitionerId: number,
  timings: TTimings,
  now: Date,
): Promise<z.infer<typeof ZTimingsView>> {
  // Each window is at one of the practitioner's locations (left out: the first); no two overlap (ZTimings). The
  // locations are read under the practitioner's row lock, so a location removed meanwhile is never given timings.
  await db.transaction().execute(async (trx) => {
    const locations = await profile.lockedLocationIds(trx, practitionerId, now.toISOString());
    const week = timings.week.map((w, i) => {
      const location_id = w.location_id ?? locations[0];
      if (location_id === undefined || !locations.includes(location_id)) {
        throw AppError.validation(`week.${i}.location_id`, 'LOCATION_UNKNOWN');
      }
      return { day: w.day, opens: slotMinute(w.opens), closes: slotMinute(w.closes), location_id };
    });
    await repo.replaceTimings(trx, practitionerId, week, timings.leave, now.toISOString());
  });
  practitionerChanged(db, practitionerId);
  return getTimings(db, practitionerId);
}

export async function dayAppointments(
  db: Db,
  practitionerId: number,
  date: string,
  now: Date,
): Promise<TAppointmentList> {
  const [all, cutoff] = await Promise.all([repo.listForDay(db, practitionerId, date), cancelHours(db)]);
  // An online booking not paid by the end of its hold is not a visit the practitioner should expect.
  const rows = all.filter(
    (r) => !(r.live === 1 && r.hold_expires_at !== null && Date.parse(r.hold_expires_at) <= now.getTime()),
  );
  return { rows: rows.map((r) => present(r, now, cutoff)), count: rows.length };
}

/** Which visit statuses may follow which (decision 65): forward only; cancel or no-show before the visit starts. */
const NEXT: Record<number, readonly number[]> = {
  [APPOINTMENT_STATUS.SCHEDULED]: [2, 3, 5, 6],
  [APPOINTMENT_STATUS.WAITING]: [3, 5, 6],
  [APPOINTMENT_STATUS.ENGAGED]: [4],
};

export async function changeStatus(
  db: Db,
  input: { practitionerId: number; id: number; status: number; now: Date; payments?: payments.PaymentCtx },
): Promise<TAppointment> {
  const row = await repo.findAppointment(db, input.id);
  if (!row || row.practitioner_id !== input.practitionerId) throw appointmentNotFound();
  if (!NEXT[row.status]?.includes(input.status)) {
    throw AppError.validation('status', 'STATUS_NOT_ALLOWED', 'The visit cannot move to this status from where it is.');
  }
  if (!(await repo.setStatus(db, input.id, row.status, input.status, input.now.toISOString()))) {
    throw AppError.conflict('status', 'STATUS_CHANGED', 'Someone has just changed this visit. Please reload.');
  }
  appointmentsChanged(db, row.practitioner_id);
  // The practitioner cancelling a paid booking refunds the patient in full (decision 65).
  if (input.status === APPOINTMENT_STATUS.CANCELLED && input.payments) {
    await payments.refundCancelled(input.payments, input.id, 'practitioner_cancelled');
  }
  if (input.status === APPOINTMENT_STATUS.CANCELLED) notifyAppointment(db, input.id, 'cancelled_by_practitioner');
  return present((await repo.findAppointment(db, input.id))!, input.now, await cancelHours(db));
}

// --- The admin's side --------------------------------------------------------------------------------------

export async function verify(
  db: Db,
  input: { adminId: number; id: number; now: Date; body: z.output<typeof ZVerificationRequest> },
): Promise<{ practitioner_id: number; is_approve: number }> {
  const before = await repo.findById(db, input.id);
  if (!before) throw practitionerNotFound();
  const reason = input.body.is_approve === 2 ? (input.body.reason ?? null) : null;
  await db.transaction().execute(async (trx) => {
    await repo.setVerification(trx, input.id, {
      is_approve: input.body.is_approve,
      reason,
      now: input.now.toISOString(),
    });
    await audit(trx, {
      actorUserId: input.adminId,
      action: input.body.is_approve === 1 ? 'practitioner.verify' : 'practitioner.reject',
      entity: 'practitioner',
      entityId: input.id,
      before: { is_approve: before.is_approve },
      after: { is_approve: input.body.is_approve, reason },
    });
  });
  practitionerChanged(db, input.id);
  return { practitioner_id: input.id, is_approve: input.body.is_approve };
}

/** A practitioner's registration for a clinic's prescription (issue 20 point 6). */
export const registrationOf = profile.registrationOf;
