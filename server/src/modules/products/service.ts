import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ZProductFields, type TProduct } from '@gd/contracts/schemas/owner';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { publicDataChanged } from '../../platform/changes';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as billing from '../billing/service';
import * as repo from './repo';

/**
 * A business's products: the owner manages them (the owner module checks the business is theirs first), the
 * public profile shows the active ones. Writes announce `products` (with the business id) once stored, so the
 * profile and the cached answers built from it are forgotten.
 */
export interface ProductsCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  clock: { now(): Date };
}

const iso = (d: Date) => d.toISOString();
const productNotFound = () => AppError.notFound('PRODUCT_NOT_FOUND', 'Product not found to delete.');
const changed = (ctx: ProductsCtx, businessId: number) =>
  publicDataChanged(ctx.db, { topic: 'products', id: businessId });

/** Spec §2: the products the profile shows (active, not deleted), oldest first. */
export const listActiveProducts = (db: Db, businessId: number): Promise<TBusinessProfile['products']> =>
  repo.listActive(db, businessId);

/** Product form fields, validated like any JSON body (field message keys, unknown keys refused). */
function productFields(form: MultipartForm) {
  const parsed = ZProductFields.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(
      400,
      'VALIDATION',
      'Please fill all required fields correctly.',
      zodFieldErrors(parsed.error.issues),
    );
  }
  return parsed.data;
}

/** business id → names of its active products. */
export async function activeProductNames(db: Db, businessIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!businessIds.length) return out;
  for (const r of await repo.activeNamesOf(db, businessIds)) {
    out.set(r.business_id, [...(out.get(r.business_id) ?? []), r.product_name]);
  }
  return out;
}

export const listProducts = (db: Db, businessId: number): Promise<TProduct[]> => repo.listForBusiness(db, businessId);

export async function getProduct(db: Db, businessId: number, productId: number): Promise<TProduct> {
  const p = await repo.find(db, businessId, productId);
  if (!p) throw productNotFound();
  return p;
}

async function storeImage(ctx: ProductsCtx, businessId: number, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, { maxWidth: 1024 });
  const key = `products/${businessId}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  return ctx.storage.put(`${key}.webp`, image.full, 'image/webp');
}

export async function createProduct(ctx: ProductsCtx, businessId: number, form: MultipartForm): Promise<TProduct> {
  const fields = productFields(form);
  if (!form.file) throw AppError.validation('file', 'IMAGE_REQUIRED', 'Please fill all required fields correctly.');
  // Decision 67: the business's plan decides how many products it may list (asked first, to spare the upload).
  const now = ctx.clock.now();
  const limit = { businessId, feature: 'products' as const, now };
  await billing.requirePlanAllows(ctx.db, businessId, 'products', await repo.countForBusiness(ctx.db, businessId), now);
  const image_name = await storeImage(ctx, businessId, form.file.bytes);
  let product_id: number;
  try {
    // Counted again under the business's plan-limit lock: of two products added at once past the limit, one is.
    ({ product_id } = await billing.withinPlanLimit(
      ctx.db,
      limit,
      (trx) => repo.countForBusiness(trx, businessId),
      (trx) =>
        repo.insert(trx, {
          business_id: businessId,
          product_name: fields.product_name,
          description: fields.description ?? null,
          product_price: fields.product_price ?? null,
          image_name,
          is_active: fields.is_active ?? 1,
          now: iso(now),
        }),
    ));
  } catch (err) {
    await ctx.storage.remove(image_name);
    throw err;
  }
  changed(ctx, businessId);
  return getProduct(ctx.db, businessId, product_id);
}

export async function updateProduct(
  ctx: ProductsCtx,
  businessId: number,
  productId: number,
  form: MultipartForm,
): Promise<TProduct> {
  const existing = await getProduct(ctx.db, businessId, productId);
  const fields = productFields(form);
  if (!form.file && !existing.image_name) {
    throw AppError.validation(
      'file',
      'IMAGE_REQUIRED',
      'Please fill all required fields correctly, including the image.',
    );
  }
  const image_name = form.file ? await storeImage(ctx, businessId, form.file.bytes) : existing.image_name;
  await repo.update(ctx.db, productId, {
    product_name: fields.product_name,
    description: fields.description ?? null,
    product_price: fields.product_price ?? null,
    image_name,
    ...(fields.is_active !== undefined ? { is_active: fields.is_active } : {}),
    updated_at: iso(ctx.clock.now()),
  });
  if (form.file) await ctx.storage.remove(existing.image_name);
  changed(ctx, businessId);
  return getProduct(ctx.db, businessId, productId);
}

export async function setProductActive(
  ctx: ProductsCtx,
  businessId: number,
  productId: number,
  active: boolean,
): Promise<TProduct> {
  await getProduct(ctx.db, businessId, productId);
  await repo.update(ctx.db, productId, { is_active: active ? 1 : 0, updated_at: iso(ctx.clock.now()) });
  changed(ctx, businessId);
  return getProduct(ctx.db, businessId, productId);
}

export async function deleteProduct(ctx: ProductsCtx, businessId: number, productId: number): Promise<void> {
  await getProduct(ctx.db, businessId, productId);
  const now = iso(ctx.clock.now());
  await repo.update(ctx.db, productId, { deleted_at: now, updated_at: now });
  changed(ctx, businessId);
}

export async function deleteProductImage(ctx: ProductsCtx, businessId: number, productId: number): Promise<TProduct> {
  const p = await getProduct(ctx.db, businessId, productId);
  await repo.update(ctx.db, productId, { image_name: null, updated_at: iso(ctx.clock.now()) });
  await ctx.storage.remove(p.image_name);
  changed(ctx, businessId);
  return getProduct(ctx.db, businessId, productId);
}
