import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

/** GET /api/jobs/:id (404 'Job not found' when it is not public). */
export function getJob(jobId: number, signal?: AbortSignal): Promise<TJob> {
  return call(endpoints.getJob, { params: { id: jobId } }, { signal });
}

export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'one', jobId],
    queryFn: ({ signal }) => getJob(jobId, signal),
    retry: false,
  });
}

export function useJob(jobId: number) {
  return useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
}
