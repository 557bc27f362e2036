import { z } from 'zod';
import { gstinProblem } from '../gstin';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';
import { ZPlanLimits } from '../plan-features';
import { listOf, ZPageQuery } from './common';

/**
 * Subscriptions and payments (spec §2, §3, §4, §7; decisions 8, 21, 22, 27). Money is integer paise; subscription
 * dates are India calendar days (YYYY-MM-DD, inclusive).
 */

export const PAYMENT_PROVIDER_TYPES = ['manual', 'razorpay'] as const;
export type TPaymentProviderType = (typeof PAYMENT_PROVIDER_TYPES)[number];

/** Spec §9: the currency of every plan. */
export const CURRENCY = 'INR';
/** GST on a plan: 18 % in all, split CGST 9 % + SGST 9 % when the buyer is in the seller's state. */
export const GST_RATE_PERCENT = 18;
/** The upper bound of a plan's price: ₹10,00,000 a year. */
export const PLAN_PRICE_MAX_PAISE = 100_000_000;
/** Indian GSTIN: 2-digit state code, PAN, entity digit, Z, check character (checked too: `../gstin.ts`). */
export { GSTIN_PATTERN } from '../gstin';
/** SAC: a 6-digit services accounting code (chapter 99). */
export const SAC_PATTERN = /^99\d{4}$/;
/** A bank transfer reference (UTR / UPI transaction id): 6 to 30 letters and digits. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{6,30}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** A feature line of a plan in both languages. */
export const ZPlanText = z
  .object({
    en: z.string().trim().min(1, 'FIELD_REQUIRED').max(200, 'FIELD_TOO_LONG'),
    guj: z.string().trim().max(200, 'FIELD_TOO_LONG').nullable().default(null),
  })
  .strict();
export type TPlanText = z.infer<typeof ZPlanText>;

export const ZPlan = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  price_paise: z.number().int(),
  duration_months: z.number().int(),
  features: z.array(z.object({ en: z.string(), guj: z.string().nullable() })),
  non_features: z.array(z.object({ en: z.string(), guj: z.string().nullable() })),
  sort_order: z.number().int(),
  is_active: z.number().int(),
  /** decision 67: the features as codes with limits (what the server enforces) */
  limits: ZPlanLimits,
});
export type TPlan = z.infer<typeof ZPlan>;

/** Admin: create or replace a plan. */
export const ZPlanRequest = z
  .object({
    name: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(60, 'FIELD_TOO_LONG'),
    name_guj: z.string().trim().max(60, 'FIELD_TOO_LONG').nullable().default(null),
    price_paise: z
      .number({ error: 'PRICE_INVALID' })
      .int('PRICE_INVALID')
      .min(100, 'PRICE_INVALID')
      .max(PLAN_PRICE_MAX_PAISE, 'PRICE_INVALID'),
    duration_months: z.number().int().min(1).max(36).default(12),
    features: z.array(ZPlanText).max(20, 'FIELD_TOO_LONG').default([]),
    non_features: z.array(ZPlanText).max(20, 'FIELD_TOO_LONG').default([]),
    sort_order: z.number().int().min(0).max(1000).default(0),
    is_active: z.union([z.literal(0), z.literal(1)]).default(1),
    /** decision 67: left out, a new plan gets the free tier's limits and an edited plan keeps its own */
    limits: ZPlanLimits.optional(),
  })
  .strict();
export type TPlanRequest = z.input<typeof ZPlanRequest>;

