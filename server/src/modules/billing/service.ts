import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { addDays, addMonths, indiaDate } from '@gd/contracts/india-time';
import { subscriptionStatus } from '@gd/contracts/subscription-state';
import {
  CURRENCY,
  PAYMENT_PROVIDER_TYPES,
  ZPlanText,
  type TAdminPayment,
  type TBankDetails,
  type TBillingSettings,
  type TBusinessSubscription,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TMyPayment,
  type TPaymentProviderType,
  type TPaymentResult,
  type TPlan,
  type TSubscription,
  type TVerifyPaymentRequest,
  ZBillingSettings,
  ZManualPaymentFields,
  type ZPlanRequest,
} from '@gd/contracts/schemas/billing';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as directory from '../directory/service';
import { financialYear, gstSplit, type InvoiceData, invoicePdf, isIntraState, nextInvoiceNumber } from './invoice';
import * as razorpay from './razorpay';
import * as repo from './repo';

export interface BillingCtx {
  db: Kysely<DB>;
  database: { dialect: 'sqlite' | 'postgres' };
  clock: { now(): Date };
  config: Config;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const iso = (d: Date) => d.toISOString();
/** An unpaid Razorpay order is reused for this long (a double click, a refresh, a second try). */
const ORDER_REUSE_MS = 30 * 60_000;
/** SAC of "other information technology services" (online directory listing). */
const SAC = '998319';

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
const planNotFound = () => AppError.notFound('PLAN_NOT_FOUND', 'Failed to load subscription plans');
const paymentNotFound = () => AppError.notFound('PAYMENT_NOT_FOUND', 'Payment not found.');

// ---- plans ------------------------------------------------------------------------------------------------------

function texts(json: string): TPlan['features'] {
  try {
    const list = JSON.parse(json) as unknown[];
    return list.flatMap((item) => {
      if (typeof item === 'string') return [{ en: item, guj: null }];
      const parsed = ZPlanText.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function toPlan(p: NonNullable<Awaited<ReturnType<typeof repo.findPlan>>>): TPlan {
  return {
    plan_id: p.plan_id,
    name: p.name,
    name_guj: p.name_guj,
    price_paise: Number(p.price_paise),
    duration_months: p.duration_months,
    features: texts(p.features),
    non_features: texts(p.non_features),
    sort_order: p.sort_order,
    is_active: p.is_active,
  };
}

export async function listPlans(db: Kysely<DB>, activeOnly = true): Promise<TPlan[]> {
  return (await repo.listPlans(db, { activeOnly })).map(toPlan);
}

type PlanInput = z.output<typeof ZPlanRequest>;

export async function createPlan(ctx: BillingCtx, adminId: number, input: PlanInput): Promise<TPlan> {
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('subscription_plans')
      .values({
        ...input,
        features: JSON.stringify(input.features),
        non_features: JSON.stringify(input.non_features),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const plan = toPlan(row);
    await audit(trx, {
      actorUserId: adminId,
      action: 'plan.create',
      entity: 'subscription_plans',
      entityId: plan.plan_id,
      after: plan,
      at: now,
    });
    return plan;
  });
}

export async function updatePlan(ctx: BillingCtx, adminId: number, planId: number, input: PlanInput): Promise<TPlan> {
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPlan(trx, planId);
    if (!before) throw planNotFound();
    const row = await trx
      .updateTable('subscription_plans')
      .set({
        ...input,
        features: JSON.stringify(input.features),
        non_features: JSON.stringify(input.non_features),
        updated_at: now,
      })
      .where('plan_id', '=', planId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const plan = toPlan(row);
    await audit(trx, {
      actorUserId: adminId,
      action: 'plan.update',
      entity: 'subscription_plans',
      entityId: planId,
      before: toPlan(before),
      after: plan,
      at: now,
    });
    return plan;
  });
}

/** A plan someone bought is retired (hidden from pricing), never deleted: history keeps pointing at it. */
export async function deletePlan(ctx: BillingCtx, adminId: number, planId: number): Promise<'deleted' | 'retired'> {
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPlan(trx, planId);
    if (!before) throw planNotFound();
    const used = await repo.planIsUsed(trx, planId);
    if (used) {
      await trx
        .updateTable('subscription_plans')
        .set({ is_active: 0, updated_at: now })
        .where('plan_id', '=', planId)
        .execute();
    } else {
      await trx.deleteFrom('subscription_plans').where('plan_id', '=', planId).execute();
    }
    await audit(trx, {
      actorUserId: adminId,
      action: used ? 'plan.retire' : 'plan.delete',
      entity: 'subscription_plans',
      entityId: planId,
      before: toPlan(before),
      after: used ? { ...toPlan(before), is_active: 0 } : null,
      at: now,
    });
    return used ? 'retired' : 'deleted';
  });
}

// ---- settings ---------------------------------------------------------------------------------------------------

const SETTING_NAMES = [...Object.keys(ZBillingSettings.shape), 'bank_qr_image'] as const;
/** Settings the public pages read through /api/settings/public. */
const PUBLIC_SETTINGS = new Set(['payment_provider_type', 'support_phone']);

export async function providerType(db: Kysely<DB>): Promise<TPaymentProviderType | null> {
  const s = await repo.readSettings(db, ['payment_provider_type']);
  const v = s.payment_provider_type;
  return (PAYMENT_PROVIDER_TYPES as readonly string[]).includes(v ?? '') ? (v as TPaymentProviderType) : null;
}

const razorpayConfigured = (c: Config) => Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET);

export async function getSettings(ctx: BillingCtx): Promise<TBillingSettings> {
  const s = await repo.readSettings(ctx.db, SETTING_NAMES);
  const pt = s.payment_provider_type ?? '';
  return {
    payment_provider_type: (['', ...PAYMENT_PROVIDER_TYPES] as string[]).includes(pt)
      ? (pt as TBillingSettings['payment_provider_type'])
      : '',
    bank_name: s.bank_name ?? null,
    bank_branch: s.bank_branch ?? null,
    bank_beneficiary_name: s.bank_beneficiary_name ?? null,
    bank_account_number: s.bank_account_number ?? null,
    bank_account_type: s.bank_account_type ?? null,
    bank_ifsc_code: s.bank_ifsc_code ?? null,
    bank_contact_email: s.bank_contact_email ?? null,
    seller_name: s.seller_name ?? null,
    seller_gstin: s.seller_gstin ?? null,
    seller_address: s.seller_address ?? null,
    seller_state: s.seller_state ?? null,
    support_phone: s.support_phone ?? null,
    bank_qr_image: s.bank_qr_image ?? null,
    razorpay_configured: razorpayConfigured(ctx.config),
  };
}

export async function saveSettings(
  ctx: BillingCtx,
  adminId: number,
  input: z.output<typeof ZBillingSettings>,
): Promise<TBillingSettings> {
  const before = await getSettings(ctx);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    for (const [name, raw] of Object.entries(input)) {
      const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
      await repo.writeSetting(trx, name, value, PUBLIC_SETTINGS.has(name) ? 1 : 0, now);
    }
    await audit(trx, {
      actorUserId: adminId,
      action: 'settings.billing.update',
      entity: 'settings',
      entityId: 'billing',
      before,
      after: input,
      at: now,
    });
  });
  directory.invalidateDirectoryCounts(ctx.db);
  return getSettings(ctx);
}

