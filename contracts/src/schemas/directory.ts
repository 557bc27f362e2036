import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '../geo';
import { ZOpeningHoursView, ZOpenStatus } from '../opening-hours';
import { BUSINESS_SORTS } from '../search';
import { ZOption } from './common';

export const ZCity = ZOption.extend({
  slug: z.string(),
  district: z.string().nullable(),
  /** Decision 63: the city's centre, where a new map pin starts; null when unknown. */
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZOptionsResponse = z.object({
  categories: z.array(ZOption),
  annual_sale: z.array(ZOption),
  employees: z.array(ZOption),
  designation: z.array(ZOption),
  type_of_firms: z.array(ZOption),
});
export type TOptionsResponse = z.infer<typeof ZOptionsResponse>;

export const ZService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  service_name_guj: z.string().nullable(),
});
export type TService = z.infer<typeof ZService>;

export const ZCategory = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_guj: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  is_featured: z.number().int(),
  business_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoriesQuery = z.object({
  featured: z.enum(['0', '1']).optional(),
  /** Count only this city's businesses (the search sidebar follows the chosen city). */
  city_id: z.coerce.number({ error: 'FIELD_INVALID' }).int().positive('FIELD_INVALID').optional(),
});

/** What a business card shows (home grid, search results). */
export const ZBusinessCard = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  slug: z.string(),
  business_logo: z.string().nullable(),
  city: z.string().nullable(),
  city_guj: z.string().nullable(),
  location: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_name_guj: z.string().nullable(),
  ratings: z.number(),
  number_of_reviews: z.number().int(),
  created_at: z.string(),
  /** The plan of the subscription active today, for the plan badge (decision 27); null without one. */
  plan_name: z.string().nullish(),
  /**
   * Decision 54: why a text search found the business when not by its name — its owner's name, its category,
   * a service or a product it lists (`text` in the language of the data); absent for name matches and lists.
   */
  match: z
    .object({
      field: z.enum(['owner', 'category', 'service', 'product']),
      text: z.string(),
      text_guj: z.string().nullish(),
    })
    .nullish(),
  /** Decision 62: open at the moment the list was made (India time); false without hours. */
  open_now: z.boolean(),
  /** The badge: "Open now · Closes at 9 pm" / "Closed · Opens tomorrow at 10 am"; null without hours. */
  open_status: ZOpenStatus.nullish(),
  /** The first gallery photo (its thumbnail when there is one) and how many photos there are; absent without. */
  photo_url: z.string().nullish(),
  photo_count: z.number().int().nullish(),
  /** Decision 63: kilometres from the point asked about (`lat`, `lng`), when one was given and the business has a pin. */
  distance_km: z.number().nullish(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCard>;

export { BUSINESS_SORTS } from '../search';

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: 'FIELD_INVALID' }).min(min, 'FIELD_INVALID').max(max, 'FIELD_INVALID').optional();

export const ZBusinessListQuery = z
  .object({
    city_id: z.coerce.number().int().positive().optional(),
    q: z.string().trim().max(100).optional(),
    category_id: z
      .string()
      .regex(/^\d+(,\d+){0,49}$/, 'FIELD_INVALID')
      .transform((s) => s.split(',').map(Number))
      .optional(),
    sort: z.enum(BUSINESS_SORTS).default('relevance'),
    /** Decision 62: only businesses open now (India time). */
    open_now: z
      .enum(['0', '1'], { error: 'FIELD_INVALID' })
      .transform((v) => v === '1' || undefined)
      .optional(),
    /** Only businesses rated at least this (1–5). */
    min_rating: z.coerce.number({ error: 'FIELD_INVALID' }).min(1, 'FIELD_INVALID').max(5, 'FIELD_INVALID').optional(),
    /** Decision 63: near a point — only businesses with a pin within `radius_km` (default 25), each with its distance. */
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    radius_km: z.coerce
      .number({ error: 'FIELD_INVALID' })
      .positive('FIELD_INVALID')
      .max(MAX_RADIUS_KM, 'FIELD_INVALID')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === undefined) !== (v.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.lat === undefined ? 'lat' : 'lng'], message: 'FIELD_REQUIRED' });
    }
    if (v.lat === undefined && (v.sort === 'distance' || v.radius_km !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'FIELD_REQUIRED' });
    }
  })
  .transform((v) => (v.lat !== undefined && v.radius_km === undefined ? { ...v, radius_km: DEFAULT_RADIUS_KM } : v));
export type TBusinessListQuery = z.infer<typeof ZBusinessListQuery>;

/**
 * A page of cards with the total; for a text search also (decision 54) `did_you_mean`, the corrected query whose
 * results are shown when the query as typed found nothing, and `city_id`, a city named in the query and used
 * as if chosen ("dentist ahmedabad").
 */
export const ZBusinessList = z.object({
  rows: z.array(ZBusinessCard),
  count: z.number().int(),
  did_you_mean: z.string().nullish(),
  city_id: z.number().int().nullish(),
  /** Decision 55: a text search counts at most 1,000 matches; true when there are more than `count`. */
  count_capped: z.boolean().nullish(),
});
export type TBusinessList = z.infer<typeof ZBusinessList>;

