import { randomBytes } from 'node:crypto';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { CURRENCY, type TPaymentResult, ZManualPaymentFields } from '@gd/contracts/schemas/billing';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { MultipartForm } from '../../platform/uploads';
import { audit } from '../audit/service';
import { type BillingCtx, iso, paymentNotFound, paymentNotPending } from './context';
import { announcePaymentOutcome } from './payment-alerts';
import * as repo from './repo';
import { paymentResult, settle } from './settlement';
import { requireProvider } from './settings';
import { purchasable } from './subscriptions';

/** Manual bank transfers (decision 21): the owner reports the transfer, an admin confirms or rejects it. */

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
      buyer_gstin: parsed.data.buyer_gstin || null,
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
  if (pay.provider !== 'manual' || pay.status !== PAYMENT_STATUS.PENDING) throw paymentNotPending();
  const won = await settle(ctx, paymentId, { admin: { userId: adminId, note } });
  if (!won) throw paymentNotPending();
  await announcePaymentOutcome(ctx, paymentId, 'payment_confirmed', note);
  return paymentResult(ctx, paymentId);
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
    const rejected = await repo.rejectManual(trx, paymentId, { reviewed_by: adminId, review_note: note, now });
    if (!rejected) throw paymentNotPending();
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
  await announcePaymentOutcome(ctx, paymentId, 'payment_rejected', note);
  return paymentResult(ctx, paymentId);
}
