import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/products';
import type { TProduct, TProductFields } from '@gd/contracts/schemas/owner';
import { uploadFormData } from '../../../lib/upload';
import { productsQueryOptions } from './get-products';

export interface SaveProductInput {
  businessId: number;
  /** Absent: create (POST, image required); present: update (PUT, image optional). */
  productId?: number;
  fields: TProductFields;
  file?: File | null;
  onProgress?: (percent: number) => void;
}

function toFormData(fields: TProductFields, file?: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  if (file) body.append('file', file);
  return body;
}

/**
 * POST /api/my/businesses/:id/products ('Product created successfully!') or
 * PUT /api/my/businesses/:id/products/:product_id ('Product updated successfully!'): multipart fields + `file`.
 */
export function saveProduct({ businessId, productId, fields, file, onProgress }: SaveProductInput): Promise<TProduct> {
  const body = toFormData(fields, file);
  return productId === undefined
    ? uploadFormData(endpoints.createProduct, { params: { id: businessId }, body }, { onProgress })
    : uploadFormData(
        endpoints.updateProduct,
        { params: { id: businessId, product_id: productId }, body },
        { onProgress },
      );
}

/** The fields of a stored product as the form sends them (price back from paise to a rupee string). */
export function productToFields(product: TProduct): TProductFields {
  return {
    product_name: product.product_name,
    description: product.description ?? '',
    product_price: product.product_price === null ? '' : (product.product_price / 100).toFixed(2),
    is_active: product.is_active === 1 ? '1' : '0',
  };
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (_product, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: productsQueryOptions(businessId).queryKey }),
  });
}
