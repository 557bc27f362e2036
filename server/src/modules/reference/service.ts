import { OPTION_LISTS } from '@gd/contracts/codes';
import type { TOption } from '@gd/contracts/schemas/common';
import type { TCity } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import { keyWords } from '../../platform/search-key';
import { CITY_ALIASES, DISTRICT_ALIASES } from './place-aliases';
import * as repo from './repo';

/**
 * Reference data: Gujarat's cities and the option lists of the forms (annual sale, employees, designation,
 * type of firm). Small and read on every page, so kept in memory (a minute, or until an admin changes them)
 * and looked up by id here instead of joined into other modules' queries.
 */
export type City = Awaited<ReturnType<typeof repo.listCities>>[number];
type OptionRow = Awaited<ReturnType<typeof repo.listOptionRows>>[number];

const cities = cachePerDatabase<City[]>(60_000, 1);
const options = cachePerDatabase<OptionRow[]>(60_000, 1);
onPublicDataChange((db, change) => {
  if (change.topic === 'reference') {
    cities(db).clear();
    options(db).clear();
  }
});

const allCities = (db: Db) => cities(db).get('all', () => repo.listCities(db));

/** The active cities as options, in their display order. */
export async function listActiveCities(db: Db): Promise<TCity[]> {
  return (await allCities(db))
    .filter((c) => c.is_active === 1)
    .map((c) => ({
      op_key: c.city_id,
      op_value: c.city_name,
      op_value_guj: c.city_name_guj,
      slug: c.slug,
      district: c.district,
      latitude: c.latitude,
      longitude: c.longitude,
    }));
}

/** Every city (active or not) by id: names in both languages, slug and state. */
export async function citiesById(db: Db): Promise<Map<number, City>> {
  return new Map((await allCities(db)).map((c) => [c.city_id, c]));
}

export async function findCity(db: Db, cityId: number): Promise<City | undefined> {
  return (await citiesById(db)).get(cityId);
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  return (await findCity(db, cityId)) !== undefined;
}

/** The option lists, each an array of { op_key, op_value, op_value_guj }. */
export async function optionLists(db: Db): Promise<Record<(typeof OPTION_LISTS)[number], TOption[]>> {
  const rows = await options(db).get('all', () => repo.listOptionRows(db));
  const lists = Object.fromEntries(OPTION_LISTS.map((name) => [name, [] as TOption[]])) as Record<
    (typeof OPTION_LISTS)[number],
    TOption[]
  >;
  for (const { list_name, ...option } of rows) {
    if (list_name in lists) lists[list_name as keyof typeof lists].push(option);
  }
  return lists;
}

/** The label of one option (a designation, a type of firm) by list and key. */
export async function optionLabel(
  db: Db,
  list: (typeof OPTION_LISTS)[number],
  key: number | null,
): Promise<TOption | null> {
  if (key === null) return null;
  return (await optionLists(db))[list].find((o) => o.op_key === key) ?? null;
}

/** city id → names, read from the database now (not the cache): for the admin's lists, one query a page. */
export async function freshCitiesById(db: Db, ids: readonly number[]) {
  const rows = await repo.findCitiesByIds(db, ids);
  return new Map(rows.map((c) => [c.city_id, c]));
}

/** A place a search query can name: its key (words joined by spaces) and the cities it stands for. */
export interface PlaceKey {
  key: string;
  cityIds: number[];
}

const placeKeyCache = new WeakMap<object, PlaceKey[]>();

/**
 * Decision 54: the keys of every active city's names (English, Gujarati, aliases) and of district names people
 * search by, longest first (so "Surendranagar" is tried before "Nagar").
 */
export async function placeKeys(db: Db): Promise<PlaceKey[]> {
  const list = await allCities(db);
  const cached = placeKeyCache.get(list);
  if (cached) return cached;
  const byKey = new Map<string, Set<number>>();
  const add = (name: string, ids: number[]) => {
    const key = keyWords(name).join(' ');
    if (!key) return;
    const set = byKey.get(key) ?? new Set<number>();
    for (const id of ids) set.add(id);
    byKey.set(key, set);
  };
  const active = list.filter((c) => c.is_active === 1);
  for (const c of active) {
    for (const name of [c.city_name, c.city_name_guj, ...(CITY_ALIASES[c.slug] ?? [])])
      if (name) add(name, [c.city_id]);
  }
  for (const [district, names] of Object.entries(DISTRICT_ALIASES)) {
    const ids = active.filter((c) => c.district === district).map((c) => c.city_id);
    if (ids.length) for (const name of names) add(name, ids);
  }
  const keys = [...byKey].map(([key, ids]) => ({ key, cityIds: [...ids] }));
  keys.sort((a, b) => b.key.split(' ').length - a.key.split(' ').length || b.key.length - a.key.length);
  placeKeyCache.set(list, keys);
  return keys;
}
