import type { Db } from '../../db/sql';

export async function findPublicSettings(db: Db): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom('settings').select(['name', 'value']).where('is_public', '=', 1).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function findSetting(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

/** The named settings (missing names are left out). */
export async function findSettings(db: Db, names: readonly string[]): Promise<Record<string, string | null>> {
  if (!names.length) return {};
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('name', 'in', [...names])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** Public settings as rows (the generic client-settings call of spec §7). */
export function findPublicSettingRows(db: Db) {
  return db.selectFrom('settings').select(['name', 'value']).where('is_public', '=', 1).orderBy('name').execute();
}

/** Every setting, for admins only (the generic client-settings call of spec §7). */
export function findAllSettings(db: Db) {
  return db.selectFrom('settings').select(['name', 'value']).orderBy('name').execute();
}

export async function upsertSetting(db: Db, name: string, value: string | null, isPublic: number, now: string) {
  await db
    .insertInto('settings')
    .values({ name, value, is_public: isPublic, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}
