import type { Kysely } from 'kysely';
import { dialectOf } from './kit';

/**
 * Decision 65, mails and calendar files: an appointment counts its calendar revisions (`calendar_sequence`, the
 * .ics SEQUENCE: 0 when booked, one more at each move or cancellation) and records when its day-before reminder
 * went out (`reminder_sent_at`: a conditional update claims it, so two server processes never both send it).
 * An index on the day serves the reminder job, which reads one day's appointments of every practitioner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .alterTable('user_book_appointments')
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('user_book_appointments')
    .addColumn('reminder_sent_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  // The reminder job reads one day's appointments across every practitioner.
  await db.schema
    .createIndex('appointments_date_ix')
    .on('user_book_appointments')
    .columns(['appointment_date', 'time_slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_date_ix').execute();
  for (const column of ['reminder_sent_at', 'calendar_sequence']) {
    await db.schema.alterTable('user_book_appointments').dropColumn(column).execute();
  }
}
