import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/categories/:id, for the edit form. */
export function getCategory(categoryId: number, signal?: AbortSignal): Promise<TAdminCategory> {
  return api.get<TAdminCategory>(`/admin/categories/${categoryId}`, { signal });
}

export function categoryQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: [...adminKey('category'), categoryId],
    queryFn: ({ signal }) => getCategory(categoryId, signal),
  });
}

export const useCategory = (categoryId: number) => useQuery(categoryQueryOptions(categoryId));
