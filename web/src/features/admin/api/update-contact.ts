import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Marks a contact message read (1) or unread (0). */
export function updateContact(id: number, isRead: 0 | 1): Promise<TAdminContact> {
  return call(endpoints.updateContact, { params: { id }, body: { is_read: isRead } });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: 0 | 1 }) => updateContact(id, isRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
