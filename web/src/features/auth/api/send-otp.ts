import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TSendOtpRequest } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Forgot password, phase 1: mails a 6-digit OTP when the email has an account (the answer is the same either way). */
export function sendOtp(body: TSendOtpRequest): Promise<null> {
  return call(endpoints.sendResetOtp, { body });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
