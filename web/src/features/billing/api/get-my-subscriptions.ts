import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusinessSubscription, TSubscription } from '@gd/contracts/schemas/billing';
import { api } from '../../../lib/api-client';

export const MY_BILLING_KEY = ['my', 'billing'] as const;

/** GET /api/my/subscription: each of my businesses with its current subscription (or none). */
export function getMySubscriptions(signal?: AbortSignal): Promise<TBusinessSubscription[]> {
  return api.get<TBusinessSubscription[]>('/my/subscription', { signal });
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

/** POST /api/my/subscription/cancel (decision 8): stops renewal, usable to the end date. */
export function cancelSubscription(businessId: number): Promise<TSubscription> {
  return api.post<TSubscription>('/my/subscription/cancel', { business_id: businessId });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BILLING_KEY }),
  });
}
