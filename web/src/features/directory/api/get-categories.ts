import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/** Every business category with its number of approved businesses (search sidebar, /business-category). */
export function getCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return call(endpoints.listCategories, {}, { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'all'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
