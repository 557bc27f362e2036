import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { api } from '../../../lib/api-client';

/** Every owner query key starts here: invalidating it refreshes the whole owner workspace. */
export const MY_BUSINESSES_KEY = ['my', 'businesses'] as const;

/** GET /api/my/businesses: the logged-in owner's businesses with approval state and completeness. */
export function getMyBusinesses(signal?: AbortSignal): Promise<TMyBusiness[]> {
  return api.get<TMyBusiness[]>('/my/businesses', { signal });
}

export function myBusinessesQueryOptions() {
  return queryOptions({ queryKey: [...MY_BUSINESSES_KEY, 'list'], queryFn: ({ signal }) => getMyBusinesses(signal) });
}

export function useMyBusinesses() {
  return useQuery(myBusinessesQueryOptions());
}
