import type { TOwnerReviewList } from '@gd/contracts/schemas/owner-reviews';
import * as reviews from '../reviews/owner-service';
import { type OwnerCtx, owned } from './context';

/** Decision 72: the owner's reviews tab — another owner's business answers 404. */
export async function ownerReviews(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  query: { limit: number; offset: number; filter: 'all' | 'unanswered' },
): Promise<TOwnerReviewList> {
  await owned(ctx, businessId, userId);
  return reviews.listForOwner(ctx.db, businessId, query);
}
