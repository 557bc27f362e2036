import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** DELETE /api/my/businesses/:id/products/:product_id/image ('Image deleted successfully!'). */
export function deleteProductImage(businessId: number, productId: number): Promise<TProduct> {
  return call(endpoints.deleteProductImage, { params: { id: businessId, product_id: productId } });
}

export function useDeleteProductImage(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteProductImage(businessId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions(businessId).queryKey }),
  });
}
