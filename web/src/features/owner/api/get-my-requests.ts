import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TSentInquiry } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';

/** Decision 25: GET /api/my/requests, the inquiries the logged-in user sent, newest first. */
export function getMyRequests(signal?: AbortSignal): Promise<TSentInquiry[]> {
  return call(endpoints.listSentInquiries, {}, { signal });
}

export function myRequestsQueryOptions() {
  return queryOptions({ queryKey: ['my', 'requests'], queryFn: ({ signal }) => getMyRequests(signal) });
}

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions());
}
