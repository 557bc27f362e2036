import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, ZIPCODE_PATTERN } from '../patterns';
import { inGujarat } from '../geo';
import { ZOpeningHours, ZOpeningHoursView } from '../opening-hours';

/**
 * The owner workspace (/api/my/…). Every body is strict: unknown keys (business_id, owner_user_id,
 * is_approve, counters…) answer 400 FIELD_UNKNOWN instead of being written.
 */

export const WIZARD_STEPS = 6;
export const PROFILE_COMPLETE = 7;
export const GALLERY_MAX = 20;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .transform((v) => v || null)
    .nullish();

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'EMAIL_INVALID')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullish();

const optionalId = z.coerce.number().int().positive().nullish();

export const ZAddBusinessRequest = z
  .object({
    category_id: z.coerce.number({ error: 'CATEGORY_REQUIRED' }).int().positive('CATEGORY_REQUIRED'),
    business_name: z
      .string({ error: 'BUSINESS_NAME_REQUIRED' })
      .trim()
      .min(1, 'BUSINESS_NAME_REQUIRED')
      .max(150, 'FIELD_TOO_LONG'),
  })
  .strict();
export type TAddBusinessRequest = z.input<typeof ZAddBusinessRequest>;

/** Step 1 — Business Details (spec §5). With is_business_registered 0 the registered-only fields are cleared. */
export const ZStep1 = z
  .object({
    is_business_registered: z.union([z.literal(0), z.literal(1)], { error: 'FIELD_REQUIRED' }),
    category_id: z.coerce.number({ error: 'STEP1_CATEGORY_REQUIRED' }).int().positive('STEP1_CATEGORY_REQUIRED'),
    business_name: optionalText(150),
    year: z.coerce.number().int().min(1800, 'YEAR_INVALID').max(2100, 'YEAR_INVALID').nullish(),
    type_of_firm: optionalId,
    annual_sales_turnover_id: optionalId,
    no_of_employees: optionalId,
    about_me: optionalText(2000),
    phone: z
      .string({ error: 'STEP1_PHONE_REQUIRED' })
      .trim()
      .min(1, 'STEP1_PHONE_REQUIRED')
      .regex(PHONE_PATTERN, 'STEP1_PHONE_INVALID'),
    description: optionalText(2000),
    operating_hours: optionalText(200),
    /** Decision 62: shifts and holidays; absent leaves them as they are, null clears them. */
    opening_hours: ZOpeningHours.nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.is_business_registered !== 1) return;
    const required: [keyof typeof v, string][] = [
      ['business_name', 'STEP1_BUSINESS_NAME_REQUIRED'],
      ['year', 'STEP1_YEAR_REQUIRED'],
      ['type_of_firm', 'STEP1_TYPE_OF_FIRM_REQUIRED'],
      ['no_of_employees', 'STEP1_EMPLOYEES_REQUIRED'],
      ['about_me', 'STEP1_ABOUT_ME_REQUIRED'],
    ];
    for (const [field, message] of required) {
      if (v[field] === null || v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** Step 2 — Location Details. */
export const ZStep2 = z
  .object({
    location_id: z.coerce.number({ error: 'CITY_REQUIRED' }).int().positive('CITY_REQUIRED'),
    zipcode: z
      .string({ error: 'ZIPCODE_REQUIRED' })
      .trim()
      .min(1, 'ZIPCODE_REQUIRED')
      .regex(ZIPCODE_PATTERN, 'ZIPCODE_INVALID'),
    location: z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(1, 'ADDRESS_REQUIRED').max(300, 'FIELD_TOO_LONG'),
    service_areas: optionalText(300),
    /** Decision 63: the map pin (both or neither); absent leaves it as it is, null removes it. */
    latitude: z.number({ error: 'FIELD_INVALID' }).min(-90, 'FIELD_INVALID').max(90, 'FIELD_INVALID').nullish(),
    longitude: z.number({ error: 'FIELD_INVALID' }).min(-180, 'FIELD_INVALID').max(180, 'FIELD_INVALID').nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const lat = v.latitude ?? null;
    const lng = v.longitude ?? null;
    if ((lat === null) !== (lng === null)) {
      ctx.addIssue({ code: 'custom', path: [lat === null ? 'latitude' : 'longitude'], message: 'FIELD_REQUIRED' });
    } else if (lat !== null && lng !== null && !inGujarat(lat, lng)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'PIN_OUTSIDE_GUJARAT' });
    }
  });

/** Step 3 — Contact Details. */
export const ZStep3 = z
  .object({
    contact_name: z
      .string({ error: 'CONTACT_NAME_REQUIRED' })
      .trim()
      .min(1, 'CONTACT_NAME_REQUIRED')
      .max(100, 'FIELD_TOO_LONG'),
    contact_phone: z
      .string({ error: 'CONTACT_PHONE_REQUIRED' })
      .trim()
      .min(1, 'CONTACT_PHONE_REQUIRED')
      .regex(PHONE_PATTERN, 'CONTACT_PHONE_INVALID'),
    contact_designation: z.coerce.number({ error: 'DESIGNATION_REQUIRED' }).int().positive('DESIGNATION_REQUIRED'),
    contact_email: optionalEmail,
  })
  .strict();

/** Step 4 — Services: master service ids plus custom names (trimmed, de-duplicated ignoring case). */
export const ZServicesRequest = z
  .object({
    service_ids: z.array(z.coerce.number().int().positive()).max(100, 'FIELD_TOO_LONG').default([]),
    custom_services: z.array(z.string().trim().min(1).max(80, 'FIELD_TOO_LONG')).max(50, 'FIELD_TOO_LONG').default([]),
  })
  .strict()
  .refine((v) => v.service_ids.length + v.custom_services.length > 0, {
    path: ['service_ids'],
    message: 'SERVICES_REQUIRED',
  });

/** Step 5 — Gallery: images are uploaded one by one; saving the step only moves the wizard on. */
export const ZStep5 = z.object({}).strict();

const optionalLink = z
  .string()
  .trim()
  .max(300, 'FIELD_TOO_LONG')
  .refine((v) => v === '' || /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(v), 'LINK_INVALID')
  .transform((v) => v || null)
  .nullish();

/** Step 6 — Social Details (all optional); saving it is the final submit (profile_step 7). */
export const ZStep6 = z
  .object({
    social_media_facebook: optionalLink,
    social_media_instagram: optionalLink,
    social_media_youtube: optionalLink,
    social_media_pinterest: optionalLink,
    social_media_website: optionalLink,
    website_url: optionalLink,
  })
  .strict();

export const STEP_SCHEMAS = { 1: ZStep1, 2: ZStep2, 3: ZStep3, 4: ZServicesRequest, 5: ZStep5, 6: ZStep6 } as const;
export type TStep1 = z.input<typeof ZStep1>;
export type TStep2 = z.input<typeof ZStep2>;
export type TStep3 = z.input<typeof ZStep3>;
export type TServicesRequest = z.input<typeof ZServicesRequest>;
export type TStep6 = z.input<typeof ZStep6>;

export const ZStepParams = z.object({
  id: z.coerce.number().int().positive(),
  step: z.coerce.number().int().min(1).max(WIZARD_STEPS),
});

/** A gallery photo; the first in the owner's order is the cover (decision 72). */
export const ZPhoto = z.object({
  photo_id: z.number().int(),
  photo_url: z.string(),
  thumb_url: z.string().nullable(),
  caption: z.string().nullable(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/** GET /api/my/businesses/:id — everything the wizard edits. */
export const ZBusinessEdit = z.object({
  business_id: z.number().int(),
  profile_step: z.number().int(),
  is_approve: z.number().int(),
  approval_reason: z.string().nullable(),
  is_business_registered: z.number().int(),
  category_id: z.number().int().nullable(),
  business_name: z.string().nullable(),
  slug: z.string(),
  year: z.number().int().nullable(),
  type_of_firm: z.number().int().nullable(),
  annual_sales_turnover_id: z.number().int().nullable(),
  no_of_employees: z.number().int().nullable(),
  about_me: z.string().nullable(),
  description: z.string().nullable(),
  operating_hours: z.string().nullable(),
  opening_hours: ZOpeningHoursView.nullable(),
  phone: z.string().nullable(),
  location_id: z.number().int().nullable(),
  zipcode: z.string().nullable(),
  location: z.string().nullable(),
  service_areas: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_designation: z.number().int().nullable(),
  contact_email: z.string().nullable(),
  social_media_facebook: z.string().nullable(),
  social_media_instagram: z.string().nullable(),
  social_media_youtube: z.string().nullable(),
  social_media_pinterest: z.string().nullable(),
  social_media_website: z.string().nullable(),
  website_url: z.string().nullable(),
  business_logo: z.string().nullable(),
  gallery: z.array(ZPhoto),
  services: z.array(
    z.object({
      service_id: z.number().int(),
      service_name: z.string(),
      service_name_guj: z.string().nullable(),
      is_custom: z.boolean(),
    }),
  ),
});
export type TBusinessEdit = z.infer<typeof ZBusinessEdit>;

/** A row of the owner's business list. */
export const ZMyBusiness = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  slug: z.string(),
  business_logo: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_name_guj: z.string().nullable(),
  city: z.string().nullable(),
  city_guj: z.string().nullable(),
  is_approve: z.number().int(),
  approval_reason: z.string().nullable(),
  profile_step: z.number().int(),
  /** 0–100: how much of the wizard is done. */
  completeness: z.number().int(),
  total_view: z.number().int(),
  total_inquiry: z.number().int(),
  created_at: z.string(),
});
export type TMyBusiness = z.infer<typeof ZMyBusiness>;

export const ZBusinessStats = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  total_view: z.number().int(),
  total_inquiry: z.number().int(),
  /** The last 30 India days, oldest first. */
  daily: z.array(z.object({ date: z.string(), views: z.number().int(), inquiries: z.number().int() })),
});
export type TBusinessStats = z.infer<typeof ZBusinessStats>;