export async function uploadQr(ctx: BillingCtx, adminId: number, form: MultipartForm): Promise<TBillingSettings> {
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  const image = await processImage(form.file.bytes, { maxWidth: 800, thumbWidth: 200 });
  const url = await ctx.storage.put(`billing/qr-${randomBytes(6).toString('hex')}.webp`, image.full, 'image/webp');
  const before = (await repo.readSettings(ctx.db, ['bank_qr_image'])).bank_qr_image ?? null;
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await repo.writeSetting(trx, 'bank_qr_image', url, 0, now);
    await audit(trx, {
      actorUserId: adminId,
      action: 'settings.bank_qr.update',
      entity: 'settings',
      entityId: 'bank_qr_image',
      before: { bank_qr_image: before },
      after: { bank_qr_image: url },
      at: now,
    });
  });
  await ctx.storage.remove(before);
  return getSettings(ctx);
}

export async function bankDetails(db: Kysely<DB>): Promise<TBankDetails> {
  const s = await repo.readSettings(db, SETTING_NAMES);
  if (!s.bank_name || !s.bank_account_number || !s.bank_ifsc_code || !s.bank_beneficiary_name) {
    throw AppError.notFound('BANK_DETAILS_MISSING', 'Failed to load bank details.');
  }
  return {
    bankName: s.bank_name,
    branch: s.bank_branch ?? '',
    beneficiaryName: s.bank_beneficiary_name,
    accountNumber: s.bank_account_number,
    accountType: s.bank_account_type ?? null,
    ifscCode: s.bank_ifsc_code,
    contactEmail: s.bank_contact_email ?? null,
    qr_image: s.bank_qr_image ?? null,
    support_phone: s.support_phone ?? null,
  };
}

