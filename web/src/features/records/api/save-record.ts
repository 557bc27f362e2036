import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecordRow } from '@gd/contracts/schemas/records';
import { api } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** POST /api/common/record/:table (no id) or PUT /api/common/record/:table/:id. */
export function saveRecord(table: string, id: number | null, body: Record<string, unknown>): Promise<TRecordRow> {
  return id === null
    ? api.post<TRecordRow>(`/common/record/${table}`, body)
    : api.put<TRecordRow>(`/common/record/${table}/${id}`, body);
}

export function useSaveRecord(table: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) => saveRecord(table, id, body),
    // Other tables' selects show this table's rows (room → room category): refresh every record query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
