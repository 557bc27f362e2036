import { randomBytes } from 'node:crypto';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import {
  CURRENCY,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TPaymentResult,
  type TVerifyPaymentRequest,
} from '@gd/contracts/schemas/billing';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { type BillingCtx, iso, paymentNotFound } from './context';
import { razorpayKeys } from './gateway';
import * as razorpay from './razorpay';
import * as repo from './repo';
import * as invoiceRepo from './repo-invoice';
import { settle, paymentResult } from './settlement';
import { quoteFor } from './quote';
import { requireProvider } from './settings';

/** Razorpay checkout: the order (amount decided here) and the checkout callback's signed answer. */

/** An unpaid Razorpay order is reused for this long (a double click, a refresh, a second try). */
const ORDER_REUSE_MS = 30 * 60_000;

/** The amount is decided here (decision 68: the plan's price less an upgrade's credit); never the client's. */
export async function createOrder(
  ctx: BillingCtx,
  userId: number,
  input: TCreateOrderRequest,
): Promise<TCreateOrderResponse> {
  await requireProvider(ctx.db, 'razorpay');
  const keys = razorpayKeys(ctx.config);
  const { business, plan, quote } = await quoteFor(ctx, userId, input.plan_id, input.business_id);
  const amount = quote.amount_paise;
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
  const buyerGstin = input.buyer_gstin || null;
  if (open) {
    if ((open.buyer_gstin ?? null) !== buyerGstin) await invoiceRepo.setBuyerGstin(ctx.db, open.payment_id, buyerGstin);
    return answer(open);
  }

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
    credit_paise: quote.credit_paise,
    kind: quote.kind,
    currency: CURRENCY,
    provider: 'razorpay',
    status: PAYMENT_STATUS.PENDING,
    provider_order_id: order.id,
    buyer_gstin: buyerGstin,
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
    return paymentResult(ctx, pay.payment_id);
  }
  try {
    await settle(ctx, pay.payment_id, { providerPaymentId: input.razorpay_payment_id });
  } catch (err) {
    if (uniqueViolationColumn(err)) {
      throw new AppError(409, 'PAYMENT_ALREADY_USED', 'This payment was already recorded.');
    }
    throw err;
  }
  return paymentResult(ctx, pay.payment_id);
}
