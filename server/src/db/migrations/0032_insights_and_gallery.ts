import { type Kysely, sql } from 'kysely';
import { dialectOf } from './kit';

/** The daily counters added to business_view_days (decision 71), besides its `views`. */
const COUNTERS = ['contact_views', 'calls', 'whatsapps', 'directions', 'website_clicks', 'inquiries'] as const;

/**
 * Decision 71: the owner's insights. The business's daily row (business_view_days, India days) also counts
 * contact-detail reveals, call / WhatsApp / directions / website clicks and inquiries; each is raised by an upsert,
 * so clicks at the same moment each count. The inquiries already received are counted on their India day.
 *
 * Decision 72: a gallery photo has an optional caption (the first photo in the owner's order is the cover).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  for (const column of COUNTERS) {
    await db.schema
      .alterTable('business_view_days')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const day =
    d === 'postgres'
      ? sql`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
      : sql`date(created_at, '+330 minutes')`;
  await sql`insert into business_view_days (business_id, view_date, inquiries)
    select business_id, ${day}, count(*) from inquiries
    where business_id in (select business_id from businesses)
    group by business_id, ${day}
    on conflict (business_id, view_date) do update set inquiries = excluded.inquiries`.execute(db);

  await db.schema.alterTable('business_gallery').addColumn('caption', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_gallery').dropColumn('caption').execute();
  for (const column of COUNTERS) await db.schema.alterTable('business_view_days').dropColumn(column).execute();
}
