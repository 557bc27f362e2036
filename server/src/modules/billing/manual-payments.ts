import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
import { paymentPending, quoteFor } from './quote';
import { requireProvider } from './settings';

/** Manual bank transfers (decision 21): the owner reports the transfer, an admin confirms or rejects it. */

export async function submitManual(ctx: BillingCtx, userId: number, form: MultipartForm): Promise<TPaymentResult> {
  const parsed = ZManualPaymentFields.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', zodFieldErrors(parsed.error.issues));
  }
  await requireProvider(ctx.db, 'manual');
  const { business, plan, quote } = await quoteFor(ctx, userId, parsed.data.plan_id, parsed.data.business_id);
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  const reference = parsed.data.reference.toUpperCase();
  const image = await processImage(form.file.bytes, { maxWidth: 1200, thumbWidth: 200 });
  // Decision 68: kept outside the public uploads; only the payer and admins read it, through its route.
  const files = screenshots(ctx);
  const key = `payments/${userId}/${randomBytes(8).toString('hex')}.webp`;
  await files.put(key, image.full);
  const now = iso(ctx.clock.now());
  try {
    const pay = await repo.insertPayment(ctx.db, {
      user_id: userId,
      business_id: business.business_id,
      plan_id: plan.plan_id,
      amount_paise: quote.amount_paise,
      credit_paise: quote.credit_paise,
      kind: quote.kind,
      currency: CURRENCY,
      provider: 'manual',
      status: PAYMENT_STATUS.PENDING,
      reference,
      screenshot: key,
      buyer_gstin: parsed.data.buyer_gstin || null,
      created_at: now,
      updated_at: now,
    });
    return { payment_id: pay.payment_id, status: pay.status, subscription: null };
  } catch (err) {
    await files.remove(key);
    const column = uniqueViolationColumn(err);
    if (column === 'business_id' || /one_pending/.test(String((err as { constraint?: string }).constraint))) {
      throw paymentPending();
    }
    if (column) {
      throw AppError.conflict('reference', 'REFERENCE_USED', 'This transfer reference was already submitted.');
    }
    throw err;
  }
}

const screenshots = (ctx: BillingCtx) => ctx.privateFiles;

async function legacyScreenshot(ctx: BillingCtx, rel: string): Promise<Buffer | null> {
  const root = path.resolve(ctx.config.DATA_DIR, 'uploads', 'payments');
  const file = path.resolve(root, rel);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.promises.readFile(file).catch(() => null);
}

/**
 * A transfer's screenshot (decision 68): to its payer and to admins; 404 to anyone else. Screenshots stored
 * before 0029 sit in the public uploads folder (no longer served there) under their old URL.
 */
export async function screenshotFile(
  ctx: BillingCtx,
  who: { userId: number; admin: boolean },
  paymentId: number,
): Promise<Buffer> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay || !pay.screenshot || (!who.admin && pay.user_id !== who.userId)) throw paymentNotFound();
  const legacy = '/uploads/payments/';
  const bytes = pay.screenshot.startsWith(legacy)
    ? await legacyScreenshot(ctx, pay.screenshot.slice(legacy.length))
    : await screenshots(ctx).read(pay.screenshot);
  if (!bytes) throw paymentNotFound();
  return bytes;
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
