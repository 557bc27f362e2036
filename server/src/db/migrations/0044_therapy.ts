import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Issue 21 point 3 (the `therapy` module, decision 97): panchakarma and yoga courses run room by room.
 *
 * - `clinic_therapy_rooms`: a clinic's own therapy rooms and yoga halls (the records module's `rooms` are the
 *   wards' beds, another thing), one name per clinic whatever its case (`name_key`).
 * - `clinic_therapy_hours`: the clinic's working hours for therapies; a clinic without a row works 07:00–19:00.
 * - `clinic_therapy_plans`: a course a doctor prescribes — a therapy or a yoga practice from the records masters,
 *   its name, duration and price copied at prescription, days × sessions a day from a start date.
 * - `clinic_therapy_sessions`: one row per session of a course, made "to schedule" (status 0) with the course and
 *   then scheduled to a day, a start time, a room and a therapist; a reschedule closes the row and opens a new one
 *   (`moved_from` / `moved_to`), so the history stays.
 * - `clinic_therapy_slots`: one row per 30-minute slot a live session occupies (ceil(duration / 30) of them),
 *   written in the session's transaction and deleted when it is rescheduled, missed or cancelled. Its unique
 *   indexes on (room, day, slot), (therapist, day, slot) and (patient, day, slot) are what make a double booking
 *   impossible, whichever request commits first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_therapy_rooms'), 'room_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('clinic_therapy_rooms_name_ux')
    .unique()
    .on('clinic_therapy_rooms')
    .columns(['clinic_id', 'name_key'])
    .execute();

  await timestamps(
    d,
    db.schema
      .createTable('clinic_therapy_hours')
      .addColumn('clinic_id', 'integer', (c) => c.primaryKey())
      .addColumn('opens', 'text', (c) => c.notNull())
      .addColumn('closes', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer'),
  ).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_therapy_plans'), 'plan_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('patient_id', 'integer', (c) => c.notNull())
      .addColumn('visit_id', 'integer')
      .addColumn('doctor_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('master_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('sessions_per_day', 'integer', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('stopped_by', 'integer')
      .addColumn('stopped_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('clinic_therapy_plans_patient_ix')
    .on('clinic_therapy_plans')
    .columns(['clinic_id', 'patient_id'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_therapy_sessions'), 'session_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('plan_id', 'integer', (c) => c.notNull())
      .addColumn('patient_id', 'integer', (c) => c.notNull())
      .addColumn('day_no', 'integer', (c) => c.notNull())
      .addColumn('seq_no', 'integer', (c) => c.notNull())
      .addColumn('planned_date', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('session_date', 'text')
      .addColumn('start_time', 'text')
      .addColumn('slot_count', 'integer', (c) => c.notNull())
      .addColumn('room_id', 'integer')
      .addColumn('therapist_id', 'integer')
      .addColumn('moved_from', 'integer')
      .addColumn('moved_to', 'integer')
      .addColumn('reason', 'text')
      .addColumn('scheduled_by', 'integer')
      .addColumn('marked_by', 'integer')
      .addColumn('marked_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('clinic_therapy_sessions_day_ix')
    .on('clinic_therapy_sessions')
    .columns(['clinic_id', 'session_date', 'status'])
    .execute();
  await db.schema
    .createIndex('clinic_therapy_sessions_plan_ix')
    .on('clinic_therapy_sessions')
    .columns(['plan_id', 'day_no', 'seq_no'])
    .execute();
  await db.schema
    .createIndex('clinic_therapy_sessions_pending_ix')
    .on('clinic_therapy_sessions')
    .columns(['clinic_id', 'status', 'planned_date'])
    .execute();

  await db.schema
    .createTable('clinic_therapy_slots')
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('therapist_id', 'integer', (c) => c.notNull())
    .addColumn('patient_id', 'integer', (c) => c.notNull())
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('slot_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_therapy_slots_pk', ['session_id', 'slot_no'])
    .execute();
  // Named so a violation says which (platform/db-errors: "therapy_slot_room_uq" → "slot_room").
  for (const who of ['room', 'therapist', 'patient'] as const) {
    await sql`create unique index ${sql.raw(`therapy_slot_${who}_uq`)} on clinic_therapy_slots (${sql.raw(
      `${who}_id`,
    )}, slot_date, slot_no)`.execute(db);
  }
  await db.schema
    .createIndex('clinic_therapy_slots_day_ix')
    .on('clinic_therapy_slots')
    .columns(['clinic_id', 'slot_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'clinic_therapy_slots',
    'clinic_therapy_sessions',
    'clinic_therapy_plans',
    'clinic_therapy_hours',
    'clinic_therapy_rooms',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
