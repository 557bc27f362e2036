import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { api } from '../../../lib/api-client';

/**
 * GET /api/my/businesses, for the job form's business select. The same query key as the owner workspace's
 * list, so both share one cached answer (features do not import each other).
 */
export function ownerBusinessesQueryOptions() {
  return queryOptions({
    queryKey: ['my', 'businesses', 'list'],
    queryFn: ({ signal }) => api.get<TMyBusiness[]>('/my/businesses', { signal }),
  });
}

export function useOwnerBusinesses() {
  return useQuery(ownerBusinessesQueryOptions());
}
