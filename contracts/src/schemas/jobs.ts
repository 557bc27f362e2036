import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';

/**
 * The jobs board (spec §2, §3, §5, §7; decisions 1 and 2). Owners post jobs for their businesses, users
 * apply once per job, admins approve or reject. Salaries travel in rupees as typed and are stored and
 * answered in paise (like product prices). Every body is strict.
 */

export const JOB_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export const JOB_APPROVAL = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const EMPLOYMENT_TYPE_VALUES = [1, 2, 3, 4, 5] as const;
export const REMOTE_TYPE_VALUES = [1, 2, 3] as const;
export const JOBS_PAGE_SIZE = 12;
/** A job slug: letters (any script), digits, single hyphens between them. */
export const JOB_SLUG_PATTERN = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
/** Resume links: https only, so no `javascript:`, `data:` or plain-http link is ever shown as a link. */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/$.?#][^\s<>"]*$/i;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s<>"]*$/i;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .transform((v) => v || null)
    .nullish();

/** A number typed in a form ('' = none) or sent as JSON; `key` names the failure. */
const optionalNumber = (key: string, max: number, integer: boolean) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string().trim()], { error: key })
      .nullish()
      .transform((v, ctx) => {
        if (v === null || v === undefined) return null;
        const n = typeof v === 'number' ? v : Number(v);
        if (!Number.isFinite(n) || n < 0 || n > max || (integer && !Number.isInteger(n))) {
          ctx.addIssue({ code: 'custom', message: key });
          return z.NEVER;
        }
        return n;
      }),
  );

const code = (values: readonly number[], key: string) =>
  z.coerce
    .number({ error: key })
    .int(key)
    .refine((v) => values.includes(v), key);

/** Spec §5 add job: title, slug, description, employment type, remote type required; the rest optional. */
const jobFields = {
  title: z.string({ error: 'JOB_TITLE_REQUIRED' }).trim().min(1, 'JOB_TITLE_REQUIRED').max(150, 'FIELD_TOO_LONG'),
  slug: z
    .string({ error: 'SLUG_REQUIRED' })
    .trim()
    .min(1, 'SLUG_REQUIRED')
    .max(160, 'FIELD_TOO_LONG')
    .transform((v) => v.toLowerCase())
    .refine((v) => JOB_SLUG_PATTERN.test(v), 'SLUG_INVALID'),
  category_id: z.preprocess(blankToNull, z.coerce.number().int().positive('FIELD_INVALID').nullish()),
  description: z
    .string({ error: 'DESCRIPTION_REQUIRED' })
    .trim()
    .min(1, 'DESCRIPTION_REQUIRED')
    .max(5000, 'FIELD_TOO_LONG'),
  responsibilities: optionalText(3000),
  requirements: optionalText(3000),
  employment_type: code(EMPLOYMENT_TYPE_VALUES, 'EMPLOYMENT_TYPE_REQUIRED'),
  remote_type: code(REMOTE_TYPE_VALUES, 'REMOTE_TYPE_REQUIRED'),
  address_line: optionalText(300),
  city_id: z.preprocess(blankToNull, z.coerce.number().int().positive('FIELD_INVALID').nullish()),
  state: optionalText(80),
  country: optionalText(80),
  salary_min: optionalNumber('SALARY_INVALID', 100_000_000, false),
  salary_max: optionalNumber('SALARY_INVALID', 100_000_000, false),
  currency: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase() || 'INR')
    .refine((v) => /^[A-Z]{3}$/.test(v), 'CURRENCY_INVALID')
    .nullish(),
  experience_min: optionalNumber('EXPERIENCE_INVALID', 60, true),
  experience_max: optionalNumber('EXPERIENCE_INVALID', 60, true),
  apply_email: z
    .string()
    .trim()
    .max(254, 'APPLY_EMAIL_INVALID')
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'APPLY_EMAIL_INVALID')
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullish(),
  apply_url: z
    .string()
    .trim()
    .max(500, 'FIELD_TOO_LONG')
    .refine((v) => v === '' || URL_PATTERN.test(v), 'APPLY_URL_INVALID')
    .transform((v) => v || null)
    .nullish(),
};

type Ranged = {
  salary_min?: number | null;
  salary_max?: number | null;
  experience_min?: number | null;
  experience_max?: number | null;
};
function checkRanges(v: Ranged, ctx: z.RefinementCtx) {
  if (v.salary_min != null && v.salary_max != null && v.salary_max < v.salary_min)
    ctx.addIssue({ code: 'custom', path: ['salary_max'], message: 'SALARY_RANGE_INVALID' });
  if (v.experience_min != null && v.experience_max != null && v.experience_max < v.experience_min)
    ctx.addIssue({ code: 'custom', path: ['experience_max'], message: 'EXPERIENCE_RANGE_INVALID' });
}

const statusField = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
  error: 'STATUS_REQUIRED',
});

/** POST /api/my/businesses/:id/jobs (the business is the path's). A new job starts active unless told. */
export const ZCreateJobRequest = z
  .object({ ...jobFields, status: statusField.optional() })
  .strict()
  .superRefine(checkRanges);
export type TCreateJobRequest = z.input<typeof ZCreateJobRequest>;

/** PUT /api/my/businesses/:id/jobs/:job_id: the same plus status (STATUS_REQUIRED). */
export const ZUpdateJobRequest = z
  .object({ ...jobFields, status: statusField })
  .strict()
  .superRefine(checkRanges);
export type TUpdateJobRequest = z.input<typeof ZUpdateJobRequest>;

