import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Spec §7 change password {old_password, new_password, confirm_password}; every other session ends. */
export function changePassword(body: TChangePasswordRequest): Promise<null> {
  return api.put<null>('/auth/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
