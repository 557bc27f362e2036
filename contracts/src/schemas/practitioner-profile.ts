import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, PERSON_NAME_PATTERN } from '../patterns';
import { isCalendarDate, PRACTITIONER_LANGUAGES } from '../practitioners';

/**
 * Decision 65, the practitioner's own profile (/practitioner/profile): professional, personal (private), practice
 * locations, photo, gallery and banners, and the verification submission. Each section is saved on its own.
 */

export const MAX_LOCATIONS = 5;
export const PRACTITIONER_GALLERY_MAX = 12;
export const PRACTITIONER_BANNERS_MAX = 3;
/** A verification document: an image (PNG, JPG, GIF, WebP) or a PDF of at most this size. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_FEE_RUPEES = 100_000;
export const MEDIA_KINDS = ['gallery', 'banner'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** Verification status (practitioners.is_approve): 0 pending, 1 verified, 2 rejected. */
export const VERIFICATION_STATUS = { PENDING: 0, VERIFIED: 1, REJECTED: 2 } as const;

const ids = (required: string | null, max: number) => {
  const list = z
    .array(z.number({ error: 'FIELD_INVALID' }).int('FIELD_INVALID').positive('FIELD_INVALID'), {
      error: 'FIELD_INVALID',
    })
    .max(max, 'TOO_MANY');
  return (required ? list.min(1, required) : list).transform((v) => [...new Set(v)]);
};
const optionalText = (max: number) =>
  z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .nullish()
    .transform((v) => v || null);

/** Professional: degrees and specialties (several each, from the masters), experience, languages, fee, offers. */
export const ZProfessionalRequest = z
  .object({
    degree_ids: ids('DEGREE_REQUIRED', 10),
    specialty_ids: ids('SPECIALTY_REQUIRED', 10),
    experience_years: z
      .number({ error: 'FIELD_INVALID' })
      .int('FIELD_INVALID')
      .min(0, 'FIELD_INVALID')
      .max(70, 'FIELD_INVALID'),
    languages: z
      .array(z.enum(PRACTITIONER_LANGUAGES, { error: 'FIELD_INVALID' }), { error: 'FIELD_INVALID' })
      .min(1, 'LANGUAGE_REQUIRED')
      .max(PRACTITIONER_LANGUAGES.length, 'TOO_MANY')
      .transform((v) => PRACTITIONER_LANGUAGES.filter((l) => v.includes(l))),
    /** Whole rupees as typed in the form; stored as paise. */
    fee_rupees: z
      .number({ error: 'FEE_INVALID' })
      .int('FEE_INVALID')
      .min(0, 'FEE_INVALID')
      .max(MAX_FEE_RUPEES, 'FEE_INVALID'),
    service_type_ids: ids(null, 30),
    therapy_ids: ids(null, 30),
    about: optionalText(2000),
  })
  .strict();
export type TProfessionalInput = z.input<typeof ZProfessionalRequest>;

export const ZProfessional = z.object({
  degree_ids: z.array(z.number().int()),
  specialty_ids: z.array(z.number().int()),
  experience_years: z.number().int().nullable(),
  languages: z.array(z.string()),
  fee_rupees: z.number().int(),
  service_type_ids: z.array(z.number().int()),
  therapy_ids: z.array(z.number().int()),
  about: z.string().nullable(),
});
export type TProfessional = z.infer<typeof ZProfessional>;

const optionalPhone = z
  .string({ error: 'MOBILE_INVALID' })
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'MOBILE_INVALID')
  .nullish()
  .transform((v) => v || null);

/** Personal (private: never in any public answer). */
export const ZPersonalRequest = z
  .object({
    date_of_birth: z
      .string({ error: 'DATE_INVALID' })
      .refine((v) => v === '' || isCalendarDate(v), 'DATE_INVALID')
      .nullish()
      .transform((v) => v || null),
    sex: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'FIELD_INVALID' }).nullish(),
    personal_phone: optionalPhone,
    personal_email: z
      .string({ error: 'EMAIL_INVALID' })
      .trim()
      .max(150, 'FIELD_TOO_LONG')
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
      .nullish()
      .transform((v) => v || null),
    home_address: optionalText(500),
    emergency_contact_name: z
      .string({ error: 'NAME_INVALID' })
      .trim()
      .max(100, 'FIELD_TOO_LONG')
      .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), 'NAME_INVALID')
      .nullish()
      .transform((v) => v || null),
    emergency_contact_phone: optionalPhone,
  })
  .strict();
