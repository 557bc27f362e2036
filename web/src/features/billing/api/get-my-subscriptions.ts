import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusinessSubscription, TSubscription } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';

export const MY_BILLING_KEY = ['my', 'billing'] as const;

/** Each of my businesses with its current subscription (or none). */
export function getMySubscriptions(signal?: AbortSignal): Promise<TBusinessSubscription[]> {
  return call(endpoints.listMySubscriptions, {}, { signal });
}

export function mySubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: [...MY_BILLING_KEY, 'subscriptions'],
    queryFn: ({ signal }) => getMySubscriptions(signal),
  });
}

export function useMySubscriptions(enabled = true) {
  return useQuery({ ...mySubscriptionsQueryOptions(), enabled });
}

/** Decision 8: stops renewal, usable to the end date. */
export function cancelSubscription(businessId: number): Promise<TSubscription> {
  return call(endpoints.cancelSubscription, { body: { business_id: businessId } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BILLING_KEY }),
  });
}
