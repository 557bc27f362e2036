import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

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
 * Records one admin write in the audit trail. Call it inside the same transaction as the write, so a change
 * and its record land together or not at all.
 */
export async function audit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}
