import { defineEndpoint } from '../endpoint';
import { ZBusinessPreview, ZReviewHistory } from '../schemas/business-review';
import { ZIdParam } from '../schemas/common';

/**
 * Decision 70: a rejected business back to review, the history of its review, and the admin's preview. Another
 * owner's business (or none) answers 404; a business that is not rejected cannot be resubmitted (409).
 */

export const resubmitBusiness = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/resubmit',
  tags: ['owner'],
  access: 'user',
  summary: 'Sends my rejected business back to review (pending); answers its review history',
  params: ZIdParam,
  data: ZReviewHistory,
  errors: [401, 404, 409],
});

export const getMyReviewHistory = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/review-history',
  tags: ['owner'],
  access: 'user',
  summary: 'The review of my business: its state and every decision and resubmission, with dates and who',
  params: ZIdParam,
  data: ZReviewHistory,
  errors: [401, 404],
});

export const previewBusiness = defineEndpoint({
  method: 'GET',
  path: '/admin/businesses/:id/preview',
  tags: ['admin'],
  access: 'admin',
  summary: 'Any business (pending above all) as the public would see it, with its contact details and review history',
  params: ZIdParam,
  data: ZBusinessPreview,
  errors: [401, 403, 404],
});
