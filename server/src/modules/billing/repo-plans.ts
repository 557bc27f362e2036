import { sql } from 'kysely';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';

/**
 * Billing's SQL for decisions 67 and 68: what a business's plan allows today, the Featured businesses, the
 * periods an upgrade replaces, the payment a business is waiting on, and the early-bird claims.
 */

// ---- what the plan of today allows (decision 67) ------------------------------------------------------------------

/** business id → the plan (id, name, limits JSON) of its period covering `today`; the latest-ending one wins. */
export async function coveringPlans(db: Db, businessIds: readonly number[], today: string) {
  const plans = new Map<number, { plan_id: number; name: string; plan_name: string; limits: string }>();
  if (!businessIds.length) return plans;
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('subscription_plans as p', 'p.plan_id', 's.plan_id')
    .select(['s.business_id', 'p.plan_id', 'p.name', 's.plan_name', 'p.limits'])
    .where('s.business_id', 'in', [...new Set(businessIds)])
    .where('s.is_active', '=', 1)
    .where('s.start_date', '<=', today)
    .where('s.end_date', '>=', today)
    .orderBy('s.end_date', 'desc')
    .execute();
  for (const r of rows) if (!plans.has(r.business_id)) plans.set(r.business_id, r);
  return plans;
}

/** Every plan's id, name, price, order and limits (active or retired). */
export function planLimitRows(db: Db) {
  return db
    .selectFrom('subscription_plans')
    .select(['plan_id', 'name', 'name_guj', 'price_paise', 'sort_order', 'is_active', 'limits'])
    .orderBy('sort_order')
    .orderBy('price_paise')
    .orderBy('plan_id')
    .execute();
}

/** Ids of businesses whose period covering `today` is of one of `planIds` (the Featured plans). */
export async function businessesOnPlans(db: Db, planIds: readonly number[], today: string): Promise<number[]> {
  if (!planIds.length) return [];
  const rows = await db
    .selectFrom('subscriptions')
    .select('business_id')
    .distinct()
    .where('plan_id', 'in', [...planIds])
    .where('is_active', '=', 1)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('business_id')
    .execute();
  return rows.map((r) => r.business_id);
}

/**
 * An SQL expression over the searched row `b`: 1 while its period of today is of one of `planIds`, else 0;
 * undefined when no plan is Featured (nothing to order by).
 */
export function boostExpression(planIds: readonly number[], today: string) {
  if (!planIds.length) return undefined;
  return sql<number>`(case when exists (select 1 from subscriptions s where s.business_id = b.business_id
    and s.is_active = 1 and s.start_date <= ${today} and s.end_date >= ${today}
    and s.plan_id in (${sql.join([...planIds])})) then 1 else 0 end)`;
}

// ---- periods an upgrade replaces (decision 68) ---------------------------------------------------------------------

/**
 * An upgrade starts today: a period that began before today now ends yesterday; one that starts today or later
 * (a renewal not begun) is switched off. Both were credited in full for their unused days.
 */
export async function endPeriodsForUpgrade(db: Db, businessId: number, today: string, yesterday: string, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ end_date: yesterday, updated_at: now })
    .where('business_id', '=', businessId)
    .where('is_active', '=', 1)
    .where('start_date', '<', today)
    .where('end_date', '>=', today)
    .execute();
  await db
    .updateTable('subscriptions')
    .set({ is_active: 0, updated_at: now })
    .where('business_id', '=', businessId)
    .where('is_active', '=', 1)
    .where('start_date', '>=', today)
    .execute();
}

// ---- the payment a business waits on ---------------------------------------------------------------------------

/** Bank transfers waiting for an admin, per business (at most one each: a unique index). */
export function pendingTransfers(db: Db, businessIds: readonly number[]) {
  if (!businessIds.length) return Promise.resolve([]);
  return db
    .selectFrom('payments as p')
    .innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id')
    .select(['p.payment_id', 'p.business_id', 'p.user_id', 'sp.name as plan_name', 'p.amount_paise', 'p.reference'])
    .select('p.created_at')
    .where('p.business_id', 'in', [...businessIds])
    .where('p.provider', '=', 'manual')
    .where('p.status', '=', PAYMENT_STATUS.PENDING)
    .execute();
}

/** Each business's latest reviewed manual payment (to show a rejection and its note until something is paid). */
export async function latestReviewed(db: Db, businessIds: readonly number[]) {
  if (!businessIds.length) return [];
  return db
    .selectFrom('payments as p')
    .innerJoin('subscription_plans as sp', 'sp.plan_id', 'p.plan_id')
    .select(['p.payment_id', 'p.business_id', 'p.status', 'sp.name as plan_name', 'p.reference'])
    .select(['p.reviewed_at', 'p.review_note'])
    .where('p.business_id', 'in', [...businessIds])
    .where('p.status', 'in', [PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.FAILED])
    .orderBy('p.business_id')
    .orderBy('p.payment_id', 'desc')
    .execute();
}

// ---- early-bird claims (decision 68) -----------------------------------------------------------------------------

export async function insertClaim(
  db: Db,
  claim: { user_id: number; plan_id: number; months: number; claimed_at: string },
): Promise<boolean> {
  const row = await db
    .insertInto('early_bird_claims')
    .values(claim)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the user's claim for a business, once: the claim for the one caller that took it, else undefined. */
export function takeClaim(db: Db, userId: number, businessId: number, now: string) {
  return db
    .updateTable('early_bird_claims')
    .set({ granted_business_id: businessId, granted_at: now })
    .where('user_id', '=', userId)
    .where('granted_at', 'is', null)
    .returning(['plan_id', 'months'])
    .executeTakeFirst();
}

export async function setClaimSubscription(db: Db, userId: number, subscriptionId: number) {
  await db
    .updateTable('early_bird_claims')
    .set({ subscription_id: subscriptionId })
    .where('user_id', '=', userId)
    .execute();
}

export function findClaim(db: Db, userId: number) {
  return db.selectFrom('early_bird_claims').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
