import { z } from 'zod';

/**
 * Decision 67: what a plan delivers, as codes with limits — the one place the pricing cards, the subscription
 * page and the server's checks read. A count of null is unlimited; 0 means the plan does not include it.
 */
export const PLAN_COUNT_FEATURES = ['products', 'jobs', 'photos'] as const;
export type TPlanCountFeature = (typeof PLAN_COUNT_FEATURES)[number];
export const PLAN_FLAG_FEATURES = ['featured', 'inquiry_alerts', 'badge'] as const;
export type TPlanFlagFeature = (typeof PLAN_FLAG_FEATURES)[number];
export type TPlanFeature = TPlanCountFeature | TPlanFlagFeature;

const count = z
  .number({ error: 'LIMIT_INVALID' })
  .int('LIMIT_INVALID')
  .min(0, 'LIMIT_INVALID')
  .max(10_000, 'LIMIT_INVALID');

export const ZPlanLimits = z
  .object({
    /** products a business may list */
    products: count.nullable(),
    /** job posts a business may have (open or closed, not deleted) */
    jobs: count.nullable(),
    /** gallery photos */
    photos: count.nullable(),
    /** the Featured row on home, city and category pages, and a boost within a search ranking tier */
    featured: z.boolean(),
    /** an owner alert (mail and in-app) for each customer inquiry */
    inquiry_alerts: z.boolean(),
    /** the plan's badge on the listing card and profile */
    badge: z.boolean(),
  })
  .strict();
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

/** A business without an active plan. */
export const FREE_LIMITS: TPlanLimits = {
  products: 5,
  jobs: 0,
  photos: 5,
  featured: false,
  inquiry_alerts: false,
  badge: false,
};

/** The limits a stored JSON text holds (anything unreadable reads as the free tier's). */
export function parseLimits(json: string | null | undefined): TPlanLimits {
  try {
    const parsed = ZPlanLimits.safeParse(JSON.parse(json ?? ''));
    return parsed.success ? parsed.data : FREE_LIMITS;
  } catch {
    return FREE_LIMITS;
  }
}

/** Whether `limits` allows one more item when `current` exist (counts) or the feature at all (flags). */
export function allowsMore(limits: TPlanLimits, feature: TPlanFeature, current = 0): boolean {
  if (feature === 'featured' || feature === 'inquiry_alerts' || feature === 'badge') return limits[feature];
  const max = limits[feature];
  return max === null || current < max;
}
