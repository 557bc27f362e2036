import type { Kysely } from 'kysely';

/** Daily profile views per business (India days), for the owner's 30-day chart. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_view_days')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
    .addColumn('view_date', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('business_view_days_pk', ['business_id', 'view_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_view_days').execute();
}
