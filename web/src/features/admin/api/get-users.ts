import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminUser } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Accounts with search and filters (decision 7). */
export function getUsers(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminUser>> {
  return call(endpoints.listUsers, { query: listQuery(endpoints.listUsers, params) }, { signal });
}

export function getUsersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('users', params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useUsers = (params: ListParams) => useQuery(getUsersQueryOptions(params));
