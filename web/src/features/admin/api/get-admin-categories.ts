import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Every category with how many businesses use it. */
export function getAdminCategories(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminCategory>> {
  return call(endpoints.listCategories, { query: listQuery(endpoints.listCategories, params) }, { signal });
}

export function getAdminCategoriesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('categories', params),
    queryFn: ({ signal }) => getAdminCategories(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAdminCategories = (params: ListParams) => useQuery(getAdminCategoriesQueryOptions(params));
