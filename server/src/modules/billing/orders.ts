import { randomBytes } from 'node:crypto';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import {
  CURRENCY,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TPaymentResult,
  type TVerifyPaymentRequest,
} from '@gd/contracts/schemas/billing';
import type { Insertable, Selectable } from 'kysely';
import { LOCKS, lockFor } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { type BillingCtx, iso, paymentNotFound } from './context';
import { razorpayKeys } from './gateway';
import * as razorpay from './razorpay';
import * as repo from './repo';
import * as invoiceRepo from './repo-invoice';
import type { PaymentsTable } from './tables';
import { settle, paymentResult } from './settlement';
import { quoteFor } from './quote';
import { requireProvider } from './settings';

/** Razorpay checkout: the order (amount decided here) and the checkout callback's signed answer. */

/** An unpaid Razorpay order is reused for this long (a double click, a refresh, a second try). */
const ORDER_REUSE_MS = 30 * 60_000;
/** A claim with no order id after this long is a process that died during its Razorpay call (which times out at 10 s). */
const CLAIM_STALE_MS = 30_000;
/** How long a second click waits for the first click's order, and how often it looks. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 50;

type Payment = Selectable<PaymentsTable>;
type Claimed = { open: Payment } | { claim: Payment } | { wait: true };

/**
 * Decision 76: one Razorpay order per purchase however many clicks arrive at once. The database decides who makes
 * it: in a transaction (locked per business on PostgreSQL; SQLite writes one transaction at a time) a request
 * either finds the purchase's open order, or finds another request's claim (a pending payment without an order id
 * yet) and waits for it, or writes the claim itself. Only the claimant calls Razorpay, outside the transaction.
 */
async function claimOrder(
  ctx: BillingCtx,
  key: { userId: number; businessId: number; planId: number; amount: number },
  claim: Omit<Insertable<PaymentsTable>, 'provider_order_id'>,
): Promise<Claimed> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockFor(trx, LOCKS.checkoutOrder, key.businessId);
    const now = ctx.clock.now().getTime();
    const open = await repo.findOpenOrder(trx, { ...key, since: iso(new Date(now - ORDER_REUSE_MS)) });
    if (open?.provider_order_id) return { open };
    if (open && now - Date.parse(open.created_at) < CLAIM_STALE_MS) return { wait: true };
    if (open) await repo.dropOrderClaim(trx, open.payment_id);
    return { claim: await repo.insertPayment(trx, { ...claim, provider_order_id: null }) };
  });
}

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
  const answer = (paymentId: number, orderId: string) => ({
    payment_id: paymentId,
    key_id: keys.keyId,
    order_id: orderId,
    amount,
    currency: CURRENCY,
    plan_name: plan.name,
    business_name: business.business_name,
  });
  const buyerGstin = input.buyer_gstin || null;
  const key = { userId, businessId: business.business_id, planId: plan.plan_id, amount };
  const stamp = iso(ctx.clock.now());
  const claim = {
    user_id: userId,
    business_id: business.business_id,
    plan_id: plan.plan_id,
    amount_paise: amount,
    credit_paise: quote.credit_paise,
    kind: quote.kind,
    currency: CURRENCY,
    provider: 'razorpay' as const,
    status: PAYMENT_STATUS.PENDING,
    buyer_gstin: buyerGstin,
    created_at: stamp,
    updated_at: stamp,
  };

  const giveUpAt = Date.now() + CLAIM_WAIT_MS;
  let claimed: Claimed;
  while ('wait' in (claimed = await claimOrder(ctx, key, claim))) {
    if (Date.now() > giveUpAt) throw razorpay.unableToInitiate();
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
  if ('open' in claimed) {
    const { open } = claimed;
    if ((open.buyer_gstin ?? null) !== buyerGstin) await invoiceRepo.setBuyerGstin(ctx.db, open.payment_id, buyerGstin);
    return answer(open.payment_id, open.provider_order_id!);
  }

  const paymentId = claimed.claim.payment_id;
  let order: razorpay.RazorpayOrder;
  try {
    order = await razorpay.createOrder(
      keys,
      {
        amount,
        currency: CURRENCY,
        receipt: `gd-${business.business_id}-${randomBytes(6).toString('hex')}`,
        notes: { business_id: String(business.business_id), plan_id: String(plan.plan_id), user_id: String(userId) },
      },
      ctx.log,
    );
  } catch (err) {
    // The clicks waiting on this claim then claim again and try once more themselves.
    await repo.dropOrderClaim(ctx.db, paymentId);
    throw err;
  }
  if (!(await repo.setClaimedOrderId(ctx.db, paymentId, order.id, iso(ctx.clock.now())))) {
    throw razorpay.unableToInitiate();
  }
  return answer(paymentId, order.id);
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
