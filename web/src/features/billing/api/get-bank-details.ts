import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankDetails } from '@gd/contracts/schemas/billing';
import { api } from '../../../lib/api-client';

/** GET /api/bank-details: where to send a manual transfer (404 until the admin enters them). */
export function getBankDetails(signal?: AbortSignal): Promise<TBankDetails> {
  return api.get<TBankDetails>('/bank-details', { signal });
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
