import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TLoginRequest, TLoginResponse } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Spec §7 business login: phone and password; answers the token and userData {id, name, user_type}. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return call(endpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
