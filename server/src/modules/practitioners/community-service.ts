import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { APPOINTMENT_STATUS } from '@gd/contracts/codes';
import type {
  TAdminQuestionList,
  TAdminReviewList,
  TMyReviews,
  TOwnReview,
  TOwnReviewList,
  TPractitionerReview,
  TPractitionerReviewList,
  TQuestion,
  TQuestionList,
  ZAdminQuestionsQuery,
  ZAdminReviewsQuery,
  ZPractitionerOwnReviewsQuery,
  ZPractitionerQuestionsQuery,
  ZPractitionerReviewRequest,
} from '@gd/contracts/schemas/practitioner-community';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import * as users from '../users/service';
import { publicDataChanged } from '../../platform/changes';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as repo from './community-repo';
import { findPublic } from './repo';

/**
 * Decision 65, questions and reviews. A question is public once the practitioner has answered it and an admin
 * approved it; editing the answer sends it back to the queue. A review needs the caller's own appointment at
 * checkout; one per appointment (the unique index decides two at once); the practitioner replies once (a
 * conditional update decides); hiding is the admin's, audited. Every review write and hide recomputes the
 * practitioner's rating and count in its own transaction, with the practitioner's row locked on PostgreSQL.
 */

type Db = Kysely<DB>;

const practitionerNotFound = () => AppError.notFound('PRACTITIONER_NOT_FOUND', 'Practitioner not found.');
const questionNotFound = () => AppError.notFound('QUESTION_NOT_FOUND', 'Question not found.');
const reviewNotFound = () => AppError.notFound('REVIEW_NOT_FOUND', 'Review not found.');
const appointmentNotFound = () => AppError.notFound('APPOINTMENT_NOT_FOUND', 'Appointment not found.');

async function publicPractitioner(db: Db, id: number) {
  const practitioner = await findPublic(db, id);
  if (!practitioner) throw practitionerNotFound();
  return practitioner;
}

function presentQuestion(row: repo.QuestionRow): TQuestion {
  return {
    answer_id: row.answer_id,
    practitioner_id: row.practitioner_id,
    question: row.question,
    answer: row.answer === '' ? null : row.answer,
    is_approve: row.is_approve,
    asked_at: row.created_at,
    answered_at: row.answer === '' ? null : (row.answered_at ?? row.created_at),
  };
}

