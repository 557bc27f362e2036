import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import { call } from '../../../lib/api-client';
import { RECORDS_KEY } from './get-records';

/** Deletes a record of a table. */
export function deleteRecord(table: string, id: number): Promise<null> {
  return call(endpoints.deleteRecord, { params: { table, id } });
}

export function useDeleteRecord(table: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(table, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECORDS_KEY }),
  });
}
