import type { Kysely, Transaction } from 'kysely';
import { slugify } from '@gd/contracts/patterns';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Decision 65: the practitioners module's queries (practitioners, timings, leave, appointments). */

export interface BookablePractitioner {
  practitioner_id: number;
  name: string;
  name_guj: string | null;
  consultation_fee: number | null;
  user_id: number | null;
}

/** A practitioner the public may see and book: verified and active. */
export function findPublic(db: Db, id: number): Promise<BookablePractitioner | undefined> {
  return db
    .selectFrom('practitioners')
    .select(['practitioner_id', 'name', 'name_guj', 'consultation_fee', 'user_id'])
    .where('practitioner_id', '=', id)
    .where('is_approve', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db
    .selectFrom('practitioners')
    .select(['practitioner_id', 'name', 'is_approve', 'is_active', 'user_id'])
    .where('practitioner_id', '=', id)
    .executeTakeFirst();
}

/** Whether a practitioner row exists (a clinic links its doctors to practitioner profiles, issue 20). */
export async function exists(db: Db, practitionerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('practitioners')
    .select('practitioner_id')
    .where('practitioner_id', '=', practitionerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function idOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('practitioners')
    .select('practitioner_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.practitioner_id ?? null;
}

export async function insertPractitioner(
  db: Db,
  row: { user_id: number; name: string; phone: string; email: string | null; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto('practitioners')
    .values({
      user_id: row.user_id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      slug: slugify(row.name),
      is_approve: 0,
      is_active: 1,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('practitioner_id')
    .executeTakeFirstOrThrow();
  return inserted.practitioner_id;
}

export async function setVerification(
  db: Db,
  id: number,
  values: { is_approve: number; reason: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('practitioners')
    .set({ is_approve: values.is_approve, verification_reason: values.reason, updated_at: values.now })
    .where('practitioner_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function timings(db: Db, practitionerId: number) {
  return db
    .selectFrom('practitioner_timings')
    .select(['day', 'opens', 'closes', 'location_id'])
    .where('practitioner_id', '=', practitionerId)
    .orderBy('day')
    .orderBy('opens')
    .execute();
}

export async function leaveDays(db: Db, practitionerId: number, from?: string): Promise<string[]> {
  let query = db.selectFrom('practitioner_leaves').select('leave_date').where('practitioner_id', '=', practitionerId);
  if (from) query = query.where('leave_date', '>=', from);
  const rows = await query.orderBy('leave_date').execute();
  return rows.map((r) => r.leave_date);
}

export async function isOnLeave(db: Db, practitionerId: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('practitioner_leaves')
    .select('leave_id')
    .where('practitioner_id', '=', practitionerId)
    .where('leave_date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the weekly timings and the leave days, in the caller's transaction. */
export async function replaceTimings(
  trx: Transaction<DB>,
  practitionerId: number,
  week: { day: number; opens: number; closes: number; location_id: number }[],
  leave: string[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('practitioner_timings').where('practitioner_id', '=', practitionerId).execute();
  await trx.deleteFrom('practitioner_leaves').where('practitioner_id', '=', practitionerId).execute();
  if (week.length) {
    await trx
      .insertInto('practitioner_timings')
      .values(week.map((w) => ({ practitioner_id: practitionerId, ...w, created_at: now, updated_at: now })))
      .execute();
  }
  if (leave.length) {
    await trx
      .insertInto('practitioner_leaves')
      .values(leave.map((d) => ({ practitioner_id: practitionerId, leave_date: d, created_at: now, updated_at: now })))
      .execute();
  }
}

export interface NewAppointment {
  practitioner_id: number;
  /** null for a booking the clinic desk made (decision 93) */
  user_id: number | null;
  appointment_date: string;
  time_slot: string;
  patient_name: string;
  patient_phone: string;
  sex: number | null;
  appointment_type: number;
  booking_mode: number;
  booked_by: number;
  booking_status: number;
  pay_mode: string;
  fee_paise: number;
  notes: string | null;
  /** Paying online: the slot is held until then unless paid (ISO time). */
  hold_expires_at?: string | null;
  /** The practice location of the slot's timing window. */
  location_id: number | null;
  now: string;
}

/** Inserts a live appointment; the unique index on live slots throws when the slot is taken. */
export async function insertAppointment(db: Db, a: NewAppointment): Promise<number> {
  const { now, ...values } = a;
  const row = await db
    .insertInto('user_book_appointments')
    .values({ ...values, status: 1, live: 1, created_at: now, updated_at: now })
    .returning('appointment_id')
    .executeTakeFirstOrThrow();
  return row.appointment_id;
}

const appointmentColumns = [
  'a.appointment_id',
  'a.practitioner_id',
  'p.name as practitioner_name',
  'p.name_guj as practitioner_name_guj',
  'a.appointment_date as date',
  'a.time_slot as time',
  'a.status',
  'a.booking_status',
  'a.pay_mode',
  'a.fee_paise',
  'a.patient_name',
  'a.patient_phone',
  'a.sex',
  'a.booked_by',
  'a.appointment_type',
  'a.notes',
  'a.location_id',
  'loc.name as location_name',
  'loc.address as location_address',
  'a.user_id',
  'a.live',
  'a.hold_expires_at',
  'ap.status as payment_status',
  'ap.receipt_number',
  'ap.refund_status',
  'ap.refund_amount_paise',
] as const;

function appointmentsQuery(db: Db) {
  return db
    .selectFrom('user_book_appointments as a')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
    .leftJoin('appointment_payments as ap', 'ap.appointment_id', 'a.appointment_id')
    .leftJoin('practitioner_locations as loc', 'loc.location_id', 'a.location_id')
    .select(appointmentColumns);
}
export type AppointmentRow = Awaited<ReturnType<typeof findAppointment>> & object;

export function findAppointment(db: Db, id: number) {
  return appointmentsQuery(db).where('a.appointment_id', '=', id).executeTakeFirst();
}

/** The patient's appointments from (upcoming) or before (past) an India date and time. */
export async function listForUser(
  db: Db,
  userId: number,
  opts: { when: 'upcoming' | 'past'; today: string; nowTime: string; limit: number; offset: number },
) {
  const upcoming = opts.when === 'upcoming';
  const base = db.selectFrom('user_book_appointments as a').where('a.user_id', '=', userId);
  const filtered = (q: typeof base) =>
    q.where((eb) =>
      upcoming
        ? eb.or([
            eb('a.appointment_date', '>', opts.today),
            eb.and([eb('a.appointment_date', '=', opts.today), eb('a.time_slot', '>=', opts.nowTime)]),
          ])
        : eb.or([
            eb('a.appointment_date', '<', opts.today),
            eb.and([eb('a.appointment_date', '=', opts.today), eb('a.time_slot', '<', opts.nowTime)]),
          ]),
    );
  const direction = upcoming ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    filtered(base)
      .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
      .leftJoin('appointment_payments as ap', 'ap.appointment_id', 'a.appointment_id')
      .leftJoin('practitioner_locations as loc', 'loc.location_id', 'a.location_id')
      .select(appointmentColumns)
      .orderBy('a.appointment_date', direction)
      .orderBy('a.time_slot', direction)
      .orderBy('a.appointment_id', direction)
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    filtered(base)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function listForDay(db: Db, practitionerId: number, date: string) {
  return appointmentsQuery(db)
    .where('a.practitioner_id', '=', practitionerId)
    .where('a.appointment_date', '=', date)
    .orderBy('a.time_slot')
    .orderBy('a.appointment_id')
    .execute();
}

/** Cancels a live appointment (frees its slot); false when it was no longer live. */
export async function cancel(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_book_appointments')
    .set((eb) => ({
      status: 5,
      live: 0,
      cancelled_at: now,
      updated_at: now,
      calendar_sequence: eb('calendar_sequence', '+', 1),
    }))
    .where('appointment_id', '=', id)
    .where('live', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves a live appointment to another slot; the unique index throws when that slot is taken. */
export async function moveSlot(
  db: Db,
  id: number,
  date: string,
  time: string,
  now: string,
  locationId: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('user_book_appointments')
    // A new revision of the calendar event (0027); the new day gets its own reminder.
    .set((eb) => ({
      appointment_date: date,
      time_slot: time,
      location_id: locationId,
      updated_at: now,
      calendar_sequence: eb('calendar_sequence', '+', 1),
      reminder_sent_at: null,
    }))
    .where('appointment_id', '=', id)
    .where('live', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the visit status when it is still `from` (a concurrent change makes this a no-op). */
export async function setStatus(db: Db, id: number, from: number, to: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_book_appointments')
    .set((eb) => ({
      status: to,
      updated_at: now,
      ...(to === 5 ? { live: 0, cancelled_at: now, calendar_sequence: eb('calendar_sequence', '+', 1) } : {}),
    }))
    .where('appointment_id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
