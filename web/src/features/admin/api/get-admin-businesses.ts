import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBusiness } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/businesses: search (q), approval state, city; server paging. */
export function getAdminBusinesses(
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<TList<TAdminBusiness>> {
  return api.get<TList<TAdminBusiness>>('/admin/businesses', { query: params, signal });
}

export function getAdminBusinessesQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('businesses', params),
    queryFn: ({ signal }) => getAdminBusinesses(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAdminBusinesses = (params: Record<string, QueryValue>) =>
  useQuery(getAdminBusinessesQueryOptions(params));
