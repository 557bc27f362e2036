import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecordRow } from '@gd/contracts/schemas/records';
import { api } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** GET /api/common/autocomplete/:table/:term: up to 10 rows whose search field contains the term. */
export function autocompleteRecords(table: string, term: string, signal?: AbortSignal): Promise<TRecordRow[]> {
  return api.get<TRecordRow[]>(`/common/autocomplete/${table}/${encodeURIComponent(term)}`, { signal });
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
