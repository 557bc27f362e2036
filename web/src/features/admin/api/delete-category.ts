import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** DELETE /api/admin/categories/:id: 409 while businesses use it. */
export function deleteCategory(id: number): Promise<null> {
  return api.delete<null>(`/admin/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
