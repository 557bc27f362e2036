import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';
import { listOf } from './common';

/**
 * The admin console (issue 9). Every list pages on the server (`limit`/`offset`), searches (`q`) and answers
 * CSV of the current filter with `format=csv` (at most ADMIN_CSV_MAX_ROWS rows).
 */
export const ADMIN_CSV_MAX_ROWS = 50_000;

const ZFlag = z.union([z.literal(0), z.literal(1)], { error: 'FIELD_INVALID' });
/** A query-string flag ('0' or '1'). */
const ZQueryFlag = z.enum(['0', '1']).transform(Number);

export const ZAdminListQuery = z.object({
  q: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard (decision 5)

export const ZAdminDashboard = z.object({
  businesses: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  users: z.number().int(),
  inquiries_this_month: z.number().int(),
  active_subscriptions: z.number().int(),
  revenue_this_month_paise: z.number().int(),
  unread_contacts: z.number().int(),
  /** the last 12 India weeks (Monday first), oldest first */
  new_businesses_per_week: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  /** the last 12 India months (YYYY-MM), oldest first; successful payments by paid_at */
  revenue_per_month: z.array(z.object({ month: z.string(), amount_paise: z.number().int() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

// ---------------------------------------------------------------------------------------------------------------
// Businesses (decision 6)

export const ZApprovalRequest = z
  .object({
    is_approve: z.union([z.literal(1), z.literal(2)], { error: 'APPROVAL_INVALID' }),
    reason: z.string().trim().max(500, 'FIELD_TOO_LONG').optional(),
  })
  .strict();
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;

export const ZAdminBusinessQuery = ZAdminListQuery.extend({
  is_approve: z.enum(['0', '1', '2']).transform(Number).optional(),
  city_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TAdminBusinessQuery = z.infer<typeof ZAdminBusinessQuery>;

export const ZAdminBusiness = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_phone: z.string().nullable(),
  city: z.string().nullable(),
  category_name: z.string().nullable(),
  is_approve: z.number().int(),
  approval_reason: z.string().nullable(),
  profile_step: z.number().int(),
  slug: z.string(),
  created_at: z.string(),
});
export type TAdminBusiness = z.infer<typeof ZAdminBusiness>;
export const ZAdminBusinessList = listOf(ZAdminBusiness);

// ---------------------------------------------------------------------------------------------------------------
// Categories (spec §5 category create and update; decision 10: `category_name` on both)

/** The text fields of the multipart category form (the image is the `file` part). */
export const ZCategoryForm = z
  .object({
    category_name: z
      .string({ error: 'CATEGORY_NAME_REQUIRED' })
      .trim()
      .min(1, 'CATEGORY_NAME_REQUIRED')
      .max(100, 'FIELD_TOO_LONG'),
    category_name_guj: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
    is_featured: z.enum(['0', '1'], { error: 'FEATURED_REQUIRED' }),
  })
  .strict();
export type TCategoryForm = z.infer<typeof ZCategoryForm>;

export const ZAdminCategory = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_guj: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  is_featured: z.number().int(),
  /** businesses (not deleted, any approval state) filed under it */
  business_count: z.number().int(),
  updated_at: z.string(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;
export const ZAdminCategoryList = listOf(ZAdminCategory);
export const ZAdminCategoryQuery = ZAdminListQuery.extend({ is_featured: ZQueryFlag.optional() });

// ---------------------------------------------------------------------------------------------------------------
// Contact messages (spec §3)

export const ZAdminContactQuery = ZAdminListQuery.extend({ is_read: ZQueryFlag.optional() });
export const ZAdminContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
  is_read: z.number().int(),
  created_at: z.string(),
});
export type TAdminContact = z.infer<typeof ZAdminContact>;
export const ZAdminContactList = listOf(ZAdminContact);
export const ZUpdateContactRequest = z.object({ is_read: ZFlag }).strict();
export type TUpdateContactRequest = z.infer<typeof ZUpdateContactRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions (spec §3 admin fields; state from subscriptionStatus())

export const SUBSCRIPTION_STATES = ['active', 'expiring', 'expired', 'inactive', 'scheduled'] as const;
export const ZAdminSubscriptionQuery = ZAdminListQuery.extend({ status: z.enum(SUBSCRIPTION_STATES).optional() });
export const ZAdminSubscription = z.object({
  subscription_id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  subscription_plan_name: z.string(),
  invoice_number: z.string().nullable(),
  price_paise: z.number().int(),
  subscription_start_date: z.string(),
  subscription_end_date: z.string(),
  is_active: z.number().int(),
  cancelled_at: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATES),
  days_left: z.number().int(),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;
export const ZAdminSubscriptionList = listOf(ZAdminSubscription);

// ---------------------------------------------------------------------------------------------------------------
// Users (decision 7)

export const ZAdminUserQuery = ZAdminListQuery.extend({
  user_type: z.enum(['user', 'admin']).optional(),
  is_profile_approve: ZQueryFlag.optional(),
  has_login_access: ZQueryFlag.optional(),
});
export const ZAdminUser = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  user_type: z.string(),
  is_profile_approve: z.number().int(),
  has_login_access: z.number().int(),
  business_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserList = listOf(ZAdminUser);
export const ZUpdateUserRequest = z
  .object({ is_profile_approve: ZFlag.optional(), has_login_access: ZFlag.optional() })
  .strict()
  .refine((b) => b.is_profile_approve !== undefined || b.has_login_access !== undefined, {
    message: 'FIELD_REQUIRED',
    path: ['request'],
  });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Settings: one line per key. `isPublic` keys are also served by GET /api/settings/public.

const optionalText = (max: number, pattern?: RegExp, key = 'FIELD_INVALID') => {
  const base = z.string().trim().max(max, 'FIELD_TOO_LONG');
  return (pattern ? base.refine((v) => v === '' || pattern.test(v), key) : base).nullable();
};
const ZUrlSetting = optionalText(300, /^https?:\/\/\S+$/i, 'URL_INVALID');
const ZPhoneSetting = optionalText(10, PHONE_PATTERN, 'PHONE_INVALID');

export const ADMIN_SETTINGS = {
  auto_approve_profiles: { schema: ZFlag, isPublic: false, kind: 'flag' },
  moderate_jobs: { schema: ZFlag, isPublic: false, kind: 'flag' },
  /** Decision 65: hours before a visit until which a patient may cancel or move it online (empty: 2). */
  appointment_cancel_hours: { schema: optionalText(2, /^\d{1,2}$/, 'FIELD_INVALID'), isPublic: false, kind: 'text' },
  support_phone: { schema: ZPhoneSetting, isPublic: true, kind: 'text' },
  support_email: { schema: optionalText(200, EMAIL_PATTERN, 'EMAIL_INVALID'), isPublic: true, kind: 'text' },
  whatsapp_phone: { schema: ZPhoneSetting, isPublic: true, kind: 'text' },
  facebook_url: { schema: ZUrlSetting, isPublic: true, kind: 'text' },
  instagram_url: { schema: ZUrlSetting, isPublic: true, kind: 'text' },
  youtube_url: { schema: ZUrlSetting, isPublic: true, kind: 'text' },
} as const;
export type AdminSettingName = keyof typeof ADMIN_SETTINGS;
export const ADMIN_SETTING_NAMES = Object.keys(ADMIN_SETTINGS) as AdminSettingName[];

type SettingShape = { [K in AdminSettingName]: (typeof ADMIN_SETTINGS)[K]['schema'] };
const settingShape = Object.fromEntries(
  ADMIN_SETTING_NAMES.map((name) => [name, ADMIN_SETTINGS[name].schema]),
) as SettingShape;

/** GET answers every key; PUT takes any subset (unknown keys → 400). */
export const ZAdminSettings = z.object(settingShape);
export type TAdminSettings = z.infer<typeof ZAdminSettings>;
export const ZUpdateSettingsRequest = z.object(settingShape).partial().strict();
export type TUpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Audit trail

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID');
export const ZAdminAuditQuery = ZAdminListQuery.extend({
  action: z.string().trim().max(60, 'FIELD_TOO_LONG').optional(),
  entity: z.string().trim().max(60, 'FIELD_TOO_LONG').optional(),
  entity_id: z.string().trim().max(40, 'FIELD_TOO_LONG').optional(),
  actor_user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** India calendar days, inclusive */
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;
export const ZAdminAuditEntry = z.object({
  audit_id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before_json: z.string().nullable(),
  after_json: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
export const ZAdminAuditList = listOf(ZAdminAuditEntry);
