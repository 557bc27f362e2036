import { useMutation } from '@tanstack/react-query';
import type { TSendOtpRequest } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Forgot password, phase 1: mails a 6-digit OTP when the email has an account (the answer is the same either way). */
export function sendOtp(body: TSendOtpRequest): Promise<null> {
  return api.post<null>('/auth/forgot-password/send-otp', body);
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
