import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import type { TRecordRow } from '@gd/contracts/schemas/records';
import { call } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** Up to 10 rows of a table whose search field contains the term. */
export function autocompleteRecords(table: string, term: string, signal?: AbortSignal): Promise<TRecordRow[]> {
  return call(endpoints.autocompleteRecords, { params: { table, term } }, { signal });
}

export function autocompleteQueryOptions(table: string, term: string) {
  return queryOptions({
    queryKey: [...RECORDS_KEY, table, 'autocomplete', term],
    queryFn: ({ signal }) => autocompleteRecords(table, term, signal),
    staleTime: 30_000,
  });
}

/** Spec §9: suggestions from the first character. */
export function useAutocompleteRecords(table: string, term: string) {
  const trimmed = term.trim();
  return useQuery({ ...autocompleteQueryOptions(table, trimmed), enabled: trimmed.length >= 1 });
}
