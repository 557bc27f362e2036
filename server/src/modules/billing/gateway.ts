import { CURRENCY } from '@gd/contracts/schemas/billing';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import type { BillingCtx } from './context';
import * as razorpay from './razorpay';
import { requireProvider } from './settings';

/**
 * Razorpay for other modules (decision 65: a patient paying for an appointment). Billing owns the provider: its
 * keys, the order and refund calls, the checkout signature and the one webhook URL Razorpay calls. A module that
 * takes payments for its own purpose keeps its own payment rows and registers an `OrderPurpose` when the app
 * starts; billing's webhook hands it the events of orders that are not billing's. Billing never imports those
 * modules (they import billing), so there is no import cycle.
 */

export function razorpayKeys(config: Config): razorpay.RazorpayKeys {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
    throw new AppError(503, 'PAYMENT_NOT_CONFIGURED', 'Unable to initiate payment. Please try again.');
  }
  return { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, apiBase: config.RAZORPAY_API_BASE };
}

/** A payment Razorpay reports captured (webhook `payment.captured` or `order.paid`). */
export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  amount: number | undefined;
  currency: string | undefined;
}

export interface OrderPurpose {
  /** Settles the order's payment when the order is this purpose's; null when it is not. */
  captured(ctx: BillingCtx, payment: CapturedPayment): Promise<'processed' | 'ignored' | null>;
  /** Records a failed attempt; null when the order is not this purpose's. */
  failed(ctx: BillingCtx, orderId: string): Promise<'processed' | null>;
}

const purposes = new Map<string, OrderPurpose>();

/** Registers (or replaces) the handler of a purpose's orders; called when the app starts. */
export function registerOrderPurpose(name: string, purpose: OrderPurpose): void {
  purposes.set(name, purpose);
}

/** Billing's webhook, for an order that is not billing's: the purpose that owns it handles the event. */
export async function purposeEvent(
  ctx: BillingCtx,
  event: string,
  entity: { id: string; order_id: string; amount?: number; currency?: string },
): Promise<'processed' | 'ignored'> {
  for (const purpose of purposes.values()) {
    const answer =
      event === 'payment.captured' || event === 'order.paid'
        ? await purpose.captured(ctx, {
            orderId: entity.order_id,
            paymentId: entity.id,
            amount: entity.amount,
            currency: entity.currency,
          })
        : event === 'payment.failed'
          ? await purpose.failed(ctx, entity.order_id)
          : null;
    if (answer) return answer;
  }
  return 'ignored';
}

/** What the web checkout needs to open (as billing's own order answers). */
export interface CheckoutOrder {
  key_id: string;
  order_id: string;
  amount: number;
  currency: string;
}

/** Online payments are on: the provider is Razorpay and its keys are set (409 / 503 otherwise). */
export async function requireOnlinePayments(ctx: BillingCtx): Promise<void> {
  await requireProvider(ctx.db, 'razorpay');
  razorpayKeys(ctx.config);
}

/** Creates a Razorpay order for an amount the caller decided on the server (paise). */
export async function createCheckoutOrder(
  ctx: BillingCtx,
  input: { amount: number; receipt: string; notes: Record<string, string> },
): Promise<CheckoutOrder> {
  await requireOnlinePayments(ctx);
  const keys = razorpayKeys(ctx.config);
  const order = await razorpay.createOrder(keys, { ...input, currency: CURRENCY }, ctx.log);
  return { key_id: keys.keyId, order_id: order.id, amount: order.amount, currency: order.currency };
}

/** The checkout handler's signature over the order id the caller stored. */
export function checkoutSignatureValid(ctx: BillingCtx, orderId: string, paymentId: string, signature: string) {
  return razorpay.checkoutSignatureValid(razorpayKeys(ctx.config).keySecret, orderId, paymentId, signature);
}

/** Refunds (part of) a captured payment through the provider; REFUND_FAILED (502) when it refuses. */
export function refundPayment(
  ctx: BillingCtx,
  paymentId: string,
  input: { amount: number; receipt: string; notes: Record<string, string> },
): Promise<razorpay.RazorpayRefund> {
  return razorpay.refundPayment(razorpayKeys(ctx.config), paymentId, input, ctx.log);
}
