import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryOptions } from './get-products';

/** DELETE /api/my/businesses/:id/products/:product_id/image ('Image deleted successfully!'). */
export function deleteProductImage(businessId: number, productId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/businesses/${businessId}/products/${productId}/image`);
}

export function useDeleteProductImage(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteProductImage(businessId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions(businessId).queryKey }),
  });
}
