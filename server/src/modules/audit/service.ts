import type { Db } from '../../db/sql';
import * as users from '../users/service';
import * as repo from './repo';

export type { AuditFilter } from './repo';

export interface AuditEntry {
  /** the admin (or system) user who made the change; null for the system itself */
  actorUserId: number | null;
  /** dotted verb: 'business.approve', 'category.delete', 'payment.confirm' … */
  action: string;
  /** the table the record lives in */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** ISO timestamp; defaults to the database's now */
  at?: string;
}

/**
 * Records one write in the audit trail. Call it inside the same transaction as the write, so a change and its
 * record land together or not at all.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await repo.insertEntry(db, {
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    ...(entry.at ? { created_at: entry.at } : {}),
  });
}

/** A page of the trail, newest first, each entry with its actor's name. */
export async function listEntries(db: Db, filter: repo.AuditFilter & { limit: number; offset: number }) {
  const rows = await repo.listEntries(db, filter);
  const names = await users.namesById(
    db,
    rows.map((r) => r.actor_user_id).filter((id): id is number => id !== null),
  );
  return rows.map((r) => ({
    ...r,
    actor_name: r.actor_user_id === null ? null : (names.get(r.actor_user_id) ?? null),
  }));
}

export const countEntries = (db: Db, filter: repo.AuditFilter) => repo.countEntries(db, filter);
