import type { TBusinessStats, TProduct } from '@gd/contracts/schemas/owner';
import type { MultipartForm } from '../../platform/uploads';
import { publicDataChanged } from '../../platform/changes';
import * as business from '../directory/owner-service';
import { indiaDate } from '../directory/views';
import * as inquiries from '../inquiries/service';
import * as products from '../products/service';
import { type OwnerCtx, owned } from './context';

/** The owner's dashboard of one business: its numbers, the inquiries it received and its products. */

export async function stats(ctx: OwnerCtx, userId: number, businessId: number): Promise<TBusinessStats> {
  const b = await owned(ctx, businessId, userId);
  const today = ctx.clock.now();
  const days = Array.from({ length: 30 }, (_, i) => indiaDate(new Date(today.getTime() - (29 - i) * 86_400_000)));
  const since = new Date(today.getTime() - 31 * 86_400_000);
  const [views, received] = await Promise.all([
    business.viewDays(ctx.db, businessId, days[0]!),
    inquiries.createdSince(ctx.db, businessId, since),
  ]);
  const viewsByDay = new Map(views.map((v) => [v.view_date, Number(v.views)]));
  const inquiriesByDay = new Map<string, number>();
  for (const r of received) {
    const d = indiaDate(new Date(r.created_at));
    inquiriesByDay.set(d, (inquiriesByDay.get(d) ?? 0) + 1);
  }
  return {
    business_id: b.business_id,
    business_name: b.business_name,
    total_view: b.total_view,
    total_inquiry: b.total_inquiry,
    daily: days.map((date) => ({ date, views: viewsByDay.get(date) ?? 0, inquiries: inquiriesByDay.get(date) ?? 0 })),
  };
}

// ---- inquiries ----------------------------------------------------------------------------------------------

export async function listInquiries(ctx: OwnerCtx, userId: number, businessId: number) {
  await owned(ctx, businessId, userId);
  return inquiries.listForBusiness(ctx.db, businessId);
}

export async function deleteInquiry(ctx: OwnerCtx, userId: number, businessId: number, inquiryId: number) {
  await owned(ctx, businessId, userId);
  await inquiries.deleteForBusiness(ctx.db, businessId, inquiryId);
}

export const listSentInquiries = (ctx: OwnerCtx, userId: number) => inquiries.listSentBy(ctx.db, userId);

// ---- products (the products module keeps them; here the business must be the caller's) ---------------------

export async function listProducts(ctx: OwnerCtx, userId: number, businessId: number): Promise<TProduct[]> {
  await owned(ctx, businessId, userId);
  return products.listProducts(ctx.db, businessId);
}

export async function getProduct(ctx: OwnerCtx, userId: number, businessId: number, productId: number) {
  await owned(ctx, businessId, userId);
  return products.getProduct(ctx.db, businessId, productId);
}

/** Products are searchable (decision 54): a change renews the business's search keys and what lists showed. */
async function productsChanged<T>(ctx: OwnerCtx, businessId: number, result: T): Promise<T> {
  await business.refreshSearchKeys(ctx.db, businessId);
  publicDataChanged(ctx.db, { topic: 'businesses', id: businessId });
  return result;
}

export async function createProduct(ctx: OwnerCtx, userId: number, businessId: number, form: MultipartForm) {
  await owned(ctx, businessId, userId);
  return productsChanged(ctx, businessId, await products.createProduct(ctx, businessId, form));
}

export async function updateProduct(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
  form: MultipartForm,
) {
  await owned(ctx, businessId, userId);
  return productsChanged(ctx, businessId, await products.updateProduct(ctx, businessId, productId, form));
}

export async function setProductActive(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
  active: boolean,
) {
  await owned(ctx, businessId, userId);
  return productsChanged(ctx, businessId, await products.setProductActive(ctx, businessId, productId, active));
}

export async function deleteProduct(ctx: OwnerCtx, userId: number, businessId: number, productId: number) {
  await owned(ctx, businessId, userId);
  return productsChanged(ctx, businessId, await products.deleteProduct(ctx, businessId, productId));
}

export async function deleteProductImage(ctx: OwnerCtx, userId: number, businessId: number, productId: number) {
  await owned(ctx, businessId, userId);
  return products.deleteProductImage(ctx, businessId, productId);
}
