import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Decision 65: the practitioner side becomes a marketplace. A practitioner row may belong to an account
 * (`user_id`), carries its verification (is_approve 0 pending, 1 verified, 2 rejected, with the admin's reason)
 * and its city; weekly timings (30-minute slots, spec §9) and leave days get tables of their own; an appointment
 * records who booked it, its visit status, booking status, how it is paid and its fee in paise.
 *
 * No double booking: a unique index on (practitioner, date, slot) over the live appointments (`live` = 1). A
 * cancelled appointment sets `live` to 0 and frees its slot. Rows booked twice before this migration keep their
 * oldest live.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const add = (table: string, column: string, type: 'text' | 'integer', extra?: (c: any) => any) =>
    db.schema
      .alterTable(table)
      .addColumn(column, type, extra ?? ((c) => c))
      .execute();

  await add('practitioners', 'user_id', 'integer', (c) => c.references('users.user_id'));
  await add('practitioners', 'email', 'text');
  await add('practitioners', 'city_id', 'integer', (c) => c.references('cities.city_id'));
  await add('practitioners', 'verification_reason', 'text');
  await db.schema.createIndex('practitioners_user_ux').unique().on('practitioners').column('user_id').execute();
  await db.schema.createIndex('practitioners_city_ix').on('practitioners').column('city_id').execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('practitioner_timings'), 'timing_id')
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('opens', 'integer', (c) => c.notNull())
      .addColumn('closes', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('practitioner_timings_practitioner_ix')
    .on('practitioner_timings')
    .columns(['practitioner_id', 'day'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('practitioner_leaves'), 'leave_id')
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn('leave_date', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('practitioner_leaves_ux')
    .unique()
    .on('practitioner_leaves')
    .columns(['practitioner_id', 'leave_date'])
    .execute();

  const appointments = 'user_book_appointments';
  await add(appointments, 'user_id', 'integer', (c) => c.references('users.user_id'));
  await add(appointments, 'status', 'integer', (c) => c.notNull().defaultTo(1));
  await add(appointments, 'booking_status', 'integer', (c) => c.notNull().defaultTo(2));
  await add(appointments, 'pay_mode', 'text', (c) => c.notNull().defaultTo('clinic'));
  await add(appointments, 'fee_paise', 'integer', (c) => c.notNull().defaultTo(0));
  await add(appointments, 'live', 'integer', (c) => c.notNull().defaultTo(1));
  await db.schema
    .alterTable(appointments)
    .addColumn('cancelled_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  await sql`update user_book_appointments set live = 0 where appointment_id not in (
    select min(appointment_id) from user_book_appointments group by practitioner_id, appointment_date, time_slot)`.execute(
    db,
  );
  await sql`create unique index appointments_live_slot_ux on user_book_appointments (practitioner_id, appointment_date, time_slot) where live = 1`.execute(
    db,
  );
  await db.schema
    .createIndex('appointments_user_ix')
    .on(appointments)
    .columns(['user_id', 'appointment_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_user_ix').execute();
  await db.schema.dropIndex('appointments_live_slot_ux').execute();
  for (const column of ['cancelled_at', 'live', 'fee_paise', 'pay_mode', 'booking_status', 'status', 'user_id']) {
    await db.schema.alterTable('user_book_appointments').dropColumn(column).execute();
  }
  await db.schema.dropTable('practitioner_leaves').execute();
  await db.schema.dropTable('practitioner_timings').execute();
  await db.schema.dropIndex('practitioners_city_ix').execute();
  await db.schema.dropIndex('practitioners_user_ux').execute();
  for (const column of ['verification_reason', 'city_id', 'email', 'user_id']) {
    await db.schema.alterTable('practitioners').dropColumn(column).execute();
  }
}
