import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOptionsResponse } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../api-client';

/**
 * The option lists of spec §3 (categories, annual sale, employees, designation, type of firms), each label in
 * both languages. Shared: registration picks a category, the profile wizard uses the rest.
 */
export function getOptions(signal?: AbortSignal): Promise<TOptionsResponse> {
  return call(endpoints.listOptions, {}, { signal });
}

export function optionsQueryOptions() {
  return queryOptions({
    queryKey: ['options'],
    queryFn: ({ signal }) => getOptions(signal),
    staleTime: 10 * 60_000,
  });
}

export function useOptions() {
  return useQuery(optionsQueryOptions());
}
