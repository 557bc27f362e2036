import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TResetPasswordRequest } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Forgot password, phase 3: sets the new password with the verified OTP; every session of the account ends. */
export function resetPassword(body: TResetPasswordRequest): Promise<null> {
  return call(endpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
