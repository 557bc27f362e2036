import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@gd/contracts/schemas/billing';
import { api } from '../../../lib/api-client';

/** GET /api/plans: the active yearly plans (prices in paise, tax inclusive). */
export function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  return api.get<TPlan[]>('/plans', { signal });
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
