import { type Kysely, sql } from 'kysely';

/**
 * Decision 65: what patients search practitioners by. Several specialties and degrees each (join tables), the
 * languages spoken (ISO codes between commas, ",gu,hi,en,", so one LIKE finds one language), a slug for the
 * profile's address, and the rating and review count of their visible reviews.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, ref] of [
    ['practitioner_specialties', 'specialty_id', 'master_specialties.specialty_id'],
    ['practitioner_degrees', 'degree_id', 'master_medical_degrees.degree_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
      .addColumn(column, 'integer', (c) => c.notNull().references(ref))
      .addPrimaryKeyConstraint(`${table}_pk`, ['practitioner_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_ix`).on(table).columns([column, 'practitioner_id']).execute();
  }
  // The single specialty and degree of the rows so far become their first.
  await sql`insert into practitioner_specialties (practitioner_id, specialty_id)
    select practitioner_id, specialty_id from practitioners where specialty_id is not null`.execute(db);
  await sql`insert into practitioner_degrees (practitioner_id, degree_id)
    select practitioner_id, degree_id from practitioners where degree_id is not null`.execute(db);

  await db.schema.alterTable('practitioners').addColumn('slug', 'text').execute();
  await db.schema.alterTable('practitioners').addColumn('languages', 'text').execute();
  await db.schema
    .alterTable('practitioners')
    .addColumn('ratings', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('practitioners')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index practitioners_public_ix on practitioners (city_id, ratings) where is_approve = 1 and is_active = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('practitioners_public_ix').execute();
  for (const column of ['review_count', 'ratings', 'languages', 'slug']) {
    await db.schema.alterTable('practitioners').dropColumn(column).execute();
  }
  await db.schema.dropTable('practitioner_degrees').execute();
  await db.schema.dropTable('practitioner_specialties').execute();
}
