import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

export interface FeaturedFilter {
  city_id?: number | undefined;
  category_id?: number | undefined;
}

/** Decision 67: businesses whose plan includes the Featured placement (home, a city or a category). */
export function getFeaturedBusinesses(filter: FeaturedFilter, signal?: AbortSignal): Promise<TBusinessCard[]> {
  const query = {
    ...(filter.city_id ? { city_id: filter.city_id } : {}),
    ...(filter.category_id ? { category_id: filter.category_id } : {}),
  };
  return call(endpoints.listFeaturedBusinesses, { query }, { signal });
}

export function featuredBusinessesQueryOptions(filter: FeaturedFilter = {}) {
  return queryOptions({
    queryKey: ['businesses', 'featured', filter.city_id ?? null, filter.category_id ?? null],
    queryFn: ({ signal }) => getFeaturedBusinesses(filter, signal),
  });
}

export function useFeaturedBusinesses(filter: FeaturedFilter = {}) {
  return useQuery(featuredBusinessesQueryOptions(filter));
}
