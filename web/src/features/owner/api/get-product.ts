import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** GET /api/my/businesses/:id/products/:product_id. */
export function getProduct(businessId: number, productId: number, signal?: AbortSignal): Promise<TProduct> {
  return call(endpoints.getProduct, { params: { id: businessId, product_id: productId } }, { signal });
}

export function productQueryOptions(businessId: number, productId: number) {
  return queryOptions({
    queryKey: [...productsQueryOptions(businessId).queryKey, productId],
    queryFn: ({ signal }) => getProduct(businessId, productId, signal),
  });
}

export function useProduct(businessId: number, productId: number) {
  return useQuery(productQueryOptions(businessId, productId));
}