export const ZReceivedInquiry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  /** decision 69: when the owner last replied by mail */
  replied_at: z.string().nullable(),
});
export type TReceivedInquiry = z.infer<typeof ZReceivedInquiry>;

/** Decision 25: the inquiries I sent. */
export const ZSentInquiry = ZReceivedInquiry.extend({ business_slug: z.string() });
export type TSentInquiry = z.infer<typeof ZSentInquiry>;

/** Product fields (multipart form fields next to the image file). Price in rupees as typed; stored in paise. */
export const ZProductFields = z
  .object({
    product_name: z
      .string({ error: 'PRODUCT_NAME_REQUIRED' })
      .trim()
      .min(1, 'PRODUCT_NAME_REQUIRED')
      .max(150, 'FIELD_TOO_LONG'),
    description: optionalText(2000),
    product_price: z
      .string()
      .trim()
      .regex(/^$|^\d{1,9}(\.\d{1,2})?$/, 'PRICE_INVALID')
      .transform((v) => (v === '' ? null : Math.round(Number(v) * 100)))
      .nullish(),
    is_active: z.enum(['0', '1']).transform(Number).optional(),
  })
  .strict();
export type TProductFields = z.input<typeof ZProductFields>;

export const ZProduct = z.object({
  product_id: z.number().int(),
  business_id: z.number().int(),
  product_name: z.string(),
  description: z.string().nullable(),
  /** paise */
  product_price: z.number().int().nullable(),
  image_name: z.string().nullable(),
  is_active: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;
