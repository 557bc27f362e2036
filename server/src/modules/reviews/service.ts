import type { Kysely } from 'kysely';
import type { TReview, TReviewList, ZReviewReplyRequest, ZReviewRequest } from '@gd/contracts/schemas/directory';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import { AppError } from '../../platform/errors';
import { clearMicroCache } from '../../platform/micro-cache';
import * as directory from '../directory/service';
import * as repo from './repo';

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
const reviewNotFound = () => AppError.notFound('REVIEW_NOT_FOUND', 'Review not found.');

async function ownerOf(db: Kysely<DB>, businessId: number): Promise<number> {
  const owner = await directory.publicOwner(db, businessId);
  if (owner === null) throw businessNotFound();
  return owner;
}

/** Recomputes the business's rating and review count from its visible reviews (decision 4). */
async function refreshRatings(db: Kysely<DB>, businessId: number): Promise<void> {
  const { count, average } = await repo.summary(db, businessId);
  await directory.setRatings(db, businessId, average, count);
}

export async function listReviews(
  db: Kysely<DB>,
  businessId: number,
  opts: { limit: number; offset: number; viewerId: number | null },
): Promise<TReviewList> {
  await ownerOf(db, businessId);
  const [rows, { count, average }, mine] = await Promise.all([
    repo.listVisible(db, businessId, opts.limit, opts.offset),
    repo.summary(db, businessId),
    opts.viewerId ? repo.findMine(db, businessId, opts.viewerId) : Promise.resolve(undefined),
  ]);
  return { rows: rows as TReview[], count, average, mine: (mine as TReview | undefined) ?? null };
}

/** One review per user per business: a second post edits the first. Owners cannot review their own business. */
export async function saveReview(
  db: Kysely<DB>,
  input: { businessId: number; userId: number; now: Date; body: z.output<typeof ZReviewRequest> },
): Promise<TReview> {
  const owner = await ownerOf(db, input.businessId);
  if (owner === input.userId) {
    throw AppError.forbidden('OWN_BUSINESS', 'You cannot review your own business.');
  }
  await repo.upsert(db, {
    business_id: input.businessId,
    user_id: input.userId,
    rating: input.body.rating,
    review_text: input.body.review_text,
    now: input.now.toISOString(),
  });
  await refreshRatings(db, input.businessId);
  return (await repo.findMine(db, input.businessId, input.userId)) as TReview;
}

/** The owner's single (editable) reply to a review of their business; anyone else gets 404. */
export async function reply(
  db: Kysely<DB>,
  input: {
    businessId: number;
    reviewId: number;
    userId: number;
    now: Date;
    body: z.output<typeof ZReviewReplyRequest>;
  },
): Promise<void> {
  const owner = await directory.publicOwner(db, input.businessId);
  if (owner === null || owner !== input.userId) throw businessNotFound();
  if (!(await repo.findInBusiness(db, input.businessId, input.reviewId))) throw reviewNotFound();
  await repo.setReply(db, input.reviewId, input.body.reply, input.now.toISOString());
  clearMicroCache(db);
}

/** Admin moderation: a hidden review leaves the list and the rating. The change is in the audit trail. */
export async function setHidden(
  db: Kysely<DB>,
  reviewId: number,
  hidden: boolean,
  now: Date,
  actorUserId: number | null = null,
): Promise<void> {
  const review = await repo.findById(db, reviewId);
  if (!review) throw reviewNotFound();
  await db.transaction().execute(async (trx) => {
    await repo.setHidden(trx, reviewId, hidden, now.toISOString());
    await audit(trx, {
      actorUserId,
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'business_reviews',
      entityId: reviewId,
      before: { is_hidden: review.is_hidden },
      after: { is_hidden: hidden ? 1 : 0 },
    });
  });
  await refreshRatings(db, review.business_id);
}
