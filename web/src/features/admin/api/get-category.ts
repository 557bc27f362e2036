import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** One category, for the edit form. */
export function getCategory(categoryId: number, signal?: AbortSignal): Promise<TAdminCategory> {
  return call(endpoints.getCategory, { params: { id: categoryId } }, { signal });
}

export function categoryQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: [...adminKey('category'), categoryId],
    queryFn: ({ signal }) => getCategory(categoryId, signal),
  });
}

export const useCategory = (categoryId: number) => useQuery(categoryQueryOptions(categoryId));
