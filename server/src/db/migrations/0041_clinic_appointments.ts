import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Issue 20 point 4 (the `opd` module, decision 93): the clinic's appointments calendar. Reception books a doctor's
 * 30-minute slot by telephone, walk-in, online or email. A partial unique index on (doctor, date, slot) over the
 * live bookings (`live` = 1) makes the database decide between two receptionists booking the same slot at once;
 * cancelling sets `live` to 0 and frees it. A doctor with a marketplace profile also gets the booking written to
 * the practitioners module's appointments (`practitioner_appointment_id`), whose own unique slot index keeps the
 * desk and the marketplace's online patients from taking the same slot. `visit_id` is the OPD visit registered
 * when the patient arrives.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_appointments'), 'appointment_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('branch_id', 'integer')
      .addColumn('doctor_id', 'integer', (c) => c.notNull())
      .addColumn('appointment_date', 'text', (c) => c.notNull())
      .addColumn('time_slot', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'integer')
      .addColumn('patient_name', 'text', (c) => c.notNull())
      .addColumn('patient_phone', 'text', (c) => c.notNull())
      .addColumn('appointment_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('booking_mode', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('booked_by', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('booking_status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notes', 'text')
      .addColumn('live', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('practitioner_appointment_id', 'integer')
      .addColumn('visit_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('cancelled_by', 'integer')
      .addColumn('cancelled_at', 'text')
      .addColumn('cancel_reason', 'text'),
  ).execute();
  await sql`create unique index clinic_appointments_live_slot_ux on clinic_appointments (doctor_id, appointment_date, time_slot) where live = 1`.execute(
    db,
  );
  await db.schema
    .createIndex('clinic_appointments_day_ix')
    .on('clinic_appointments')
    .columns(['clinic_id', 'appointment_date', 'doctor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clinic_appointments').execute();
}
