import type { TAdminListQuery, TAdminUser, TUpdateUserRequest } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import { audit } from '../audit/service';
import * as directory from '../directory/service';
import * as users from '../users/service';
import { type AdminCtx, iso } from './context';
import { pagedOrAll } from './csv';

/** Decision 7: accounts, with how many (not deleted) businesses each owns. */

const userNotFound = () => AppError.notFound('USER_NOT_FOUND', 'User not found.');

type UserRow = Awaited<ReturnType<typeof users.listUsers>>[number];

async function withBusinessCounts(db: Db, rows: UserRow[]): Promise<TAdminUser[]> {
  const owned = await directory.adminCountByOwner(
    db,
    rows.map((u) => u.user_id),
  );
  return rows.map((u) => ({ ...u, business_count: owned.get(u.user_id) ?? 0 }));
}

export function listUsers(ctx: AdminCtx, query: TAdminListQuery & users.UserFilter): Promise<TList<TAdminUser>> {
  const filter: users.UserFilter = {
    q: query.q,
    user_type: query.user_type,
    is_profile_approve: query.is_profile_approve,
    has_login_access: query.has_login_access,
  };
  return pagedOrAll(
    query,
    async (limit, offset) => withBusinessCounts(ctx.db, await users.listUsers(ctx.db, { ...filter, limit, offset })),
    () => users.countUsers(ctx.db, filter),
  );
}

/**
 * Approves a profile (contact details become visible to that user) and/or disables or enables login. Disabling
 * is immediate: every token the user holds stops working (sessions revoked, token version moved on).
 */
export async function updateUser(
  ctx: AdminCtx,
  actorUserId: number,
  userId: number,
  body: TUpdateUserRequest,
): Promise<TAdminUser> {
  if (userId === actorUserId && body.has_login_access === 0) {
    throw AppError.conflict('has_login_access', 'CANNOT_DISABLE_SELF', 'You cannot disable your own login.');
  }
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await users.findListed(trx, userId);
    if (!before) throw userNotFound();
    const disabling = body.has_login_access === 0 && before.has_login_access === 1;
    await users.updateFlags(trx, userId, { ...body, updated_at: now }, disabling);
    const action =
      body.has_login_access === undefined
        ? 'user.profile_approve'
        : body.has_login_access === 0
          ? 'user.disable'
          : 'user.enable';
    await audit(trx, {
      actorUserId,
      action,
      entity: 'users',
      entityId: userId,
      before: { is_profile_approve: before.is_profile_approve, has_login_access: before.has_login_access },
      after: {
        is_profile_approve: body.is_profile_approve ?? before.is_profile_approve,
        has_login_access: body.has_login_access ?? before.has_login_access,
      },
      at: now,
    });
  });
  users.accountsChanged(ctx.db, userId); // after the commit (decision 94)
  const user = await users.findListed(ctx.db, userId);
  if (!user) throw userNotFound();
  return (await withBusinessCounts(ctx.db, [user]))[0]!;
}
