import { addDays, addMonths, daysBetween, indiaDate } from '@gd/contracts/india-time';
import type { TPurchaseKind, TQuote } from '@gd/contracts/schemas/billing';
import { AppError } from '../../platform/errors';
import { type BillingCtx, planNotFound } from './context';
import * as repo from './repo';
import * as plansRepo from './repo-plans';
import { ownedBusiness } from './subscriptions';

/**
 * Decision 68: what buying a plan means today. With no period running it is new (from today); the same plan
 * renews from the current end date; a plan of a higher price is an upgrade that starts today and credits the
 * unused days of what is running (pro rata per period, in paise, rounded up: in the customer's favour); a plan
 * of a lower price is a downgrade that starts when what is running ends.
 */

/** An upgrade must leave at least this much to pay (the payment provider's minimum, ₹1). */
export const MIN_AMOUNT_PAISE = 100;

export interface Period {
  plan_id: number;
  plan_name: string;
  price_paise: number;
  start_date: string;
  end_date: string;
}

export interface QuotePlan {
  plan_id: number;
  name: string;
  name_guj: string | null;
  price_paise: number;
  duration_months: number;
}

/** The unused value of periods on `today`: each period's price × unused days ÷ its days, rounded up. */
export function unusedCredit(periods: readonly Period[], today: string): { credit: number; days: number } {
  let credit = 0;
  let days = 0;
  for (const p of periods) {
    if (p.end_date < today) continue;
    const total = daysBetween(p.start_date, p.end_date) + 1;
    const unused = p.start_date >= today ? total : daysBetween(today, p.end_date) + 1;
    credit += Math.ceil((Number(p.price_paise) * unused) / total);
    days += unused;
  }
  return { credit, days };
}

/**
 * The quote for `plan` given the business's periods (active ones, any order) and the list price of each plan
 * (to tell an upgrade from a downgrade). Pure: the tests call it at the edges.
 */
export function quote(
  plan: QuotePlan,
  periods: readonly Period[],
  listPrice: (planId: number) => number | undefined,
  today: string,
): TQuote {
  const running = [...periods]
    .filter((p) => p.end_date >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const price = Number(plan.price_paise);
  const span = (start: string) => ({
    start_date: start,
    end_date: addDays(addMonths(start, plan.duration_months), -1),
  });
  const base = { plan_id: plan.plan_id, plan_name: plan.name, plan_name_guj: plan.name_guj, price_paise: price };
  if (running.length === 0) {
    return {
      ...base,
      kind: 'new',
      credit_paise: 0,
      amount_paise: price,
      ...span(today),
      current_plan_name: null,
      current_end_date: null,
      credited_days: 0,
    };
  }
  const current = running.find((p) => p.start_date <= today) ?? running[0]!;
  const lastEnd = running.reduce((end, p) => (p.end_date > end ? p.end_date : end), running[0]!.end_date);
  const currentPrice = listPrice(current.plan_id) ?? Number(current.price_paise);
  const kind: TPurchaseKind =
    plan.plan_id === current.plan_id ? 'renew' : price > currentPrice ? 'upgrade' : 'downgrade';
  if (kind !== 'upgrade') {
    return {
      ...base,
      kind,
      credit_paise: 0,
      amount_paise: price,
      ...span(addDays(lastEnd, 1)),
      current_plan_name: current.plan_name,
      current_end_date: lastEnd,
      credited_days: 0,
    };
  }
  const { credit, days } = unusedCredit(running, today);
  return {
    ...base,
    kind,
    credit_paise: Math.min(credit, price),
    amount_paise: Math.max(price - credit, 0),
    ...span(today),
    current_plan_name: current.plan_name,
    current_end_date: lastEnd,
    credited_days: days,
  };
}

export const paymentPending = () =>
  new AppError(
    409,
    'PAYMENT_PENDING',
    'A bank transfer for this business is waiting for confirmation. You can pay again once it is confirmed or rejected.',
    { business_id: 'PAYMENT_PENDING' },
  );

/** The quote for one of the user's businesses (404 for anyone else's); refused while a transfer waits. */
export async function quoteFor(ctx: BillingCtx, userId: number, planId: number, businessId: number) {
  const business = await ownedBusiness(ctx, userId, businessId);
  const plan = await repo.findPlan(ctx.db, planId);
  if (!plan || plan.is_active !== 1) throw planNotFound();
  const [pending, periods, plans] = await Promise.all([
    plansRepo.pendingTransfers(ctx.db, [businessId]),
    repo.activeSubscriptions(ctx.db, [businessId]),
    plansRepo.planLimitRows(ctx.db),
  ]);
  if (pending.length) throw paymentPending();
  const prices = new Map(plans.map((p) => [p.plan_id, Number(p.price_paise)]));
  const q = quote(plan, periods, (id) => prices.get(id), indiaDate(ctx.clock.now()));
  if (q.kind === 'upgrade' && q.amount_paise < MIN_AMOUNT_PAISE) {
    throw new AppError(
      409,
      'UPGRADE_ALREADY_COVERED',
      'What you have already paid covers this plan. Please contact support to switch.',
      { plan_id: 'UPGRADE_ALREADY_COVERED' },
    );
  }
  return { business, plan, quote: q };
}
