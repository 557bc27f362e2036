import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { DB } from '../schema';

/**
 * Decision 70: the review history of the demo businesses — each approved or rejected business has the decision
 * that made it so (the rejected ones with their reason), made by the demo admin at the time it was decided.
 */
export async function seedReviewHistory(db: Kysely<DB>): Promise<number> {
  const admin = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_type', '=', 'admin')
    .orderBy('user_id')
    .executeTakeFirst();
  const decided = await db
    .selectFrom('businesses')
    .select(['business_id', 'is_approve', 'approval_reason', 'approved_at', 'updated_at'])
    .where('is_approve', 'in', [APPROVAL.APPROVED, APPROVAL.REJECTED])
    .orderBy('business_id')
    .execute();
  const rows = decided.map((b) => ({
    business_id: b.business_id,
    action: b.is_approve === APPROVAL.APPROVED ? ('approved' as const) : ('rejected' as const),
    reason: b.is_approve === APPROVAL.REJECTED ? b.approval_reason : null,
    actor_user_id: admin?.user_id ?? null,
    created_at: (b.is_approve === APPROVAL.APPROVED ? b.approved_at : null) ?? b.updated_at,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('business_review_events')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return rows.length;
}
