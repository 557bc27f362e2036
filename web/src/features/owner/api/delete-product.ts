import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import { call } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** DELETE /api/my/businesses/:id/products/:product_id ('Product deleted successfully!'). */
export function deleteProduct(businessId: number, productId: number): Promise<null> {
  return call(endpoints.deleteProduct, { params: { id: businessId, product_id: productId } });
}

export function useDeleteProduct(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteProduct(businessId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions(businessId).queryKey }),
  });
}
