import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** DELETE /api/my/businesses/:id/products/:product_id ('Product deleted successfully!'). */
export function deleteProduct(businessId: number, productId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/businesses/${businessId}/products/${productId}`);
}

export function useDeleteProduct(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteProduct(businessId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions(businessId).queryKey }),
  });
}
