import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/**
 * Every business category with its number of approved businesses (search sidebar, /business-category); with a
 * city, the counts are that city's.
 */
export function getCategories(signal?: AbortSignal, cityId?: number | null): Promise<TCategory[]> {
  return call(endpoints.listCategories, { query: cityId ? { city_id: cityId } : {} }, { signal });
}

export function categoriesQueryOptions(cityId?: number | null) {
  return queryOptions({
    queryKey: ['categories', cityId ? `city-${cityId}` : 'all'],
    queryFn: ({ signal }) => getCategories(signal, cityId),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(cityId?: number | null) {
  return useQuery({ ...categoriesQueryOptions(cityId), placeholderData: (previous) => previous });
}
