import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest, TRegisterResponse } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Spec §7 register: the signup form; answers the token, the user and the draft business (or null). */
export function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  return api.post<TRegisterResponse>('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
