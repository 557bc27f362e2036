import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Deletes a business (soft; gone from every public list). */
export function deleteBusiness(id: number): Promise<null> {
  return call(endpoints.deleteBusiness, { params: { id } });
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
