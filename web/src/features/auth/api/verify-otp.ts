import { useMutation } from '@tanstack/react-query';
import type { TVerifyOtpRequest } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Forgot password, phase 2: checks the OTP (5 tries). */
export function verifyOtp(body: TVerifyOtpRequest): Promise<null> {
  return api.post<null>('/auth/forgot-password/verify-otp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
