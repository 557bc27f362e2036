import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../api-client';

/** Spec §7 GET_CITY: the active cities, each label in both languages. Shared: home, search, the profile wizard. */
export function getCities(signal?: AbortSignal): Promise<TCity[]> {
  return call(endpoints.listCities, {}, { signal });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 30 * 60_000,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
