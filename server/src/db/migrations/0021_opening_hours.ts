import { type Kysely, sql } from 'kysely';

/**
 * Decision 62: structured opening hours. `business_hours` holds a business's shifts (ISO weekday 1–7, opening
 * and closing as minutes after that day's midnight; a shift past midnight closes after 1,440), `business_holidays`
 * the India calendar days it is closed. `hours_checked` is 1 once the free-text `operating_hours` has been read
 * into shifts (or found unreadable, or the owner saved hours): the app reads the rest when it starts
 * (directory: fillHoursFromText), as migrations never run app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_hours')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addColumn('closes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_hours_pk', ['business_id', 'day', 'opens'])
    .execute();
  await db.schema
    .createTable('business_holidays')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.business_id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_holidays_pk', ['business_id', 'day'])
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('hours_checked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update businesses set hours_checked = 1 where operating_hours is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').dropColumn('hours_checked').execute();
  await db.schema.dropTable('business_holidays').execute();
  await db.schema.dropTable('business_hours').execute();
}