/** Spec §3 bank details, as the bank-details screen shows them. */
export const ZBankDetails = z.object({
  bankName: z.string(),
  branch: z.string(),
  beneficiaryName: z.string(),
  accountNumber: z.string(),
  accountType: z.string().nullable(),
  ifscCode: z.string(),
  contactEmail: z.string().nullable(),
  qr_image: z.string().nullable(),
  support_phone: z.string().nullable(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

const optional = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG').nullable().default(null);
const optionalMatching = (pattern: RegExp, key: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => v === '' || pattern.test(v), key)
    .nullable()
    .default(null);

/**
 * An optional GSTIN (decision 70): empty is none; otherwise upper-cased and checked for its shape, its state code
 * and its check character (GSTIN_INVALID, GSTIN_STATE_INVALID, GSTIN_CHECKSUM_INVALID).
 */
export const optionalGstin = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .max(15, 'GSTIN_INVALID')
    .superRefine((v, c) => {
      const problem = v === '' ? null : gstinProblem(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .default(null);

/** Admin: billing settings (decision 21). An empty provider type hides payments (and the payment-history menu). */
export const ZBillingSettings = z
  .object({
    payment_provider_type: z.enum(['', ...PAYMENT_PROVIDER_TYPES], { error: 'PROVIDER_INVALID' }),
    bank_name: optional(100),
    bank_branch: optional(100),
    bank_beneficiary_name: optional(100),
    bank_account_number: optionalMatching(/^\d{6,20}$/, 'ACCOUNT_NUMBER_INVALID', 20),
    bank_account_type: optional(40),
    bank_ifsc_code: optionalMatching(IFSC_PATTERN, 'IFSC_INVALID', 11),
    bank_contact_email: optionalMatching(EMAIL_PATTERN, 'EMAIL_INVALID', 120),
    seller_name: optional(120),
    seller_gstin: optionalGstin(),
    seller_address: optional(300),
    seller_state: optional(60),
    /** decision 70: the SAC printed on tax invoices (998319 when empty) */
    invoice_sac: optionalMatching(SAC_PATTERN, 'SAC_INVALID', 6),
    support_phone: optionalMatching(PHONE_PATTERN, 'PHONE_INVALID', 10),
  })
  .strict();
export type TBillingSettingsRequest = z.input<typeof ZBillingSettings>;
export const ZBillingSettingsResponse = ZBillingSettings.extend({
  bank_qr_image: z.string().nullable(),
  razorpay_configured: z.boolean(),
});
export type TBillingSettings = z.infer<typeof ZBillingSettingsResponse>;

/** Checkout (decision 27): the plan and the caller's business it is for. The amount is never the client's. */
export const ZCreateOrderRequest = z
  .object({
    plan_id: z.number({ error: 'PLAN_REQUIRED' }).int().positive('PLAN_REQUIRED'),
    business_id: z.number({ error: 'BUSINESS_REQUIRED' }).int().positive('BUSINESS_REQUIRED'),
    /** decision 70: the buyer's GSTIN for the tax invoice (input tax credit), optional */
    buyer_gstin: optionalGstin(),
  })
  .strict();
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

export const ZCreateOrderResponse = z.object({
  payment_id: z.number().int(),
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  plan_name: z.string(),
  business_name: z.string().nullable(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** What the checkout widget hands to its success handler. */
export const ZVerifyPaymentRequest = z
  .object({
    razorpay_order_id: z.string().trim().min(1).max(64),
    razorpay_payment_id: z.string().trim().min(1).max(64),
    razorpay_signature: z.string().trim().min(1).max(256),
  })
  .strict();
export type TVerifyPaymentRequest = z.infer<typeof ZVerifyPaymentRequest>;

/** Multipart text fields of a manual (bank transfer) payment; the screenshot is the `file` part. */
export const ZManualPaymentFields = z
  .object({
    plan_id: z.coerce.number({ error: 'PLAN_REQUIRED' }).int().positive('PLAN_REQUIRED'),
    business_id: z.coerce.number({ error: 'BUSINESS_REQUIRED' }).int().positive('BUSINESS_REQUIRED'),
    reference: z
      .string({ error: 'REFERENCE_REQUIRED' })
      .trim()
      .min(1, 'REFERENCE_REQUIRED')
      .regex(REFERENCE_PATTERN, 'REFERENCE_INVALID'),
    /** decision 70: the buyer's GSTIN for the tax invoice, optional */
    buyer_gstin: optionalGstin(),
  })
  .strict();
export type TManualPaymentFields = z.input<typeof ZManualPaymentFields>;

/** 'scheduled': bought, not started yet (decision 68) */
export const ZSubscriptionState = z.enum(['expired', 'expiring', 'active', 'inactive', 'scheduled']);

export const ZSubscription = z.object({
  subscription_id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  price_paise: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.number().int(),
  cancelled_at: z.string().nullable(),
  state: ZSubscriptionState,
  days_left: z.number().int(),
  features: ZPlan.shape.features,
  non_features: ZPlan.shape.non_features,
  limits: ZPlanLimits,
  /** decision 68: a period bought to follow the current one (a renewal or a downgrade), not started yet */
  next: z
    .object({ plan_id: z.number().int(), plan_name: z.string(), start_date: z.string(), end_date: z.string() })
    .nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** Decision 68: a payment waiting (a bank transfer an admin has not confirmed yet). */
export const ZPendingPayment = z.object({
  payment_id: z.number().int(),
  plan_name: z.string(),
  amount_paise: z.number().int(),
  reference: z.string().nullable(),
  created_at: z.string(),
});

/** The last payment an admin rejected (when nothing was paid since), with the admin's note. */
export const ZRejectedPayment = z.object({
  payment_id: z.number().int(),
  plan_name: z.string(),
  reference: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
});

/** GET /api/my/subscription: each of my businesses with its current subscription (or none). */
export const ZBusinessSubscription = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  subscription: ZSubscription.nullable(),
  /** what the business may use now (its active plan's, or the free tier's) */
  limits: ZPlanLimits,
  pending_payment: ZPendingPayment.nullable(),
  rejected_payment: ZRejectedPayment.nullable(),
});
export type TBusinessSubscription = z.infer<typeof ZBusinessSubscription>;

export const ZCancelSubscriptionRequest = z
  .object({ business_id: z.number({ error: 'BUSINESS_REQUIRED' }).int().positive('BUSINESS_REQUIRED') })
  .strict();
export type TCancelSubscriptionRequest = z.infer<typeof ZCancelSubscriptionRequest>;

/** Decision 68: what buying a plan for a business means today, shown before paying. */
export const ZQuoteQuery = z
  .object({
    plan_id: z.coerce.number({ error: 'PLAN_REQUIRED' }).int().positive('PLAN_REQUIRED'),
    business_id: z.coerce.number({ error: 'BUSINESS_REQUIRED' }).int().positive('BUSINESS_REQUIRED'),
  })
  .strict();
export const PURCHASE_KINDS = ['new', 'renew', 'upgrade', 'downgrade'] as const;
export type TPurchaseKind = (typeof PURCHASE_KINDS)[number];
export const ZQuote = z.object({
  kind: z.enum(PURCHASE_KINDS),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_name_guj: z.string().nullable(),
  /** the plan's price */
  price_paise: z.number().int(),
  /** the unused part of what was paid for the current plan (an upgrade), rounded up */
  credit_paise: z.number().int(),
  /** what is paid now: price − credit */
  amount_paise: z.number().int(),
  /** the new period, India days, inclusive (an upgrade starts on the day it is paid) */
  start_date: z.string(),
  end_date: z.string(),
  /** the plan being replaced (an upgrade) or followed (a renewal or downgrade) */
  current_plan_name: z.string().nullable(),
  current_end_date: z.string().nullable(),
  /** days of the current plan credited */
  credited_days: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZPaymentResult = z.object({
  payment_id: z.number().int(),
  status: z.number().int(),
  subscription: ZSubscription.nullable(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** Spec §3 payment, as payment history shows it. */
export const ZMyPayment = z.object({
  payment_id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDER_TYPES),
  /** the provider's payment id, or the bank reference; null when there is none yet */
  transaction_id: z.string().nullable(),
  amount_paise: z.number().int(),
  status: z.number().int(),
  plan_name: z.string(),
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  invoice_number: z.string().nullable(),
});
export type TMyPayment = z.infer<typeof ZMyPayment>;

export const ZAdminPayment = ZMyPayment.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_phone: z.string().nullable(),
  reference: z.string().nullable(),
  screenshot: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;
export const ZAdminPaymentList = listOf(ZAdminPayment);

export const ZAdminPaymentsQuery = ZPageQuery.extend({
  status: z.coerce.number().int().min(0).max(4).optional(),
}).strict();

export const ZReviewPaymentRequest = z
  .object({ note: z.string().trim().max(500, 'FIELD_TOO_LONG').optional() })
  .strict();
export type TReviewPaymentRequest = z.infer<typeof ZReviewPaymentRequest>;

export const ZInvoiceParams = z.object({ id: z.coerce.number().int().positive() });

/** A GSTIN is optional on the form; checks it when given (shape, state code and check character). */
export const isGstin = (v: string) => gstinProblem(v) === null;

/** Decision 68: the early-bird offer, one setting — on or off, the plan, for how many months, the last day to claim. */
export const ZEarlyBirdOffer = z
  .object({
    enabled: z.boolean(),
    plan_id: z.number({ error: 'PLAN_REQUIRED' }).int().positive('PLAN_REQUIRED').nullable(),
    months: z
      .number({ error: 'MONTHS_INVALID' })
      .int('MONTHS_INVALID')
      .min(1, 'MONTHS_INVALID')
      .max(36, 'MONTHS_INVALID'),
    last_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
      .nullable(),
  })
  .strict()
  .refine((v) => !v.enabled || v.plan_id !== null, { path: ['plan_id'], message: 'PLAN_REQUIRED' });
export type TEarlyBirdOffer = z.infer<typeof ZEarlyBirdOffer>;

/** What the banner and the registration form show while the offer is open (null when it is not). */
export const ZPublicEarlyBird = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_name_guj: z.string().nullable(),
  months: z.number().int(),
  last_date: z.string().nullable(),
});
export type TPublicEarlyBird = z.infer<typeof ZPublicEarlyBird>;
