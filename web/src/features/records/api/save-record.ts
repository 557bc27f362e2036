import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import type { TRecordRow } from '@gd/contracts/schemas/records';
import { call } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** Creates a record of a table (no id) or updates one. */
export function saveRecord(table: string, id: number | null, body: Record<string, unknown>): Promise<TRecordRow> {
  return id === null
    ? call(endpoints.createRecord, { params: { table }, body })
    : call(endpoints.updateRecord, { params: { table, id }, body });
}

export function useSaveRecord(table: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) => saveRecord(table, id, body),
    // Other tables' selects show this table's rows (room → room category): refresh every record query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
