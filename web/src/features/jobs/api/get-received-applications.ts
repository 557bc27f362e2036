import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReceivedApplication } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_JOBS_KEY } from './keys';

/** GET /api/my/businesses/:id/job-applications, or GET /api/my/received-applications for every business. */
export function getReceivedApplications(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<TReceivedApplication[]> {
  return businessId
    ? call(endpoints.listBusinessApplications, { params: { id: businessId } }, { signal })
    : call(endpoints.listAllReceivedApplications, {}, { signal });
}

export function receivedApplicationsQueryOptions(businessId: number | null) {
  return queryOptions({
    queryKey: [...MY_JOBS_KEY, 'received', businessId ?? 'all'],
    queryFn: ({ signal }) => getReceivedApplications(businessId, signal),
  });
}

export function useReceivedApplications(businessId: number | null) {
  return useQuery(receivedApplicationsQueryOptions(businessId));
}
