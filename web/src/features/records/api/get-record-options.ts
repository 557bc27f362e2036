import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import { RECORD_PAGE_SIZE, type TRecordRow } from '@gd/contracts/schemas/records';
import { call } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** Master lists are short; a select reads at most this many pages of one. */
const MAX_PAGES = 10;

/** Every row of a (small) master table, page by page through the table's list, for selects. */
export async function getAllRecords(table: string, signal?: AbortSignal): Promise<TRecordRow[]> {
  const rows: TRecordRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await call(endpoints.listRecords, { params: { table }, query: { page } }, { signal });
    rows.push(...data.rows);
    if (page * RECORD_PAGE_SIZE >= data.count) break;
  }
  return rows;
}

export function recordOptionsQueryOptions(table: string) {
  return queryOptions({
    queryKey: [...RECORDS_KEY, table, 'all'],
    queryFn: ({ signal }) => getAllRecords(table, signal),
    staleTime: 60_000,
  });
}

export function useRecordOptions(table: string, enabled = true) {
  return useQuery({ ...recordOptionsQueryOptions(table), enabled });
}
