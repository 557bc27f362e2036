import { addDays, indiaDate } from '@gd/contracts/india-time';
import {
  INSIGHT_METRICS,
  type TBusinessInsights,
  type TInsightCounts,
  type TInsightPeriod,
} from '@gd/contracts/schemas/insights';
import * as business from '../directory/owner-service';
import { type OwnerCtx, owned } from './context';

/**
 * Decision 71: the owner's insights over 7, 30 or 90 India days ending today, day by day, with the totals of the
 * period and of the period of the same length just before it.
 */

const zero = (): TInsightCounts => Object.fromEntries(INSIGHT_METRICS.map((m) => [m, 0])) as unknown as TInsightCounts;

function add(into: TInsightCounts, from: TInsightCounts): void {
  for (const m of INSIGHT_METRICS) into[m] += from[m];
}

export async function insights(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  days: TInsightPeriod,
): Promise<TBusinessInsights> {
  const b = await owned(ctx, businessId, userId);
  const to = indiaDate(ctx.clock.now());
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const rows = await business.activityDays(ctx.db, businessId, previousFrom, to);
  const byDay = new Map<string, TInsightCounts>();
  for (const r of rows) {
    const counts = zero();
    for (const m of INSIGHT_METRICS) counts[m] = Number(r[m]);
    byDay.set(r.view_date, counts);
  }
  const daily: TBusinessInsights['daily'] = [];
  const totals = zero();
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const counts = byDay.get(date) ?? zero();
    add(totals, counts);
    daily.push({ date, ...counts });
  }
  const previous = zero();
  for (const r of rows) if (r.view_date < from) add(previous, byDay.get(r.view_date)!);
  return {
    business_id: b.business_id,
    days,
    from,
    to,
    daily,
    totals,
    previous,
    total_view: b.total_view,
    total_inquiry: b.total_inquiry,
  };
}
