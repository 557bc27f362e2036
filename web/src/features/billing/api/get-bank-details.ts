import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankDetails } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';

/** Where to send a manual transfer (404 until the admin enters them). */
export function getBankDetails(signal?: AbortSignal): Promise<TBankDetails> {
  return call(endpoints.getBankDetails, {}, { signal });
}

export function bankDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'bank-details'],
    queryFn: ({ signal }) => getBankDetails(signal),
    retry: false,
  });
}

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}
