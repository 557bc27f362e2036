import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyPayment } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';
import { MY_BILLING_KEY } from './get-my-subscriptions';

/** My payments, newest first. */
export function getMyPayments(signal?: AbortSignal): Promise<TMyPayment[]> {
  return call(endpoints.listMyPayments, {}, { signal });
}

export function myPaymentsQueryOptions() {
  return queryOptions({ queryKey: [...MY_BILLING_KEY, 'payments'], queryFn: ({ signal }) => getMyPayments(signal) });
}

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
