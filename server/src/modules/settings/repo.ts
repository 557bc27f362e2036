import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export async function findPublicSettings(db: Kysely<DB> | Transaction<DB>): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom('settings').select(['name', 'value']).where('is_public', '=', 1).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function findSetting(db: Kysely<DB> | Transaction<DB>, name: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

/** Public settings as rows (the generic client-settings call of spec §7). */
export async function findPublicSettingRows(db: Kysely<DB> | Transaction<DB>) {
  return db.selectFrom('settings').select(['name', 'value']).where('is_public', '=', 1).orderBy('name').execute();
}

/** Every setting, for admins only (the generic client-settings call of spec §7). */
export async function findAllSettings(db: Kysely<DB> | Transaction<DB>) {
  return db.selectFrom('settings').select(['name', 'value']).orderBy('name').execute();
}