// ---- subscriptions ----------------------------------------------------------------------------------------------

type SubRow = Awaited<ReturnType<typeof repo.activeSubscriptions>>[number];

/**
 * The subscription a business shows: the period covering today (or else the latest), its end extended to the
 * end of any renewal already bought, its state per spec §4 and decision 22.
 */
function currentSubscription(rows: SubRow[], plans: Map<number, TPlan>, now: Date): TSubscription | null {
  if (rows.length === 0) return null;
  const today = indiaDate(now);
  const latest = rows[rows.length - 1]!;
  const covering = rows.find((r) => r.start_date <= today && r.end_date >= today);
  const shown = covering ?? latest;
  const status = subscriptionStatus({ end_date: latest.end_date, is_active: latest.is_active }, now);
  const plan = plans.get(shown.plan_id);
  return {
    subscription_id: shown.subscription_id,
    plan_id: shown.plan_id,
    plan_name: shown.plan_name,
    price_paise: Number(shown.price_paise),
    start_date: shown.start_date,
    end_date: latest.end_date,
    is_active: latest.is_active,
    cancelled_at: latest.cancelled_at,
    state: status.state,
    days_left: status.daysLeft,
    features: plan?.features ?? [],
    non_features: plan?.non_features ?? [],
  };
}

export async function mySubscriptions(ctx: BillingCtx, userId: number): Promise<TBusinessSubscription[]> {
  const businesses = await repo.listOwnedBusinesses(ctx.db, userId);
  const [rows, plans] = await Promise.all([
    repo.activeSubscriptions(
      ctx.db,
      businesses.map((b) => b.business_id),
    ),
    listPlans(ctx.db, false),
  ]);
  const planById = new Map(plans.map((p) => [p.plan_id, p]));
  const now = ctx.clock.now();
  return businesses.map((b) => ({
    business_id: b.business_id,
    business_name: b.business_name,
    subscription: currentSubscription(
      rows.filter((r) => r.business_id === b.business_id),
      planById,
      now,
    ),
  }));
}

async function subscriptionOf(ctx: BillingCtx, businessId: number): Promise<TSubscription | null> {
  const [rows, plans] = await Promise.all([repo.activeSubscriptions(ctx.db, [businessId]), listPlans(ctx.db, false)]);
  return currentSubscription(rows, new Map(plans.map((p) => [p.plan_id, p])), ctx.clock.now());
}

async function ownedBusiness(ctx: BillingCtx, userId: number, businessId: number) {
  const b = await repo.findBuyer(ctx.db, businessId);
  if (!b || b.owner_user_id !== userId) throw businessNotFound();
  return b;
}

/** Decision 8: the subscription stops renewing; it stays usable to its end date. */
export async function cancel(ctx: BillingCtx, userId: number, businessId: number): Promise<TSubscription> {
  await ownedBusiness(ctx, userId, businessId);
  const now = ctx.clock.now();
  await repo.cancelFrom(ctx.db, businessId, indiaDate(now), iso(now));
  const sub = await subscriptionOf(ctx, businessId);
  if (!sub || sub.state === 'expired') {
    throw AppError.notFound('SUBSCRIPTION_NOT_FOUND', 'No active subscription to cancel.');
  }
  return sub;
}

// ---- settling a payment -----------------------------------------------------------------------------------------

interface SettleOptions {
  providerPaymentId?: string;
  /** an admin confirming a manual payment (audited in the same transaction) */
  admin?: { userId: number; note: string | null };
}

