import { type Kysely, sql, type Transaction } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export function listCities(db: Db) {
  return db
    .selectFrom('cities')
    .select(['city_id as op_key', 'city_name as op_value', 'city_name_guj as op_value_guj', 'slug', 'district'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('city_name')
    .execute();
}

export function listOptionRows(db: Db) {
  return db
    .selectFrom('options')
    .select(['list_name', 'op_key', 'op_value', 'op_value_guj'])
    .orderBy('list_name')
    .orderBy('sort_order')
    .orderBy('op_key')
    .execute();
}

export function listServices(db: Db) {
  return db
    .selectFrom('services')
    .select(['service_id', 'service_name', 'service_name_guj'])
    .where('created_by_user_id', 'is', null)
    .orderBy('service_name')
    .execute();
}

export function listCategories(db: Db, opts: { featured?: boolean }) {
  let q = db
    .selectFrom('business_categories')
    .select(['category_id', 'category_name', 'category_name_guj', 'slug', 'image', 'is_featured'])
    .orderBy('sort_order')
    .orderBy('category_name');
  if (opts.featured) q = q.where('is_featured', '=', 1);
  return q.execute();
}

/** Approved, not deleted businesses per category. */
export async function countPublicBusinessesByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['category_id', db.fn.countAll<number>().as('n')])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id as number, Number(r.n)]));
}

/** `%text%` for LIKE with `!` as the escape character (portable across SQLite and PostgreSQL). */
function likePattern(text: string, prefixOnly: boolean): string {
  const escaped = text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

function publicBusinesses(db: Db, query: Pick<TBusinessListQuery, 'city_id' | 'category_id' | 'q'>) {
  let q = db
    .selectFrom('businesses as b')
    // Literal, so the partial "public" indexes match (see migration 0001).
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null);
  if (query.city_id) q = q.where('b.location_id', '=', query.city_id);
  if (query.category_id?.length) q = q.where('b.category_id', 'in', query.category_id);
  if (query.q) q = q.where(sql<boolean>`lower(b.business_name) like ${likePattern(query.q, false)} escape '!'`);
  return q;
}

export async function listBusinessCards(db: Db, query: TBusinessListQuery) {
  let rowsQuery = publicBusinesses(db, query)
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .leftJoin('business_categories as bc', 'bc.category_id', 'b.category_id')
    .select([
      'b.business_id',
      'b.business_name',
      'b.owner_name',
      'b.slug',
      'b.business_logo',
      'c.city_name as city',
      'c.city_name_guj as city_guj',
      'b.location',
      'b.category_id',
      'bc.category_name',
      'bc.category_name_guj',
      'b.ratings',
      'b.number_of_reviews',
      'b.created_at',
    ]);

  const sort = query.sort === 'relevance' && !query.q ? 'newest' : query.sort;
  switch (sort) {
    case 'relevance':
      rowsQuery = rowsQuery
        .orderBy(
          sql`case when lower(b.business_name) like ${likePattern(query.q ?? '', true)} escape '!' then 0 else 1 end`,
        )
        .orderBy('b.business_name');
      break;
    case 'name':
      rowsQuery = rowsQuery.orderBy('b.business_name');
      break;
    case 'rating':
      rowsQuery = rowsQuery.orderBy('b.ratings', 'desc').orderBy('b.number_of_reviews', 'desc');
      break;
    case 'newest':
      rowsQuery = rowsQuery.orderBy('b.created_at', 'desc');
      break;
  }
  rowsQuery = rowsQuery.orderBy('b.business_id', 'desc').limit(query.limit).offset(query.offset);

  return rowsQuery.execute();
}

export async function countBusinessCards(db: Db, query: Pick<TBusinessListQuery, 'city_id' | 'category_id' | 'q'>) {
  const total = await publicBusinesses(db, query).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(total.n);
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('business_categories')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return !!row;
}
