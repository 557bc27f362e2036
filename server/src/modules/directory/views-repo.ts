import { sql } from 'kysely';
import type { Db } from '../../db/sql';
import type { SqliteWriter } from '../../db/sqlite-writer';

/** Profile views: counted once per viewer per India day (views.ts batches them), and the owner's daily chart. */

/**
 * Stores views not yet seen today; answers the new total of each business that got new ones (decision 84: held
 * profile documents show it at once). Three statements whatever the
 * batch's size (decision 81: at thousands of views a second, a statement per business cost more than the
 * profiles): the views (duplicates skipped), the businesses' totals, the owner's daily chart.
 */
export async function recordViews(
  db: Db,
  views: { business_id: number; viewer_key: string; view_date: string }[],
): Promise<Map<number, number>> {
  const added = new Map<number, number>();
  const totals = new Map<number, number>();
  if (!views.length) return totals;
  await db.transaction().execute(async (trx) => {
    const newRows: { business_id: number; view_date: string }[] = [];
    for (let i = 0; i < views.length; i += 500) {
      const rows = await trx
        .insertInto('business_views')
        .values(views.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .returning(['business_id', 'view_date'])
        .execute();
      newRows.push(...rows);
    }
    if (!newRows.length) return;
    for (const r of newRows) added.set(r.business_id, (added.get(r.business_id) ?? 0) + 1);
    // Every total in one statement: its numbers are counts made here, written as literals.
    const byBusiness = [...added].map(([id, n]) => sql`when ${sql.lit(id)} then ${sql.lit(n)}`);
    const written = await trx
      .updateTable('businesses')
      .set({ total_view: sql<number>`total_view + case business_id ${sql.join(byBusiness, sql` `)} else 0 end` })
      .where('business_id', 'in', [...added.keys()])
      .returning(['business_id', 'total_view'])
      .execute();
    for (const r of written) totals.set(r.business_id, Number(r.total_view));
    // The owner's daily chart: new views per business per India day (one row each, so one upsert).
    const perDay = new Map<string, { business_id: number; view_date: string; views: number }>();
    for (const v of newRows) {
      const key = `${v.business_id}|${v.view_date}`;
      const row = perDay.get(key) ?? { business_id: v.business_id, view_date: v.view_date, views: 0 };
      row.views++;
      perDay.set(key, row);
    }
    await trx
      .insertInto('business_view_days')
      .values([...perDay.values()])
      .onConflict((oc) =>
        oc
          .columns(['business_id', 'view_date'])
          .doUpdateSet((eb) => ({ views: eb('business_view_days.views', '+', eb.ref('excluded.views')) })),
      )
      .execute();
  });
  return totals;
}

/**
 * Decision 84: `recordViews` on SQLite's writer thread (db/sqlite-writer.ts), off the thread answering requests: the
 * same rows and totals, a prepared statement per view there. The body of `(db, args)` over a better-sqlite3
 * connection; answers [business id, new total] pairs.
 */
const RECORD_VIEWS_SCRIPT = `
  const insert = db.prepare('insert into business_views (business_id, viewer_key, view_date) values (?, ?, ?) on conflict do nothing returning business_id');
  const bump = db.prepare('update businesses set total_view = total_view + ? where business_id = ? returning total_view');
  const perDay = db.prepare('insert into business_view_days (business_id, view_date, views) values (?, ?, ?) on conflict (business_id, view_date) do update set views = business_view_days.views + excluded.views');
  const added = new Map();
  const days = new Map();
  for (const v of args) {
    if (!insert.get(v.business_id, v.viewer_key, v.view_date)) continue;
    added.set(v.business_id, (added.get(v.business_id) || 0) + 1);
    const key = v.business_id + '|' + v.view_date;
    const day = days.get(key);
    if (day) day[2]++;
    else days.set(key, [v.business_id, v.view_date, 1]);
  }
  const totals = [];
  for (const [id, n] of added) {
    const row = bump.get(n, id);
    if (row) totals.push([id, Number(row.total_view)]);
  }
  for (const d of days.values()) perDay.run(d[0], d[1], d[2]);
  return totals;
`;

export async function recordViewsOnWriter(
  writer: SqliteWriter,
  views: { business_id: number; viewer_key: string; view_date: string }[],
): Promise<Map<number, number>> {
  if (!views.length) return new Map();
  return new Map(await writer.run<[number, number][]>(RECORD_VIEWS_SCRIPT, views));
}

/** Views older than the given India date are no longer needed for de-duplication. */
export function pruneViews(db: Db, beforeDate: string) {
  return db.deleteFrom('business_views').where('view_date', '<', beforeDate).execute();
}

/** The owner's chart: views per India day from `fromDate` on. */
export function viewDays(db: Db, businessId: number, fromDate: string) {
  return db
    .selectFrom('business_view_days')
    .select(['view_date', 'views'])
    .where('business_id', '=', businessId)
    .where('view_date', '>=', fromDate)
    .execute();
}

/** What a business's day counts besides its views (decision 71): reveals, clicks, inquiries. */
export type ActivityMetric = 'contact_views' | 'calls' | 'whatsapps' | 'directions' | 'website_clicks' | 'inquiries';

/**
 * One more of `metric` on the business's India day. An upsert that adds in the database, so clicks at the same
 * moment (several processes too) each count.
 */
export function countActivity(db: Db, businessId: number, day: string, metric: ActivityMetric) {
  return db
    .insertInto('business_view_days')
    .values({ business_id: businessId, view_date: day, [metric]: 1 })
    .onConflict((oc) =>
      oc
        .columns(['business_id', 'view_date'])
        .doUpdateSet((eb) => ({ [metric]: eb(eb.ref(`business_view_days.${metric}`), '+', 1) })),
    )
    .execute();
}

/** The insights (decision 71): every counter of each India day from `fromDate` to `toDate` that has a row. */
export function activityDays(db: Db, businessId: number, fromDate: string, toDate: string) {
  return db
    .selectFrom('business_view_days')
    .select(['view_date', 'views', 'contact_views', 'calls', 'whatsapps', 'directions', 'website_clicks', 'inquiries'])
    .where('business_id', '=', businessId)
    .where('view_date', '>=', fromDate)
    .where('view_date', '<=', toDate)
    .orderBy('view_date')
    .execute();
}
