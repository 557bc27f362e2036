import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECORD_PAGE_SIZE, type TRecordList, type TRecordRow } from '@gd/contracts/schemas/records';
import { api } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** Master lists are short; a select reads at most this many pages of one. */
const MAX_PAGES = 10;

/** Every row of a (small) master table, page by page through GET /api/common/record/:table, for selects. */
export async function getAllRecords(table: string, signal?: AbortSignal): Promise<TRecordRow[]> {
  const rows: TRecordRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await api.get<TRecordList>(`/common/record/${table}`, { query: { page }, signal });
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
