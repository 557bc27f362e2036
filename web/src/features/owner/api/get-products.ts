import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { api } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/products: active and inactive products of the business. */
export function getProducts(businessId: number, signal?: AbortSignal): Promise<TProduct[]> {
  return api.get<TProduct[]>(`/my/businesses/${businessId}/products`, { signal });
}

export function productsQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: [...MY_BUSINESSES_KEY, businessId, 'products'],
    queryFn: ({ signal }) => getProducts(businessId, signal),
  });
}

export function useProducts(businessId: number) {
  return useQuery(productsQueryOptions(businessId));
}
