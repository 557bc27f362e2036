import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBusinessStats } from '@gd/contracts/schemas/owner';
import { api } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/stats: totals and the last 30 India days of views and inquiries. */
export function getBusinessStats(businessId: number, signal?: AbortSignal): Promise<TBusinessStats> {
  return api.get<TBusinessStats>(`/my/businesses/${businessId}/stats`, { signal });
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
