import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TList } from '@gd/contracts/schemas/common';
import type { TJob, TJobListQuery } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

/** GET /api/jobs: active, approved jobs (decision 1), filtered and paged. */
export function getJobs(query: TJobListQuery, signal?: AbortSignal): Promise<TList<TJob>> {
  return call(endpoints.listJobs, { query: { ...query } }, { signal });
}

export function jobsQueryOptions(query: TJobListQuery) {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: TJobListQuery) {
  return useQuery(jobsQueryOptions(query));
}
