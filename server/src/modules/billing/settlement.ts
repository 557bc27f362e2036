import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { addDays, addMonths, indiaDate } from '@gd/contracts/india-time';
import type { TPaymentResult } from '@gd/contracts/schemas/billing';
import { publicDataChanged } from '../../platform/changes';
import { audit } from '../audit/service';
import * as directory from '../directory/service';
import { type BillingCtx, iso, paymentNotFound, planNotFound } from './context';
import { financialYear, invoiceSnapshot, nextInvoiceNumber } from './invoice';
import * as repo from './repo';
import * as plansRepo from './repo-plans';
import { invoiceSeller } from './settings';
import { subscriptionOf } from './subscriptions';

/**
 * Settling a payment (decision 0004): one gate per payment, the subscription period and the invoice number
 * taken in the same transaction.
 */

export interface SettleOptions {
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
export async function settle(ctx: BillingCtx, paymentId: number, opts: SettleOptions = {}): Promise<boolean> {
  const nowDate = ctx.clock.now();
  const now = iso(nowDate);
  const today = indiaDate(nowDate);
  const known = await repo.findPayment(ctx.db, paymentId);
  if (!known) throw paymentNotFound();
  // What the invoice says about the seller and the buyer is read before the transaction: other modules' data,
  // read through their services (and their caches), not held while the settlement is serialized.
  const [seller, buyer] = await Promise.all([invoiceSeller(ctx.db), directory.billingBuyer(ctx.db, known.business_id)]);
  const settled = await ctx.db.transaction().execute(async (trx) => {
    const pay = await repo.findPayment(trx, paymentId);
    if (!pay) throw paymentNotFound();
    await repo.lockBusinessPayments(trx, ctx.database.dialect, pay.business_id);
    const won = await repo.markPaid(trx, paymentId, {
      paid_at: now,
      updated_at: now,
      ...(opts.providerPaymentId ? { provider_payment_id: opts.providerPaymentId } : {}),
      ...(opts.admin ? { reviewed_by: opts.admin.userId, reviewed_at: now, review_note: opts.admin.note } : {}),
    });
    if (!won) return false;

    const plan = await repo.findPlan(trx, pay.plan_id);
    if (!plan) throw planNotFound();
    // Decision 68: an upgrade starts today and ends what was running (its unused days were credited when it was
    // bought); anything else starts at the later of today and the day after the current end.
    let start = today;
    if (pay.kind === 'upgrade') {
      await plansRepo.endPeriodsForUpgrade(trx, pay.business_id, today, addDays(today, -1), now);
    } else {
      const lastEnd = (await repo.lastEndDate(trx, pay.business_id))?.end_date ?? null;
      if (lastEnd && lastEnd >= today) start = addDays(lastEnd, 1);
    }
    const end = addDays(addMonths(start, plan.duration_months), -1);

    const invoiceNumber = await nextInvoiceNumber(trx, financialYear(today));
    const amount = Number(pay.amount_paise);
    const invoiceJson = JSON.stringify(
      invoiceSnapshot({
        number: invoiceNumber,
        day: today,
        seller,
        buyer,
        buyerGstin: pay.buyer_gstin,
        plan,
        period: { start, end },
        amountPaise: amount,
        payment: {
          provider: pay.provider,
          transaction_id: opts.providerPaymentId ?? pay.provider_payment_id ?? pay.reference,
        },
      }),
    );
    const sub = await repo.insertSubscription(trx, {
      business_id: pay.business_id,
      plan_id: plan.plan_id,
      plan_name: plan.name,
      // what the period is worth (an upgrade's credit is part of it): a later upgrade credits its unused days
      price_paise: amount + Number(pay.credit_paise ?? 0),
      start_date: start,
      end_date: end,
      is_active: 1,
      invoice_number: invoiceNumber,
      invoice_data: invoiceJson,
      payment_id: pay.payment_id,
      created_at: now,
      updated_at: now,
    });
    await repo.attachInvoice(trx, paymentId, {
      subscription_id: sub.subscription_id,
      invoice_number: invoiceNumber,
      invoice_data: invoiceJson,
    });
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
  // The business's plan badge (decision 27) shows on its profile and its card.
  if (settled) publicDataChanged(ctx.db, { topic: 'businesses', id: known.business_id });
  return settled;
}

/** What a payment call answers: the payment's status and, once paid, the business's subscription. */
export async function paymentResult(ctx: BillingCtx, paymentId: number): Promise<TPaymentResult> {
  const pay = await repo.findPayment(ctx.db, paymentId);
  if (!pay) throw paymentNotFound();
  return {
    payment_id: pay.payment_id,
    status: pay.status,
    subscription: pay.status === PAYMENT_STATUS.SUCCESS ? await subscriptionOf(ctx, pay.business_id) : null,
  };
}
