import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** DELETE /api/admin/businesses/:id (soft delete; gone from every public list). */
export function deleteBusiness(id: number): Promise<null> {
  return api.delete<null>(`/admin/businesses/${id}`);
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
