import { z } from 'zod';
import { ZBusinessProfile, ZContactDetails } from './directory';

/**
 * Decision 70: the review of a business — its history of decisions and resubmissions, the owner's resubmission
 * of a rejected business, and the admin's preview of a profile before deciding.
 */

export const REVIEW_ACTIONS = ['approved', 'rejected', 'resubmitted'] as const;
export type TReviewAction = (typeof REVIEW_ACTIONS)[number];

/** One step: who (an admin deciding, the owner resubmitting; no name for decisions older than the history). */
export const ZReviewEvent = z.object({
  event_id: z.number().int(),
  action: z.enum(REVIEW_ACTIONS),
  reason: z.string().nullable(),
  actor_role: z.enum(['admin', 'owner']),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TReviewEvent = z.infer<typeof ZReviewEvent>;

/** A business's review state and its history, oldest first. */
export const ZReviewHistory = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  /** 0 pending, 1 approved, 2 rejected */
  is_approve: z.number().int(),
  approval_reason: z.string().nullable(),
  events: z.array(ZReviewEvent),
});
export type TReviewHistory = z.infer<typeof ZReviewHistory>;

/** The admin's preview: the profile as the public would see it once approved, its contact details, the history. */
export const ZBusinessPreview = z.object({
  profile: ZBusinessProfile,
  contact: ZContactDetails,
  owner: z.object({ user_id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() }),
  history: ZReviewHistory,
});
export type TBusinessPreview = z.infer<typeof ZBusinessPreview>;
