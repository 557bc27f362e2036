import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_JOBS_KEY } from './keys';

/** GET /api/my/businesses/:id/jobs, or GET /api/my/jobs (every business of mine) without a business. */
export function getOwnerJobs(businessId: number | null, signal?: AbortSignal): Promise<TJob[]> {
  return businessId
    ? call(endpoints.listBusinessJobs, { params: { id: businessId } }, { signal })
    : call(endpoints.listAllMyJobs, {}, { signal });
}

export function ownerJobsQueryOptions(businessId: number | null) {
  return queryOptions({
    queryKey: [...MY_JOBS_KEY, 'list', businessId ?? 'all'],
    queryFn: ({ signal }) => getOwnerJobs(businessId, signal),
  });
}

export function useOwnerJobs(businessId: number | null) {
  return useQuery(ownerJobsQueryOptions(businessId));
}

/** GET /api/my/businesses/:id/jobs/:job_id: one job of mine, for the update form. */
export function ownerJobQueryOptions(businessId: number, jobId: number) {
  return queryOptions({
    queryKey: [...MY_JOBS_KEY, 'one', businessId, jobId],
    queryFn: ({ signal }) => call(endpoints.getMyJob, { params: { id: businessId, job_id: jobId } }, { signal }),
    retry: false,
  });
}
