import { z } from 'zod';
import { LANGUAGES } from '../codes';
import { abhaAddressProblem, CONSENT_PURPOSES, MAX_AGE_YEARS, STAFF_DEPARTMENTS } from '../clinic';
import { passwordProblem } from '../password-rules';
import { EMAIL_PATTERN, PHONE_PATTERN, PRACTITIONER_NAME_PATTERN } from '../patterns';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';

/** Issue 20, decisions 31 and 86: clinics as tenants, their staff, and their patients. */

/** An Indian mobile number: 10 digits starting 6–9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Gujarati letters and signs, spaces and a dot (initials), for the Gujarati name. */
export const GUJARATI_NAME_PATTERN = /^[\u0A80-\u0AFF .]+$/u;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real YYYY-MM-DD day (not 1990-02-30). */
const isCalendarDate = (v: string) => {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const mobile = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .regex(/^\d+$/, 'MOBILE_INVALID')
    .regex(INDIAN_MOBILE_PATTERN, 'MOBILE_INVALID');

/** Empty text means none. */
const optionalText = (max: number, tooLong = 'FIELD_TOO_LONG') =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullish();

const personName = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(100, 'NAME_TOO_LONG')
  .regex(PRACTITIONER_NAME_PATTERN, 'NAME_INVALID');

const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const ZStaffDepartment = z.coerce
  .number({ error: 'DEPARTMENT_REQUIRED' })
  .int('DEPARTMENT_INVALID')
  .refine((v) => (STAFF_DEPARTMENTS as readonly number[]).includes(v), 'DEPARTMENT_INVALID');

// ---- staff login and session ---------------------------------------------------------------------------------

/** `POST /auth/staff/login`: a phone or an email, and the password. */
export const ZStaffLoginRequest = z
  .object({
    phone: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().regex(PHONE_PATTERN, 'PHONE_INVALID').optional())
      .optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().max(254, 'EMAIL_INVALID').regex(EMAIL_PATTERN, 'EMAIL_INVALID').optional())
      .optional(),
    password: z
      .string({ error: 'PASSWORD_REQUIRED' })
      .min(1, 'PASSWORD_REQUIRED')
      .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
  })
  .refine((v) => v.phone !== undefined || v.email !== undefined, {
    path: ['phone'],
    message: 'PHONE_OR_EMAIL_REQUIRED',
    ...whenObject,
  });
export type TStaffLoginRequest = z.input<typeof ZStaffLoginRequest>;

/** Who a staff session is: the account, its clinic and branch, its department. */
export const ZStaffSession = z.object({
  staff_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  clinic_id: z.number().int(),
  clinic_name: z.string(),
  clinic_name_guj: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  department_id: z.number().int(),
  doctor_sub_department_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  is_clinic_admin: z.boolean(),
  /** decision 95: a treasurer of the clinic (the pharmacy's second approval) */
  is_treasurer: z.boolean(),
  /** The staff id when the account is a doctor (department 2), else null. */
  doctor_id: z.number().int().nullable(),
  practitioner_id: z.number().int().nullable(),
});
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const ZStaffLoginResponse = z.object({ token: z.string(), staff: ZStaffSession });
export type TStaffLoginResponse = z.infer<typeof ZStaffLoginResponse>;

// ---- doctors and staff ---------------------------------------------------------------------------------------

export const ZClinicDoctor = z.object({
  doctor_id: z.number().int(),
  name: z.string(),
  department_id: z.number().int(),
  doctor_sub_department_id: z.number().int().nullable(),
  sub_department_name: z.string().nullable(),
  sub_department_name_guj: z.string().nullable(),
  designation: z.string().nullable(),
  practitioner_id: z.number().int().nullable(),
});
export type TClinicDoctor = z.infer<typeof ZClinicDoctor>;

