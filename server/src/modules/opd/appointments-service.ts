import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, IST_OFFSET_MS, indiaDate } from '@gd/contracts/india-time';
import { slotMinute } from '@gd/contracts/practitioners';
import {
  CLINIC_BOOKING_HORIZON_DAYS,
  CLINIC_SLOTS,
  type TCalendar,
  type TCalendarAppointment,
  type ZAppointmentCreate,
  type ZCalendarQuery,
} from '@gd/contracts/schemas/clinic-calendar';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import * as marketplace from '../practitioners/clinic-bookings';
import * as repo from './appointments-repo';
import { isReception, type StaffCaller } from './caller';
import * as link from './clinic-link';

/**
 * Decision 93: the clinic's appointments calendar. Reception books a doctor's 30-minute slot (06:00–23:00, India
 * time); the database decides every race — the desk's own unique index per doctor, date and slot, and, for a
 * doctor with a marketplace profile, the marketplace's unique index too (the booking is written to both in one
 * transaction). The calendar shows the desk's bookings and the profile's online bookings side by side.
 */

const slotTaken = () =>
  AppError.conflict('time', 'SLOT_TAKEN', 'Someone has just booked this slot. Please choose another time.');
const appointmentNotFound = () => AppError.notFound('CLINIC_APPT.NOT_FOUND', 'No such appointment.');
const doctorNotFound = () =>
  new AppError(404, 'OPD.DOCTOR_NOT_FOUND', 'No such doctor in this clinic.', { doctor_id: 'OPD.DOCTOR_NOT_FOUND' });

/** The lab has no business with the calendar; every other department reads it. */
function mayRead(caller: StaffCaller): void {
  if (caller.department === DEPARTMENT.LAB && !caller.isAdmin) {
    throw AppError.forbidden('DEPARTMENT_FORBIDDEN', 'Your department cannot do this.');
  }
}
function mayWrite(caller: StaffCaller): void {
  if (!isReception(caller)) throw AppError.forbidden('CLINIC_APPT.ROLE_RECEPTION_ONLY', 'Only reception books.');
}

/** Minutes after midnight, India time. */
const indiaMinute = (now: Date) => {
  const t = new Date(now.getTime() + IST_OFFSET_MS);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
};

function present(row: repo.DeskAppointmentRow): TCalendarAppointment {
  return {
    source: 'desk',
    appointment_id: row.appointment_id,
    doctor_id: row.doctor_id,
    date: row.date,
    time: row.time,
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    patient_phone: row.patient_phone,
    appointment_type: row.appointment_type,
    booking_mode: row.booking_mode,
    booked_by: row.booked_by,
    booking_status: row.booking_status,
    notes: row.notes,
    visit_id: row.visit_id,
  };
}

export async function calendar(
  db: Db,
  caller: StaffCaller,
  query: z.output<typeof ZCalendarQuery>,
  now: Date,
): Promise<TCalendar> {
  mayRead(caller);
  const today = indiaDate(now);
  const from = query.from ?? today;
  const to = addDays(from, query.days - 1);
  const doctors = await link.doctorsWithProfiles(db, caller.clinicId);
  const shown = query.doctor_id === undefined ? doctors : doctors.filter((d) => d.doctor_id === query.doctor_id);
  if (shown.length === 0 && query.doctor_id !== undefined) throw doctorNotFound();
  const desk = await repo.liveBetween(db, caller.clinicId, from, to, query.doctor_id);
  const ours = new Set(desk.flatMap((r) => (r.practitioner_appointment_id ? [r.practitioner_appointment_id] : [])));
  const doctorOfProfile = new Map(shown.flatMap((d) => (d.practitioner_id ? [[d.practitioner_id, d.doctor_id]] : [])));
  const online = await marketplace.liveBookings(db, [...doctorOfProfile.keys()], from, to, now.toISOString());
  const others: TCalendarAppointment[] = online
    .filter((b) => !ours.has(b.appointment_id))
    .map((b) => {
      // A patient's own booking shows as theirs; a row without a patient account was made by another clinic the
      // practitioner visits, or in their own diary: only "busy" (its patient is not this clinic's to see).
      const patient = b.user_id !== null;
      return {
        source: patient ? 'online' : 'busy',
        appointment_id: b.appointment_id,
        doctor_id: doctorOfProfile.get(b.practitioner_id)!,
        date: b.date,
        time: b.time,
        patient_id: null,
        patient_name: patient ? b.patient_name : '',
        patient_phone: patient ? b.patient_phone : '',
        appointment_type: b.appointment_type,
        booking_mode: patient ? b.booking_mode : 0,
        booked_by: patient ? b.booked_by : 0,
        booking_status: b.booking_status,
        notes: null,
        visit_id: null,
      };
    });
  const appointments = [...desk.map(present), ...others].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.doctor_id - b.doctor_id,
  );
  return {
    from,
    to,
    today,
    slots: [...CLINIC_SLOTS],
    doctors: shown,
    appointments,
  };
}

