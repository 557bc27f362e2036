import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminUser, TUpdateUserRequest } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Approves the profile, disables or enables login (immediate). */
export function updateUser(userId: number, body: TUpdateUserRequest): Promise<TAdminUser> {
  return call(endpoints.updateUser, { params: { id: userId }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TUpdateUserRequest }) => updateUser(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
