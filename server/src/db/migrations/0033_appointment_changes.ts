import type { Kysely } from 'kysely';

/**
 * Decision 66: the practitioner index learns of bookings made through another process by asking, every few
 * seconds, which practitioners' appointments changed since the last change it saw; this index answers that.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('user_book_appointments_updated_ix')
    .on('user_book_appointments')
    .columns(['updated_at', 'practitioner_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_book_appointments_updated_ix').execute();
}