export type TPersonalInput = z.input<typeof ZPersonalRequest>;
export const ZPersonal = z.object({
  date_of_birth: z.string().nullable(),
  sex: z.number().int().nullable(),
  personal_phone: z.string().nullable(),
  personal_email: z.string().nullable(),
  home_address: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
});
export type TPersonal = z.infer<typeof ZPersonal>;

/** An https link (a map's address); nothing else is stored or shown as a link. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const ZLocationInput = z
  .object({
    /** An existing location to update; left out for a new one. */
    location_id: z.number({ error: 'FIELD_INVALID' }).int('FIELD_INVALID').positive('FIELD_INVALID').optional(),
    name: z.string({ error: 'NAME_REQUIRED' }).trim().min(1, 'NAME_REQUIRED').max(100, 'FIELD_TOO_LONG'),
    address: z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(1, 'ADDRESS_REQUIRED').max(300, 'FIELD_TOO_LONG'),
    city_id: z.number({ error: 'CITY_REQUIRED' }).int('CITY_REQUIRED').positive('CITY_REQUIRED'),
    map_url: z
      .string({ error: 'MAP_URL_INVALID' })
      .trim()
      .max(500, 'FIELD_TOO_LONG')
      .refine((v) => v === '' || isHttpsUrl(v), 'MAP_URL_INVALID')
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type TLocationInput = z.input<typeof ZLocationInput>;

/** Every location at once: listed ones are kept (in this order), others are removed (their timings with them). */
export const ZLocationsRequest = z
  .object({
    locations: z
      .array(ZLocationInput, { error: 'FIELD_INVALID' })
      .min(1, 'LOCATION_REQUIRED')
      .max(MAX_LOCATIONS, 'TOO_MANY'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.locations.forEach((l, i) => {
      if (l.location_id === undefined) return;
      if (seen.has(l.location_id))
        ctx.addIssue({ code: 'custom', path: ['locations', i, 'location_id'], message: 'FIELD_INVALID' });
      seen.add(l.location_id);
    });
  });

export const ZLocation = z.object({
  location_id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  city_name_guj: z.string().nullable(),
  map_url: z.string().nullable(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZMedia = z.object({
  media_id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  photo_url: z.string(),
  thumb_url: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;
/** The text field of a gallery or banner upload (with the `file`). */
export const ZMediaFields = z.object({ kind: z.enum(MEDIA_KINDS, { error: 'FIELD_INVALID' }) });
export const ZMediaParams = z.object({ id: z.coerce.number().int().positive() });

const councilText = z.string({ error: 'FIELD_REQUIRED' }).trim().min(2, 'FIELD_REQUIRED').max(150, 'FIELD_TOO_LONG');
/** The text fields of a verification submission (with the proof `file`: an image or a PDF). */
export const ZVerificationFields = z.object({
  registration_council: councilText,
  registration_number: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(2, 'FIELD_REQUIRED')
    .max(50, 'FIELD_TOO_LONG')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'REGISTRATION_NUMBER_INVALID'),
});
export type TVerificationFields = z.input<typeof ZVerificationFields>;

export const ZVerificationDocument = z.object({
  document_id: z.number().int(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  registration_council: z.string(),
  registration_number: z.string(),
  submitted_at: z.string(),
});
export type TVerificationDocument = z.infer<typeof ZVerificationDocument>;

export const ZVerification = z.object({
  /** 0 pending, 1 verified, 2 rejected. */
  status: z.number().int(),
  /** The admin's reason when verification was refused. */
  reason: z.string().nullable(),
  registration_council: z.string().nullable(),
  registration_number: z.string().nullable(),
  /** The latest proof document (fetched through GET /api/practitioner-documents/:id), or null. */
  document: ZVerificationDocument.nullable(),
});
export type TVerification = z.infer<typeof ZVerification>;

/** The whole workspace profile (the practitioner's own view). */
export const ZMyProfile = z.object({
  practitioner_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  photo: z.string().nullable(),
  professional: ZProfessional,
  personal: ZPersonal,
  locations: z.array(ZLocation),
  gallery: z.array(ZMedia),
  banners: z.array(ZMedia),
  verification: ZVerification,
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/** The masters the professional section picks from, in both languages. */
export const ZProfileOptions = z.object({
  degrees: z.array(z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() })),
  specialties: z.array(z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() })),
  services: z.array(z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() })),
  therapies: z.array(z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() })),
});
export type TProfileOptions = z.infer<typeof ZProfileOptions>;
