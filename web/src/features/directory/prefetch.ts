import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions } from '../../lib/api/get-cities';
import { businessProfileQueryOptions } from './api/get-business-profile';
import { categoriesQueryOptions } from './api/get-categories';
import { searchBusinessesQueryOptions } from './api/search-businesses';
import { filtersFromUrl } from './utils/search-href';

/**
 * What the discovery routes ask for while their code loads (the router imports this module on demand, so none
 * of it weighs on the first page).
 */
export function prefetchSearch(queryClient: QueryClient, categoryId: string | undefined, url: string): void {
  const filters = filtersFromUrl(categoryId, new URL(url).searchParams);
  void queryClient.prefetchInfiniteQuery(searchBusinessesQueryOptions(filters));
  void queryClient.prefetchQuery(categoriesQueryOptions(filters.cityId));
  void queryClient.prefetchQuery(citiesQueryOptions());
}

export function prefetchCategories(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(categoriesQueryOptions());
}

export function prefetchProfile(queryClient: QueryClient, idParam: string | undefined): void {
  const id = Number(idParam);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(businessProfileQueryOptions(id));
}
