import type { Kysely } from 'kysely';

/**
 * Decision 81: each public business profile's answer, kept ready. The JSON text of GET /api/businesses/:id in
 * pieces around what is worked out per request (the view count, the plan badge of today, open now): `head` ends
 * just before the view count, `middle` runs from after it to just before the plan badge. `version` is raised by
 * every change that makes the document stale (the text is then null), so a rebuild that read the old data before
 * the change cannot store it after it. A business without a row has no document yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_profiles')
    .addColumn('business_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('head', 'text')
    .addColumn('middle', 'text')
    .addColumn('hours', 'text')
    .addColumn('plan_name', 'text')
    .addColumn('plan_date', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_profiles').execute();
}
