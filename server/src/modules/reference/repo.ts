import type { Db } from '../../db/sql';

export function listCities(db: Db) {
  return db
    .selectFrom('cities')
    .select([
      'city_id',
      'city_name',
      'city_name_guj',
      'slug',
      'district',
      'state',
      'is_active',
      'sort_order',
      'latitude',
      'longitude',
    ])
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

/** Some cities by id, read now (admin lists show a city added a moment ago). */
export function findCitiesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('cities')
    .select(['city_id', 'city_name', 'city_name_guj'])
    .where('city_id', 'in', [...new Set(ids)])
    .execute();
}
