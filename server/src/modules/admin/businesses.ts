import { paths } from '@gd/contracts/paths';
import type { TAdminBusiness, TAdminBusinessQuery, TApprovalRequest } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { AppError } from '../../platform/errors';
import { audit } from '../audit/service';
import * as billing from '../billing/service';
import * as categories from '../categories/service';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';
import * as reference from '../reference/service';
import * as users from '../users/service';
import { type AdminCtx, iso } from './context';
import { pagedOrAll } from './csv';

const present = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);

/** One page of the business list: the directory's rows, then the owners' phones, cities and categories by id. */
async function businessPage(
  ctx: AdminCtx,
  query: TAdminBusinessQuery,
  limit: number,
  offset: number,
): Promise<TAdminBusiness[]> {
  const rows = await directory.adminListBusinesses(ctx.db, {
    q: query.q,
    is_approve: query.is_approve,
    city_id: query.city_id,
    limit,
    offset,
  });
  const [owners, cities, cats] = await Promise.all([
    users.contactsById(
      ctx.db,
      rows.map((r) => r.owner_user_id),
    ),
    reference.freshCitiesById(ctx.db, present(rows.map((r) => r.location_id))),
    categories.freshCategoriesById(ctx.db, present(rows.map((r) => r.category_id))),
  ]);
  return rows.map((r) => ({
    business_id: r.business_id,
    business_name: r.business_name,
    owner_name: r.owner_name,
    owner_phone: owners.get(r.owner_user_id)?.phone ?? null,
    city: (r.location_id === null ? undefined : cities.get(r.location_id))?.city_name ?? null,
    category_name: (r.category_id === null ? undefined : cats.get(r.category_id))?.category_name ?? null,
    is_approve: r.is_approve,
    approval_reason: r.approval_reason,
    profile_step: r.profile_step,
    slug: r.slug,
    created_at: r.created_at,
  }));
}

/** Businesses (not deleted): search, approval state, city, paging; format=csv reads every page of the filter. */
export function listBusinesses(ctx: AdminCtx, query: TAdminBusinessQuery): Promise<TList<TAdminBusiness>> {
  return pagedOrAll(
    query,
    (limit, offset) => businessPage(ctx, query, limit, offset),
    () => directory.adminCountBusinesses(ctx.db, { q: query.q, is_approve: query.is_approve, city_id: query.city_id }),
  );
}

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

/** Decision 6: approve or reject with an optional reason; the owner and the public see it at once. */
export async function setApproval(ctx: AdminCtx, actorUserId: number, businessId: number, body: TApprovalRequest) {
  const now = ctx.clock.now();
  const reason = body.reason?.trim() || null;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await directory.adminFindBusinessState(trx, businessId);
    if (!before) throw businessNotFound();
    const input = { is_approve: body.is_approve, reason, now, actorUserId };
    await directory.writeApproval(trx, businessId, input);
    await audit(trx, {
      actorUserId,
      action: body.is_approve === 1 ? 'business.approve' : 'business.reject',
      entity: 'businesses',
      entityId: businessId,
      before: { is_approve: before.is_approve, approval_reason: before.approval_reason },
      after: { is_approve: body.is_approve, approval_reason: body.is_approve === 2 ? input.reason : null },
      at: iso(now),
    });
  });
  directory.approvalChanged(ctx.db, businessId);
  // Decision 68: a claimed early-bird plan is granted at the owner's first approval (the claim is taken once).
  if (body.is_approve === 1) {
    const owner = (await directory.businessesById(ctx.db, [businessId])).get(businessId)?.owner_user_id;
    if (owner) await billing.grantEarlyBird(ctx, businessId, owner);
  }
  // Decision 69: the owner hears of the decision (with the reason of a rejection).
  const b = (await directory.businessesById(ctx.db, [businessId])).get(businessId);
  if (b)
    await notifications.notify(ctx.db, {
      userId: b.owner_user_id,
      kind: body.is_approve === 1 ? 'business_approved' : 'business_rejected',
      businessId,
      params: { business_name: b.business_name, ...(body.is_approve === 1 ? {} : { reason }) },
      link: paths.myBusinessDashboard.href({ id: businessId }),
      now,
    });
}

/** Soft delete (businesses are kept for the audit); it leaves every public list at once. */
export async function deleteBusiness(ctx: AdminCtx, actorUserId: number, businessId: number) {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await directory.adminFindBusinessState(trx, businessId);
    if (!before || !(await directory.adminSoftDelete(trx, businessId, now))) throw businessNotFound();
    await audit(trx, {
      actorUserId,
      action: 'business.delete',
      entity: 'businesses',
      entityId: businessId,
      before,
      after: { deleted_at: now },
      at: now,
    });
  });
  directory.approvalChanged(ctx.db, businessId);
}
