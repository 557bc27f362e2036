import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZBankDetails,
  ZBillingSettings,
  ZBillingSettingsResponse,
  ZBusinessSubscription,
  ZCancelSubscriptionRequest,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZEarlyBirdOffer,
  ZInvoiceParams,
  ZManualPaymentFields,
  ZMyPayment,
  ZPaymentResult,
  ZPlan,
  ZPlanRequest,
  ZQuote,
  ZQuoteQuery,
  ZReviewPaymentRequest,
  ZSubscription,
  ZVerifyPaymentRequest,
} from '../schemas/billing';

/**
 * Subscriptions and payments (decision 0004): public plans and bank details, checkout (Razorpay orders and the
 * signed callback, or a manual bank transfer), my subscriptions and payments with GST invoices, the provider's
 * webhook; and the admin's plans, payments and billing settings.
 */
const tags = ['billing'] as const;
const adminTags = ['admin'] as const;

// ---- public -----------------------------------------------------------------------------------------------------

export const listPlans = defineEndpoint({
  method: 'GET',
  path: '/plans',
  tags,
  access: 'public',
  summary: 'Yearly plans (prices in paise, tax inclusive)',
  data: z.array(ZPlan),
});

export const getBankDetails = defineEndpoint({
  method: 'GET',
  path: '/bank-details',
  tags,
  access: 'public',
  summary: 'Bank details for a manual transfer (404 until the admin enters them)',
  data: ZBankDetails,
  errors: [404],
});

/**
 * The Razorpay webhook. Its body is read raw (any content type) because the signature is over the exact bytes
 * Razorpay sent, so it has no body schema; the server registers it in a plugin with its own body parser.
 */
export const razorpayWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/webhook',
  tags,
  access: 'public',
  summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body; idempotent by event id)',
  data: z.object({ result: z.string() }),
  errors: [400, 503],
});

// ---- the owner's checkout, subscriptions and payments -----------------------------------------------------------

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/payments/orders',
  tags,
  access: 'user',
  summary: 'Creates (or reuses) the Razorpay order for a plan and one of my businesses',
  body: ZCreateOrderRequest,
  data: ZCreateOrderResponse,
  errors: [400, 404, 409, 429, 502, 503],
});

export const verifyPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/verify',
  tags,
  access: 'user',
  summary: 'Checks the checkout signature and activates the subscription',
  body: ZVerifyPaymentRequest,
  data: ZPaymentResult,
  errors: [400, 404, 409, 503],
});

export const submitManualPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/manual',
  tags,
  access: 'user',
  summary: 'Bank transfer: plan_id, business_id, reference (UTR) and the screenshot (file); pending until confirmed',
  multipart: true,
  body: ZManualPaymentFields,
  data: ZPaymentResult,
  errors: [400, 404, 409, 413, 415, 429],
});

export const listMySubscriptions = defineEndpoint({
  method: 'GET',
  path: '/my/subscription',
  tags,
  access: 'user',
  summary: 'Each of my businesses with its current subscription',
  data: z.array(ZBusinessSubscription),
});

/**
 * The early-bird offer (decision 68) is defined in its own file: every public page's banner calls it, and the browser
 * bundles an endpoint file whole, so from here it brought the descriptors of every billing endpoint onto the home page.
 */
export { getEarlyBird } from './early-bird';

export const getEarlyBirdSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/early-bird',
  tags: adminTags,
  access: 'admin',
  summary: 'The early-bird offer setting (decision 68)',
  data: ZEarlyBirdOffer,
});

export const saveEarlyBirdSettings = defineEndpoint({
  method: 'PUT',
  path: '/admin/early-bird',
  tags: adminTags,
  access: 'admin',
  summary: 'Turns the early-bird offer on or off, with its plan, months and last day to claim (audited)',
  body: ZEarlyBirdOffer,
  data: ZEarlyBirdOffer,
  errors: [400, 404],
});

export const getQuote = defineEndpoint({
  method: 'GET',
  path: '/my/subscription/quote',
  tags,
  access: 'user',
  summary:
    'What buying a plan for one of my businesses means today (decision 68): new, renewal, upgrade with pro-rata credit, or downgrade; its dates and amount',
  query: ZQuoteQuery,
  data: ZQuote,
  errors: [400, 404, 409],
});

