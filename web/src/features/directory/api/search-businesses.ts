import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TBusinessList } from '@gd/contracts/schemas/directory';
import type { BusinessSort } from '@gd/contracts/search';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/** Spec §9: the search page loads 5 businesses at a time. */
export const SEARCH_PAGE_SIZE = 5;

export type { BusinessSort };

/**
 * The search filters (spec §7 get-business whereFields: city EQUAL, name LIKE, categories IN), and (decision 62)
 * open now, a minimum rating and the order.
 */
export interface SearchFilters {
  cityId: number | null;
  businessName: string;
  categoryIds: number[];
  openNow?: boolean;
  minRating?: number | null;
  sort?: BusinessSort;
  /** Decision 63: near the visitor (rounded to about 100 m), within `radiusKm`. */
  near?: NearPoint | null;
}

export interface NearPoint {
  lat: number;
  lng: number;
  radiusKm: number;
}

export function searchBusinesses(filters: SearchFilters, offset: number, signal?: AbortSignal): Promise<TBusinessList> {
  return call(
    endpoints.listBusinesses,
    {
      query: {
        city_id: filters.cityId ?? undefined,
        q: filters.businessName.trim() || undefined,
        category_id: filters.categoryIds.length ? [...filters.categoryIds].sort((a, b) => a - b).join(',') : undefined,
        open_now: filters.openNow ? '1' : undefined,
        min_rating: filters.minRating ?? undefined,
        sort: filters.sort && filters.sort !== 'relevance' ? filters.sort : undefined,
        lat: filters.near?.lat,
        lng: filters.near?.lng,
        radius_km: filters.near?.radiusKm,
        limit: SEARCH_PAGE_SIZE,
        offset,
      },
    },
    { signal },
  );
}

/**
 * Spec §4 search paging: the filters are the query key, so a filter change starts again at offset 0; Load More
 * asks for the next offset (+5) and appends; more data is assumed while a full page came back.
 */
export function searchBusinessesQueryOptions(filters: SearchFilters) {
  const key = {
    cityId: filters.cityId,
    businessName: filters.businessName.trim(),
    categoryIds: [...filters.categoryIds].sort((a, b) => a - b),
    openNow: filters.openNow ?? false,
    minRating: filters.minRating ?? null,
    sort: filters.sort ?? 'relevance',
    near: filters.near ?? null,
  };
  return infiniteQueryOptions({
    queryKey: ['businesses', 'search', key],
    queryFn: ({ pageParam, signal }) => searchBusinesses(key, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.rows.length === SEARCH_PAGE_SIZE ? lastOffset + SEARCH_PAGE_SIZE : undefined,
  });
}

export function useSearchBusinesses(filters: SearchFilters) {
  return useInfiniteQuery(searchBusinessesQueryOptions(filters));
}
