import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyApplication } from '@gd/contracts/schemas/jobs';
import { api } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** GET /api/my/job-applications: the applications I sent, with their jobs. */
export function getMyApplications(signal?: AbortSignal): Promise<TMyApplication[]> {
  return api.get<TMyApplication[]>('/my/job-applications', { signal });
}

export function myApplicationsQueryOptions() {
  return queryOptions({ queryKey: MY_APPLICATIONS_KEY, queryFn: ({ signal }) => getMyApplications(signal) });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
