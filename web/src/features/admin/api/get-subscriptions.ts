import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminSubscription } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Business, plan, invoice, dates and state; filter by state. */
export function getSubscriptions(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminSubscription>> {
  return call(endpoints.listSubscriptions, { query: listQuery(endpoints.listSubscriptions, params) }, { signal });
}

export function getSubscriptionsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('subscriptions', params),
    queryFn: ({ signal }) => getSubscriptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSubscriptions = (params: ListParams) => useQuery(getSubscriptionsQueryOptions(params));