/**
 * Marks a pending (or failed) payment paid, exactly once: the conditional update is the gate, so a webhook, a
 * replayed webhook, the checkout callback and an admin's double click all race for it and one wins. The winner
 * starts or extends the business's subscription (a new period starts at the later of today and the current
 * end) and takes the next invoice number, in the same transaction.
 */
async function settle(ctx: BillingCtx, paymentId: number, opts: SettleOptions = {}): Promise<boolean> {
  const nowDate = ctx.clock.now();
  const now = iso(nowDate);
  const today = indiaDate(nowDate);
  const settled = await ctx.db.transaction().execute(async (trx: Transaction<DB>) => {
    const pay = await repo.findPayment(trx, paymentId);
    if (!pay) throw paymentNotFound();
    await repo.lockBusiness(trx, ctx.database.dialect, pay.business_id);
    const res = await trx
      .updateTable('payments')
      .set({
        status: PAYMENT_STATUS.SUCCESS,
        paid_at: now,
        updated_at: now,
        ...(opts.providerPaymentId ? { provider_payment_id: opts.providerPaymentId } : {}),
        ...(opts.admin ? { reviewed_by: opts.admin.userId, reviewed_at: now, review_note: opts.admin.note } : {}),
      })
      .where('payment_id', '=', paymentId)
      .where('status', 'in', [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.FAILED])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;

    const plan = await repo.findPlan(trx, pay.plan_id);
    if (!plan) throw planNotFound();
    const last = await repo.lastEndDate(trx, pay.business_id);
    const lastEnd = last?.end_date ?? null;
    const start = lastEnd && lastEnd >= today ? addDays(lastEnd, 1) : today;
    const end = addDays(addMonths(start, plan.duration_months), -1);

    const invoiceNumber = await nextInvoiceNumber(trx, financialYear(today));
    const settings = await repo.readSettings(trx, SETTING_NAMES);
    const buyer = await repo.findBuyer(trx, pay.business_id);
    const sellerState = settings.seller_state || 'Gujarat';
    const buyerState = buyer?.state || 'Gujarat';
    const intra = isIntraState(sellerState, buyerState);
    const amount = Number(pay.amount_paise);
    const invoice: InvoiceData = {
      invoice_number: invoiceNumber,
      invoice_date: today,
      seller: {
        name: settings.seller_name || 'Gujarat Business Directory',
        address: settings.seller_address ?? null,
        state: sellerState,
        gstin: settings.seller_gstin ?? null,
      },
      buyer: {
        name: buyer?.business_name || buyer?.owner_name || 'Customer',
        contact_name: buyer?.owner_name ?? null,
        address: [buyer?.location, buyer?.city_name, buyer?.zipcode].filter(Boolean).join(', ') || null,
        state: buyerState,
        gstin: null,
        phone: buyer?.phone ?? null,
      },
      item: {
        description: `${plan.name} - yearly listing subscription`,
        period: `Period ${start.split('-').reverse().join('-')} to ${end.split('-').reverse().join('-')}`,
        sac: SAC,
      },
      total_paise: amount,
      ...gstSplit(amount, intra),
      intra_state: intra,
      payment: {
        provider: pay.provider,
        transaction_id: opts.providerPaymentId ?? pay.provider_payment_id ?? pay.reference,
      },
    };
    const invoiceJson = JSON.stringify(invoice);
    const sub = await repo.insertSubscription(trx, {
      business_id: pay.business_id,
      plan_id: plan.plan_id,
      plan_name: plan.name,
      price_paise: amount,
      start_date: start,
      end_date: end,
      is_active: 1,
      invoice_number: invoiceNumber,
      invoice_data: invoiceJson,
      payment_id: pay.payment_id,
      created_at: now,
      updated_at: now,
    });
    await trx
      .updateTable('payments')
      .set({ subscription_id: sub.subscription_id, invoice_number: invoiceNumber, invoice_data: invoiceJson })
      .where('payment_id', '=', paymentId)
      .execute();
    if (opts.admin) {
      await audit(trx, {
        actorUserId: opts.admin.userId,
        action: 'payment.confirm',
        entity: 'payments',
        entityId: paymentId,
        before: { status: pay.status },
        after: { status: PAYMENT_STATUS.SUCCESS, subscription_id: sub.subscription_id, invoice_number: invoiceNumber },
        at: now,
      });
    }
    return true;
  });
  if (settled) {
    const pay = await repo.findPayment(ctx.db, paymentId);
    if (pay) directory.invalidateProfile(ctx.db, pay.business_id);
    directory.invalidateDirectoryCounts(ctx.db);
  }
  return settled;
}

