import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TRegisterRequest, TRegisterResponse } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Spec §7 register: the signup form; answers the token, the user and the draft business (or null). */
export function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  return call(endpoints.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
