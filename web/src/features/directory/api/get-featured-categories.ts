import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/** Popular Category grid (spec §2 home): the featured categories with their business counts. */
export function getFeaturedCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return call(endpoints.listCategories, { query: { featured: '1' } }, { signal });
}

export function featuredCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', { featured: 1 }],
    queryFn: ({ signal }) => getFeaturedCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedCategories() {
  return useQuery(featuredCategoriesQueryOptions());
}