async function result(ctx: BillingCtx, paymentId: number): Promise<TPaymentResult> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay) throw paymentNotFound();
  return {
    payment_id: pay.payment_id,
    status: pay.status,
    subscription: pay.status === PAYMENT_STATUS.SUCCESS ? await subscriptionOf(ctx, pay.business_id) : null,
  };
}

// ---- Razorpay ---------------------------------------------------------------------------------------------------

function razorpayKeys(config: Config): razorpay.RazorpayKeys {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
    throw new AppError(503, 'PAYMENT_NOT_CONFIGURED', 'Unable to initiate payment. Please try again.');
  }
  return { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, apiBase: config.RAZORPAY_API_BASE };
}

async function requireProvider(db: Kysely<DB>, wanted: TPaymentProviderType) {
  if ((await providerType(db)) !== wanted) {
    throw new AppError(409, 'PROVIDER_MISMATCH', 'This payment method is not available. Please reload the page.');
  }
}

async function purchasable(ctx: BillingCtx, userId: number, planId: number, businessId: number) {
  const business = await ownedBusiness(ctx, userId, businessId);
  const plan = await repo.findPlan(ctx.db, planId);
  if (!plan || plan.is_active !== 1) throw planNotFound();
  return { business, plan };
}

/** The amount is the plan's price in paise, decided here; the client never sends it. */
export async function createOrder(
  ctx: BillingCtx,
  userId: number,
  input: TCreateOrderRequest,
): Promise<TCreateOrderResponse> {
  await requireProvider(ctx.db, 'razorpay');
  const keys = razorpayKeys(ctx.config);
  const { business, plan } = await purchasable(ctx, userId, input.plan_id, input.business_id);
  const amount = Number(plan.price_paise);
  const now = ctx.clock.now();
  const answer = (p: { payment_id: number; provider_order_id: string | null }) => ({
    payment_id: p.payment_id,
    key_id: keys.keyId,
    order_id: p.provider_order_id!,
    amount,
    currency: CURRENCY,
    plan_name: plan.name,
    business_name: business.business_name,
  });
  const open = await repo.findOpenOrder(ctx.db, {
    userId,
    businessId: business.business_id,
    planId: plan.plan_id,
    amount,
    since: iso(new Date(now.getTime() - ORDER_REUSE_MS)),
  });
  if (open) return answer(open);

  const order = await razorpay.createOrder(
    keys,
    {
      amount,
      currency: CURRENCY,
      receipt: `gd-${business.business_id}-${randomBytes(6).toString('hex')}`,
      notes: { business_id: String(business.business_id), plan_id: String(plan.plan_id), user_id: String(userId) },
    },
    ctx.log,
  );
  const pay = await repo.insertPayment(ctx.db, {
    user_id: userId,
    business_id: business.business_id,
    plan_id: plan.plan_id,
    amount_paise: amount,
    currency: CURRENCY,
    provider: 'razorpay',
    status: PAYMENT_STATUS.PENDING,
    provider_order_id: order.id,
    created_at: iso(now),
    updated_at: iso(now),
  });
  return answer(pay);
}

/** The checkout callback: the signature is checked against the order id we stored, then the payment settles. */
export async function verify(ctx: BillingCtx, userId: number, input: TVerifyPaymentRequest): Promise<TPaymentResult> {
  const keys = razorpayKeys(ctx.config);
  const pay = await repo.findPaymentByOrder(ctx.db, input.razorpay_order_id);
  if (!pay || pay.user_id !== userId || pay.provider !== 'razorpay') throw paymentNotFound();
  if (
    !razorpay.checkoutSignatureValid(
      keys.keySecret,
      pay.provider_order_id!,
      input.razorpay_payment_id,
      input.razorpay_signature,
    )
  ) {
    throw new AppError(400, 'SIGNATURE_INVALID', 'Failed to activate subscription.', {
      razorpay_signature: 'SIGNATURE_INVALID',
    });
  }
  if (pay.status === PAYMENT_STATUS.SUCCESS && pay.provider_payment_id !== input.razorpay_payment_id) {
    // The order was already paid by another payment (Razorpay may capture two for one order): keep the first.
    ctx.log.warn({ order: pay.provider_order_id }, 'razorpay: second payment for a paid order');
    return result(ctx, pay.payment_id);
  }
  await settleUnique(ctx, pay.payment_id, input.razorpay_payment_id);
  return result(ctx, pay.payment_id);
}

