import type { Kysely } from 'kysely';
import { parseLimits } from '@gd/contracts/plan-features';
import { type TPlan, ZPlanText, type ZPlanRequest } from '@gd/contracts/schemas/billing';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { publicDataChanged } from '../../platform/changes';
import { audit } from '../audit/service';
import { type BillingCtx, iso, planNotFound } from './context';
import * as repo from './repo';

/**
 * The yearly plans (decision 27): prices in paise, tax inclusive; features and non-features in both languages;
 * what each allows as codes with limits (decision 67).
 */

function texts(json: string): TPlan['features'] {
  try {
    const list = JSON.parse(json) as unknown[];
    return list.flatMap((item) => {
      if (typeof item === 'string') return [{ en: item, guj: null }];
      const parsed = ZPlanText.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function toPlan(p: repo.PlanRow): TPlan {
  return {
    plan_id: p.plan_id,
    name: p.name,
    name_guj: p.name_guj,
    price_paise: Number(p.price_paise),
    duration_months: p.duration_months,
    features: texts(p.features),
    non_features: texts(p.non_features),
    sort_order: p.sort_order,
    is_active: p.is_active,
    limits: parseLimits(p.limits),
  };
}

export async function listPlans(db: Kysely<DB>, activeOnly = true): Promise<TPlan[]> {
  return (await repo.listPlans(db, { activeOnly })).map(toPlan);
}

type PlanInput = z.output<typeof ZPlanRequest>;

const planColumns = ({ limits, ...input }: PlanInput) => ({
  ...input,
  features: JSON.stringify(input.features),
  non_features: JSON.stringify(input.non_features),
  // Left out: a new plan gets the column's default (the free tier's), an edited plan keeps its limits.
  ...(limits ? { limits: JSON.stringify(limits) } : {}),
});

export async function createPlan(ctx: BillingCtx, adminId: number, input: PlanInput): Promise<TPlan> {
  const now = iso(ctx.clock.now());
  const plan = await ctx.db.transaction().execute(async (trx) => {
    const created = toPlan(await repo.insertPlan(trx, { ...planColumns(input), created_at: now, updated_at: now }));
    await audit(trx, {
      actorUserId: adminId,
      action: 'plan.create',
      entity: 'subscription_plans',
      entityId: created.plan_id,
      after: created,
      at: now,
    });
    return created;
  });
  publicDataChanged(ctx.db, { topic: 'plans', id: plan.plan_id });
  return plan;
}

export async function updatePlan(ctx: BillingCtx, adminId: number, planId: number, input: PlanInput): Promise<TPlan> {
  const now = iso(ctx.clock.now());
  const plan = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPlan(trx, planId);
    if (!before) throw planNotFound();
    const updated = toPlan(await repo.updatePlan(trx, planId, { ...planColumns(input), updated_at: now }));
    await audit(trx, {
      actorUserId: adminId,
      action: 'plan.update',
      entity: 'subscription_plans',
      entityId: planId,
      before: toPlan(before),
      after: updated,
      at: now,
    });
    return updated;
  });
  publicDataChanged(ctx.db, { topic: 'plans', id: planId });
  return plan;
}

/** A plan someone bought is retired (hidden from pricing), never deleted: history keeps pointing at it. */
export async function deletePlan(ctx: BillingCtx, adminId: number, planId: number): Promise<'deleted' | 'retired'> {
  const now = iso(ctx.clock.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPlan(trx, planId);
    if (!before) throw planNotFound();
    const used = await repo.planIsUsed(trx, planId);
    if (used) await repo.updatePlan(trx, planId, { is_active: 0, updated_at: now });
    else await repo.deletePlan(trx, planId);
    await audit(trx, {
      actorUserId: adminId,
      action: used ? 'plan.retire' : 'plan.delete',
      entity: 'subscription_plans',
      entityId: planId,
      before: toPlan(before),
      after: used ? { ...toPlan(before), is_active: 0 } : null,
      at: now,
    });
    return used ? ('retired' as const) : ('deleted' as const);
  });
  publicDataChanged(ctx.db, { topic: 'plans', id: planId });
  return result;
}
