import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/** The public profile of an approved business (404 for unknown, pending or rejected ones); counts a view. */
export function getBusinessProfile(id: number, signal?: AbortSignal): Promise<TBusinessProfile> {
  return call(endpoints.getBusinessProfile, { params: { id } }, { signal });
}

export const businessDetailKey = (id: number) => ['businesses', 'detail', id] as const;

export function businessProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...businessDetailKey(id), 'profile'],
    queryFn: ({ signal }) => getBusinessProfile(id, signal),
    staleTime: 60_000,
  });
}

export function useBusinessProfile(id: number) {
  return useQuery(businessProfileQueryOptions(id));
}
