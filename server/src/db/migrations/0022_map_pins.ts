import { type Kysely, sql } from 'kysely';

/**
 * Decision 63: a map pin per business (`latitude`, `longitude`, degrees; null until set) with an index on both
 * that answers "within N km" through a latitude/longitude box, and each city's centre, where a new pin starts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['businesses', 'cities']) {
    await db.schema.alterTable(table).addColumn('latitude', 'real').execute();
    await db.schema.alterTable(table).addColumn('longitude', 'real').execute();
  }
  // Public businesses with a pin: the box's latitude range drives, the longitude is checked from the index.
  await sql`create index businesses_pin_ix on businesses (latitude, longitude) where latitude is not null and is_approve = 1 and deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('businesses_pin_ix').execute();
  for (const table of ['businesses', 'cities']) {
    await db.schema.alterTable(table).dropColumn('longitude').execute();
    await db.schema.alterTable(table).dropColumn('latitude').execute();
  }
}
