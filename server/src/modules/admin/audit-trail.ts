import { addDays, indiaDayStart } from '@gd/contracts/india-time';
import type { TAdminAuditEntry, TAdminAuditQuery } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import * as audit from '../audit/service';
import { type AdminCtx, iso } from './context';
import { pagedOrAll } from './csv';

/** The audit trail, newest first: filter by action, record, actor and India days (inclusive). */
export function listAudit(ctx: AdminCtx, query: TAdminAuditQuery): Promise<TList<TAdminAuditEntry>> {
  const filter: audit.AuditFilter = {
    q: query.q,
    action: query.action,
    entity: query.entity,
    entity_id: query.entity_id,
    actor_user_id: query.actor_user_id,
    fromIso: query.from ? iso(indiaDayStart(query.from)) : undefined,
    toIso: query.to ? iso(indiaDayStart(addDays(query.to, 1))) : undefined,
  };
  return pagedOrAll(
    query,
    (limit, offset) => audit.listEntries(ctx.db, { ...filter, limit, offset }),
    () => audit.countEntries(ctx.db, filter),
  );
}