async function settleUnique(ctx: BillingCtx, paymentId: number, providerPaymentId: string) {
  try {
    await settle(ctx, paymentId, { providerPaymentId });
  } catch (err) {
    if (uniqueViolationColumn(err)) {
      throw new AppError(409, 'PAYMENT_ALREADY_USED', 'This payment was already recorded.');
    }
    throw err;
  }
}

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } };
  };
}

/**
 * POST /api/payments/webhook: the signature over the raw body first; then each event id is handled once (a
 * replay answers 2xx and does nothing; a failure forgets the event so Razorpay's retry is handled). Whatever
 * arrives first — this event, a replay, or the checkout callback — the payment settles once (see settle).
 */
export async function webhook(
  ctx: BillingCtx,
  raw: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const secret = ctx.config.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError(503, 'WEBHOOK_NOT_CONFIGURED', 'Webhooks are not configured.');
  if (!signature || !razorpay.webhookSignatureValid(secret, raw, signature)) {
    throw new AppError(400, 'SIGNATURE_INVALID', 'The webhook signature does not match.');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  const event = body.event ?? 'unknown';
  const entity = body.payload?.payment?.entity;
  const eventId = eventIdHeader || `${event}:${entity?.id ?? 'none'}`;
  const now = iso(ctx.clock.now());

  const first = await repo.recordEvent(ctx.db, {
    event_id: eventId.slice(0, 100),
    event_type: event.slice(0, 60),
    provider_payment_id: entity?.id ?? null,
    at: now,
  });
  if (!first) return 'duplicate';
  try {
    if (!entity?.id || !entity.order_id) return 'ignored';
    const pay = await repo.findPaymentByOrder(ctx.db, entity.order_id);
    if (!pay) return 'ignored';
    if (event === 'payment.captured' || event === 'order.paid') {
      if (entity.amount !== Number(pay.amount_paise) || entity.currency !== pay.currency) {
        ctx.log.warn(
          { order: entity.order_id, amount: entity.amount },
          'razorpay: webhook amount differs from the order',
        );
        return 'ignored';
      }
      if (pay.status === PAYMENT_STATUS.SUCCESS) return 'processed';
      await settle(ctx, pay.payment_id, { providerPaymentId: entity.id });
      return 'processed';
    }
    if (event === 'payment.failed') {
      await ctx.db
        .updateTable('payments')
        .set({ status: PAYMENT_STATUS.FAILED, updated_at: now })
        .where('payment_id', '=', pay.payment_id)
        .where('status', '=', PAYMENT_STATUS.PENDING)
        .execute();
      return 'processed';
    }
    return 'ignored';
  } catch (err) {
    // Let Razorpay retry: forget the event so the retry is handled.
    await ctx.db.deleteFrom('payment_events').where('event_id', '=', eventId.slice(0, 100)).execute();
    throw err;
  }
}

// ---- manual bank transfer ---------------------------------------------------------------------------------------

export async function submitManual(ctx: BillingCtx, userId: number, form: MultipartForm): Promise<TPaymentResult> {
  const parsed = ZManualPaymentFields.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', zodFieldErrors(parsed.error.issues));
  }
  await requireProvider(ctx.db, 'manual');
  const { business, plan } = await purchasable(ctx, userId, parsed.data.plan_id, parsed.data.business_id);
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  const reference = parsed.data.reference.toUpperCase();
  const image = await processImage(form.file.bytes, { maxWidth: 1200, thumbWidth: 200 });
  const url = await ctx.storage.put(
    `payments/${userId}/${randomBytes(8).toString('hex')}.webp`,
    image.full,
    'image/webp',
  );
  const now = iso(ctx.clock.now());
  try {
    const pay = await repo.insertPayment(ctx.db, {
      user_id: userId,
      business_id: business.business_id,
      plan_id: plan.plan_id,
      amount_paise: Number(plan.price_paise),
      currency: CURRENCY,
      provider: 'manual',
      status: PAYMENT_STATUS.PENDING,
      reference,
      screenshot: url,
      created_at: now,
      updated_at: now,
    });
    return { payment_id: pay.payment_id, status: pay.status, subscription: null };
  } catch (err) {
    await ctx.storage.remove(url);
    if (uniqueViolationColumn(err)) {
      throw AppError.conflict('reference', 'REFERENCE_USED', 'This transfer reference was already submitted.');
    }
    throw err;
  }
}

