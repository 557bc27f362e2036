import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/categories: every category with how many businesses use it. */
export function getAdminCategories(
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<TList<TAdminCategory>> {
  return api.get<TList<TAdminCategory>>('/admin/categories', { query: params, signal });
}

export function getAdminCategoriesQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('categories', params),
    queryFn: ({ signal }) => getAdminCategories(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAdminCategories = (params: Record<string, QueryValue>) =>
  useQuery(getAdminCategoriesQueryOptions(params));
