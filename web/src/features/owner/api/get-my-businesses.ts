import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';

/** Every owner query key starts here: invalidating it refreshes the whole owner workspace. */
export const MY_BUSINESSES_KEY = ['my', 'businesses'] as const;

/** GET /api/my/businesses: the logged-in owner's businesses with approval state and completeness. */
export function getMyBusinesses(signal?: AbortSignal): Promise<TMyBusiness[]> {
  return call(endpoints.listMyBusinesses, {}, { signal });
}

export function myBusinessesQueryOptions() {
  return queryOptions({ queryKey: [...MY_BUSINESSES_KEY, 'list'], queryFn: ({ signal }) => getMyBusinesses(signal) });
}

export function useMyBusinesses() {
  return useQuery(myBusinessesQueryOptions());
}
