import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { AppError } from '../../platform/errors';
import { type BillingCtx, iso } from './context';
import { purposeEvent } from './gateway';
import * as razorpay from './razorpay';
import * as repo from './repo';
import { settle } from './settlement';

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
  const eventId = (eventIdHeader || `${event}:${entity?.id ?? 'none'}`).slice(0, 100);
  const now = iso(ctx.clock.now());

  const first = await repo.recordEvent(ctx.db, {
    event_id: eventId,
    event_type: event.slice(0, 60),
    provider_payment_id: entity?.id ?? null,
    at: now,
  });
  if (!first) return 'duplicate';
  try {
    if (!entity?.id || !entity.order_id) return 'ignored';
    const pay = await repo.findPaymentByOrder(ctx.db, entity.order_id);
    // Not a plan's order: another module's (an appointment's, decision 65) handles it.
    if (!pay) return await purposeEvent(ctx, event, { ...entity, id: entity.id, order_id: entity.order_id });
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
      await repo.markFailed(ctx.db, pay.payment_id, now);
      return 'processed';
    }
    return 'ignored';
  } catch (err) {
    // Let Razorpay retry: forget the event so the retry is handled.
    await repo.forgetEvent(ctx.db, eventId);
    throw err;
  }
}
