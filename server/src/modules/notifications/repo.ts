import type { Db } from '../../db/sql';
import { toCount } from '../../db/sql';

/** Notifications and the switches (decision 69). */

export interface NewNotification {
  user_id: number;
  kind: string;
  business_id: number | null;
  params: string;
  link: string | null;
  created_at: string;
  claim_key: string | null;
}

/**
 * Stores a notification; with a claim key, only if no notification has that key yet (the unique index decides,
 * in one statement, between two processes): undefined when another had it.
 */
export const insertNotification = (db: Db, row: NewNotification) =>
  db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.column('claim_key').doNothing())
    .returning('notification_id')
    .executeTakeFirst();

export const listForUser = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('notifications')
    .select(['notification_id', 'kind', 'business_id', 'params', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('notification_id', 'desc')
    .limit(limit)
    .execute();

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(db.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** How many of these ids are the user's (to refuse a foreign id before changing anything). */
export async function countOwned(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(db.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('notification_id', 'in', ids)
    .executeTakeFirst();
  return toCount(row?.n);
}

export const markRead = (db: Db, userId: number, ids: readonly number[] | 'all', now: string) => {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('notification_id', 'in', ids);
  return q.execute();
};

export const settingsOf = (db: Db, userId: number) =>
  db.selectFrom('notification_settings').select(['kind', 'enabled']).where('user_id', '=', userId).execute();

export async function isEnabled(db: Db, userId: number, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? row.enabled === 1 : true;
}

export const saveSetting = (db: Db, userId: number, kind: string, enabled: boolean) =>
  db
    .insertInto('notification_settings')
    .values({ user_id: userId, kind, enabled: enabled ? 1 : 0 })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
    .execute();
