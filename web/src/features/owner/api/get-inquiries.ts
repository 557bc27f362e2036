import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/inquiries: the inquiries the business received, newest first. */
export function getInquiries(businessId: number, signal?: AbortSignal): Promise<TReceivedInquiry[]> {
  return call(endpoints.listReceivedInquiries, { params: { id: businessId } }, { signal });
}

export function inquiriesQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: [...MY_BUSINESSES_KEY, businessId, 'inquiries'],
    queryFn: ({ signal }) => getInquiries(businessId, signal),
  });
}

export function useInquiries(businessId: number) {
  return useQuery(inquiriesQueryOptions(businessId));
}
