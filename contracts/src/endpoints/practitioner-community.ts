import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAdminQuestionList,
  ZAdminQuestionsQuery,
  ZAdminReviewList,
  ZAdminReviewsQuery,
  ZAnswerRequest,
  ZAskRequest,
  ZHideReview,
  ZModerateQuestion,
  ZMyReviews,
  ZOwnReview,
  ZOwnReviewList,
  ZPractitionerOwnReviewsQuery,
  ZPractitionerQuestionsQuery,
  ZPractitionerReview,
  ZPractitionerReviewList,
  ZPractitionerReviewRequest,
  ZQuestion,
  ZQuestionList,
  ZReplyRequest,
  ZReviewsQuery,
} from '../schemas/practitioner-community';

/**
 * Decision 65, questions and reviews: users ask practitioners, practitioners answer, admins approve; patients
 * review a checked-out visit once, practitioners reply once, admins hide.
 */
const tags = ['practitioners'] as const;
const errors = [400, 401, 403, 404, 409, 429] as const;

export const askQuestion = defineEndpoint({
  method: 'POST',
  path: '/practitioners/:id/questions',
  tags,
  access: 'user',
  summary: 'Asks a verified practitioner a question; public once answered and approved by an admin',
  params: ZIdParam,
  body: ZAskRequest,
  data: ZQuestion,
  status: 201,
  errors,
});

export const practitionerReviews = defineEndpoint({
  method: 'GET',
  path: '/practitioners/:id/reviews',
  tags,
  access: 'public',
  summary: "A verified practitioner's visible reviews, newest first, with replies and the average",
  params: ZIdParam,
  query: ZReviewsQuery,
  data: ZPractitionerReviewList,
  errors,
});

export const reviewAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/review',
  tags,
  access: 'user',
  summary: 'The patient reviews their checked-out visit (1–5 stars and text), once per appointment',
  params: ZIdParam,
  body: ZPractitionerReviewRequest,
  data: ZPractitionerReview,
  status: 201,
  errors,
});

export const myReviews = defineEndpoint({
  method: 'GET',
  path: '/appointments/reviews',
  tags,
  access: 'user',
  summary: "The caller's reviews of their visits",
  data: ZMyReviews,
  errors,
});

export const ownQuestions = defineEndpoint({
  method: 'GET',
  path: '/practitioner/questions',
  tags,
  access: 'practitioner',
  summary: 'Questions to the practitioner, unanswered first (rejected ones are left out)',
  query: ZPractitionerQuestionsQuery,
  data: ZQuestionList,
  errors,
});

export const answerQuestion = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/questions/:id/answer',
  tags,
  access: 'practitioner',
  summary: 'Answers (or edits the answer of) a question to the practitioner; it then waits for approval',
  params: ZIdParam,
  body: ZAnswerRequest,
  data: ZQuestion,
  errors,
});

export const ownReviews = defineEndpoint({
  method: 'GET',
  path: '/practitioner/reviews',
  tags,
  access: 'practitioner',
  summary: "Reviews of the practitioner's visits, those without a reply first",
  query: ZPractitionerOwnReviewsQuery,
  data: ZOwnReviewList,
  errors,
});

export const replyToReview = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/reviews/:id/reply',
  tags,
  access: 'practitioner',
  summary: 'The practitioner replies to a review, once (a second reply is 409)',
  params: ZIdParam,
  body: ZReplyRequest,
  data: ZOwnReview,
  errors,
});

export const adminQuestions = defineEndpoint({
  method: 'GET',
  path: '/admin/practitioner-questions',
  tags: ['admin'],
  access: 'admin',
  summary: 'Questions to practitioners by state; by default the answered ones waiting for approval',
  query: ZAdminQuestionsQuery,
  data: ZAdminQuestionList,
  errors,
});

export const moderateQuestion = defineEndpoint({
  method: 'PATCH',
  path: '/admin/practitioner-questions/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Approves (1, answered questions only) or rejects (2) a question; audited',
  params: ZIdParam,
  body: ZModerateQuestion,
  data: ZQuestion,
  errors,
});

export const adminReviews = defineEndpoint({
  method: 'GET',
  path: '/admin/practitioner-reviews',
  tags: ['admin'],
  access: 'admin',
  summary: 'Reviews of practitioners, newest first, visible or hidden',
  query: ZAdminReviewsQuery,
  data: ZAdminReviewList,
  errors,
});

export const hideReview = defineEndpoint({
  method: 'PATCH',
  path: '/admin/practitioner-reviews/:id',
  tags: ['admin'],
  access: 'admin',
  summary: "Hides (1) or shows (0) a review; the practitioner's rating follows in the same transaction; audited",
  params: ZIdParam,
  body: ZHideReview,
  data: z.object({ review_id: z.number().int(), is_hidden: z.number().int() }),
  errors,
});
