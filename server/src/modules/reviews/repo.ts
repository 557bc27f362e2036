import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/** Reviews of businesses (decision 4). Reviewers' names are the users module's (users.namesById). */

const reviewColumns = [
  'r.review_id',
  'r.user_id',
  'r.rating',
  'r.review_text',
  'r.owner_reply',
  'r.owner_reply_at',
  'r.created_at',
  'r.updated_at',
] as const;

export function listVisible(db: Db, businessId: number, limit: number, offset: number) {
  return db
    .selectFrom('business_reviews as r')
    .select(reviewColumns)
    .where('r.business_id', '=', businessId)
    .where('r.is_hidden', '=', sql.lit(0))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.review_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function summary(db: Db, businessId: number) {
  const row = await db
    .selectFrom('business_reviews')
    .select([db.fn.countAll<number>().as('n'), db.fn.avg<number>('rating').as('avg')])
    .where('business_id', '=', businessId)
    .where('is_hidden', '=', sql.lit(0))
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return { count, average: count ? Math.round(Number(row.avg) * 10) / 10 : 0 };
}

export function findMine(db: Db, businessId: number, userId: number) {
  return db
    .selectFrom('business_reviews as r')
    .select(reviewColumns)
    .where('r.business_id', '=', businessId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

export function upsert(
  db: Db,
  row: { business_id: number; user_id: number; rating: number; review_text: string; now: string },
) {
  return db
    .insertInto('business_reviews')
    .values({
      business_id: row.business_id,
      user_id: row.user_id,
      rating: row.rating,
      review_text: row.review_text,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['business_id', 'user_id'])
        .doUpdateSet({ rating: row.rating, review_text: row.review_text, updated_at: row.now }),
    )
    .execute();
}

export function findInBusiness(db: Db, businessId: number, reviewId: number) {
  return db
    .selectFrom('business_reviews')
    .select(['review_id', 'business_id', 'is_hidden'])
    .where('review_id', '=', reviewId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

export function findById(db: Db, reviewId: number) {
  return db
    .selectFrom('business_reviews')
    .select(['review_id', 'business_id', 'is_hidden'])
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
}

export function setReply(db: Db, reviewId: number, reply: string, now: string) {
  return db
    .updateTable('business_reviews')
    .set({ owner_reply: reply, owner_reply_at: now })
    .where('review_id', '=', reviewId)
    .execute();
}

export function setHidden(db: Db, reviewId: number, hidden: boolean, now: string) {
  return db
    .updateTable('business_reviews')
    .set({ is_hidden: hidden ? 1 : 0, updated_at: now })
    .where('review_id', '=', reviewId)
    .execute();
}
