import { randomBytes } from 'node:crypto';
import { slugify } from '@gd/contracts/patterns';
import { type TAdminCategory, type TAdminListQuery, ZCategoryForm } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import type { Db } from '../../db/sql';
import { publicDataChanged } from '../../platform/changes';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { MultipartForm } from '../../platform/uploads';
import { audit } from '../audit/service';
import * as categories from '../categories/service';
import * as directory from '../directory/service';
import { type AdminCtx, iso } from './context';
import { pagedOrAll } from './csv';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof categories.findCategory>>>;

const categoryNotFound = () => AppError.notFound('CATEGORY_NOT_FOUND', 'Category not found.');

/** A category as the admin sees it: with how many businesses (not deleted, any approval state) use it. */
const toAdminCategory = (c: CategoryRow, businessCount: number): TAdminCategory => ({
  category_id: c.category_id,
  category_name: c.category_name,
  category_name_guj: c.category_name_guj,
  slug: c.slug,
  image: c.image,
  is_featured: c.is_featured,
  business_count: businessCount,
  updated_at: c.updated_at,
});

export function listCategories(
  ctx: AdminCtx,
  query: TAdminListQuery & { is_featured?: number | undefined },
): Promise<TList<TAdminCategory>> {
  const filter = { q: query.q, is_featured: query.is_featured };
  return pagedOrAll(
    query,
    async (limit, offset) => {
      const rows = await categories.listMatching(ctx.db, { ...filter, limit, offset });
      const used = await directory.adminCountByCategory(
        ctx.db,
        rows.map((r) => r.category_id),
      );
      return rows.map((r) => toAdminCategory(r, used.get(r.category_id) ?? 0));
    },
    () => categories.countMatching(ctx.db, filter),
  );
}

async function findCategory(db: Db, categoryId: number): Promise<TAdminCategory | undefined> {
  const category = await categories.findCategory(db, categoryId);
  if (!category) return undefined;
  const used = await directory.adminCountByCategory(db, [categoryId]);
  return toAdminCategory(category, used.get(categoryId) ?? 0);
}

export async function getCategory(ctx: AdminCtx, categoryId: number): Promise<TAdminCategory> {
  const category = await findCategory(ctx.db, categoryId);
  if (!category) throw categoryNotFound();
  return category;
}

function parseCategoryForm(form: MultipartForm) {
  const parsed = ZCategoryForm.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', zodFieldErrors(parsed.error.issues));
  }
  return {
    category_name: parsed.data.category_name,
    category_name_guj: parsed.data.category_name_guj || null,
    is_featured: Number(parsed.data.is_featured),
  };
}

async function uniqueSlug(ctx: AdminCtx, name: string, exceptId?: number): Promise<string> {
  const slug = slugify(name);
  if (await categories.slugTaken(ctx.db, slug, exceptId)) {
    throw AppError.conflict('category_name', 'CATEGORY_EXISTS', 'A category with this name already exists.');
  }
  return slug;
}

async function storeCategoryImage(ctx: AdminCtx, categoryId: number, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, { maxWidth: 800, thumbWidth: 200 });
  return ctx.storage.put(`categories/${categoryId}-${randomBytes(6).toString('hex')}.webp`, image.full, 'image/webp');
}

/** Public category lists (home, search filters, the category browser, sitemaps) change at once. */
const categoriesChanged = (ctx: AdminCtx) => publicDataChanged(ctx.db, { topic: 'categories' });

export async function createCategory(ctx: AdminCtx, actorUserId: number, form: MultipartForm) {
  const fields = parseCategoryForm(form);
  const slug = await uniqueSlug(ctx, fields.category_name);
  // Decode the image before anything is written: a bad file changes nothing.
  const processed = form.file ? await processImage(form.file.bytes, { maxWidth: 800, thumbWidth: 200 }) : null;
  const now = iso(ctx.clock.now());
  let uploaded: string | null = null;
  const categoryId = await ctx.db.transaction().execute(async (trx) => {
    const id = await categories.insertCategory(trx, { ...fields, slug, now });
    if (processed) {
      uploaded = await ctx.storage.put(
        `categories/${id}-${randomBytes(6).toString('hex')}.webp`,
        processed.full,
        'image/webp',
      );
      await categories.updateCategory(trx, id, { image: uploaded, updated_at: now });
    }
    await audit(trx, {
      actorUserId,
      action: 'category.create',
      entity: 'business_categories',
      entityId: id,
      after: { ...fields, slug, image: uploaded },
      at: now,
    });
    return id;
  });
  categoriesChanged(ctx);
  return getCategory(ctx, categoryId);
}

const pickCategory = (c: TAdminCategory) => ({
  category_name: c.category_name,
  category_name_guj: c.category_name_guj,
  slug: c.slug,
  is_featured: c.is_featured,
  image: c.image,
});

export async function updateCategory(ctx: AdminCtx, actorUserId: number, categoryId: number, form: MultipartForm) {
  const before = await getCategory(ctx, categoryId);
  const fields = parseCategoryForm(form);
  const slug = await uniqueSlug(ctx, fields.category_name, categoryId);
  const image = form.file ? await storeCategoryImage(ctx, categoryId, form.file.bytes) : before.image;
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await categories.updateCategory(trx, categoryId, { ...fields, slug, image, updated_at: now });
    await audit(trx, {
      actorUserId,
      action: 'category.update',
      entity: 'business_categories',
      entityId: categoryId,
      before: pickCategory(before),
      after: { ...fields, slug, image },
      at: now,
    });
  });
  if (image !== before.image) await ctx.storage.remove(before.image);
  categoriesChanged(ctx);
  return getCategory(ctx, categoryId);
}

/** A category still used by businesses stays: 409 saying how many use it. */
export async function deleteCategory(ctx: AdminCtx, actorUserId: number, categoryId: number) {
  const now = iso(ctx.clock.now());
  const before = await ctx.db.transaction().execute(async (trx) => {
    const category = await findCategory(trx, categoryId);
    if (!category) throw categoryNotFound();
    if (category.business_count > 0) {
      const n = category.business_count;
      throw new AppError(
        409,
        'CATEGORY_IN_USE',
        `This category is used by ${n} ${n === 1 ? 'business' : 'businesses'} and cannot be deleted.`,
        { category_id: 'CATEGORY_IN_USE' },
      );
    }
    await categories.deleteCategory(trx, categoryId);
    await audit(trx, {
      actorUserId,
      action: 'category.delete',
      entity: 'business_categories',
      entityId: categoryId,
      before: pickCategory(category),
      at: now,
    });
    return category;
  });
  await ctx.storage.remove(before.image);
  categoriesChanged(ctx);
}
