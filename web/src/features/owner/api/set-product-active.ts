import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** PATCH /api/my/businesses/:id/products/:product_id {is_active}: only active products are public. */
export function setProductActive(businessId: number, productId: number, active: boolean): Promise<TProduct> {
  return call(endpoints.setProductActive, {
    params: { id: businessId, product_id: productId },
    body: { is_active: active ? 1 : 0 },
  });
}

export function useSetProductActive(businessId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = productsQueryOptions(businessId);
  return useMutation({
    mutationFn: ({ productId, active }: { productId: number; active: boolean }) =>
      setProductActive(businessId, productId, active),
    onSuccess: (product) =>
      queryClient.setQueryData(queryKey, (old: TProduct[] | undefined) =>
        old?.map((p) => (p.product_id === product.product_id ? product : p)),
      ),
  });
}
