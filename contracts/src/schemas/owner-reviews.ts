import { z } from 'zod';
import { ZReview } from './directory';

/** The owner's reviews tab (decision 72): every review of the business, with what the admin hid marked. */

export const OWNER_REVIEWS_PAGE = 10;

export const ZOwnerReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(OWNER_REVIEWS_PAGE),
  offset: z.coerce.number().int().min(0).default(0),
  /** `unanswered`: only the reviews without a reply */
  filter: z.enum(['all', 'unanswered']).default('all'),
});

export const ZOwnerReview = ZReview.extend({ is_hidden: z.number().int() });
export type TOwnerReview = z.infer<typeof ZOwnerReview>;

export const ZOwnerReviewList = z.object({
  rows: z.array(ZOwnerReview),
  /** every review (hidden too), and those the filter lists */
  count: z.number().int(),
  matching: z.number().int(),
  unanswered: z.number().int(),
  /** the public rating: the average of the visible reviews */
  average: z.number(),
});
export type TOwnerReviewList = z.infer<typeof ZOwnerReviewList>;
