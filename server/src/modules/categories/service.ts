import type { TService } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import { keyWords } from '../../platform/search-key';
import * as repo from './repo';

/**
 * Business categories and services: the directory's vocabulary. Both lists are small and read on every
 * search, so they are kept in memory (a minute, or until one changes) and other modules look names up here.
 */
export type Category = Awaited<ReturnType<typeof repo.listCategories>>[number];
export type Service = Awaited<ReturnType<typeof repo.listAllServices>>[number];
export type { CategoryFilter } from './repo';

const categories = cachePerDatabase<Category[]>(60_000, 1);
const services = cachePerDatabase<Service[]>(60_000, 1);
onPublicDataChange((db, change) => {
  if (change.topic === 'categories') {
    categories(db).clear();
    services(db).clear();
  }
});

export const allCategories = (db: Db) => categories(db).get('all', () => repo.listCategories(db));
const allServices = (db: Db) => services(db).get('all', () => repo.listAllServices(db));

export async function categoriesById(db: Db): Promise<Map<number, Category>> {
  return new Map((await allCategories(db)).map((c) => [c.category_id, c]));
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  return (await categoriesById(db)).has(categoryId);
}

/** Categories in display order; only the featured ones when asked (the home page's Popular Category grid). */
export async function listCategories(db: Db, opts: { featured?: boolean } = {}): Promise<Category[]> {
  const all = await allCategories(db);
  return opts.featured ? all.filter((c) => c.is_featured === 1) : all;
}

/** The master services (not owners' custom ones), by name. */
export async function listMasterServices(db: Db): Promise<TService[]> {
  return (await allServices(db))
    .filter((s) => s.created_by_user_id === null)
    .map(({ service_id, service_name, service_name_guj }) => ({ service_id, service_name, service_name_guj }));
}

/** Names of every category and service (master and custom), to match search text against in memory. */
export async function searchableNames(db: Db) {
  const [cats, svcs] = await Promise.all([allCategories(db), allServices(db)]);
  return {
    categories: cats.map((c) => ({ id: c.category_id, name: c.category_name, name_guj: c.category_name_guj })),
    services: svcs.map((s) => ({ id: s.service_id, name: s.service_name, name_guj: s.service_name_guj })),
  };
}

/** A category or service name with its key words in either language (decision 54). */
export interface KeyedName {
  id: number;
  name: string;
  name_guj: string | null;
  words: string[];
}

const keyedCache = new WeakMap<object, { categories: KeyedName[]; services: KeyedName[] }>();

/** Category and service names with their search-key words, kept while the lists they come from are. */
export async function searchableKeys(db: Db): Promise<{ categories: KeyedName[]; services: KeyedName[] }> {
  const [cats, svcs] = await Promise.all([allCategories(db), allServices(db)]);
  const cached = keyedCache.get(cats);
  if (cached && keyedCache.get(svcs) === cached) return cached;
  const keyed = (id: number, name: string, name_guj: string | null): KeyedName => ({
    id,
    name,
    name_guj,
    words: [...new Set([...keyWords(name), ...keyWords(name_guj)])],
  });
  const value = {
    categories: cats.map((c) => keyed(c.category_id, c.category_name, c.category_name_guj)),
    services: svcs.map((s) => keyed(s.service_id, s.service_name, s.service_name_guj)),
  };
  keyedCache.set(cats, value);
  keyedCache.set(svcs, value);
  return value;
}

export const findServicesByIds = (db: Db, ids: readonly number[]) => repo.findServicesByIds(db, ids);

/** Of these ids, the services an owner may pick: the master list and their own custom ones. */
export async function usableServiceIds(db: Db, ids: readonly number[], userId: number): Promise<number[]> {
  const found = await repo.findServicesByIds(db, ids);
  return found.filter((s) => s.created_by_user_id === null || s.created_by_user_id === userId).map((s) => s.service_id);
}

export const findServiceByName = (db: Db, name: string) => repo.findServiceByName(db, name);

/** A custom service an owner adds (the wizard's services step). */
export async function addCustomService(db: Db, name: string, userId: number, now: string): Promise<number> {
  const row = await repo.insertService(db, name, userId, now);
  services(db).clear();
  return row.service_id;
}

// --- the admin's category list and writes (the admin module adds the audit entry and the image, and
// announces the change with publicDataChanged(db, { topic: 'categories' }) once its transaction committed) ---

export const listMatching = repo.listMatching;
export const countMatching = repo.countMatching;
export const findCategory = repo.findCategory;
export const slugTaken = repo.slugTaken;
export const insertCategory = repo.insertCategory;
export const updateCategory = repo.updateCategory;
export const deleteCategory = repo.deleteCategory;

/** category id → names, read from the database now (not the cache): for the admin's lists, one query a page. */
export async function freshCategoriesById(db: Db, ids: readonly number[]) {
  const rows = await repo.findCategoriesByIds(db, ids);
  return new Map(rows.map((c) => [c.category_id, c]));
}