export const ZPublicSettings = z.object({
  site_name: z.string(),
  payment_provider_type: z.string().nullable(),
  support_phone: z.string().nullable(),
  support_email: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  app_download_url: z.string().nullable(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** Autocomplete: at most 10 suggestions, from 1 character (spec §9). */
export const AUTOCOMPLETE_LIMIT = 10;
export const ZAutocompleteQuery = z.object({
  q: z.string().trim().min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG'),
});
export const ZSuggestion = z.object({ business_id: z.number().int(), business_name: z.string() });
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZGalleryPhoto = z.object({
  photo_id: z.number().int(),
  photo_url: z.string(),
  thumb_url: z.string().nullable(),
  /** the owner's caption (decision 72) */
  caption: z.string().nullable(),
});
export const ZProfileService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  service_name_guj: z.string().nullable(),
});
export const ZProfileProduct = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  description: z.string().nullable(),
  /** paise */
  product_price: z.number().int().nullable(),
  image_name: z.string().nullable(),
});

/** Social links as shown: a link without http(s) gets https:// (spec §2). */
export const ZSocialLinks = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  pinterest: z.string().nullable(),
  website: z.string().nullable(),
});

/**
 * The public profile (GET /api/businesses/:id). Contact fields are NOT here: they need a login and an
 * approved viewer profile (GET /api/businesses/:id/contact).
 */
export const ZBusinessProfile = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  slug: z.string(),
  business_logo: z.string().nullable(),
  description: z.string().nullable(),
  about_me: z.string().nullable(),
  location: z.string().nullable(),
  location_id: z.number().int().nullable(),
  city: z.string().nullable(),
  city_guj: z.string().nullable(),
  zipcode: z.string().nullable(),
  service_areas: z.string().nullable(),
  operating_hours: z.string().nullable(),
  /** Decision 62: shifts and holidays, and open now or not; null when the owner gave none. */
  opening_hours: ZOpeningHoursView.nullish(),
  open_status: ZOpenStatus.nullish(),
  /** Decision 63: the map pin; null until the owner sets it. */
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  year: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_name_guj: z.string().nullable(),
  category_slug: z.string().nullable(),
  ratings: z.number(),
  number_of_reviews: z.number().int(),
  total_view: z.number().int(),
  social: ZSocialLinks,
  gallery: z.array(ZGalleryPhoto),
  services: z.array(ZProfileService),
  products: z.array(ZProfileProduct),
  /** The owner's user id, so the owner sees reply buttons on reviews. */
  owner_user_id: z.number().int(),
  created_at: z.string(),
  /** The plan of the subscription active today, for the plan badge (decision 27); null without one. */
  plan_name: z.string().nullish(),
});
export type TBusinessProfile = z.infer<typeof ZBusinessProfile>;

export const ZContactDetails = z.object({
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  designation_name: z.string().nullable(),
  designation_name_guj: z.string().nullable(),
  /** The business's own phone and email, when different from the contact person's. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website_url: z.string().nullable(),
});
export type TContactDetails = z.infer<typeof ZContactDetails>;

/** Spec §5 inquiry: name, mobile (10 digits), subject, message required; email optional. */
export const ZCreateInquiryRequest = z.object({
  name: z.string({ error: 'INQUIRY_NAME_REQUIRED' }).trim().min(1, 'INQUIRY_NAME_REQUIRED').max(100, 'FIELD_TOO_LONG'),
  email: z
    .string()
    .trim()
    .max(254, 'EMAIL_INVALID')
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullish(),
  mobile: z.string({ error: 'INQUIRY_MOBILE_REQUIRED' }).trim().regex(PHONE_PATTERN, 'INQUIRY_MOBILE_REQUIRED'),
  subject: z
    .string({ error: 'INQUIRY_SUBJECT_REQUIRED' })
    .trim()
    .min(1, 'INQUIRY_SUBJECT_REQUIRED')
    .max(200, 'FIELD_TOO_LONG'),
  message: z
    .string({ error: 'INQUIRY_MESSAGE_REQUIRED' })
    .trim()
    .min(1, 'INQUIRY_MESSAGE_REQUIRED')
    .max(2000, 'FIELD_TOO_LONG'),
});
export type TCreateInquiryRequest = z.input<typeof ZCreateInquiryRequest>;

/** Decision 4: one review per user per business, rating 1–5, text up to 1000 characters. */
export const REVIEW_TEXT_MAX = 1000;
export const ZReviewRequest = z.object({
  rating: z.coerce
    .number({ error: 'RATING_REQUIRED' })
    .int('RATING_REQUIRED')
    .min(1, 'RATING_REQUIRED')
    .max(5, 'RATING_REQUIRED'),
  review_text: z.string().trim().max(REVIEW_TEXT_MAX, 'REVIEW_TOO_LONG').default(''),
});
export type TReviewRequest = z.input<typeof ZReviewRequest>;

export const ZReviewReplyRequest = z.object({
  reply: z.string({ error: 'REPLY_REQUIRED' }).trim().min(1, 'REPLY_REQUIRED').max(REVIEW_TEXT_MAX, 'REVIEW_TOO_LONG'),
});

export const ZReview = z.object({
  review_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  rating: z.number().int(),
  review_text: z.string(),
  owner_reply: z.string().nullable(),
  owner_reply_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewList = z.object({
  rows: z.array(ZReview),
  count: z.number().int(),
  average: z.number(),
  /** The caller's own review (when logged in), so the form can edit it. */
  mine: ZReview.nullable(),
});
export type TReviewList = z.infer<typeof ZReviewList>;
