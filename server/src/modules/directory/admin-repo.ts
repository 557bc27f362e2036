import { asId, type Db, like, toCount } from '../../db/sql';

/** The admin console's queries on businesses: its list with filters, dashboard counts and soft delete. */

export interface AdminBusinessFilter {
  q?: string | undefined;
  is_approve?: number | undefined;
  city_id?: number | undefined;
}

/** Not deleted businesses matching the admin's search (name, owner's name, phone or id), state and city. */
function adminMatching(db: Db, f: AdminBusinessFilter) {
  let q = db.selectFrom('businesses as b').where('b.deleted_at', 'is', null);
  if (f.is_approve !== undefined) q = q.where('b.is_approve', '=', f.is_approve);
  if (f.city_id !== undefined) q = q.where('b.location_id', '=', f.city_id);
  if (f.q) {
    const text = f.q;
    const id = asId(text);
    q = q.where((eb) =>
      eb.or([
        like('b.business_name', text),
        like('b.owner_name', text),
        eb('b.phone', '=', text),
        ...(id !== null ? [eb('b.business_id', '=', id)] : []),
      ]),
    );
  }
  return q;
}

/** Newest first; owner, city and category come as ids (the admin module looks their names up). */
export function adminListBusinesses(db: Db, f: AdminBusinessFilter & { limit: number; offset: number }) {
  return adminMatching(db, f)
    .select([
      'b.business_id',
      'b.business_name',
      'b.owner_name',
      'b.owner_user_id',
      'b.location_id',
      'b.category_id',
      'b.is_approve',
      'b.approval_reason',
      'b.profile_step',
      'b.slug',
      'b.created_at',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.business_id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function adminCountBusinesses(db: Db, f: AdminBusinessFilter): Promise<number> {
  const row = await adminMatching(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

/** approval state → number of not deleted businesses. */
export async function adminCountByApproval(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['is_approve', db.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('is_approve')
    .execute();
  return new Map(rows.map((r) => [Number(r.is_approve), toCount(r.n)]));
}

/** Not deleted businesses created in [from, to). */
export async function adminCountCreated(db: Db, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select(db.fn.countAll<number>().as('n'))
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** owner user id → number of not deleted businesses, for a page of users. */
export async function adminCountByOwner(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('businesses')
    .select(['owner_user_id', db.fn.countAll<number>().as('n')])
    .where('owner_user_id', 'in', [...new Set(userIds)])
    .where('deleted_at', 'is', null)
    .groupBy('owner_user_id')
    .execute();
  return new Map(rows.map((r) => [r.owner_user_id, toCount(r.n)]));
}

/** category id → number of not deleted businesses (any approval state), for a page of categories. */
export async function adminCountByCategory(db: Db, categoryIds: readonly number[]): Promise<Map<number, number>> {
  if (!categoryIds.length) return new Map();
  const rows = await db
    .selectFrom('businesses')
    .select(['category_id', db.fn.countAll<number>().as('n')])
    .where('category_id', 'in', [...new Set(categoryIds)])
    .where('deleted_at', 'is', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id as number, toCount(r.n)]));
}

/** A not deleted business's approval state (what the audit entry of an approval or delete shows). */
export function adminFindBusinessState(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'business_name', 'is_approve', 'approval_reason', 'deleted_at'])
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Soft delete (kept for the audit trail); false when there was no such not deleted business. */
export async function adminSoftDelete(db: Db, businessId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('businesses')
    .set({ deleted_at: now, updated_at: now })
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** `select business_id from businesses where name like %text%` (deleted ones too), to embed in a filter. */
export function adminBusinessIdsNamed(db: Db, text: string) {
  return db.selectFrom('businesses').select('business_id').where(like('business_name', text));
}
