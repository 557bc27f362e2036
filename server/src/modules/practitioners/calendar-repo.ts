import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Decision 65, mails and the practitioner's week and earnings: what a mail about an appointment says, the
 * day-before reminders (claimed once by a conditional update), a week of appointments and a month's checked-out
 * visits.
 */

const CANCELLED = 5;
const CHECKOUT = 4;
const SCHEDULED = 1;
const CONFIRM = 1;

/** Everything a mail and its calendar file say about one appointment. */
export function mailFacts(db: Db, id: number) {
  return db
    .selectFrom('user_book_appointments as a')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
    .leftJoin('practitioner_locations as l', 'l.location_id', 'a.location_id')
    .select([
      'a.appointment_id',
      'a.user_id',
      'a.practitioner_id',
      'a.appointment_date as date',
      'a.time_slot as time',
      'a.status',
      'a.booking_status',
      'a.pay_mode',
      'a.fee_paise',
      'a.patient_name',
      'a.calendar_sequence',
      'a.live',
      'p.name as practitioner_name',
      'p.name_guj as practitioner_name_guj',
      'p.city_id as practitioner_city_id',
      'l.name as location_name',
      'l.address as location_address',
      'l.city_id as location_city_id',
    ])
    .where('a.appointment_id', '=', id)
    .executeTakeFirst();
}
export type MailFacts = NonNullable<Awaited<ReturnType<typeof mailFacts>>>;

/**
 * Live, scheduled appointments of a day whose reminder has not gone out: paid at the clinic, or confirmed (an
 * online booking not paid yet gets no reminder).
 */
export async function reminderCandidates(db: Db, date: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_book_appointments')
    .select('appointment_id')
    .where('appointment_date', '=', date)
    .where('live', '=', 1)
    .where('status', '=', SCHEDULED)
    .where('reminder_sent_at', 'is', null)
    .where((eb) => eb.or([eb('pay_mode', '=', 'clinic'), eb('booking_status', '=', CONFIRM)]))
    .orderBy('appointment_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.appointment_id);
}

/** Claims an appointment's reminder: true for exactly one caller, however many run at once. */
export async function claimReminder(db: Db, id: number, date: string, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('user_book_appointments')
    .set({ reminder_sent_at: stamp })
    .where('appointment_id', '=', id)
    .where('appointment_date', '=', date)
    .where('live', '=', 1)
    .where('status', '=', SCHEDULED)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back after the mail failed, so the next run tries again. */
export async function releaseReminder(db: Db, id: number, stamp: string): Promise<void> {
  await db
    .updateTable('user_book_appointments')
    .set({ reminder_sent_at: null })
    .where('appointment_id', '=', id)
    .where('reminder_sent_at', '=', stamp)
    .execute();
}

/**
 * A practitioner's appointments from one India day to another (inclusive), cancelled ones and online bookings
 * whose unpaid hold has run out left aside.
 */
export function weekAppointments(db: Db, practitionerId: number, from: string, to: string, now: string) {
  return db
    .selectFrom('user_book_appointments')
    .select([
      'appointment_id',
      'appointment_date as date',
      'time_slot as time',
      'patient_name',
      'status',
      'booking_status',
      'pay_mode',
      'appointment_type',
      'hold_expires_at',
    ])
    .where('practitioner_id', '=', practitionerId)
    .where('appointment_date', '>=', from)
    .where('appointment_date', '<=', to)
    .where('status', '!=', CANCELLED)
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]))
    .orderBy('appointment_date')
    .orderBy('time_slot')
    .orderBy('appointment_id')
    .execute();
}

/**
 * A practitioner's checked-out visits per day between two India days (inclusive): how many, their fees, and the
 * part paid online (an online booking is confirmed only once paid; every other fee is taken at the clinic).
 */
export async function earningsByDay(db: Db, practitionerId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('user_book_appointments')
    .select((eb) => [
      'appointment_date as date',
      eb.fn.countAll<number>().as('visits'),
      eb.fn.sum<number>('fee_paise').as('total'),
      eb.fn
        .sum<number>(
          sql<number>`case when pay_mode = 'online' and booking_status = ${sql.lit(CONFIRM)} then fee_paise else 0 end`,
        )
        .as('online'),
    ])
    .where('practitioner_id', '=', practitionerId)
    .where('live', '=', 1)
    .where('status', '=', CHECKOUT)
    .where('appointment_date', '>=', from)
    .where('appointment_date', '<=', to)
    .groupBy('appointment_date')
    .orderBy('appointment_date')
    .execute();
  return rows.map((r) => ({
    date: r.date,
    visits: Number(r.visits),
    total: Number(r.total ?? 0),
    online: Number(r.online ?? 0),
  }));
}
