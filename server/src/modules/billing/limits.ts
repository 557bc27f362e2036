import { indiaDate } from '@gd/contracts/india-time';
import {
  allowsMore,
  FREE_LIMITS,
  parseLimits,
  type TPlanCountFeature,
  type TPlanFeature,
  type TPlanLimits,
} from '@gd/contracts/plan-features';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type Db, LOCKS, lockFor } from '../../db/sql';
import { AppError } from '../../platform/errors';
import * as repo from './repo-plans';

/**
 * Decision 67: what a business may use is its plan of today's limits (or the free tier's), and going over answers
 * with the plan that allows it. Imports only billing's repository: the directory, products, jobs and owner
 * modules call it through billing's service without an import cycle.
 */

export interface BusinessPlan {
  plan_id: number | null;
  plan_name: string | null;
  limits: TPlanLimits;
}

/** business id → its plan of today (or none) and what it allows. */
export async function plansOf(db: Db, businessIds: readonly number[], now = new Date()) {
  const rows = await repo.coveringPlans(db, businessIds, indiaDate(now));
  const out = new Map<number, BusinessPlan>();
  for (const id of businessIds) {
    const r = rows.get(id);
    out.set(id, r ? { plan_id: r.plan_id, plan_name: r.name, limits: parseLimits(r.limits) } : freePlan());
  }
  return out;
}

const freePlan = (): BusinessPlan => ({ plan_id: null, plan_name: null, limits: FREE_LIMITS });

export async function planOf(db: Db, businessId: number, now = new Date()): Promise<BusinessPlan> {
  return (await plansOf(db, [businessId], now)).get(businessId) ?? freePlan();
}

/** The cheapest plan on sale that allows the feature with `current` items already there. */
async function planAllowing(db: Db, feature: TPlanFeature, current: number) {
  const plans = await repo.planLimitRows(db);
  return (
    plans
      .filter((p) => p.is_active === 1 && allowsMore(parseLimits(p.limits), feature, current))
      .sort((a, b) => Number(a.price_paise) - Number(b.price_paise))[0] ?? null
  );
}

const WHAT: Record<TPlanCountFeature, string> = { products: 'products', jobs: 'job posts', photos: 'photos' };

/**
 * Throws unless the business's plan allows one more `feature` while `current` exist: 403 PLAN_FEATURE_REQUIRED
 * when its plan has none of it, 409 PLAN_LIMIT_REACHED when its count is used up; the message names the
 * cheapest plan that allows it (field `plan` carries the key, `plan_name` the plan).
 */
export async function requirePlanAllows(
  db: Db,
  businessId: number,
  feature: TPlanCountFeature,
  current: number,
  now = new Date(),
): Promise<void> {
  const { limits, plan_name } = await planOf(db, businessId, now);
  if (allowsMore(limits, feature, current)) return;
  const better = await planAllowing(db, feature, current);
  const max = limits[feature] ?? 0;
  const yours = plan_name ? `Your ${plan_name}` : 'Without a plan, your business';
  const upgrade = better ? ` The ${better.name} allows more.` : '';
  if (max === 0) {
    const need = better ? `${WHAT[feature][0]!.toUpperCase()}${WHAT[feature].slice(1)} need the ${better.name}.` : '';
    throw new AppError(403, 'PLAN_FEATURE_REQUIRED', `${need || `${yours} cannot add ${WHAT[feature]}.`}`.trim(), {
      plan: 'PLAN_FEATURE_REQUIRED',
      ...(better ? { plan_name: better.name } : {}),
    });
  }
  throw new AppError(409, 'PLAN_LIMIT_REACHED', `${yours} allows ${max} ${WHAT[feature]}.${upgrade}`, {
    plan: 'PLAN_LIMIT_REACHED',
    ...(better ? { plan_name: better.name } : {}),
  });
}

/**
 * Adds something the plan counts (a product, a job post, a photo) only within the plan's limit, and the database
 * decides when two additions race: the count, the check and the insert run in one transaction that holds the
 * business's plan-limit lock, so of two parallel additions past the last allowed one the second is refused.
 */
export async function withinPlanLimit<T>(
  db: Kysely<DB>,
  input: { businessId: number; feature: TPlanCountFeature; now: Date },
  count: (trx: Db) => Promise<number>,
  add: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, LOCKS.planLimit, input.businessId);
    await requirePlanAllows(trx, input.businessId, input.feature, await count(trx), input.now);
    return add(trx);
  });
}

/**
 * The plan badge of cards and profiles (decision 27): business id → the name of its plan of `today` (an India
 * date) as bought, for plans whose limits include the badge.
 */
export async function activePlanNames(db: Db, businessIds: readonly number[], today: string) {
  const names = new Map<number, string>();
  for (const [id, r] of await repo.coveringPlans(db, businessIds, today)) {
    if (parseLimits(r.limits).badge) names.set(id, r.plan_name);
  }
  return names;
}

/** Plan ids whose limits include the Featured placement. */
export async function featuredPlanIds(db: Db): Promise<number[]> {
  return (await repo.planLimitRows(db)).filter((p) => parseLimits(p.limits).featured).map((p) => p.plan_id);
}

/** Businesses Featured today (their plan of today includes it), by id. */
export async function featuredBusinessIds(db: Db, now = new Date()): Promise<number[]> {
  return repo.businessesOnPlans(db, await featuredPlanIds(db), indiaDate(now));
}

/** The search's boost within a ranking tier (decisions 54, 61, 67): an SQL expression over the row `b`. */
export async function searchBoost(db: Db, now = new Date()) {
  return repo.boostExpression(await featuredPlanIds(db), indiaDate(now));
}

/** Ids with a Featured plan today: the in-memory search index's boost (decision 61). */
export async function boostedBusinessIds(db: Db, day: string): Promise<Set<number>> {
  return new Set(await repo.businessesOnPlans(db, await featuredPlanIds(db), day));
}

/** Whether the business's plan of today includes inquiry alerts (decision 67; for the notifications of 69). */
export async function planAllowsAlerts(db: Db, businessId: number, now = new Date()): Promise<boolean> {
  return (await planOf(db, businessId, now)).limits.inquiry_alerts;
}
