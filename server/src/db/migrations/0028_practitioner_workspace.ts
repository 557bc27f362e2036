import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Decision 65, the practitioner's own profile: practice locations (each with its own week of timings; an
 * appointment records the location of its slot), the services and therapies offered (from the clinic masters),
 * a gallery and banners, and verification documents kept privately (a storage key outside the public uploads,
 * never a URL).
 *
 * Every practitioner so far gets one location from their current address: the first professional row's clinic
 * name and address (or their own name) and their city; their timings and appointments move to it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('practitioner_locations'), 'location_id')
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
      .addColumn('map_url', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('practitioner_locations_practitioner_ix')
    .on('practitioner_locations')
    .columns(['practitioner_id', 'is_active', 'sort_order'])
    .execute();

  await sql`insert into practitioner_locations (practitioner_id, name, address, city_id, sort_order, is_active)
    select p.practitioner_id,
      coalesce((select i.clinic_name from practitioner_professional_info i
        where i.practitioner_id = p.practitioner_id order by i.professional_info_id limit 1), p.name),
      (select i.clinic_address from practitioner_professional_info i
        where i.practitioner_id = p.practitioner_id order by i.professional_info_id limit 1),
      p.city_id, 0, 1
    from practitioners p`.execute(db);

  await db.schema
    .alterTable('practitioner_timings')
    .addColumn('location_id', 'integer', (c) => c.references('practitioner_locations.location_id'))
    .execute();
  await db.schema
    .alterTable('user_book_appointments')
    .addColumn('location_id', 'integer', (c) => c.references('practitioner_locations.location_id'))
    .execute();
  for (const table of ['practitioner_timings', 'user_book_appointments']) {
    await sql`update ${sql.table(table)} set location_id = (select min(l.location_id) from practitioner_locations l
      where l.practitioner_id = ${sql.ref(`${table}.practitioner_id`)})`.execute(db);
  }

  for (const [table, column, ref] of [
    ['practitioner_services', 'service_type_id', 'master_type_of_services.service_type_id'],
    ['practitioner_therapies', 'therapy_id', 'therapies.therapy_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn(column, 'integer', (c) => c.notNull().references(ref))
      .addPrimaryKeyConstraint(`${table}_pk`, ['practitioner_id', column])
      .execute();
  }

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('practitioner_media'), 'media_id')
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('photo_url', 'text', (c) => c.notNull())
      .addColumn('thumb_url', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('practitioner_media_practitioner_ix')
    .on('practitioner_media')
    .columns(['practitioner_id', 'kind', 'sort_order'])
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('practitioner_documents'), 'document_id')
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('registration_council', 'text', (c) => c.notNull())
      .addColumn('registration_number', 'text', (c) => c.notNull()),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema
    .createIndex('practitioner_documents_practitioner_ix')
    .on('practitioner_documents')
    .columns(['practitioner_id', 'document_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('practitioner_documents').execute();
  await db.schema.dropTable('practitioner_media').execute();
  await db.schema.dropTable('practitioner_therapies').execute();
  await db.schema.dropTable('practitioner_services').execute();
  await db.schema.alterTable('user_book_appointments').dropColumn('location_id').execute();
  await db.schema.alterTable('practitioner_timings').dropColumn('location_id').execute();
  await db.schema.dropTable('practitioner_locations').execute();
}