/** "Kiran Desai" → "Kiran D.": the public sees a reviewer's first name and initial. */
export function shortName(full: string | undefined): string {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '—';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${words[0]} ${Array.from(last)[0]}.` : words[0]!;
}

async function reviewerNames(db: Db, rows: { user_id: number }[]) {
  return users.namesById(
    db,
    rows.map((r) => r.user_id),
  );
}

function presentReview(row: repo.ReviewRow, names: Map<number, string>): TOwnReview {
  return {
    review_id: row.review_id,
    practitioner_id: row.practitioner_id,
    reviewer: shortName(names.get(row.user_id)),
    rating: row.rating,
    review_text: row.review_text,
    reply: row.reply,
    reply_at: row.reply_at,
    created_at: row.created_at,
    appointment_id: row.appointment_id,
    appointment_date: row.appointment_date,
    is_hidden: row.is_hidden,
  };
}

function publicReview(review: TOwnReview): TPractitionerReview {
  const { appointment_id: _a, appointment_date: _d, is_hidden: _h, ...rest } = review;
  return rest;
}

// --- Questions -----------------------------------------------------------------------------------------------

export async function ask(
  db: Db,
  input: { practitionerId: number; userId: number; question: string; now: Date },
): Promise<TQuestion> {
  const practitioner = await publicPractitioner(db, input.practitionerId);
  if (practitioner.user_id === input.userId) {
    throw AppError.forbidden('OWN_PROFILE', 'You cannot ask yourself a question.');
  }
  const { answer_id } = await repo.insertQuestion(db, {
    practitioner_id: input.practitionerId,
    user_id: input.userId,
    question: input.question,
    now: input.now.toISOString(),
  });
  return presentQuestion((await repo.findQuestion(db, answer_id))!);
}

export async function ownQuestions(
  db: Db,
  practitionerId: number,
  query: z.output<typeof ZPractitionerQuestionsQuery>,
): Promise<TQuestionList> {
  const { rows, count, open } = await repo.listOwnQuestions(db, practitionerId, query);
  return { rows: rows.map(presentQuestion), count, open };
}

export async function answer(
  db: Db,
  input: { practitionerId: number; id: number; answer: string; now: Date },
): Promise<TQuestion> {
  const before = await repo.findQuestion(db, input.id);
  if (!before || before.practitioner_id !== input.practitionerId) throw questionNotFound();
  if (!(await repo.setAnswer(db, input.id, input.practitionerId, input.answer, input.now.toISOString()))) {
    throw AppError.conflict('answer', 'QUESTION_CLOSED', 'This question was declined and cannot be answered.');
  }
  // An approved answer that changed leaves the profile until it is approved again.
  if (before.is_approve === 1) publicDataChanged(db, { topic: 'practitioners', id: input.practitionerId });
  return presentQuestion((await repo.findQuestion(db, input.id))!);
}

export async function adminQuestions(
  db: Db,
  query: z.output<typeof ZAdminQuestionsQuery>,
): Promise<TAdminQuestionList> {
  const { rows, count } = await repo.listAdminQuestions(db, query);
  const names = await users.namesById(
    db,
    rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  return {
    rows: rows.map((r) => ({
      ...presentQuestion(r),
      practitioner_name: r.practitioner_name,
      asker_name: r.user_id ? (names.get(r.user_id) ?? null) : null,
    })),
    count,
  };
}

export async function moderateQuestion(
  db: Db,
  input: { adminId: number; id: number; isApprove: 1 | 2; now: Date },
): Promise<TQuestion> {
  const before = await repo.findQuestion(db, input.id);
  if (!before) throw questionNotFound();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.setApproval(trx, input.id, input.isApprove, input.now.toISOString()))) {
      throw AppError.validation('is_approve', 'QUESTION_NOT_ANSWERED', 'Only an answered question can be approved.');
    }
    await audit(trx, {
      actorUserId: input.adminId,
      action: input.isApprove === 1 ? 'practitioner_question.approve' : 'practitioner_question.reject',
      entity: 'practitioner_answers',
      entityId: input.id,
      before: { is_approve: before.is_approve },
      after: { is_approve: input.isApprove },
    });
  });
  publicDataChanged(db, { topic: 'practitioners', id: before.practitioner_id });
  return presentQuestion((await repo.findQuestion(db, input.id))!);
}

// --- Reviews -------------------------------------------------------------------------------------------------

export async function publicReviews(
  db: Db,
  practitionerId: number,
  page: { limit: number; offset: number },
): Promise<TPractitionerReviewList> {
  await publicPractitioner(db, practitionerId);
  const { rows, count, average } = await repo.listVisibleReviews(db, practitionerId, page.limit, page.offset);
  const names = await reviewerNames(db, rows);
  return { rows: rows.map((r) => publicReview(presentReview(r, names))), count, average };
}

export async function review(
  db: Db,
  input: { userId: number; appointmentId: number; now: Date; body: z.output<typeof ZPractitionerReviewRequest> },
): Promise<TPractitionerReview> {
  const appointment = await repo.appointmentForReview(db, input.appointmentId);
  if (!appointment || appointment.user_id !== input.userId) throw appointmentNotFound();
  await publicPractitioner(db, appointment.practitioner_id);
  if (appointment.status !== APPOINTMENT_STATUS.CHECKOUT) {
    throw AppError.conflict(
      'appointment',
      'VISIT_NOT_CHECKED_OUT',
      'You can review a visit once the practitioner has seen you (checked out).',
    );
  }
  let reviewId: number;
  try {
    reviewId = await db.transaction().execute(async (trx) => {
      await repo.lockPractitioner(trx, appointment.practitioner_id);
      const { review_id } = await repo.insertReview(trx, {
        practitioner_id: appointment.practitioner_id,
        appointment_id: appointment.appointment_id,
        user_id: input.userId,
        rating: input.body.rating,
        review_text: input.body.review_text,
        now: input.now.toISOString(),
      });
      await repo.recomputeRatings(trx, appointment.practitioner_id);
      return review_id;
    });
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) {
      throw AppError.conflict('appointment', 'REVIEW_EXISTS', 'You have already reviewed this visit.');
    }
    throw err;
  }
  publicDataChanged(db, { topic: 'practitioners', id: appointment.practitioner_id });
  const row = (await repo.findReview(db, reviewId))!;
  return publicReview(presentReview(row, await reviewerNames(db, [row])));
}

export async function myReviews(db: Db, userId: number): Promise<TMyReviews> {
  const rows = await repo.listUserReviews(db, userId);
  const names = await reviewerNames(db, rows);
  return rows.map((r) => ({ ...presentReview(r, names), practitioner_name: r.practitioner_name }));
}

export async function ownReviews(
  db: Db,
  practitionerId: number,
  query: z.output<typeof ZPractitionerOwnReviewsQuery>,
): Promise<TOwnReviewList> {
  const { rows, count, unreplied } = await repo.listOwnReviews(db, practitionerId, query);
  const names = await reviewerNames(db, rows);
  return { rows: rows.map((r) => presentReview(r, names)), count, unreplied };
}

export async function reply(
  db: Db,
  input: { practitionerId: number; id: number; reply: string; now: Date },
): Promise<TOwnReview> {
  const row = await repo.findReview(db, input.id);
  if (!row || row.practitioner_id !== input.practitionerId) throw reviewNotFound();
  if (!(await repo.setReply(db, input.id, input.practitionerId, input.reply, input.now.toISOString()))) {
    throw AppError.conflict('reply', 'REPLY_EXISTS', 'You have already replied to this review.');
  }
  publicDataChanged(db, { topic: 'practitioners', id: input.practitionerId });
  const after = (await repo.findReview(db, input.id))!;
  return presentReview(after, await reviewerNames(db, [after]));
}

export async function adminReviews(db: Db, query: z.output<typeof ZAdminReviewsQuery>): Promise<TAdminReviewList> {
  const { rows, count } = await repo.listAdminReviews(db, query);
  const names = await reviewerNames(db, rows);
  return {
    rows: rows.map((r) => ({
      ...presentReview(r, names),
      practitioner_name: r.practitioner_name,
      reviewer_full_name: names.get(r.user_id) ?? '—',
    })),
    count,
  };
}

/** Hides or shows a review; the practitioner's rating follows in the same transaction, with the audit entry. */
export async function setHidden(
  db: Db,
  input: { adminId: number; id: number; hidden: 0 | 1; now: Date },
): Promise<{ review_id: number; is_hidden: number }> {
  const row = await repo.findReview(db, input.id);
  if (!row) throw reviewNotFound();
  await db.transaction().execute(async (trx) => {
    await repo.lockPractitioner(trx, row.practitioner_id);
    await repo.setHidden(trx, input.id, input.hidden, input.now.toISOString());
    await repo.recomputeRatings(trx, row.practitioner_id);
    await audit(trx, {
      actorUserId: input.adminId,
      action: input.hidden ? 'practitioner_review.hide' : 'practitioner_review.show',
      entity: 'practitioner_reviews',
      entityId: input.id,
      before: { is_hidden: row.is_hidden },
      after: { is_hidden: input.hidden },
    });
  });
  publicDataChanged(db, { topic: 'practitioners', id: row.practitioner_id });
  return { review_id: input.id, is_hidden: input.hidden };
}
