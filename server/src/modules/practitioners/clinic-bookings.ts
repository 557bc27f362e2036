import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { appointmentsChanged } from './public-engine';
import * as holds from './payments-repo';
import * as clinicRepo from './clinic-bookings-repo';
import * as repo from './repo';

/**
 * Decision 93: what the clinic desk's calendar asks of the marketplace. A clinic doctor with a practitioner
 * profile is booked in one place: the desk's booking is also written here, where the unique index on live slots
 * (migration 0023) keeps a desk booking and an online patient from taking the same slot — whichever commits
 * first wins, the other gets the unique violation. The desk's row has no patient account (`user_id` null), so no
 * mail goes out for it, and it is paid at the clinic.
 */
type Db = Kysely<DB> | Transaction<DB>;

const BOOKED_AT_THE_CLINIC = 'clinic';

export interface DeskBooking {
  practitionerId: number;
  date: string;
  time: string;
  patientName: string;
  patientPhone: string;
  appointmentType: number;
  bookingMode: number;
  bookedBy: number;
  bookingStatus: number;
  notes: string | null;
  now: string;
}

/**
 * Holds the practitioner's slot for a desk booking, inside the desk's transaction; an online booking whose unpaid
 * hold has run out is released first. Throws the database's unique violation when the slot is taken.
 */
export async function holdForClinic(trx: Db, b: DeskBooking): Promise<number> {
  await holds.releaseExpiredHold(trx, { practitionerId: b.practitionerId, date: b.date, time: b.time }, b.now);
  return repo.insertAppointment(trx, {
    practitioner_id: b.practitionerId,
    user_id: null,
    appointment_date: b.date,
    time_slot: b.time,
    patient_name: b.patientName,
    patient_phone: b.patientPhone,
    sex: null,
    appointment_type: b.appointmentType,
    booking_mode: b.bookingMode,
    booked_by: b.bookedBy,
    booking_status: b.bookingStatus,
    pay_mode: BOOKED_AT_THE_CLINIC,
    fee_paise: 0,
    notes: b.notes,
    location_id: null,
    hold_expires_at: null,
    now: b.now,
  });
}

/** Frees the practitioner's slot of a cancelled desk booking. */
export async function releaseForClinic(trx: Db, appointmentId: number, now: string): Promise<void> {
  await repo.cancel(trx, appointmentId, now);
}

/** Follows a desk booking's confirm / tentative change. */
export const setClinicBookingStatus = (trx: Db, appointmentId: number, bookingStatus: number, now: string) =>
  clinicRepo.setDeskBookingStatus(trx, appointmentId, bookingStatus, now);

/** The marketplace's free slots of these practitioners are shown again as they now are (after the desk commits). */
export function clinicBookingsChanged(db: object, practitionerIds: number[]): void {
  for (const id of new Set(practitionerIds)) appointmentsChanged(db, id);
}

/**
 * The live bookings of these practitioners from one India day to another (inclusive): cancelled ones and online
 * bookings whose unpaid hold has run out left aside. The desk's own rows are among them; the caller knows their ids.
 */
export const liveBookings = (db: Db, practitionerIds: number[], from: string, to: string, now: string) =>
  clinicRepo.liveBookings(db, practitionerIds, from, to, now);