export const ZClinicStaff = z.object({
  staff_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  department_id: z.number().int(),
  doctor_sub_department_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  is_clinic_admin: z.boolean(),
  /** decision 95: gives the second approval of an Admin+Treasurer pharmacy purchase */
  is_treasurer: z.boolean(),
  practitioner_id: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TClinicStaff = z.infer<typeof ZClinicStaff>;

/** Decision 95: a clinic administrator sets or clears a member's treasurer flag. */
export const ZSetTreasurerRequest = z.object({
  is_treasurer: z.boolean({ error: 'PHARMACY.TREASURER_FLAG_INVALID' }),
});

const newPassword = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, 'PASSWORD_REQUIRED')
  .min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG')
  .superRefine((value, ctx) => {
    const problem = value.length >= PASSWORD_MIN ? passwordProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A clinic administrator adds a staff account to their own clinic. */
export const ZCreateStaffRequest = z
  .object({
    name: personName,
    phone: mobile('MOBILE_REQUIRED'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'EMAIL_INVALID')
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'EMAIL_INVALID')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    password: newPassword,
    department_id: ZStaffDepartment,
    branch_id: z.coerce.number().int().positive('BRANCH_INVALID').nullish(),
    doctor_sub_department_id: z.coerce.number().int().positive('SUB_DEPARTMENT_INVALID').nullish(),
    designation: optionalText(100),
    is_clinic_admin: z.boolean().default(false),
    practitioner_id: z.coerce.number().int().positive('PRACTITIONER_INVALID').nullish(),
  })
  .refine((v) => !v.practitioner_id || v.department_id === 2, {
    path: ['practitioner_id'],
    message: 'PRACTITIONER_DOCTORS_ONLY',
    ...whenObject,
  });
export type TCreateStaffRequest = z.input<typeof ZCreateStaffRequest>;

// ---- patients ------------------------------------------------------------------------------------------------

export const ZSex = z.coerce
  .number({ error: 'SEX_REQUIRED' })
  .int('SEX_INVALID')
  .refine((v) => v === 1 || v === 2, 'SEX_INVALID');

/** The registration form (spec §3): a date of birth or an age, and consent to store health data. */
export const ZCreatePatientRequest = z
  .object({
    name: personName,
    name_guj: z
      .string()
      .trim()
      .max(100, 'NAME_TOO_LONG')
      .refine((v) => v === '' || GUJARATI_NAME_PATTERN.test(v), 'NAME_GUJ_INVALID')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    sex: ZSex,
    dob: z
      .string()
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), 'DOB_INVALID')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    age: z
      .union([z.literal(''), z.coerce.number({ error: 'AGE_INVALID' })])
      .transform((v) => (v === '' ? null : v))
      .pipe(z.number().int('AGE_INVALID').min(0, 'AGE_INVALID').max(MAX_AGE_YEARS, 'AGE_INVALID').nullable())
      .nullish(),
    phone: mobile('MOBILE_REQUIRED'),
    address: optionalText(300),
    city_id: z.coerce.number().int().positive('CITY_INVALID').nullish(),
    abha_address: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || abhaAddressProblem(v) === null, 'ABHA_INVALID')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    emergency_name: optionalText(100, 'NAME_TOO_LONG'),
    emergency_phone: z
      .string()
      .trim()
      .refine((v) => v === '' || INDIAN_MOBILE_PATTERN.test(v), 'MOBILE_INVALID')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    branch_id: z.coerce.number().int().positive('BRANCH_INVALID').nullish(),
    /** Consent to store health data (the purpose text is shown beside the box, in `consent_language`). */
    consent: z.literal(true, { error: 'CONSENT_REQUIRED' }),
    consent_language: z.enum(LANGUAGES, { error: 'FIELD_INVALID' }).default('en'),
  })
  .refine((v) => (v.dob ?? null) !== null || (v.age ?? null) !== null, {
    path: ['dob'],
    message: 'DOB_OR_AGE_REQUIRED',
    ...whenObject,
  })
  .refine((v) => !v.emergency_name || !!v.emergency_phone, {
    path: ['emergency_phone'],
    message: 'MOBILE_REQUIRED',
    ...whenObject,
  });
export type TCreatePatientRequest = z.input<typeof ZCreatePatientRequest>;

export const ZConsent = z.object({
  consent_id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  language: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdraw_reason: z.string().nullable(),
});
export type TConsent = z.infer<typeof ZConsent>;

export const ZPatientRow = z.object({
  patient_id: z.number().int(),
  case_no: z.string(),
  name: z.string(),
  name_guj: z.string().nullable(),
  sex: z.number().int(),
  age: z.number().int(),
  phone: z.string(),
  city_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TPatientRow = z.infer<typeof ZPatientRow>;

export const ZPatient = ZPatientRow.extend({
  clinic_id: z.number().int(),
  branch_id: z.number().int().nullable(),
  case_year: z.number().int(),
  case_seq: z.number().int(),
  dob: z.string().nullable(),
  birth_year: z.number().int(),
  dob_estimated: z.boolean(),
  address: z.string().nullable(),
  city_name: z.string().nullable(),
  city_name_guj: z.string().nullable(),
  abha_address: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  /** The newest consent (given or withdrawn); null for none. */
  consent: ZConsent.nullable(),
});
export type TPatient = z.infer<typeof ZPatient>;

/** `GET /clinic/patients?q=&page=`: spec list numbering, 20 a page. */
export const ZPatientListQuery = z.object({
  q: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
  page: z.coerce.number().int().min(1).max(50_000).default(1),
});
export const ZPatientList = z.object({
  rows: z.array(ZPatientRow.extend({ serial: z.number().int() })),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TPatientList = z.infer<typeof ZPatientList>;

export const ZWithdrawConsentRequest = z.object({ reason: optionalText(300) });
export const ZGiveConsentRequest = z.object({
  consent_language: z.enum(LANGUAGES, { error: 'FIELD_INVALID' }).default('en'),
  consent: z.literal(true, { error: 'CONSENT_REQUIRED' }),
});
