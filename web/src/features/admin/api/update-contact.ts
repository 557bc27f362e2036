import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** PATCH /api/admin/contacts/:id { is_read }: marks a message read or unread. */
export function updateContact(id: number, isRead: 0 | 1): Promise<TAdminContact> {
  return api.patch<TAdminContact>(`/admin/contacts/${id}`, { is_read: isRead });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: 0 | 1 }) => updateContact(id, isRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
