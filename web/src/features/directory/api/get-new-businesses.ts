import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TList } from '@gd/contracts/schemas/common';
import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/** Decision 24: the home page shows the 8 newest approved businesses. */
export const NEW_BUSINESS_LIMIT = 8;

export function getNewBusinesses(signal?: AbortSignal): Promise<TList<TBusinessCard>> {
  return call(endpoints.listBusinesses, { query: { sort: 'newest', limit: NEW_BUSINESS_LIMIT } }, { signal });
}

export function newBusinessesQueryOptions() {
  return queryOptions({
    queryKey: ['businesses', 'list', { sort: 'newest', limit: NEW_BUSINESS_LIMIT }],
    queryFn: ({ signal }) => getNewBusinesses(signal),
  });
}

export function useNewBusinesses() {
  return useQuery(newBusinessesQueryOptions());
}
