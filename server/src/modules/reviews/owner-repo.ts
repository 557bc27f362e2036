import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/** The owner's reviews tab (decision 72): every review of the business, hidden ones too, newest first. */

const columns = [
  'review_id',
  'user_id',
  'rating',
  'review_text',
  'owner_reply',
  'owner_reply_at',
  'is_hidden',
  'created_at',
  'updated_at',
] as const;

export function listForOwner(db: Db, businessId: number, opts: { limit: number; offset: number; unanswered: boolean }) {
  let q = db.selectFrom('business_reviews').select(columns).where('business_id', '=', businessId);
  if (opts.unanswered) q = q.where('owner_reply', 'is', null);
  return q.orderBy('created_at', 'desc').orderBy('review_id', 'desc').limit(opts.limit).offset(opts.offset).execute();
}

export async function ownerCounts(db: Db, businessId: number) {
  const row = await db
    .selectFrom('business_reviews')
    .select([
      db.fn.countAll<number>().as('all'),
      sql<number>`sum(case when owner_reply is null then 1 else 0 end)`.as('unanswered'),
      sql<number>`sum(case when is_hidden = 0 then 1 else 0 end)`.as('visible'),
      sql<number>`avg(case when is_hidden = 0 then rating end)`.as('average'),
    ])
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.all),
    unanswered: Number(row.unanswered ?? 0),
    visible: Number(row.visible ?? 0),
    average: row.average === null ? 0 : Math.round(Number(row.average) * 10) / 10,
  };
}
