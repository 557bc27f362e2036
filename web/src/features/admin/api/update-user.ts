import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TUpdateUserRequest } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** PATCH /api/admin/users/:id: approve the profile, disable or enable login (immediate). */
export function updateUser(userId: number, body: TUpdateUserRequest): Promise<TAdminUser> {
  return api.patch<TAdminUser>(`/admin/users/${userId}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TUpdateUserRequest }) => updateUser(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
