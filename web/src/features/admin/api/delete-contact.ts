import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** DELETE /api/admin/contacts/:id. */
export function deleteContact(id: number): Promise<null> {
  return api.delete<null>(`/admin/contacts/${id}`);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
