import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZProduct, ZProductFields } from '../schemas/owner';

/** A business's products, as its owner manages them (the public sees the active ones on the profile). */
const tags = ['owner'] as const;
const errors = [400, 404, 409, 413, 415, 429] as const;

const ZProductParams = ZIdParam.extend({
  product_id: z.coerce.number().int().positive().describe('product_id'),
});

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/products',
  tags,
  access: 'user',
  summary: 'Products (active and inactive)',
  params: ZIdParam,
  data: z.array(ZProduct),
  errors,
});

export const createProduct = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/products',
  tags,
  access: 'user',
  summary: 'Adds a product (fields + image file, required)',
  params: ZIdParam,
  multipart: true,
  body: ZProductFields,
  data: ZProduct,
  errors,
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/products/:product_id',
  tags,
  access: 'user',
  summary: 'One product',
  params: ZProductParams,
  data: ZProduct,
  errors,
});

export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/products/:product_id',
  tags,
  access: 'user',
  summary: 'Updates a product (fields + optional new image)',
  params: ZProductParams,
  multipart: true,
  body: ZProductFields,
  data: ZProduct,
  errors,
});

export const setProductActive = defineEndpoint({
  method: 'PATCH',
  path: '/my/businesses/:id/products/:product_id',
  tags,
  access: 'user',
  summary: 'Switches a product active or inactive (only active products are public)',
  params: ZProductParams,
  body: z.object({ is_active: z.union([z.literal(0), z.literal(1)]) }).strict(),
  data: ZProduct,
  errors,
});

export const deleteProduct = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/products/:product_id',
  tags,
  access: 'user',
  summary: 'Deletes a product',
  params: ZProductParams,
  data: z.null(),
  errors,
});

export const deleteProductImage = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/products/:product_id/image',
  tags,
  access: 'user',
  summary: 'Deletes a product’s image',
  params: ZProductParams,
  data: ZProduct,
  errors,
});
