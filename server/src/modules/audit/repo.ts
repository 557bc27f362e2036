import type { Db } from '../../db/sql';
import { like, toCount } from '../../db/sql';
import type { AuditLogTable } from './tables';
import type { Insertable } from 'kysely';

export async function insertEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  q?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  actor_user_id?: number | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
}

function entries(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log as a');
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.entity_id) q = q.where('a.entity_id', '=', f.entity_id);
  if (f.actor_user_id !== undefined) q = q.where('a.actor_user_id', '=', f.actor_user_id);
  if (f.fromIso) q = q.where('a.created_at', '>=', f.fromIso);
  if (f.toIso) q = q.where('a.created_at', '<', f.toIso);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => eb.or([like('a.action', text), like('a.entity', text), eb('a.entity_id', '=', text)]));
  }
  return q;
}

export function listEntries(db: Db, f: AuditFilter & { limit: number; offset: number }) {
  return entries(db, f)
    .select([
      'a.audit_id',
      'a.actor_user_id',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before_json',
      'a.after_json',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.audit_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countEntries(db: Db, f: AuditFilter): Promise<number> {
  const row = await entries(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}
