import type { Kysely } from 'kysely';
import { OPTION_LISTS } from '@gd/contracts/codes';
import type { TOption } from '@gd/contracts/schemas/common';
import type { TBusinessCard, TBusinessListQuery, TCategory, TOptionsResponse } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import * as repo from './repo';

export const listCities = (db: Kysely<DB>) => repo.listCities(db);
export const listServices = (db: Kysely<DB>) => repo.listServices(db);
export const categoryExists = (db: Kysely<DB>, categoryId: number) => repo.categoryExists(db, categoryId);

/** Category counts change only when a business is approved, added or removed: 30 s old is fine. */
const COUNTS_TTL_MS = 30_000;
const countsCache = new WeakMap<object, { at: number; counts: Promise<Map<number, number>> }>();

function categoryCounts(db: Kysely<DB>): Promise<Map<number, number>> {
  const hit = countsCache.get(db);
  if (hit && Date.now() - hit.at < COUNTS_TTL_MS) return hit.counts;
  const counts = repo.countPublicBusinessesByCategory(db);
  countsCache.set(db, { at: Date.now(), counts });
  counts.catch(() => countsCache.delete(db));
  return counts;
}

export async function listCategories(db: Kysely<DB>, opts: { featured?: boolean }): Promise<TCategory[]> {
  const [categories, counts] = await Promise.all([repo.listCategories(db, opts), categoryCounts(db)]);
  return categories.map((c) => ({ ...c, business_count: counts.get(c.category_id) ?? 0 }));
}

export async function listOptions(db: Kysely<DB>): Promise<TOptionsResponse> {
  const [rows, categories] = await Promise.all([repo.listOptionRows(db), repo.listCategories(db, {})]);
  const lists = Object.fromEntries(OPTION_LISTS.map((name) => [name, [] as TOption[]])) as Record<
    (typeof OPTION_LISTS)[number],
    TOption[]
  >;
  for (const { list_name, ...option } of rows) {
    if (list_name in lists) lists[list_name as keyof typeof lists].push(option);
  }
  return {
    categories: categories.map((c) => ({
      op_key: c.category_id,
      op_value: c.category_name,
      op_value_guj: c.category_name_guj,
    })),
    ...lists,
  };
}

/**
 * Totals for "Search ({count} matches found)" without a name filter: one per city/category combination,
 * kept 30 s (a count over 100,000 rows costs far more than the page of rows itself).
 */
const TOTALS_TTL_MS = 30_000;
const TOTALS_MAX = 2_000;
const totalsCache = new WeakMap<object, Map<string, { at: number; total: Promise<number> }>>();

function countBusinesses(db: Kysely<DB>, query: TBusinessListQuery): Promise<number> {
  if (query.q) return repo.countBusinessCards(db, query);
  let cache = totalsCache.get(db);
  if (!cache) totalsCache.set(db, (cache = new Map()));
  const key = `${query.city_id ?? ''}|${[...(query.category_id ?? [])].sort((a, b) => a - b).join(',')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.total;
  if (cache.size >= TOTALS_MAX) cache.delete(cache.keys().next().value!);
  const total = repo.countBusinessCards(db, query);
  cache.set(key, { at: Date.now(), total });
  total.catch(() => cache.delete(key));
  return total;
}

/** Forget cached counts and totals (after an approval change or a delete). */
export function invalidateDirectoryCounts(db: Kysely<DB>): void {
  countsCache.delete(db);
  totalsCache.delete(db);
}

export async function listBusinesses(
  db: Kysely<DB>,
  query: TBusinessListQuery,
): Promise<{ rows: TBusinessCard[]; count: number }> {
  const [rows, count] = await Promise.all([repo.listBusinessCards(db, query), countBusinesses(db, query)]);
  return {
    rows: rows.map((r) => ({ ...r, ratings: Number(r.ratings), number_of_reviews: Number(r.number_of_reviews) })),
    count,
  };
}
