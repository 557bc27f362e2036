import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TVerifyOtpRequest } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Forgot password, phase 2: checks the OTP (5 tries). */
export function verifyOtp(body: TVerifyOtpRequest): Promise<null> {
  return call(endpoints.verifyResetOtp, { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
