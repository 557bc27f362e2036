import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** The tables the audit module owns (the audit trail of admin and owner writes). Only this module's repository reads or writes them. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  audit_id: Generated<number>;
  actor_user_id: number | null;
  /** dotted verb, e.g. 'business.approve', 'category.delete' */
  action: string;
  /** table name of the record */
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: Timestamp;
}
