import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSuggestion } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';

/**
 * Spec §7 business autocomplete: at most 10 `{business_id, business_name}` for the typed text. A failure gives an
 * empty list (spec §7); a request made stale by newer typing is aborted and never shown (its own query key).
 */
export async function getSuggestions(text: string, signal?: AbortSignal): Promise<TSuggestion[]> {
  try {
    return await call(endpoints.autocompleteBusinesses, { query: { q: text } }, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function suggestionsQueryOptions(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['businesses', 'autocomplete', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** Suggestions for `text` (already debounced by the caller); the previous list stays while the next one loads. */
export function useSuggestions(text: string) {
  return useQuery({ ...suggestionsQueryOptions(text), placeholderData: keepPreviousData });
}
