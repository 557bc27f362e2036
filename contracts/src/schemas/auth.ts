import { z } from 'zod';
import { LANGUAGES } from '../codes';
import { EMAIL_PATTERN, OTP_PATTERN, PERSON_NAME_PATTERN, PHONE_PATTERN, PRACTITIONER_NAME_PATTERN } from '../patterns';
import { passwordProblem } from '../password-rules';

/** Decision 18: at least 8 characters; argon2 takes up to 128 without truncating. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * A new password: decision 18's length, and decision 77's rules that need no account (not blank, not a common
 * Indian password). The rules naming the account's phone and name are `accountPasswordCheck` below (register)
 * and the server's check against the stored account (change and reset).
 */
const password = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT')
    .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG')
    .superRefine((value, ctx) => {
      const problem = value.length >= PASSWORD_MIN ? passwordProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * Decision 77: the password may not contain the account's own phone or name. Two object-level refinements on
 * `password` (the phone first, then the name), run even when other fields failed so the form shows every message.
 */
type AccountFields = { password?: unknown; phone?: unknown; name?: unknown };
const accountProblem = (v: AccountFields) =>
  typeof v.password === 'string' && v.password.length >= PASSWORD_MIN
    ? passwordProblem(v.password, {
        phone: typeof v.phone === 'string' ? v.phone.trim() : null,
        name: typeof v.name === 'string' ? v.name : null,
      })
    : null;
const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
const notPhone = (v: AccountFields) => accountProblem(v) !== 'PASSWORD_HAS_PHONE';
const notName = (v: AccountFields) => accountProblem(v) !== 'PASSWORD_HAS_NAME';

/** An optional email: empty means none. Stored lowercased. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'EMAIL_INVALID')
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
  .transform((v) => (v === '' ? null : v))
  .nullish();

const requiredEmail = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, 'EMAIL_REQUIRED')
  .max(254, 'EMAIL_INVALID')
  .regex(EMAIL_PATTERN, 'EMAIL_INVALID')
  .transform((v) => v.toLowerCase());

const personName = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(100, 'NAME_TOO_LONG')
  .regex(PERSON_NAME_PATTERN, 'NAME_INVALID');

export const ZLanguage = z.enum(LANGUAGES);

/** A 10-digit mobile number the account signs in with. */
const requiredPhone = z
  .string({ error: 'MOBILE_REQUIRED' })
  .trim()
  .min(1, 'MOBILE_REQUIRED')
  .regex(PHONE_PATTERN, 'MOBILE_INVALID');

export const ZRegisterRequest = z
  .object({
    hasBusiness: z.enum(['yes', 'no'], { error: 'HAS_BUSINESS_REQUIRED' }),
    category_id: z.coerce.number({ error: 'CATEGORY_REQUIRED' }).int().positive('CATEGORY_REQUIRED').nullish(),
    owner_name: personName,
    phone: requiredPhone,
    email: optionalEmail,
    password: password('PASSWORD_REQUIRED'),
    agree: z.literal(true, { error: 'AGREE_REQUIRED' }),
    language: ZLanguage.optional(),
    /** decision 68: the early-bird offer, claimed from the banner (granted at the first approval) */
    claim_offer: z.boolean().optional(),
  })
  // `when` runs the check even when other fields failed, so the form gets every message at once.
  .refine((v) => v.hasBusiness !== 'yes' || !!v.category_id, {
    path: ['category_id'],
    message: 'CATEGORY_REQUIRED',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((v) => notPhone(v), { path: ['password'], message: 'PASSWORD_HAS_PHONE', ...whenObject })
  .refine((v) => notName({ ...v, name: v.owner_name }), {
    path: ['password'],
    message: 'PASSWORD_HAS_NAME',
    ...whenObject,
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZSessionUser = z.object({ id: z.number().int(), name: z.string() });

export const ZRegisterResponse = z.object({
  token: z.string(),
  userData: ZSessionUser,
  userRecord: z.object({ user_id: z.number().int(), name: z.string() }),
  record: z.object({ business_id: z.number().int() }).nullable(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** Decision 65: a practitioner's account (the practitioner row starts unverified; an admin verifies it). */
export const ZPractitionerRegisterRequest = z
  .object({
    name: z
      .string({ error: 'NAME_REQUIRED' })
      .trim()
      .min(1, 'NAME_REQUIRED')
      .max(100, 'NAME_TOO_LONG')
      .regex(PRACTITIONER_NAME_PATTERN, 'NAME_INVALID'),
    phone: requiredPhone,
    email: optionalEmail,
    password: password('PASSWORD_REQUIRED'),
    agree: z.literal(true, { error: 'AGREE_REQUIRED' }),
    language: ZLanguage.optional(),
  })
  .refine((v) => notPhone(v), { path: ['password'], message: 'PASSWORD_HAS_PHONE', ...whenObject })
  .refine((v) => notName(v), { path: ['password'], message: 'PASSWORD_HAS_NAME', ...whenObject });
export type TPractitionerRegisterRequest = z.input<typeof ZPractitionerRegisterRequest>;

export const ZPractitionerAuthResponse = z.object({
  token: z.string(),
  practitioner_id: z.number().int(),
  userData: ZSessionUser.extend({ user_type: z.string() }),
});
export type TPractitionerAuthResponse = z.infer<typeof ZPractitionerAuthResponse>;

export const ZLoginRequest = z.object({
  phone: z.string({ error: 'PHONE_REQUIRED' }).trim().min(1, 'PHONE_REQUIRED').regex(PHONE_PATTERN, 'PHONE_INVALID'),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZAdminLoginRequest = z.object({
  email: requiredEmail,
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
});
export type TAdminLoginRequest = z.input<typeof ZAdminLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  userData: ZSessionUser.extend({ user_type: z.string() }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The shared state of the logged-in user (spec §3), as GET /api/auth/me returns it. */
export const ZMe = z.object({
  user_id: z.number().int(),
  logged_in_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: ZLanguage,
  user_type: z.string(),
  has_login_access: z.number().int(),
  is_profile_approve: z.number().int(),
  photo: z.string().nullable(),
  department: z.number().int().nullable(),
  environment_id: z.number().int().nullable(),
  folder: z.string().nullable(),
  practitioner_id_view_id: z.number().int().nullable(),
  user_view_id: z.number().int().nullable(),
});
export type TMe = z.infer<typeof ZMe>;

/** Decision 28: name and email are editable with the registration rules; the phone is not. */
export const ZUpdateMeRequest = z.object({
  name: personName,
  email: optionalEmail,
  language: ZLanguage.optional(),
});
export type TUpdateMeRequest = z.input<typeof ZUpdateMeRequest>;

export const ZChangePasswordRequest = z
  .object({
    old_password: z
      .string({ error: 'FILL_ALL_FIELDS' })
      .min(1, 'FILL_ALL_FIELDS')
      .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
    new_password: password('FILL_ALL_FIELDS'),
    confirm_password: z.string({ error: 'FILL_ALL_FIELDS' }).min(1, 'FILL_ALL_FIELDS'),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: 'PASSWORD_MISMATCH' });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZSendOtpRequest = z.object({ email: requiredEmail, language: ZLanguage.optional() });
export const ZVerifyOtpRequest = z.object({
  email: requiredEmail,
  otp: z.string({ error: 'OTP_REQUIRED' }).trim().min(1, 'OTP_REQUIRED').regex(OTP_PATTERN, 'OTP_INVALID_FORMAT'),
});
export const ZResetPasswordRequest = ZVerifyOtpRequest.extend({
  new_password: password('PASSWORD_REQUIRED'),
  confirm_password: z.string({ error: 'CONFIRM_PASSWORD_REQUIRED' }).min(1, 'CONFIRM_PASSWORD_REQUIRED'),
}).refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: 'PASSWORD_MISMATCH' });
export type TSendOtpRequest = z.input<typeof ZSendOtpRequest>;
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequest>;
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
