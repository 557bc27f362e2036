import type { Db } from '../../db/sql';

/** Idempotency keys (decision 79). */

export interface KeyId {
  scope: string;
  caller: string;
  idem_key: string;
}

const matching = (db: Db, id: KeyId) =>
  db
    .selectFrom('idempotency_keys')
    .where('scope', '=', id.scope)
    .where('caller', '=', id.caller)
    .where('idem_key', '=', id.idem_key);

/** Fails with a unique violation when the key is taken (on PostgreSQL after waiting for its transaction). */
export async function insertKey(db: Db, values: KeyId & { request_hash: string; created_at: string }) {
  await db
    .insertInto('idempotency_keys')
    .values({ ...values, response: null })
    .execute();
}

export async function saveResponse(db: Db, id: KeyId, response: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('scope', '=', id.scope)
    .where('caller', '=', id.caller)
    .where('idem_key', '=', id.idem_key)
    .execute();
}

export const findKey = (db: Db, id: KeyId) =>
  matching(db, id).select(['request_hash', 'response', 'created_at']).executeTakeFirst();

/** Forgets one key if it is older than `before` (a key may be used again after a day). */
export async function deleteKeyBefore(db: Db, id: KeyId, before: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', id.scope)
    .where('caller', '=', id.caller)
    .where('idem_key', '=', id.idem_key)
    .where('created_at', '<', before)
    .execute();
}

/** Forgets every key older than `before`. */
export async function deleteBefore(db: Db, before: string) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
