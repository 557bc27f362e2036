import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyApplication } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** GET /api/my/job-applications: the applications I sent, with their jobs. */
export function getMyApplications(signal?: AbortSignal): Promise<TMyApplication[]> {
  return call(endpoints.listMyApplications, {}, { signal });
}

export function myApplicationsQueryOptions() {
  return queryOptions({ queryKey: MY_APPLICATIONS_KEY, queryFn: ({ signal }) => getMyApplications(signal) });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
