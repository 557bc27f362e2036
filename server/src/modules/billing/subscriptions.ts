import { indiaDate } from '@gd/contracts/india-time';
import { FREE_LIMITS } from '@gd/contracts/plan-features';
import { subscriptionStatus } from '@gd/contracts/subscription-state';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import type { TBusinessSubscription, TPlan, TSubscription } from '@gd/contracts/schemas/billing';
import { AppError } from '../../platform/errors';
import * as directory from '../directory/service';
import { type BillingCtx, businessNotFound, iso, planNotFound } from './context';
import { listPlans } from './plans';
import * as repo from './repo';
import * as plansRepo from './repo-plans';

/** A business's yearly subscription periods: what the owner sees, cancelling (decision 8), what may be bought. */

type SubRow = Awaited<ReturnType<typeof repo.activeSubscriptions>>[number];

/**
 * The subscription a business shows: the period covering today (or else the next one to start), its end extended
 * to the end of any renewal already bought, its state per spec §4 and decisions 22 and 68 (not started yet:
 * scheduled), and the period bought to follow it (a renewal or a downgrade).
 */
function currentSubscription(rows: SubRow[], plans: Map<number, TPlan>, now: Date): TSubscription | null {
  if (rows.length === 0) return null;
  const today = indiaDate(now);
  const latest = rows[rows.length - 1]!;
  const covering = rows.find((r) => r.start_date <= today && r.end_date >= today);
  const shown = covering ?? rows.find((r) => r.start_date > today) ?? latest;
  const status = covering
    ? subscriptionStatus({ end_date: latest.end_date, is_active: latest.is_active }, now)
    : subscriptionStatus(shown, now);
  const plan = plans.get(shown.plan_id);
  const next = rows.find((r) => r.start_date > shown.end_date);
  return {
    subscription_id: shown.subscription_id,
    plan_id: shown.plan_id,
    plan_name: shown.plan_name,
    price_paise: Number(shown.price_paise),
    start_date: shown.start_date,
    end_date: covering ? latest.end_date : shown.end_date,
    is_active: latest.is_active,
    cancelled_at: latest.cancelled_at,
    state: status.state,
    days_left: status.daysLeft,
    features: plan?.features ?? [],
    non_features: plan?.non_features ?? [],
    limits: plan?.limits ?? FREE_LIMITS,
    next: next
      ? { plan_id: next.plan_id, plan_name: next.plan_name, start_date: next.start_date, end_date: next.end_date }
      : null,
  };
}

const plansById = async (ctx: BillingCtx) => new Map((await listPlans(ctx.db, false)).map((p) => [p.plan_id, p]));

export async function mySubscriptions(ctx: BillingCtx, userId: number): Promise<TBusinessSubscription[]> {
  const businesses = await directory.ownedBusinesses(ctx.db, userId);
  const ids = businesses.map((b) => b.business_id);
  const [rows, planById, pending, reviewed] = await Promise.all([
    repo.activeSubscriptions(ctx.db, ids),
    plansById(ctx),
    plansRepo.pendingTransfers(ctx.db, ids),
    plansRepo.latestReviewed(ctx.db, ids),
  ]);
  const now = ctx.clock.now();
  return businesses.map((b) => {
    const subscription = currentSubscription(
      rows.filter((r) => r.business_id === b.business_id),
      planById,
      now,
    );
    const waiting = pending.find((p) => p.business_id === b.business_id);
    const last = reviewed.find((p) => p.business_id === b.business_id);
    return {
      business_id: b.business_id,
      business_name: b.business_name,
      subscription,
      limits:
        subscription && subscription.state !== 'scheduled' && subscription.state !== 'expired'
          ? subscription.limits
          : FREE_LIMITS,
      pending_payment: waiting
        ? {
            payment_id: waiting.payment_id,
            plan_name: waiting.plan_name,
            amount_paise: Number(waiting.amount_paise),
            reference: waiting.reference,
            created_at: waiting.created_at,
          }
        : null,
      // The admin's rejection (and its note) shows until something is paid after it.
      rejected_payment:
        last && last.status === PAYMENT_STATUS.FAILED
          ? {
              payment_id: last.payment_id,
              plan_name: last.plan_name,
              reference: last.reference,
              reviewed_at: last.reviewed_at,
              review_note: last.review_note,
            }
          : null,
    };
  });
}

export async function subscriptionOf(ctx: BillingCtx, businessId: number): Promise<TSubscription | null> {
  const [rows, planById] = await Promise.all([repo.activeSubscriptions(ctx.db, [businessId]), plansById(ctx)]);
  return currentSubscription(rows, planById, ctx.clock.now());
}

/** One of the user's businesses (not deleted), with what an invoice says about it; 404 for anyone else's. */
export async function ownedBusiness(ctx: BillingCtx, userId: number, businessId: number) {
  const b = await directory.billingBuyer(ctx.db, businessId);
  if (!b || b.owner_user_id !== userId) throw businessNotFound();
  return b;
}

/** What a checkout buys: an active plan for one of the user's businesses. */
export async function purchasable(ctx: BillingCtx, userId: number, planId: number, businessId: number) {
  const business = await ownedBusiness(ctx, userId, businessId);
  const plan = await repo.findPlan(ctx.db, planId);
  if (!plan || plan.is_active !== 1) throw planNotFound();
  return { business, plan };
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