export async function book(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZAppointmentCreate>,
  now: Date,
): Promise<{ appointment_id: number; doctor_id: number; date: string; time: string }> {
  mayWrite(caller);
  const today = indiaDate(now);
  if (body.date < today) throw AppError.validation('date', 'CLINIC_APPT.DATE_IN_PAST', 'This date has passed.');
  if (body.date > addDays(today, CLINIC_BOOKING_HORIZON_DAYS)) {
    throw AppError.validation('date', 'CLINIC_APPT.DATE_TOO_FAR', 'Bookings open up to 180 days ahead.');
  }
  if (body.date === today && slotMinute(body.time) <= indiaMinute(now)) {
    throw AppError.validation('time', 'CLINIC_APPT.SLOT_IN_PAST', 'This time has passed. Please choose a later slot.');
  }
  const doctor = (await link.doctorsWithProfiles(db, caller.clinicId)).find((d) => d.doctor_id === body.doctor_id);
  if (!doctor) throw doctorNotFound();
  let name = body.patient_name ?? '';
  let phone = body.patient_phone ?? '';
  if (body.patient_id !== undefined) {
    const patient = await link.patientForReceipt(db, caller.clinicId, body.patient_id);
    if (!patient) {
      throw new AppError(404, 'OPD.PATIENT_NOT_FOUND', 'No such patient in this clinic.', {
        patient_id: 'OPD.PATIENT_NOT_FOUND',
      });
    }
    name = patient.name;
    phone = patient.phone ?? phone;
  }
  const at = now.toISOString();
  const notes = body.notes ? body.notes : null;
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const appointmentId = await repo.insertAppointment(trx, {
        clinic_id: caller.clinicId,
        branch_id: caller.branchId,
        doctor_id: doctor.doctor_id,
        appointment_date: body.date,
        time_slot: body.time,
        patient_id: body.patient_id ?? null,
        patient_name: name,
        patient_phone: phone,
        appointment_type: body.appointment_type,
        booking_mode: body.booking_mode,
        booked_by: body.booked_by,
        booking_status: body.booking_status,
        notes,
        created_by: caller.staffId,
        now: at,
      });
      if (doctor.practitioner_id !== null) {
        const held = await marketplace.holdForClinic(trx, {
          practitionerId: doctor.practitioner_id,
          date: body.date,
          time: body.time,
          patientName: name,
          patientPhone: phone,
          appointmentType: body.appointment_type,
          bookingMode: body.booking_mode,
          bookedBy: body.booked_by,
          bookingStatus: body.booking_status,
          notes,
          now: at,
        });
        await repo.setPractitionerAppointment(trx, appointmentId, held);
      }
      return appointmentId;
    });
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw slotTaken();
    throw err;
  } finally {
    // The marketplace shows the slot as it now is (also when an expired online hold was released).
    if (doctor.practitioner_id !== null) marketplace.clinicBookingsChanged(db, [doctor.practitioner_id]);
  }
  return { appointment_id: id, doctor_id: doctor.doctor_id, date: body.date, time: body.time };
}

async function liveDeskBooking(db: Db, caller: StaffCaller, id: number) {
  mayWrite(caller);
  const row = await repo.findAppointment(db, caller.clinicId, id);
  if (!row) throw appointmentNotFound();
  if (row.live !== 1) {
    throw AppError.conflict('appointment', 'CLINIC_APPT.CANCELLED', 'This appointment has been cancelled.');
  }
  return row;
}

export async function changeBookingStatus(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  bookingStatus: number,
  now: Date,
): Promise<TCalendarAppointment> {
  const row = await liveDeskBooking(db, caller, id);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.setBookingStatus(trx, id, bookingStatus, at))) {
      throw AppError.conflict('appointment', 'CLINIC_APPT.CANCELLED', 'This appointment has been cancelled.');
    }
    if (row.practitioner_appointment_id) {
      await marketplace.setClinicBookingStatus(trx, row.practitioner_appointment_id, bookingStatus, at);
    }
  });
  return present({ ...row, booking_status: bookingStatus });
}

export async function cancel(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  reason: string | undefined,
  now: Date,
): Promise<TCalendarAppointment> {
  const row = await liveDeskBooking(db, caller, id);
  if (row.visit_id !== null) {
    throw AppError.conflict(
      'appointment',
      'CLINIC_APPT.ARRIVED',
      'The patient has arrived: the visit is in the queue.',
    );
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.cancel(trx, id, caller.staffId, reason ?? null, at))) {
      throw AppError.conflict('appointment', 'CLINIC_APPT.CANCELLED', 'This appointment has been cancelled.');
    }
    if (row.practitioner_appointment_id) {
      await marketplace.releaseForClinic(trx, row.practitioner_appointment_id, at);
    }
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic_appointment.cancelled',
      entity: 'clinic_appointments',
      entityId: id,
      before: { live: 1, date: row.date, time: row.time, doctor_id: row.doctor_id },
      after: { live: 0, reason: reason ?? null, staff_id: caller.staffId, clinic_id: caller.clinicId },
      at,
    });
  });
  const practitionerId = (await link.doctorsWithProfiles(db, caller.clinicId)).find(
    (d) => d.doctor_id === row.doctor_id,
  )?.practitioner_id;
  if (practitionerId) marketplace.clinicBookingsChanged(db, [practitionerId]);
  return present({ ...row, live: 0 });
}

/**
 * The patient of a desk booking has arrived and been registered (decision 93): the visit is recorded on the
 * booking, inside the registration's transaction. A booking of another clinic or doctor, cancelled or already
 * registered, refuses (the registration rolls back).
 */
export async function linkArrival(
  trx: Db,
  caller: StaffCaller,
  appointmentId: number,
  doctorId: number,
  visitId: number,
  at: string,
): Promise<void> {
  if (!(await repo.linkVisit(trx, caller.clinicId, appointmentId, doctorId, visitId, at))) {
    throw AppError.conflict(
      'appointment_id',
      'CLINIC_APPT.NOT_OPEN',
      'This appointment is not open for this doctor (cancelled or already registered).',
    );
  }
}
