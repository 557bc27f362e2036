import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';

/**
 * Community content (issue 7): events, offers and the contact-us form.
 * Dates of events and offers are India calendar days (YYYY-MM-DD); timestamps are ISO UTC.
 * Write bodies come as multipart form fields (an image may travel with them), so every field is a string
 * that the schema turns into its stored value. Every body is strict: unknown keys answer 400 FIELD_UNKNOWN.
 */

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(v: string): boolean {
  if (!DAY_PATTERN.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v;
}

const day = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((v) => v === '' || isCalendarDay(v), 'DATE_INVALID');

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), 'DATE_INVALID')
  .transform((v) => v || null)
  .nullish();

const requiredText = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'FIELD_TOO_LONG');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .transform((v) => v || null)
    .nullish();

// ---------------------------------------------------------------------------------------------------------------
// Events

/** Spec §4 leaves event status values open: published (public), draft (admins only), cancelled (public, marked). */
export const EVENT_STATUSES = ['published', 'draft', 'cancelled'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];
/** Statuses a visitor may see and filter by: drafts are never public. */
export const PUBLIC_EVENT_STATUSES = ['published', 'cancelled'] as const;

export const EVENT_DESCRIPTION_MAX = 5000;

export const ZCreateEventRequest = z
  .object({
    event_name: requiredText('EVENT_NAME_REQUIRED', 150),
    event_description: optionalText(EVENT_DESCRIPTION_MAX),
    event_start_date: day('EVENT_START_DATE_REQUIRED'),
    event_end_date: optionalDay,
    event_location: requiredText('EVENT_LOCATION_REQUIRED', 200),
    event_organizer: optionalText(150),
    event_status: z.enum(EVENT_STATUSES, { error: 'EVENT_STATUS_INVALID' }).default('published'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.event_end_date && v.event_start_date && v.event_end_date < v.event_start_date)
      ctx.addIssue({ code: 'custom', path: ['event_end_date'], message: 'END_BEFORE_START' });
  });
export type TCreateEventRequest = z.input<typeof ZCreateEventRequest>;
/** Editing sends the whole form again (the image only when it changes). */
export const ZUpdateEventRequest = ZCreateEventRequest;
export type TUpdateEventRequest = TCreateEventRequest;

export const ZEventCard = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_start_date: z.string(),
  event_end_date: z.string().nullable(),
  event_location: z.string(),
  event_image_url: z.string().nullable(),
  event_status: z.enum(EVENT_STATUSES),
});
export type TEventCard = z.infer<typeof ZEventCard>;

export const ZEvent = ZEventCard.extend({
  event_description: z.string().nullable(),
  event_organizer: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** GET /api/events: the spec §4 split, made on the server in India time (`today`). */
export const ZEventList = z.object({
  today: z.string(),
  upcoming: z.array(ZEventCard),
  past: z.array(ZEventCard),
});
export type TEventList = z.infer<typeof ZEventList>;

export const ZEventsQuery = z
  .object({
    from: optionalDay,
    to: optionalDay,
    status: z.enum(PUBLIC_EVENT_STATUSES, { error: 'EVENT_STATUS_INVALID' }).optional(),
  })
  .strict();
export type TEventsQuery = z.input<typeof ZEventsQuery>;

export const ZAdminListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Offers

export const OFFER_DESCRIPTION_MAX = 20_000;
export const OFFER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const ZCreateOfferRequest = z
  .object({
    offer_name: requiredText('OFFER_NAME_REQUIRED', 150),
    offer_description_short: requiredText('OFFER_SHORT_REQUIRED', 300),
    /** HTML; cleaned with sanitize-html before it is stored. */
    offer_description: optionalText(OFFER_DESCRIPTION_MAX),
    offer_start_date: day('OFFER_START_DATE_REQUIRED'),
    offer_end_date: day('OFFER_END_DATE_REQUIRED'),
    offer_discount: z
      .string()
      .trim()
      .regex(/^$|^(100|[1-9]\d?)$/, 'OFFER_DISCOUNT_INVALID')
      .transform((v) => (v === '' ? null : Number(v)))
      .nullish(),
    offer_code: z
      .string()
      .trim()
      .refine((v) => v === '' || OFFER_CODE_PATTERN.test(v), 'OFFER_CODE_INVALID')
      .transform((v) => (v === '' ? null : v.toUpperCase()))
      .nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.offer_end_date && v.offer_start_date && v.offer_end_date < v.offer_start_date)
      ctx.addIssue({ code: 'custom', path: ['offer_end_date'], message: 'END_BEFORE_START' });
  });
export type TCreateOfferRequest = z.input<typeof ZCreateOfferRequest>;
export const ZUpdateOfferRequest = ZCreateOfferRequest;
export type TUpdateOfferRequest = TCreateOfferRequest;

export const ZOfferCard = z.object({
  offer_id: z.number().int(),
  offer_name: z.string(),
  offer_description_short: z.string(),
  offer_start_date: z.string(),
  offer_end_date: z.string(),
  offer_image_url: z.string().nullable(),
  /** percent, 1–100 */
  offer_discount: z.number().int().nullable(),
  offer_code: z.string().nullable(),
  business_id: z.number().int().nullable(),
  business_name: z.string().nullable(),
});
export type TOfferCard = z.infer<typeof ZOfferCard>;

export const ZOffer = ZOfferCard.extend({
  offer_description: z.string().nullable(),
  /** the last day has passed (India time): the offer has left the public list */
  is_expired: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOffer = z.infer<typeof ZOffer>;

// ---------------------------------------------------------------------------------------------------------------
// Contact us (spec §5)

export const ZContactRequest = z
  .object({
    name: requiredText('CONTACT_US_NAME_REQUIRED', 100),
    email: z
      .string()
      .trim()
      .max(254, 'EMAIL_INVALID')
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
      .transform((v) => (v === '' ? null : v.toLowerCase()))
      .nullish(),
    mobile: z
      .string({ error: 'CONTACT_US_MOBILE_REQUIRED' })
      .trim()
      .min(1, 'CONTACT_US_MOBILE_REQUIRED')
      .regex(PHONE_PATTERN, 'CONTACT_US_MOBILE_INVALID'),
    subject: requiredText('CONTACT_US_SUBJECT_REQUIRED', 200),
    message: requiredText('CONTACT_US_MESSAGE_REQUIRED', 2000),
  })
  .strict();
export type TContactRequest = z.input<typeof ZContactRequest>;
