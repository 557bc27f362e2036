import type { Db } from '../../db/sql';

export function listCities(db: Db) {
  return db
    .selectFrom('cities')
    .select(['city_id', 'city_name', 'city_name_guj', 'slug', 'district', 'state', 'is_active', 'sort_order'])
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
