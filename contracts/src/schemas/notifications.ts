import { z } from 'zod';

/**
 * Decision 69, lead alerts: what an owner is told about (in the bell and by mail, in their language), and the
 * switches that turn each kind off. A notification's kind names its text; `params` fills it in.
 */
export const NOTIFICATION_KINDS = [
  'inquiry',
  'job_application',
  'review',
  'business_approved',
  'business_rejected',
  'payment_confirmed',
  'payment_rejected',
  'plan_expiring',
  'plan_expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The switches an owner has: one per event (an approval and a rejection are one event, a payment's outcome too). */
export const NOTIFICATION_SETTINGS = [
  'inquiry',
  'job_application',
  'review',
  'approval',
  'payment',
  'plan_expiring',
  'plan_expired',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

/** Which switch turns a kind off. */
export const SETTING_OF_KIND: Record<NotificationKind, NotificationSetting> = {
  inquiry: 'inquiry',
  job_application: 'job_application',
  review: 'review',
  business_approved: 'approval',
  business_rejected: 'approval',
  payment_confirmed: 'payment',
  payment_rejected: 'payment',
  plan_expiring: 'plan_expiring',
  plan_expired: 'plan_expired',
};

/** What fills a notification's text in (each kind uses some). */
export const ZNotificationParams = z.object({
  business_name: z.string().nullable().optional(),
  /** who wrote: the inquirer, the applicant, the reviewer */
  from_name: z.string().optional(),
  /** the inquiry's subject, the job's title */
  subject: z.string().optional(),
  /** the inquiry's message or the review's text (shortened) */
  message: z.string().optional(),
  /** the inquirer's mobile, for the WhatsApp reply link */
  mobile: z.string().optional(),
  rating: z.number().int().optional(),
  /** the admin's reason for a rejection, or note on a payment */
  reason: z.string().nullable().optional(),
  plan_name: z.string().optional(),
  /** India calendar day, YYYY-MM-DD */
  end_date: z.string().optional(),
  amount_paise: z.number().int().optional(),
});
export type TNotificationParams = z.infer<typeof ZNotificationParams>;

export const ZNotification = z.object({
  notification_id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  business_id: z.number().int().nullable(),
  params: ZNotificationParams,
  /** the app's page it is about (a path), if any */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  rows: z.array(ZNotification),
  unread: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Mark these (the caller's own) read, or all of them. */
export const ZMarkNotificationsRead = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(200).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => (b.ids === undefined) !== (b.all === undefined), { message: 'FIELD_REQUIRED', path: ['ids'] });
export type TMarkNotificationsRead = z.input<typeof ZMarkNotificationsRead>;

export const ZNotificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_SETTINGS.map((k) => [k, z.boolean()])) as Record<NotificationSetting, z.ZodBoolean>,
);
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsUpdate = ZNotificationSettings.partial().strict();

/** The owner's reply to an inquiry, sent by mail to the inquirer. */
export const INQUIRY_REPLY_MAX = 2000;
export const ZInquiryReplyRequest = z.object({
  message: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(INQUIRY_REPLY_MAX, 'FIELD_TOO_LONG'),
});
export type TInquiryReplyRequest = z.input<typeof ZInquiryReplyRequest>;
export const ZInquiryReplyResult = z.object({ replied_at: z.string() });
