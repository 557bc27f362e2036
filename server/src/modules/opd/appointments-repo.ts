import type { Db } from '../../db/sql';

/**
 * SQL of the clinic's appointments calendar (decision 93, migration 0041; the `opd` module's own table). Every
 * query is bounded by the clinic. The partial unique index on (doctor, date, slot) over live rows throws when a
 * slot is booked twice; cancelling is a conditional update of a live row, so of two cancels only one lands.
 */

export interface NewDeskAppointment {
  clinic_id: number;
  branch_id: number | null;
  doctor_id: number;
  appointment_date: string;
  time_slot: string;
  patient_id: number | null;
  patient_name: string;
  patient_phone: string;
  appointment_type: number;
  booking_mode: number;
  booked_by: number;
  booking_status: number;
  notes: string | null;
  created_by: number;
  now: string;
}

export async function insertAppointment(db: Db, a: NewDeskAppointment): Promise<number> {
  const { now, ...values } = a;
  const row = await db
    .insertInto('clinic_appointments')
    .values({ ...values, live: 1, created_at: now, updated_at: now })
    .returning('appointment_id')
    .executeTakeFirstOrThrow();
  return row.appointment_id;
}

export async function setPractitionerAppointment(db: Db, id: number, practitionerAppointmentId: number) {
  await db
    .updateTable('clinic_appointments')
    .set({ practitioner_appointment_id: practitionerAppointmentId })
    .where('appointment_id', '=', id)
    .execute();
}

const columns = [
  'appointment_id',
  'doctor_id',
  'appointment_date as date',
  'time_slot as time',
  'patient_id',
  'patient_name',
  'patient_phone',
  'appointment_type',
  'booking_mode',
  'booked_by',
  'booking_status',
  'notes',
  'visit_id',
  'live',
  'practitioner_appointment_id',
] as const;

/** The live bookings of a clinic between two India days (inclusive), of one doctor or all. */
export function liveBetween(db: Db, clinicId: number, from: string, to: string, doctorId?: number) {
  let q = db
    .selectFrom('clinic_appointments')
    .select(columns)
    .where('clinic_id', '=', clinicId)
    .where('appointment_date', '>=', from)
    .where('appointment_date', '<=', to)
    .where('live', '=', 1);
  if (doctorId !== undefined) q = q.where('doctor_id', '=', doctorId);
  return q.orderBy('appointment_date').orderBy('time_slot').orderBy('doctor_id').execute();
}

export const findAppointment = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('clinic_appointments')
    .select(columns)
    .where('clinic_id', '=', clinicId)
    .where('appointment_id', '=', id)
    .executeTakeFirst();
export type DeskAppointmentRow = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

/** Sets confirm / tentative on a live booking; false when it is no longer live. */
export async function setBookingStatus(db: Db, id: number, bookingStatus: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('clinic_appointments')
    .set({ booking_status: bookingStatus, updated_at: now })
    .where('appointment_id', '=', id)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels a live booking (frees its slot); false when someone cancelled it first. */
export async function cancel(db: Db, id: number, by: number, reason: string | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('clinic_appointments')
    .set({ live: 0, cancelled_by: by, cancelled_at: now, cancel_reason: reason, updated_at: now })
    .where('appointment_id', '=', id)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the OPD visit registered for a live booking of the same doctor; false when there is no such booking. */
export async function linkVisit(
  db: Db,
  clinicId: number,
  id: number,
  doctorId: number,
  visitId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('clinic_appointments')
    .set({ visit_id: visitId, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('appointment_id', '=', id)
    .where('doctor_id', '=', doctorId)
    .where('live', '=', 1)
    .where('visit_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
