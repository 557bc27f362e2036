import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import type { TRecordList, TWhereField } from '@gd/contracts/schemas/records';
import { call } from '../../../lib/api-client';

export const RECORDS_KEY = ['records'] as const;

export interface RecordsQuery {
  page: number;
  /** text the autocomplete field must contain (a LIKE filter), or '' for every row */
  search: string;
  /** the registry's autocomplete field of the table */
  searchField: string;
}

/** One page of 20 rows of a table (matching the search) and the total count. */
export function getRecords(table: string, q: RecordsQuery, signal?: AbortSignal): Promise<TRecordList> {
  const whereFields: TWhereField[] = q.search ? [{ field: q.searchField, type: 'LIKE', value: q.search }] : [];
  return call(endpoints.findRecords, { params: { table }, body: { whereFields, page: q.page } }, { signal });
}

export function recordsQueryOptions(table: string, q: RecordsQuery) {
  return queryOptions({
    queryKey: [...RECORDS_KEY, table, 'list', q],
    queryFn: ({ signal }) => getRecords(table, q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRecords(table: string, q: RecordsQuery) {
  return useQuery(recordsQueryOptions(table, q));
}
