import { z } from 'zod';

/**
 * Decision 71: the owner's insights. Each India day of a business counts its profile views, contact-detail
 * reveals, the public profile's call / WhatsApp / directions / website clicks, and the inquiries it received.
 */

/** The counters of a day, in the order the insights show them. */
export const INSIGHT_METRICS = [
  'views',
  'contact_views',
  'calls',
  'whatsapps',
  'directions',
  'website_clicks',
  'inquiries',
] as const;
export type TInsightMetric = (typeof INSIGHT_METRICS)[number];

/** What the public profile's beacon counts (a click on a call, WhatsApp, directions or website link). */
export const CLICK_KINDS = ['call', 'whatsapp', 'directions', 'website'] as const;
export type TClickKind = (typeof CLICK_KINDS)[number];

/** The counter each click kind raises. */
export const CLICK_METRIC = {
  call: 'calls',
  whatsapp: 'whatsapps',
  directions: 'directions',
  website: 'website_clicks',
} as const satisfies Record<TClickKind, TInsightMetric>;

export const ZClickRequest = z.object({
  kind: z.enum(CLICK_KINDS),
});
export type TClickRequest = z.infer<typeof ZClickRequest>;

/** The periods the insights offer (days ending today, India time). */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type TInsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const ZInsightsQuery = z.object({
  days: z
    .enum(['7', '30', '90'])
    .default('30')
    .transform((v) => Number(v) as TInsightPeriod),
});

const counters = Object.fromEntries(INSIGHT_METRICS.map((m) => [m, z.number().int().nonnegative()])) as Record<
  TInsightMetric,
  z.ZodNumber
>;
export const ZInsightCounts = z.object(counters);
export type TInsightCounts = z.infer<typeof ZInsightCounts>;

/** GET /api/my/businesses/:id/insights?days=7|30|90. */
export const ZBusinessInsights = z.object({
  business_id: z.number().int(),
  days: z.number().int(),
  /** the first and last India day of the period (YYYY-MM-DD); the last is today */
  from: z.string(),
  to: z.string(),
  /** one entry per day of the period, oldest first, days without activity as zeros */
  daily: z.array(ZInsightCounts.extend({ date: z.string() })),
  totals: ZInsightCounts,
  /** the same counts over the period of the same length just before */
  previous: ZInsightCounts,
  /** all-time views and inquiries of the business (its Total View and Total Inquiry) */
  total_view: z.number().int(),
  total_inquiry: z.number().int(),
});
export type TBusinessInsights = z.infer<typeof ZBusinessInsights>;
