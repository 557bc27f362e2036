import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyPayment } from '@gd/contracts/schemas/billing';
import { api } from '../../../lib/api-client';
import { MY_BILLING_KEY } from './get-my-subscriptions';

/** GET /api/my/payments: my payments, newest first. */
export function getMyPayments(signal?: AbortSignal): Promise<TMyPayment[]> {
  return api.get<TMyPayment[]>('/my/payments', { signal });
}

export function myPaymentsQueryOptions() {
  return queryOptions({ queryKey: [...MY_BILLING_KEY, 'payments'], queryFn: ({ signal }) => getMyPayments(signal) });
}

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
