import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TBusinessStats } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/stats: totals and the last 30 India days of views and inquiries. */
export function getBusinessStats(businessId: number, signal?: AbortSignal): Promise<TBusinessStats> {
  return call(endpoints.getBusinessStats, { params: { id: businessId } }, { signal });
}

export function businessStatsQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: [...MY_BUSINESSES_KEY, businessId, 'stats'],
    queryFn: ({ signal }) => getBusinessStats(businessId, signal),
  });
}

export function useBusinessStats(businessId: number) {
  return useQuery(businessStatsQueryOptions(businessId));
}