export const ZJobParams = z.object({
  id: z.coerce.number().int().positive(),
  job_id: z.coerce.number().int().positive(),
});
export const ZJobApplicationParams = z.object({
  id: z.coerce.number().int().positive(),
  job_app_id: z.coerce.number().int().positive(),
});
export const ZJobAppIdParam = z.object({ job_app_id: z.coerce.number().int().positive() });

/** The business a job belongs to, as cards and the job view show it (spec §3 nested Business). */
export const ZJobBusiness = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  business_logo: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
});

export const ZJob = z.object({
  job_id: z.number().int(),
  business_id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_name_guj: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  responsibilities: z.string().nullable(),
  requirements: z.string().nullable(),
  employment_type: z.number().int(),
  remote_type: z.number().int(),
  address_line: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  city_guj: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** paise */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  currency: z.string(),
  experience_min: z.number().int().nullable(),
  experience_max: z.number().int().nullable(),
  apply_email: z.string().nullable(),
  apply_url: z.string().nullable(),
  status: z.number().int(),
  approval_status: z.number().int(),
  approval_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  business: ZJobBusiness,
});
export type TJob = z.infer<typeof ZJob>;

/** GET /api/jobs: only active, approved jobs of approved businesses; newest first. */
export const ZJobListQuery = z.object({
  city_id: z.coerce.number().int().positive().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  employment_type: z.coerce
    .number()
    .int()
    .refine((v) => (EMPLOYMENT_TYPE_VALUES as readonly number[]).includes(v), 'FIELD_INVALID')
    .optional(),
  remote_type: z.coerce
    .number()
    .int()
    .refine((v) => (REMOTE_TYPE_VALUES as readonly number[]).includes(v), 'FIELD_INVALID')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JOBS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TJobListQuery = Partial<z.output<typeof ZJobListQuery>>;

export const ZJobCategory = z.object({
  job_cat_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  business_category_id: z.number().int().nullable(),
});
export type TJobCategory = z.infer<typeof ZJobCategory>;

/** Spec §5 job application: every field required; messages shown once a field is touched. */
export const ZApplyJobRequest = z
  .object({
    candidate_name: z
      .string({ error: 'APPLY_NAME_REQUIRED' })
      .trim()
      .min(1, 'APPLY_NAME_REQUIRED')
      .max(100, 'FIELD_TOO_LONG'),
    candidate_email: z
      .string({ error: 'APPLY_EMAIL_REQUIRED' })
      .trim()
      .min(1, 'APPLY_EMAIL_REQUIRED')
      .max(254, 'APPLY_EMAIL_FORMAT')
      .refine((v) => EMAIL_PATTERN.test(v), 'APPLY_EMAIL_FORMAT'),
    candidate_phone: z
      .string({ error: 'APPLY_PHONE_REQUIRED' })
      .trim()
      .min(1, 'APPLY_PHONE_REQUIRED')
      .regex(PHONE_PATTERN, 'APPLY_PHONE_DIGITS'),
    resume_url: z
      .string({ error: 'APPLY_RESUME_REQUIRED' })
      .trim()
      .min(1, 'APPLY_RESUME_REQUIRED')
      .max(500, 'FIELD_TOO_LONG')
      .refine((v) => HTTPS_URL_PATTERN.test(v), 'APPLY_RESUME_HTTPS'),
    cover_letter: z
      .string({ error: 'APPLY_COVER_LETTER_REQUIRED' })
      .trim()
      .min(1, 'APPLY_COVER_LETTER_REQUIRED')
      .max(3000, 'FIELD_TOO_LONG'),
  })
  .strict();
export type TApplyJobRequest = z.input<typeof ZApplyJobRequest>;

/** An application the owner received (spec §2 job request table). */
export const ZReceivedApplication = z.object({
  job_app_id: z.number().int(),
  job_id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  created_at: z.string(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  candidate_phone: z.string(),
  /** null when the stored link is not https (never rendered as a link then: 'N/A') */
  resume_url: z.string().nullable(),
  cover_letter: z.string(),
  job: z.object({ title: z.string(), description: z.string() }),
});
export type TReceivedApplication = z.infer<typeof ZReceivedApplication>;

/** An application the user sent, with its job (spec §2 my jobs). `job.is_open` is false once the job is gone. */
export const ZMyApplication = z.object({
  job_app_id: z.number().int(),
  created_at: z.string(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  candidate_phone: z.string(),
  resume_url: z.string().nullable(),
  cover_letter: z.string(),
  job: z.object({
    job_id: z.number().int(),
    title: z.string(),
    company: z.string().nullable(),
    business_logo: z.string().nullable(),
    city: z.string().nullable(),
    city_guj: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    employment_type: z.number().int(),
    remote_type: z.number().int(),
    experience_min: z.number().int().nullable(),
    experience_max: z.number().int().nullable(),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    currency: z.string(),
    created_at: z.string(),
    is_open: z.boolean(),
  }),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** GET /api/admin/jobs */
export const ZAdminJobsQuery = z.object({
  approval_status: z.coerce
    .number()
    .int()
    .refine((v) => [0, 1, 2].includes(v), 'FIELD_INVALID')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminJobsQuery = Partial<z.output<typeof ZAdminJobsQuery>>;

/** PATCH /api/admin/jobs/:id/approval */
export const ZJobApprovalRequest = z
  .object({
    approval_status: z.union([z.literal(1), z.literal(2)], { error: 'APPROVAL_INVALID' }),
    reason: z.string().trim().max(500, 'FIELD_TOO_LONG').optional(),
  })
  .strict();
export type TJobApprovalRequest = z.input<typeof ZJobApprovalRequest>;

/** Comma-separated responsibilities or requirements (spec §3) as a list. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
