import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Community content (issue 7): events (written by admins) and offers (by admins, or by an owner for their
 * own approved business). Event and offer dates are India calendar days stored as YYYY-MM-DD text on both
 * dialects; offer descriptions are HTML already cleaned by sanitize-html. Contact messages use the shared
 * `contact_messages` table of 0005.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('events'), 'event_id')
      .addColumn('event_name', 'text', (c) => c.notNull())
      .addColumn('event_description', 'text')
      .addColumn('event_start_date', 'text', (c) => c.notNull())
      .addColumn('event_end_date', 'text')
      .addColumn('event_location', 'text', (c) => c.notNull())
      .addColumn('event_organizer', 'text')
      .addColumn('event_image_url', 'text')
      // 'published' | 'draft' | 'cancelled'
      .addColumn('event_status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('events_status_start')
    .on('events')
    .columns(['event_status', 'event_start_date'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('offers'), 'offer_id')
      .addColumn('business_id', 'integer', (c) => c.references('businesses.business_id').onDelete('cascade'))
      .addColumn('offer_name', 'text', (c) => c.notNull())
      .addColumn('offer_description_short', 'text', (c) => c.notNull())
      .addColumn('offer_description', 'text')
      .addColumn('offer_start_date', 'text', (c) => c.notNull())
      .addColumn('offer_end_date', 'text', (c) => c.notNull())
      .addColumn('offer_image_url', 'text')
      .addColumn('offer_discount', 'integer')
      .addColumn('offer_code', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('offers_end').on('offers').columns(['offer_end_date', 'offer_start_date']).execute();
  await db.schema.createIndex('offers_business').on('offers').column('business_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('events').execute();
}
