import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id/products: active and inactive products of the business. */
export function getProducts(businessId: number, signal?: AbortSignal): Promise<TProduct[]> {
  return call(endpoints.listProducts, { params: { id: businessId } }, { signal });
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
