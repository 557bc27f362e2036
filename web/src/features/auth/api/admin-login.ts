import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TAdminLoginRequest, TLoginResponse } from '@gd/contracts/schemas/auth';
import { call } from '../../../lib/api-client';

/** Admin login by email and password; only admin accounts get a token. */
export function adminLogin(body: TAdminLoginRequest): Promise<TLoginResponse> {
  return call(endpoints.adminLogin, { body });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
