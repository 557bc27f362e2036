import type { Kysely } from 'kysely';
import type { TOwnerReviewList } from '@gd/contracts/schemas/owner-reviews';
import type { DB } from '../../db/schema';
import * as users from '../users/service';
import * as repo from './owner-repo';

/**
 * Decision 72: the reviews of a business as its owner sees them on the dashboard — hidden ones too (marked), so
 * the owner knows why the public rating leaves them out. The caller checks the business is the owner's.
 */
export async function listForOwner(
  db: Kysely<DB>,
  businessId: number,
  opts: { limit: number; offset: number; filter: 'all' | 'unanswered' },
): Promise<TOwnerReviewList> {
  const unanswered = opts.filter === 'unanswered';
  const [rows, counts] = await Promise.all([
    repo.listForOwner(db, businessId, { limit: opts.limit, offset: opts.offset, unanswered }),
    repo.ownerCounts(db, businessId),
  ]);
  const names = await users.namesById(
    db,
    rows.map((r) => r.user_id),
  );
  return {
    rows: rows.map((r) => ({ ...r, user_name: names.get(r.user_id) ?? '' })),
    count: counts.count,
    matching: unanswered ? counts.unanswered : counts.count,
    unanswered: counts.unanswered,
    average: counts.average,
  };
}
