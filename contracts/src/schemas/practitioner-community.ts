import { z } from 'zod';

/**
 * Decision 65, questions and reviews: a logged-in user asks a practitioner, the practitioner answers, an admin
 * approves before it is public; a patient whose visit reached checkout reviews it once, the practitioner replies
 * once, an admin may hide a review.
 */

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 4000;
export const PRACTITIONER_REVIEW_MAX = 1000;
/** Reviews on the profile itself; the rest are read a page at a time. */
export const PROFILE_REVIEWS = 5;
export const REVIEWS_PAGE_SIZE = 10;

/** is_approve of a question: 0 waiting for the admin, 1 approved (public once answered), 2 rejected. */
export const QUESTION_APPROVAL = { WAITING: 0, APPROVED: 1, REJECTED: 2 } as const;

const page = (max: number, size: number) => ({
  limit: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int()
    .min(1, 'FIELD_INVALID')
    .max(max, 'FIELD_INVALID')
    .default(size),
  offset: z.coerce
    .number({ error: 'FIELD_INVALID' })
    .int()
    .min(0, 'FIELD_INVALID')
    .max(100_000, 'FIELD_INVALID')
    .default(0),
});

export const ZAskRequest = z
  .object({
    question: z
      .string({ error: 'QUESTION_REQUIRED' })
      .trim()
      .min(1, 'QUESTION_REQUIRED')
      .min(QUESTION_MIN, 'QUESTION_TOO_SHORT')
      .max(QUESTION_MAX, 'QUESTION_TOO_LONG'),
  })
  .strict();
export type TAskRequest = z.input<typeof ZAskRequest>;

export const ZAnswerRequest = z
  .object({
    answer: z.string({ error: 'ANSWER_REQUIRED' }).trim().min(1, 'ANSWER_REQUIRED').max(ANSWER_MAX, 'ANSWER_TOO_LONG'),
  })
  .strict();
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;

/** A question as its practitioner, its asker and the admin see it. */
export const ZQuestion = z.object({
  answer_id: z.number().int(),
  practitioner_id: z.number().int(),
  question: z.string(),
  /** null until the practitioner answers. */
  answer: z.string().nullable(),
  is_approve: z.number().int(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZPractitionerQuestionsQuery = z.object({
  /** open: not answered yet; answered: answered (waiting or approved); all: both. Rejected ones are left out. */
  status: z.enum(['open', 'answered', 'all'], { error: 'FIELD_INVALID' }).default('all'),
  ...page(50, 20),
});
export const ZQuestionList = z.object({
  rows: z.array(ZQuestion),
  count: z.number().int(),
  /** Questions still waiting for an answer (whatever the filter). */
  open: z.number().int(),
});
export type TQuestionList = z.infer<typeof ZQuestionList>;

export const ZAdminQuestionsQuery = z.object({
  /** waiting: answered, waiting for approval (the queue); unanswered; approved; rejected. */
  status: z.enum(['waiting', 'unanswered', 'approved', 'rejected'], { error: 'FIELD_INVALID' }).default('waiting'),
  ...page(50, 20),
});
export const ZAdminQuestion = ZQuestion.extend({
  practitioner_name: z.string(),
  asker_name: z.string().nullable(),
});
export type TAdminQuestion = z.infer<typeof ZAdminQuestion>;
export const ZAdminQuestionList = z.object({ rows: z.array(ZAdminQuestion), count: z.number().int() });
export type TAdminQuestionList = z.infer<typeof ZAdminQuestionList>;

export const ZModerateQuestion = z
  .object({ is_approve: z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' }) })
  .strict();

// --- Reviews -----------------------------------------------------------------------------------------------

export const ZPractitionerReviewRequest = z
  .object({
    rating: z
      .number({ error: 'RATING_REQUIRED' })
      .int('RATING_REQUIRED')
      .min(1, 'RATING_REQUIRED')
      .max(5, 'RATING_REQUIRED'),
    review_text: z
      .string({ error: 'REVIEW_TEXT_REQUIRED' })
      .trim()
      .min(1, 'REVIEW_TEXT_REQUIRED')
      .max(PRACTITIONER_REVIEW_MAX, 'REVIEW_TOO_LONG'),
  })
  .strict();
export type TPractitionerReviewRequest = z.input<typeof ZPractitionerReviewRequest>;

export const ZReplyRequest = z
  .object({
    reply: z
      .string({ error: 'REPLY_REQUIRED' })
      .trim()
      .min(1, 'REPLY_REQUIRED')
      .max(PRACTITIONER_REVIEW_MAX, 'REVIEW_TOO_LONG'),
  })
  .strict();
export type TReplyRequest = z.input<typeof ZReplyRequest>;

/** A review as the public sees it: the reviewer by first name and initial ("Kiran D."). */
export const ZPractitionerReview = z.object({
  review_id: z.number().int(),
  practitioner_id: z.number().int(),
  reviewer: z.string(),
  rating: z.number().int(),
  review_text: z.string(),
  reply: z.string().nullable(),
  reply_at: z.string().nullable(),
  created_at: z.string(),
});
export type TPractitionerReview = z.infer<typeof ZPractitionerReview>;

export const ZReviewsQuery = z.object(page(50, REVIEWS_PAGE_SIZE));
export const ZPractitionerReviewList = z.object({
  rows: z.array(ZPractitionerReview),
  count: z.number().int(),
  /** The practitioner's rating over their visible reviews (one decimal). */
  average: z.number(),
});
export type TPractitionerReviewList = z.infer<typeof ZPractitionerReviewList>;

/** A review with what its practitioner, its author and the admin also see. */
export const ZOwnReview = ZPractitionerReview.extend({
  appointment_id: z.number().int(),
  appointment_date: z.string(),
  is_hidden: z.number().int(),
});
export type TOwnReview = z.infer<typeof ZOwnReview>;

export const ZPractitionerOwnReviewsQuery = z.object({
  /** unreplied: still waiting for the practitioner's reply. */
  status: z.enum(['unreplied', 'all'], { error: 'FIELD_INVALID' }).default('all'),
  ...page(50, 20),
});
export const ZOwnReviewList = z.object({
  rows: z.array(ZOwnReview),
  count: z.number().int(),
  unreplied: z.number().int(),
});
export type TOwnReviewList = z.infer<typeof ZOwnReviewList>;

/** The caller's own reviews (My appointments shows which visits are reviewed). */
export const ZMyReviews = z.array(ZOwnReview.extend({ practitioner_name: z.string() }));
export type TMyReviews = z.infer<typeof ZMyReviews>;

export const ZAdminReviewsQuery = z.object({
  hidden: z.coerce.number({ error: 'FIELD_INVALID' }).int().min(0, 'FIELD_INVALID').max(1, 'FIELD_INVALID').optional(),
  ...page(50, 20),
});
export const ZAdminReview = ZOwnReview.extend({ practitioner_name: z.string(), reviewer_full_name: z.string() });
export type TAdminReview = z.infer<typeof ZAdminReview>;
export const ZAdminReviewList = z.object({ rows: z.array(ZAdminReview), count: z.number().int() });
export type TAdminReviewList = z.infer<typeof ZAdminReviewList>;

export const ZHideReview = z
  .object({ is_hidden: z.union([z.literal(0), z.literal(1)], { error: 'FIELD_INVALID' }) })
  .strict();
