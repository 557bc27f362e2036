import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** DELETE /api/common/record/:table/:id. */
export function deleteRecord(table: string, id: number): Promise<unknown> {
  return api.delete<unknown>(`/common/record/${table}/${id}`);
}

export function useDeleteRecord(table: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(table, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
