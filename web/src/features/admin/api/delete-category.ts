import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Deletes a category: 409 while businesses use it. */
export function deleteCategory(id: number): Promise<null> {
  return call(endpoints.deleteCategory, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
