import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Forgot password, phase 3: sets the new password with the verified OTP; every session of the account ends. */
export function resetPassword(body: TResetPasswordRequest): Promise<null> {
  return api.post<null>('/auth/forgot-password/reset', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
