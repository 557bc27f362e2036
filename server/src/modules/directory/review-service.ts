import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { TBusinessPreview, TReviewHistory } from '@gd/contracts/schemas/business-review';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import * as users from '../users/service';
import { previewContact, previewProfile } from './profile-service';
import * as reviewRepo from './review-repo';

/**
 * Decision 70, the review of a business: every decision and resubmission is kept with its time and who; the
 * owner sends a rejected business back to review; the admin previews any business before deciding.
 */

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

/** An admin's decision, inside the transaction that writes it. */
export async function recordDecision(
  db: Db,
  businessId: number,
  input: { is_approve: 1 | 2; reason: string | null; now: Date; actorUserId?: number | null },
): Promise<void> {
  await reviewRepo.insertReviewEvent(db, {
    business_id: businessId,
    action: input.is_approve === APPROVAL.APPROVED ? 'approved' : 'rejected',
    reason: input.is_approve === APPROVAL.REJECTED ? input.reason : null,
    actor_user_id: input.actorUserId ?? null,
    created_at: input.now.toISOString(),
  });
}

async function historyOf(
  db: Db,
  state: NonNullable<Awaited<ReturnType<typeof reviewRepo.findReviewState>>>,
): Promise<TReviewHistory> {
  const events = await reviewRepo.listReviewEvents(db, state.business_id);
  const names = await users.namesById(
    db,
    events.map((e) => e.actor_user_id).filter((id): id is number => id !== null),
  );
  return {
    business_id: state.business_id,
    business_name: state.business_name,
    is_approve: state.is_approve,
    approval_reason: state.approval_reason,
    events: events.map((e) => ({
      event_id: e.event_id,
      action: e.action,
      reason: e.reason,
      actor_role: e.action === 'resubmitted' ? ('owner' as const) : ('admin' as const),
      actor_name: e.actor_user_id === null ? null : (names.get(e.actor_user_id) ?? null),
      created_at: e.created_at,
    })),
  };
}

/** The review history of one of my businesses (404 for another owner's or a deleted one). */
export async function myReviewHistory(db: Db, ownerId: number, businessId: number): Promise<TReviewHistory> {
  const state = await reviewRepo.findReviewState(db, businessId, ownerId);
  if (!state) throw businessNotFound();
  return historyOf(db, state);
}

/**
 * The owner sends a rejected business back to review: pending again, its rejection reason kept in the history
 * only. 404 unless the caller owns it; 409 unless it is rejected (also the loser of two racing resubmissions).
 */
export async function resubmit(
  db: Kysely<DB>,
  ownerId: number,
  businessId: number,
  now: Date,
): Promise<TReviewHistory> {
  return db.transaction().execute(async (trx) => {
    const state = await reviewRepo.findReviewState(trx, businessId, ownerId);
    if (!state) throw businessNotFound();
    const notRejected = () =>
      AppError.conflict('business_id', 'NOT_REJECTED', 'Only a rejected business can be sent for review again.');
    if (state.is_approve !== APPROVAL.REJECTED) throw notRejected();
    if (!(await reviewRepo.resubmitRejected(trx, businessId, ownerId, now.toISOString()))) throw notRejected();
    await reviewRepo.insertReviewEvent(trx, {
      business_id: businessId,
      action: 'resubmitted',
      reason: null,
      actor_user_id: ownerId,
      created_at: now.toISOString(),
    });
    const after = await reviewRepo.findReviewState(trx, businessId, ownerId);
    return historyOf(trx, after!);
  });
}

/** The admin's preview of any not deleted business (404 otherwise). */
export async function preview(db: Kysely<DB>, businessId: number, now: Date): Promise<TBusinessPreview> {
  const state = await reviewRepo.findReviewState(db, businessId);
  if (!state) throw businessNotFound();
  const [profile, contact, history, owners] = await Promise.all([
    previewProfile(db, businessId, now),
    previewContact(db, businessId),
    historyOf(db, state),
    users.contactsById(db, [state.owner_user_id]),
  ]);
  if (!profile || !contact) throw businessNotFound();
  const owner = owners.get(state.owner_user_id);
  return {
    profile,
    contact,
    history,
    owner: { user_id: state.owner_user_id, name: owner?.name ?? null, phone: owner?.phone ?? null },
  };
}
