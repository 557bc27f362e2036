import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZReview, ZReviewList, ZReviewReplyRequest, ZReviewRequest } from '../schemas/directory';

/** Reviews of a business (decision 4): the list, the caller's own review, the owner's reply, admin moderation. */
const tags = ['reviews'] as const;
const errors = [400, 401, 403, 404, 429] as const;

const ZReviewParams = ZIdParam.extend({ review_id: z.coerce.number().int().positive() });
const ZReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});

export const listReviews = defineEndpoint({
  method: 'GET',
  path: '/businesses/:id/reviews',
  tags,
  access: 'optional',
  summary: 'Visible reviews, newest first, with the average, the count and the caller’s own review',
  params: ZIdParam,
  query: ZReviewsQuery,
  data: ZReviewList,
  errors,
});

export const saveReview = defineEndpoint({
  method: 'POST',
  path: '/businesses/:id/reviews',
  tags,
  access: 'user',
  summary: 'Creates or edits the caller’s review (rating 1–5, text up to 1000)',
  params: ZIdParam,
  body: ZReviewRequest,
  data: ZReview,
  errors,
});

export const replyToReview = defineEndpoint({
  method: 'PUT',
  path: '/businesses/:id/reviews/:review_id/reply',
  tags,
  access: 'user',
  summary: 'The owner’s reply to a review of their business',
  params: ZReviewParams,
  body: ZReviewReplyRequest,
  data: z.null(),
  errors,
});

export const setReviewHidden = defineEndpoint({
  method: 'PATCH',
  path: '/admin/reviews/:review_id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Hides or shows a review (admin)',
  params: z.object({ review_id: z.coerce.number().int().positive() }),
  body: z.object({ is_hidden: z.union([z.literal(0), z.literal(1)]) }),
  data: z.null(),
  errors,
});
