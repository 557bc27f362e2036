import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import { call } from '../../../lib/api-client';

/**
 * GET /api/my/businesses, for the job form's business select. The same query key as the owner workspace's
 * list, so both share one cached answer (features do not import each other).
 */
export function ownerBusinessesQueryOptions() {
  return queryOptions({
    queryKey: ['my', 'businesses', 'list'],
    queryFn: ({ signal }) => call(endpoints.listMyBusinesses, {}, { signal }),
  });
}

export function useOwnerBusinesses() {
  return useQuery(ownerBusinessesQueryOptions());
}
