import { sql } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';

/**
 * One business as the public sees it (profile, contact details) and the business facts other modules show next
 * to their own rows. Names of cities, categories, services and options are not joined here: the service looks
 * them up in their modules (reference, categories), which keep them in memory.
 */

/** The columns of a business profile (the public profile and the admin's preview, decision 70). */
export const PROFILE_COLUMNS = [
  'b.business_id',
  'b.owner_user_id',
  'b.business_name',
  'b.owner_name',
  'b.slug',
  'b.business_logo',
  'b.description',
  'b.about_me',
  'b.latitude',
  'b.longitude',
  'b.location',
  'b.location_id',
  'b.zipcode',
  'b.service_areas',
  'b.operating_hours',
  'b.year',
  'b.category_id',
  'b.ratings',
  'b.number_of_reviews',
  'b.total_view',
  'b.social_media_facebook',
  'b.social_media_instagram',
  'b.social_media_youtube',
  'b.social_media_pinterest',
  'b.social_media_website',
  'b.website_url',
  'b.created_at',
] as const;

/** An approved, not deleted business, for the public profile. */
export function findPublicProfile(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .select(PROFILE_COLUMNS)
    .where('b.business_id', '=', businessId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listGallery(db: Db, businessId: number) {
  return db
    .selectFrom('business_gallery')
    .select(['photo_id', 'photo_url', 'thumb_url', 'caption'])
    .where('business_id', '=', businessId)
    .orderBy('sort_order')
    .orderBy('photo_id')
    .execute();
}

/** The ids of the services the business offers (their names are the categories module's). */
export async function listServiceIds(db: Db, businessId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('business_services')
    .select('service_id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((r) => r.service_id);
}

export function findPublicContact(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .select([
      'b.contact_name',
      'b.contact_email',
      'b.contact_phone',
      'b.contact_designation',
      'b.phone',
      'b.email',
      'b.website_url',
    ])
    .where('b.business_id', '=', businessId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The owner of an approved, not deleted business (undefined when it is not public). */
export function findPublicOwner(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select('owner_user_id')
    .where('business_id', '=', businessId)
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Reviews keep the business's rating and review count (decision 4). */
export function setRatings(db: Db, businessId: number, average: number, count: number) {
  return db
    .updateTable('businesses')
    .set({ ratings: average, number_of_reviews: count })
    .where('business_id', '=', businessId)
    .execute();
}

/** One more inquiry received (total_inquiry). */
export function addInquiry(db: Db, businessId: number) {
  return db
    .updateTable('businesses')
    .set((eb) => ({ total_inquiry: eb('total_inquiry', '+', 1) }))
    .where('business_id', '=', businessId)
    .execute();
}

/**
 * What other modules show of the businesses on a page of their rows (jobs, offers, inquiries), deleted and
 * unapproved ones too: the caller decides what to show of those.
 */
export function findSummaries(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('businesses')
    .select([
      'business_id',
      'owner_user_id',
      'business_name',
      'owner_name',
      'slug',
      'business_logo',
      'location',
      'location_id',
      'zipcode',
      'is_approve',
      'deleted_at',
    ])
    .where('business_id', 'in', [...new Set(ids)])
    .execute();
}

/** Each business's first gallery photo (in the owner's order) and how many it has: the cards' photo. */
export async function galleryCovers(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { photo_url: string; thumb_url: string | null; count: number }>> {
  const covers = new Map<number, { photo_url: string; thumb_url: string | null; count: number }>();
  if (!ids.length) return covers;
  const rows = await db
    .selectFrom('business_gallery')
    .select(['business_id', 'photo_url', 'thumb_url'])
    .where('business_id', 'in', [...ids])
    .orderBy('business_id')
    .orderBy('sort_order')
    .orderBy('photo_id')
    .execute();
  for (const r of rows) {
    const seen = covers.get(r.business_id);
    if (seen) seen.count++;
    else covers.set(r.business_id, { photo_url: r.photo_url, thumb_url: r.thumb_url, count: 1 });
  }
  return covers;
}
