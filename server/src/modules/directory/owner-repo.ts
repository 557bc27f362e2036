import { sql } from 'kysely';
import type { Db } from '../../db/sql';
import type { BusinessUpdate, NewBusiness } from './tables';

/**
 * The business record as its owner builds it (the wizard, the logo, the gallery, the chosen services) and as
 * the admin approves it. The owner module composes these through the directory's owner-service.
 */

export function insertBusiness(db: Db, values: NewBusiness) {
  return db.insertInto('businesses').values(values).returning(['business_id']).executeTakeFirstOrThrow();
}

/** The caller's own, not deleted business (every owner route starts here). */
export function findOwned(db: Db, businessId: number, userId: number) {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The owner's not deleted businesses, newest first, with their approval state and counters. */
export function listForOwner(db: Db, userId: number) {
  return db
    .selectFrom('businesses')
    .select([
      'business_id',
      'business_name',
      'slug',
      'business_logo',
      'category_id',
      'location_id',
      'is_approve',
      'approval_reason',
      'profile_step',
      'total_view',
      'total_inquiry',
      'created_at',
    ])
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('business_id', 'desc')
    .execute();
}

export function updateBusiness(db: Db, businessId: number, values: BusinessUpdate) {
  return db.updateTable('businesses').set(values).where('business_id', '=', businessId).execute();
}

export function findNames(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['business_name', 'owner_name'])
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

export function countGallery(db: Db, businessId: number) {
  return db
    .selectFrom('business_gallery')
    .select(db.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * A new photo goes last: after the highest place in the gallery (decision 72; counting the photos would put it
 * among them once earlier ones were deleted and the rest reordered). `sort_order` is that lowest place.
 */
export function insertPhoto(
  db: Db,
  row: { business_id: number; photo_url: string; thumb_url: string; sort_order: number; created_at: string },
) {
  return db
    .insertInto('business_gallery')
    .values({
      ...row,
      sort_order: sql<number>`(select coalesce(max(g.sort_order) + 1, ${row.sort_order}) from business_gallery g
        where g.business_id = ${row.business_id})`,
    })
    .returning(['photo_id', 'photo_url', 'thumb_url', 'caption'])
    .executeTakeFirstOrThrow();
}

export function findPhoto(db: Db, businessId: number, photoId: number) {
  return db
    .selectFrom('business_gallery')
    .select(['photo_id', 'photo_url', 'thumb_url', 'caption'])
    .where('business_id', '=', businessId)
    .where('photo_id', '=', photoId)
    .executeTakeFirst();
}

export function deletePhoto(db: Db, photoId: number) {
  return db.deleteFrom('business_gallery').where('photo_id', '=', photoId).execute();
}

export async function replaceServices(db: Db, businessId: number, serviceIds: readonly number[]) {
  await db.deleteFrom('business_services').where('business_id', '=', businessId).execute();
  if (serviceIds.length) {
    await db
      .insertInto('business_services')
      .values(serviceIds.map((service_id) => ({ business_id: businessId, service_id })))
      .execute();
  }
}

/** The admin's decision (decision 6); a deleted business is not changed. */
export function setApproval(
  db: Db,
  businessId: number,
  values: { is_approve: number; approval_reason: string | null; approved_at: string | null; updated_at: string },
) {
  return db
    .updateTable('businesses')
    .set(values)
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
