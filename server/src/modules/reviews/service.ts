import type { Kysely } from 'kysely';
import type { TReview, TReviewList, ZReviewReplyRequest, ZReviewRequest } from '@gd/contracts/schemas/directory';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import { publicDataChanged } from '../../platform/changes';
import { AppError } from '../../platform/errors';
import * as directory from '../directory/service';
import * as users from '../users/service';
import { announceReview } from './alerts';
import * as repo from './repo';

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
const reviewNotFound = () => AppError.notFound('REVIEW_NOT_FOUND', 'Review not found.');

async function ownerOf(db: Kysely<DB>, businessId: number): Promise<number> {
  const owner = await directory.publicOwner(db, businessId);
  if (owner === null) throw businessNotFound();
  return owner;
}

/** Recomputes the business's rating and review count from its visible reviews (decision 4), and announces it. */
async function refreshRatings(db: Kysely<DB>, businessId: number): Promise<void> {
  const { count, average } = await repo.summary(db, businessId);
  await directory.setRatings(db, businessId, average, count);
  publicDataChanged(db, { topic: 'reviews', id: businessId });
}

type ReviewRow = Awaited<ReturnType<typeof repo.listVisible>>[number];

/** Reviews with their reviewers' names (one lookup for the page); a review whose reviewer is gone is left out. */
async function withNames(db: Kysely<DB>, rows: ReviewRow[]): Promise<TReview[]> {
  const names = await users.namesById(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const name = names.get(r.user_id);
    if (name === undefined) return [];
    const { review_id, user_id, ...rest } = r;
    return [{ review_id, user_id, user_name: name, ...rest }];
  });
}

async function findMine(db: Kysely<DB>, businessId: number, userId: number): Promise<TReview | null> {
  const row = await repo.findMine(db, businessId, userId);
  return row ? ((await withNames(db, [row]))[0] ?? null) : null;
}

export async function listReviews(
  db: Kysely<DB>,
  businessId: number,
  opts: { limit: number; offset: number; viewerId: number | null },
): Promise<TReviewList> {
  await ownerOf(db, businessId);
  const [rows, { count, average }, mine] = await Promise.all([
    repo.listVisible(db, businessId, opts.limit, opts.offset).then((page) => withNames(db, page)),
    repo.summary(db, businessId),
    opts.viewerId ? findMine(db, businessId, opts.viewerId) : Promise.resolve(null),
  ]);
  return { rows, count, average, mine };
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
  const isNew = !(await repo.findMine(db, input.businessId, input.userId));
  await repo.upsert(db, {
    business_id: input.businessId,
    user_id: input.userId,
    rating: input.body.rating,
    review_text: input.body.review_text,
    now: input.now.toISOString(),
  });
  await refreshRatings(db, input.businessId);
  if (isNew) {
    const { rating, review_text: text } = input.body;
    await announceReview(
      db,
      { businessId: input.businessId, ownerId: owner, reviewerId: input.userId, rating, text },
      input.now,
    );
  }
  return (await findMine(db, input.businessId, input.userId))!;
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
  publicDataChanged(db, { topic: 'reviews', id: input.businessId });
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