export async function confirmManual(
  ctx: BillingCtx,
  adminId: number,
  paymentId: number,
  note: string | null,
): Promise<TPaymentResult> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay) throw paymentNotFound();
  if (pay.provider !== 'manual' || pay.status !== PAYMENT_STATUS.PENDING) {
    throw new AppError(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for confirmation.');
  }
  const won = await settle(ctx, paymentId, { admin: { userId: adminId, note } });
  if (!won) throw new AppError(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for confirmation.');
  return result(ctx, paymentId);
}

export async function rejectManual(
  ctx: BillingCtx,
  adminId: number,
  paymentId: number,
  note: string | null,
): Promise<TPaymentResult> {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const pay = await repo.findPayment(trx, paymentId);
    if (!pay) throw paymentNotFound();
    const res = await trx
      .updateTable('payments')
      .set({
        status: PAYMENT_STATUS.FAILED,
        reviewed_by: adminId,
        reviewed_at: now,
        review_note: note,
        updated_at: now,
      })
      .where('payment_id', '=', paymentId)
      .where('provider', '=', 'manual')
      .where('status', '=', PAYMENT_STATUS.PENDING)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      throw new AppError(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for confirmation.');
    }
    await audit(trx, {
      actorUserId: adminId,
      action: 'payment.reject',
      entity: 'payments',
      entityId: paymentId,
      before: { status: pay.status },
      after: { status: PAYMENT_STATUS.FAILED, review_note: note },
      at: now,
    });
  });
  return result(ctx, paymentId);
}

// ---- history and invoices ---------------------------------------------------------------------------------------

type PaymentRow = Awaited<ReturnType<typeof repo.listUserPayments>>[number];

function toMyPayment(p: PaymentRow): TMyPayment {
  return {
    payment_id: p.payment_id,
    created_at: p.created_at,
    paid_at: p.paid_at,
    provider: p.provider,
    transaction_id: p.provider_payment_id ?? p.reference ?? null,
    amount_paise: Number(p.amount_paise),
    status: p.status,
    plan_name: p.plan_name,
    business_id: p.business_id,
    business_name: p.business_name,
    invoice_number: p.invoice_number,
  };
}

export async function myPayments(ctx: BillingCtx, userId: number): Promise<TMyPayment[]> {
  return (await repo.listUserPayments(ctx.db, userId)).map(toMyPayment);
}

export async function adminPayments(ctx: BillingCtx, q: { status?: number; limit: number; offset: number }) {
  const { rows, count } = await repo.listAllPayments(ctx.db, q);
  return {
    rows: rows.map((p): TAdminPayment => ({
      ...toMyPayment(p),
      user_id: p.user_id,
      user_name: p.user_name,
      user_phone: p.user_phone,
      reference: p.reference,
      screenshot: p.screenshot,
      reviewed_at: p.reviewed_at,
      review_note: p.review_note,
    })),
    count,
  };
}

/** The invoice of a successful payment; `userId` null for an admin, otherwise the payer only (404 for others). */
export async function invoice(
  ctx: BillingCtx,
  userId: number | null,
  paymentId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay || (userId !== null && pay.user_id !== userId)) throw paymentNotFound();
  if (pay.status !== PAYMENT_STATUS.SUCCESS || !pay.invoice_data) {
    throw AppError.notFound('INVOICE_NOT_FOUND', 'There is no invoice for this payment.');
  }
  const data = JSON.parse(pay.invoice_data) as InvoiceData;
  return { pdf: await invoicePdf(data), filename: `${data.invoice_number.replace(/\//g, '-')}.pdf` };
}
