import { sql } from 'kysely';
import { type Db, like, toCount } from '../../db/sql';

/** Business categories and the master services (plus the custom services owners add for themselves). */

const categoryColumns = [
  'category_id',
  'category_name',
  'category_name_guj',
  'slug',
  'image',
  'is_featured',
  'sort_order',
  'updated_at',
] as const;

/** Every category in display order. */
export function listCategories(db: Db) {
  return db
    .selectFrom('business_categories')
    .select([...categoryColumns])
    .orderBy('sort_order')
    .orderBy('category_name')
    .execute();
}

// --- the admin's category list ------------------------------------------------------------------------------

export interface CategoryFilter {
  q?: string | undefined;
  is_featured?: number | undefined;
}

function matching(db: Db, f: CategoryFilter) {
  let q = db.selectFrom('business_categories as bc');
  if (f.is_featured !== undefined) q = q.where('bc.is_featured', '=', f.is_featured);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => eb.or([like('bc.category_name', text), like('bc.category_name_guj', text)]));
  }
  return q;
}

export function listMatching(db: Db, f: CategoryFilter & { limit: number; offset: number }) {
  return matching(db, f)
    .select(categoryColumns.map((c) => `bc.${c}` as const))
    .orderBy('bc.category_name')
    .orderBy('bc.category_id')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countMatching(db: Db, f: CategoryFilter): Promise<number> {
  const row = await matching(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

export function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('business_categories')
    .select([...categoryColumns])
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('business_categories').select('category_id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('category_id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCategory(
  db: Db,
  values: { category_name: string; category_name_guj: string | null; slug: string; is_featured: number; now: string },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('business_categories')
    .values({ ...rest, created_at: now, updated_at: now })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function updateCategory(
  db: Db,
  categoryId: number,
  values: Partial<{
    category_name: string;
    category_name_guj: string | null;
    slug: string;
    is_featured: number;
    image: string | null;
  }> & { updated_at: string },
) {
  await db.updateTable('business_categories').set(values).where('category_id', '=', categoryId).execute();
}

export async function deleteCategory(db: Db, categoryId: number) {
  await db.deleteFrom('business_categories').where('category_id', '=', categoryId).execute();
}

/** Some categories by id, read now (admin lists show a category added a moment ago). */
export function findCategoriesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('business_categories')
    .select(['category_id', 'category_name', 'category_name_guj'])
    .where('category_id', 'in', [...new Set(ids)])
    .execute();
}

// --- services -----------------------------------------------------------------------------------------------

/** Every service: the master list (created_by_user_id null) and owners' custom ones. */
export function listAllServices(db: Db) {
  return db
    .selectFrom('services')
    .select(['service_id', 'service_name', 'service_name_guj', 'category_id', 'created_by_user_id'])
    .orderBy('service_name')
    .execute();
}

export function findServicesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('services')
    .select(['service_id', 'service_name', 'service_name_guj', 'created_by_user_id'])
    .where('service_id', 'in', [...new Set(ids)])
    .orderBy('service_name')
    .execute();
}

export function findServiceByName(db: Db, name: string) {
  return db
    .selectFrom('services')
    .select(['service_id', 'created_by_user_id'])
    .where(sql<boolean>`lower(service_name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export function insertService(db: Db, name: string, userId: number, now: string) {
  return db
    .insertInto('services')
    .values({ service_name: name, created_by_user_id: userId, created_at: now })
    .returning('service_id')
    .executeTakeFirstOrThrow();
}
