import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZOwnerReviewList, ZOwnerReviewsQuery } from '../schemas/owner-reviews';

/** Decision 72: the owner's reviews tab. Replying is `PUT /businesses/:id/reviews/:review_id/reply` (reviews.ts). */
export const listOwnerReviews = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/reviews',
  tags: ['owner'],
  access: 'user',
  summary:
    'Every review of my business (hidden ones marked), newest first; `filter=unanswered` for those without a reply',
  params: ZIdParam,
  query: ZOwnerReviewsQuery,
  data: ZOwnerReviewList,
  errors: [400, 401, 404],
});
