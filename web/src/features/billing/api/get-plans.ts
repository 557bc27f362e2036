import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';

/** The active yearly plans (prices in paise, tax inclusive). */
export function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  return call(endpoints.listPlans, {}, { signal });
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
