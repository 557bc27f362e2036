import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuote } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';
import { MY_BILLING_KEY } from './get-my-subscriptions';

/** Decision 68: what buying `planId` for one of my businesses means today — dates, credit and amount. */
export function getQuote(planId: number, businessId: number, signal?: AbortSignal): Promise<TQuote> {
  return call(endpoints.getQuote, { query: { plan_id: planId, business_id: businessId } }, { signal });
}

export function quoteQueryOptions(planId: number, businessId: number) {
  return queryOptions({
    queryKey: [...MY_BILLING_KEY, 'quote', planId, businessId],
    queryFn: ({ signal }) => getQuote(planId, businessId, signal),
    staleTime: 0,
  });
}

export function useQuote(planId: number, businessId: number, enabled = true) {
  return useQuery({ ...quoteQueryOptions(planId, businessId), enabled, retry: false });
}
