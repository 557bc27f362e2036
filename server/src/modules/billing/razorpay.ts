import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors';

/**
 * The Razorpay side of checkout: the Orders API (Basic auth key_id:key_secret) and the two signatures —
 * the checkout handler's HMAC_SHA256(order_id + "|" + payment_id, key_secret) and the webhook's
 * HMAC_SHA256(raw body, webhook_secret), both hex, both compared in constant time.
 */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: string;
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one (false for any length or format mismatch). */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

/** The checkout handler's signature, over the order id WE stored (never the one the client sends). */
export function checkoutSignatureValid(keySecret: string, orderId: string, paymentId: string, signature: string) {
  return signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string) {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}

export const unableToInitiate = () =>
  new AppError(502, 'PAYMENT_INIT_FAILED', 'Unable to initiate payment. Please try again.');

/** POST /v1/orders. Any failure (network, 4xx/5xx in Razorpay's error shape) is PAYMENT_INIT_FAILED. */
export async function createOrder(
  keys: RazorpayKeys,
  input: { amount: number; currency: string; receipt: string; notes: Record<string, string> },
  log: { warn(obj: object, msg: string): void },
): Promise<RazorpayOrder> {
  let res: Response;
  try {
    res = await fetch(new URL('/v1/orders', keys.apiBase), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    log.warn({ err }, 'razorpay: order request failed');
    throw unableToInitiate();
  }
  const body = (await res.json().catch(() => null)) as
    (RazorpayOrder & { error?: { code?: string; description?: string } }) | null;
  if (!res.ok || !body || body.error || typeof body.id !== 'string') {
    log.warn({ status: res.status, error: body?.error }, 'razorpay: order refused');
    throw unableToInitiate();
  }
  if (body.amount !== input.amount || body.currency !== input.currency) {
    log.warn({ order: body.id }, 'razorpay: order amount differs from the request');
    throw unableToInitiate();
  }
  return body;
}

/** Razorpay's refund entity (the fields we use). */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string> | unknown[];
  status: 'pending' | 'processed' | 'failed';
  speed_requested?: string;
  created_at: number;
}

/**
 * POST /v1/payments/:id/refund {amount, speed, receipt, notes}: refunds (part of) a captured payment; answers the
 * refund entity. Any failure is REFUND_FAILED (502), with Razorpay's reason logged.
 */
export async function refundPayment(
  keys: RazorpayKeys,
  paymentId: string,
  input: { amount: number; receipt: string; notes: Record<string, string> },
  log: { warn(obj: object, msg: string): void },
): Promise<RazorpayRefund> {
  const failed = () => new AppError(502, 'REFUND_FAILED', 'The refund could not be started. Please try again.');
  let res: Response;
  try {
    res = await fetch(new URL(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, keys.apiBase), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...input, speed: 'normal' }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    log.warn({ err }, 'razorpay: refund request failed');
    throw failed();
  }
  const body = (await res.json().catch(() => null)) as
    (RazorpayRefund & { error?: { code?: string; description?: string } }) | null;
  if (!res.ok || !body || body.error || typeof body.id !== 'string' || body.amount !== input.amount) {
    log.warn({ status: res.status, error: body?.error, payment: paymentId }, 'razorpay: refund refused');
    throw failed();
  }
  return body;
}
