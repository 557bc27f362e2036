import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobCategory } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { JOBS_KEY } from './keys';

/** GET /api/job-categories: active job categories only. */
export function getJobCategories(signal?: AbortSignal): Promise<TJobCategory[]> {
  return call(endpoints.listJobCategories, {}, { signal });
}

export function jobCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...JOBS_KEY, 'categories'],
    queryFn: ({ signal }) => getJobCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useJobCategories() {
  return useQuery(jobCategoriesQueryOptions());
}
