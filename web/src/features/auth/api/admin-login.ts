import { useMutation } from '@tanstack/react-query';
import type { TAdminLoginRequest, TLoginResponse } from '@gd/contracts/schemas/auth';
import { api } from '../../../lib/api-client';

/** Admin login by email and password; only admin accounts get a token. */
export function adminLogin(body: TAdminLoginRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/auth/admin/login', body);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
