import { addDays, addMonths, indiaDate } from '@gd/contracts/india-time';
import { type TEarlyBirdOffer, type TPublicEarlyBird, ZEarlyBirdOffer } from '@gd/contracts/schemas/billing';
import type { Db } from '../../db/sql';
import { publicDataChanged } from '../../platform/changes';
import { audit } from '../audit/service';
import * as settings from '../settings/service';
import { type BillingCtx, iso, planNotFound } from './context';
import * as repo from './repo';
import * as plansRepo from './repo-plans';

/**
 * Decision 68, the early-bird offer: one setting (on or off, the plan, how many months, the last day to claim).
 * Claiming it at registration records the offer as it stands; the owner's first business to be approved gets
 * that plan for those months, once. Imports neither the directory nor the users module: auth and admin call it.
 */
const SETTING = 'early_bird_offer';
const OFF: TEarlyBirdOffer = { enabled: false, plan_id: null, months: 12, last_date: null };

export async function earlyBirdOffer(db: Db): Promise<TEarlyBirdOffer> {
  try {
    const parsed = ZEarlyBirdOffer.safeParse(JSON.parse((await settings.getSetting(db, SETTING)) ?? 'null'));
    return parsed.success ? parsed.data : OFF;
  } catch {
    return OFF;
  }
}

const isOpen = (o: TEarlyBirdOffer, today: string) =>
  o.enabled && o.plan_id !== null && (o.last_date === null || today <= o.last_date);

/** The offer while it can be claimed (the banner shows only then), else null. */
export async function publicEarlyBird(db: Db, now: Date): Promise<TPublicEarlyBird | null> {
  const offer = await earlyBirdOffer(db);
  if (!isOpen(offer, indiaDate(now))) return null;
  const plan = await repo.findPlan(db, offer.plan_id!);
  if (!plan || plan.is_active !== 1) return null;
  return {
    plan_id: plan.plan_id,
    plan_name: plan.name,
    plan_name_guj: plan.name_guj,
    months: offer.months,
    last_date: offer.last_date,
  };
}

export async function saveEarlyBirdOffer(
  ctx: BillingCtx,
  adminId: number,
  input: TEarlyBirdOffer,
): Promise<TEarlyBirdOffer> {
  if (input.plan_id !== null) {
    const plan = await repo.findPlan(ctx.db, input.plan_id);
    if (!plan) throw planNotFound();
  }
  const before = await earlyBirdOffer(ctx.db);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await settings.saveSettings(trx, { [SETTING]: JSON.stringify(input) }, () => false, now);
    await audit(trx, {
      actorUserId: adminId,
      action: 'settings.early_bird.update',
      entity: 'settings',
      entityId: SETTING,
      before,
      after: input,
      at: now,
    });
  });
  publicDataChanged(ctx.db, { topic: 'settings' });
  return earlyBirdOffer(ctx.db);
}

/**
 * At registration (inside its transaction): records the claim of a new user while the offer is open; false
 * when it is not (the registration goes on without it).
 */
export async function claimEarlyBird(db: Db, userId: number, now: Date): Promise<boolean> {
  const offer = await earlyBirdOffer(db);
  if (!isOpen(offer, indiaDate(now))) return false;
  return plansRepo.insertClaim(db, {
    user_id: userId,
    plan_id: offer.plan_id!,
    months: offer.months,
    claimed_at: iso(now),
  });
}

/**
 * When a business is approved: if its owner claimed the offer and it was never granted, the business gets the
 * claimed plan for the claimed months from today (or from the end of what it already has), free. The claim's
 * conditional update lets one approval take it: later approvals (again, or of another business) grant nothing.
 */
export async function grantEarlyBird(
  ctx: Pick<BillingCtx, 'db'> & { clock: { now(): Date } },
  businessId: number,
  ownerUserId: number,
): Promise<boolean> {
  const nowDate = ctx.clock.now();
  const now = iso(nowDate);
  const today = indiaDate(nowDate);
  const granted = await ctx.db.transaction().execute(async (trx) => {
    const claim = await plansRepo.takeClaim(trx, ownerUserId, businessId, now);
    if (!claim) return false;
    const plan = await repo.findPlan(trx, claim.plan_id);
    if (!plan) return false;
    const lastEnd = (await repo.lastEndDate(trx, businessId))?.end_date ?? null;
    const start = lastEnd && lastEnd >= today ? addDays(lastEnd, 1) : today;
    const sub = await repo.insertSubscription(trx, {
      business_id: businessId,
      plan_id: plan.plan_id,
      plan_name: plan.name,
      price_paise: 0,
      start_date: start,
      end_date: addDays(addMonths(start, claim.months), -1),
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
    await plansRepo.setClaimSubscription(trx, ownerUserId, sub.subscription_id);
    return true;
  });
  if (granted) publicDataChanged(ctx.db, { topic: 'businesses', id: businessId });
  return granted;
}
