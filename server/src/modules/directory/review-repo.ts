import { sql } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';
import type { BusinessReviewEventsTable } from './tables';
import { PROFILE_COLUMNS } from './profile-repo';
import type { Insertable } from 'kysely';

/**
 * Decision 70: the review history of a business (business_review_events), the owner's resubmission of a rejected
 * business, and the record of any not deleted business whatever its approval (the admin's preview).
 */

export function insertReviewEvent(db: Db, values: Insertable<BusinessReviewEventsTable>) {
  return db.insertInto('business_review_events').values(values).execute();
}

export function listReviewEvents(db: Db, businessId: number) {
  return db
    .selectFrom('business_review_events')
    .select(['event_id', 'action', 'reason', 'actor_user_id', 'created_at'])
    .where('business_id', '=', businessId)
    .orderBy('event_id')
    .execute();
}

/** The review state of a not deleted business; with `ownerId`, only when that user owns it. */
export function findReviewState(db: Db, businessId: number, ownerId?: number) {
  let q = db
    .selectFrom('businesses')
    .select(['business_id', 'business_name', 'owner_user_id', 'is_approve', 'approval_reason'])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null);
  if (ownerId !== undefined) q = q.where('owner_user_id', '=', ownerId);
  return q.executeTakeFirst();
}

/** Rejected → pending, only for its owner and only while it is rejected: the condition decides a race. */
export async function resubmitRejected(db: Db, businessId: number, ownerId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('businesses')
    .set({ is_approve: APPROVAL.PENDING, approval_reason: null, approved_at: null, updated_at: now })
    .where('business_id', '=', businessId)
    .where('owner_user_id', '=', ownerId)
    .where('is_approve', '=', sql.lit(APPROVAL.REJECTED))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A not deleted business for the admin's preview, approved or not (the same columns as the public profile). */
export function findAnyProfile(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .select(PROFILE_COLUMNS)
    .where('b.business_id', '=', businessId)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The contact details of a not deleted business, approved or not (the admin's preview). */
export function findAnyContact(db: Db, businessId: number) {
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
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}
