import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL of `clinic-bookings.ts` (decision 93): the clinic desk's rows in this module's appointments. */
type Db = Kysely<DB> | Transaction<DB>;

const CANCELLED = 5;

/** Follows a desk booking's confirm / tentative change. */
export async function setDeskBookingStatus(trx: Db, appointmentId: number, bookingStatus: number, now: string) {
  await trx
    .updateTable('user_book_appointments')
    .set({ booking_status: bookingStatus, updated_at: now })
    .where('appointment_id', '=', appointmentId)
    .where('user_id', 'is', null)
    .execute();
}

/**
 * The live bookings of these practitioners from one India day to another (inclusive): cancelled ones and online
 * bookings whose unpaid hold has run out left aside. The desk's own rows are among them; the caller knows their ids.
 */
export async function liveBookings(db: Db, practitionerIds: number[], from: string, to: string, now: string) {
  if (practitionerIds.length === 0) return [];
  return db
    .selectFrom('user_book_appointments')
    .select([
      'appointment_id',
      'practitioner_id',
      'user_id',
      'appointment_date as date',
      'time_slot as time',
      'patient_name',
      'patient_phone',
      'appointment_type',
      'booking_mode',
      'booked_by',
      'booking_status',
      'notes',
    ])
    .where('practitioner_id', 'in', practitionerIds)
    .where('appointment_date', '>=', from)
    .where('appointment_date', '<=', to)
    .where('live', '=', 1)
    .where('status', '!=', CANCELLED)
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]))
    .orderBy('appointment_date')
    .orderBy('time_slot')
    .execute();
}
