import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/users: accounts with search and filters (decision 7). */
export function getUsers(params: Record<string, QueryValue>, signal?: AbortSignal): Promise<TList<TAdminUser>> {
  return api.get<TList<TAdminUser>>('/admin/users', { query: params, signal });
}

export function getUsersQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('users', params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useUsers = (params: Record<string, QueryValue>) => useQuery(getUsersQueryOptions(params));
