import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminBusiness } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Businesses (not deleted): search (q), approval state, city; server paging. */
export function getAdminBusinesses(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminBusiness>> {
  return call(endpoints.listBusinesses, { query: listQuery(endpoints.listBusinesses, params) }, { signal });
}

export function getAdminBusinessesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('businesses', params),
    queryFn: ({ signal }) => getAdminBusinesses(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAdminBusinesses = (params: ListParams) => useQuery(getAdminBusinessesQueryOptions(params));
