import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TChangePasswordRequest } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Spec §7 change password {old_password, new_password, confirm_password}; every other session ends. */
export function changePassword(body: TChangePasswordRequest): Promise<null> {
  return call(endpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
