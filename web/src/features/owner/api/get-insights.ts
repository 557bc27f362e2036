import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/insights';
import type { TBusinessInsights, TInsightPeriod } from '@gd/contracts/schemas/insights';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/insights?days=7|30|90 (decision 71): the days of the period and the previous totals. */
export function getInsights(
  businessId: number,
  days: TInsightPeriod,
  signal?: AbortSignal,
): Promise<TBusinessInsights> {
  return call(
    endpoints.getBusinessInsights,
    { params: { id: businessId }, query: { days: String(days) as '7' | '30' | '90' } },
    { signal },
  );
}

export function insightsQueryOptions(businessId: number, days: TInsightPeriod) {
  return queryOptions({
    queryKey: [...MY_BUSINESSES_KEY, businessId, 'insights', days],
    queryFn: ({ signal }) => getInsights(businessId, days, signal),
  });
}

/** The period's answer; while another period loads, the last one stays on screen. */
export function useInsights(businessId: number, days: TInsightPeriod) {
  return useQuery({ ...insightsQueryOptions(businessId, days), placeholderData: keepPreviousData });
}
