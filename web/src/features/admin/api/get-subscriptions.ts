import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSubscription } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/subscriptions: business, plan, invoice, dates and state; filter by state. */
export function getSubscriptions(
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<TList<TAdminSubscription>> {
  return api.get<TList<TAdminSubscription>>('/admin/subscriptions', { query: params, signal });
}

export function getSubscriptionsQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('subscriptions', params),
    queryFn: ({ signal }) => getSubscriptions(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSubscriptions = (params: Record<string, QueryValue>) => useQuery(getSubscriptionsQueryOptions(params));
