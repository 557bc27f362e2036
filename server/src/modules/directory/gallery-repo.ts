import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/sql';

/** Decision 72: the owner arranges the gallery — its order (the first photo is the cover) and the captions. */

/**
 * The business's photos in the gallery's order. On PostgreSQL they are locked (in id order, so two arrangers
 * never deadlock) until the transaction ends: a second arrangement waits and then reads the first one's order.
 * SQLite runs one write transaction at a time.
 */
export function lockedGallery(db: Db, businessId: number) {
  let q = db
    .selectFrom('business_gallery')
    .select(['photo_id', 'sort_order'])
    .where('business_id', '=', businessId)
    .orderBy('photo_id');
  if (db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  return q
    .execute()
    .then((rows) => rows.sort((a, b) => a.sort_order - b.sort_order || a.photo_id - b.photo_id).map((r) => r.photo_id));
}

/** Places the photos in the given order (0, 1, 2, …); written in id order, like the lock. */
export async function writeOrder(db: Db, businessId: number, photoIds: readonly number[]): Promise<void> {
  const place = new Map(photoIds.map((id, i) => [id, i]));
  for (const id of [...photoIds].sort((a, b) => a - b)) {
    await db
      .updateTable('business_gallery')
      .set({ sort_order: place.get(id)! })
      .where('business_id', '=', businessId)
      .where('photo_id', '=', id)
      .execute();
  }
}

/** Sets (or with null removes) a photo's caption; false when the photo is not the business's. */
export async function writeCaption(db: Db, businessId: number, photoId: number, caption: string | null) {
  const res = await db
    .updateTable('business_gallery')
    .set({ caption })
    .where('business_id', '=', businessId)
    .where('photo_id', '=', photoId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