/** Decision 68: a bank transfer's screenshot, to its payer and to admins only; never cached publicly. */
export const getPaymentScreenshot = defineEndpoint({
  method: 'GET',
  path: '/payments/:id/screenshot',
  tags,
  access: 'user',
  summary: "A bank transfer's screenshot: to its payer and to admins (404 to anyone else)",
  params: ZIdParam,
  produces: 'file',
  errors: [401, 404],
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/my/subscription/cancel',
  tags,
  access: 'user',
  summary: 'Stops renewal; the subscription stays usable to its end date (decision 8)',
  body: ZCancelSubscriptionRequest,
  data: ZSubscription,
  errors: [400, 404],
});

export const listMyPayments = defineEndpoint({
  method: 'GET',
  path: '/my/payments',
  tags,
  access: 'user',
  summary: 'My payments, newest first',
  data: z.array(ZMyPayment),
});

export const getMyInvoice = defineEndpoint({
  method: 'GET',
  path: '/my/payments/:id/invoice',
  tags,
  access: 'user',
  summary: 'The GST invoice of my successful payment (PDF)',
  params: ZInvoiceParams,
  produces: 'file',
  errors: [400, 404],
});

// ---- admin ------------------------------------------------------------------------------------------------------

export const adminListPlans = defineEndpoint({
  method: 'GET',
  path: '/admin/plans',
  tags: adminTags,
  access: 'admin',
  summary: 'Every plan, retired ones too',
  data: z.array(ZPlan),
  errors: [403],
});

export const createPlan = defineEndpoint({
  method: 'POST',
  path: '/admin/plans',
  tags: adminTags,
  access: 'admin',
  summary: 'Creates a plan',
  body: ZPlanRequest,
  data: ZPlan,
  errors: [400, 403],
});

export const updatePlan = defineEndpoint({
  method: 'PUT',
  path: '/admin/plans/:id',
  tags: adminTags,
  access: 'admin',
  summary: 'Replaces a plan (bought subscriptions keep their name and price)',
  params: ZIdParam,
  body: ZPlanRequest,
  data: ZPlan,
  errors: [400, 403, 404],
});

export const deletePlan = defineEndpoint({
  method: 'DELETE',
  path: '/admin/plans/:id',
  tags: adminTags,
  access: 'admin',
  summary: 'Deletes a plan, or retires it when someone bought it',
  params: ZIdParam,
  data: z.object({ result: z.enum(['deleted', 'retired']) }),
  errors: [400, 403, 404],
});

export const adminListPayments = defineEndpoint({
  method: 'GET',
  path: '/admin/payments',
  tags: adminTags,
  access: 'admin',
  summary: 'Payments, newest first (status filter: 0 pending … 4 cancelled)',
  query: ZAdminPaymentsQuery,
  data: ZAdminPaymentList,
  errors: [400, 403],
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: '/admin/payments/:id/confirm',
  tags: adminTags,
  access: 'admin',
  summary: 'Confirms a manual payment: the subscription starts or extends, the invoice is numbered',
  params: ZIdParam,
  body: ZReviewPaymentRequest,
  data: ZPaymentResult,
  errors: [400, 403, 404, 409],
});

export const rejectPayment = defineEndpoint({
  method: 'POST',
  path: '/admin/payments/:id/reject',
  tags: adminTags,
  access: 'admin',
  summary: 'Rejects a manual payment (status Failed, with an optional note)',
  params: ZIdParam,
  body: ZReviewPaymentRequest,
  data: ZPaymentResult,
  errors: [400, 403, 404, 409],
});

export const getAdminInvoice = defineEndpoint({
  method: 'GET',
  path: '/admin/payments/:id/invoice',
  tags: adminTags,
  access: 'admin',
  summary: 'The GST invoice of a payment (PDF)',
  params: ZInvoiceParams,
  produces: 'file',
  errors: [400, 403, 404],
});

export const getBillingSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/billing-settings',
  tags: adminTags,
  access: 'admin',
  summary: 'Billing settings',
  data: ZBillingSettingsResponse,
  errors: [403],
});

export const saveBillingSettings = defineEndpoint({
  method: 'PUT',
  path: '/admin/billing-settings',
  tags: adminTags,
  access: 'admin',
  summary: 'Saves the payment provider type, bank details, seller GSTIN and address, support phone',
  body: ZBillingSettings,
  data: ZBillingSettingsResponse,
  errors: [400, 403],
});

export const uploadBankQr = defineEndpoint({
  method: 'POST',
  path: '/admin/billing-settings/qr',
  tags: adminTags,
  access: 'admin',
  summary: 'Uploads the bank QR image (file)',
  multipart: true,
  data: ZBillingSettingsResponse,
  errors: [400, 403, 413, 415],
});
