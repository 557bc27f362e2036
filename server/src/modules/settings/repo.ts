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
