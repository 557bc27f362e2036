import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * Decision 65, questions and reviews: the queries over practitioner_answers (questions and their answers) and
 * practitioner_reviews, and the practitioner's rating that follows the visible reviews.
 */

const questionColumns = [
  'q.answer_id',
  'q.practitioner_id',
  'q.question',
  'q.answer',
  'q.is_approve',
  'q.user_id',
  'q.created_at',
  'q.answered_at',
] as const;

export function insertQuestion(
  db: Db,
  row: { practitioner_id: number; user_id: number; question: string; now: string },
) {
  return db
    .insertInto('practitioner_answers')
    .values({
      practitioner_id: row.practitioner_id,
      user_id: row.user_id,
      question: row.question,
      answer: '',
      is_approve: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('answer_id')
    .executeTakeFirstOrThrow();
}

export function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('practitioner_answers as q')
    .select(questionColumns)
    .where('q.answer_id', '=', id)
    .executeTakeFirst();
}
export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** A practitioner's questions, unanswered first, then newest; rejected ones are left out. */
export async function listOwnQuestions(
  db: Db,
  practitionerId: number,
  opts: { status: 'open' | 'answered' | 'all'; limit: number; offset: number },
) {
  const mine = db
    .selectFrom('practitioner_answers as q')
    .where('q.practitioner_id', '=', practitionerId)
    .where('q.is_approve', '<>', 2);
  const filtered =
    opts.status === 'open'
      ? mine.where('q.answer', '=', '')
      : opts.status === 'answered'
        ? mine.where('q.answer', '<>', '')
        : mine;
  const [rows, total, open] = await Promise.all([
    filtered
      .select(questionColumns)
      .orderBy(sql`case when q.answer = '' then 0 else 1 end`)
      .orderBy('q.answer_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .where('q.answer', '=', '')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n), open: Number(open.n) };
}

/**
 * The practitioner's answer (or a new version of it): back to waiting for the admin. Only their own question,
 * and not a rejected one; false otherwise.
 */
export async function setAnswer(db: Db, id: number, practitionerId: number, answer: string, now: string) {
  const res = await db
    .updateTable('practitioner_answers')
    .set({ answer, answered_at: now, is_approve: 0, updated_at: now })
    .where('answer_id', '=', id)
    .where('practitioner_id', '=', practitionerId)
    .where('is_approve', '<>', 2)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The admin's decision; approving needs an answer (false when there is none by the time the update runs). */
export async function setApproval(db: Db, id: number, isApprove: 1 | 2, now: string) {
  let query = db
    .updateTable('practitioner_answers')
    .set({ is_approve: isApprove, updated_at: now })
    .where('answer_id', '=', id);
  if (isApprove === 1) query = query.where('answer', '<>', '');
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function listAdminQuestions(
  db: Db,
  opts: { status: 'waiting' | 'unanswered' | 'approved' | 'rejected'; limit: number; offset: number },
) {
  let query = db
    .selectFrom('practitioner_answers as q')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'q.practitioner_id');
  if (opts.status === 'waiting') query = query.where('q.is_approve', '=', 0).where('q.answer', '<>', '');
  else if (opts.status === 'unanswered') query = query.where('q.is_approve', '=', 0).where('q.answer', '=', '');
  else query = query.where('q.is_approve', '=', opts.status === 'approved' ? 1 : 2);
  const [rows, total] = await Promise.all([
    query
      .select([...questionColumns, 'p.name as practitioner_name'])
      // The queue: oldest answer first, so nothing waits for ever; the other lists newest first.
      .orderBy('q.answer_id', opts.status === 'waiting' ? 'asc' : 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

// --- Reviews -------------------------------------------------------------------------------------------------

/** An appointment as a review needs it. */
export function appointmentForReview(db: Db, id: number) {
  return db
    .selectFrom('user_book_appointments')
    .select(['appointment_id', 'practitioner_id', 'user_id', 'status', 'appointment_date'])
    .where('appointment_id', '=', id)
    .executeTakeFirst();
}

/**
 * PostgreSQL: holds the practitioner's row until the transaction ends, so two review writes of one practitioner
 * recompute the rating one after the other, each seeing the other's review. FOR NO KEY UPDATE, the lock the rating's
 * UPDATE takes anyway: bookings (whose foreign key only shares the row's key) are not held up. SQLite runs one
 * write transaction at a time, so there is nothing to lock.
 */
export async function lockPractitioner(db: Db, practitionerId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db
    .selectFrom('practitioners')
    .select('practitioner_id')
    .where('practitioner_id', '=', practitionerId)
    .forNoKeyUpdate()
    .execute();
}

export function insertReview(
  db: Db,
  row: {
    practitioner_id: number;
    appointment_id: number;
    user_id: number;
    rating: number;
    review_text: string;
    now: string;
  },
) {
  return db
    .insertInto('practitioner_reviews')
    .values({
      practitioner_id: row.practitioner_id,
      appointment_id: row.appointment_id,
      user_id: row.user_id,
      rating: row.rating,
      review_text: row.review_text,
      is_hidden: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('review_id')
    .executeTakeFirstOrThrow();
}

/** The practitioner's rating (one decimal) and review count over their visible reviews, in one statement. */
export async function recomputeRatings(db: Db, practitionerId: number): Promise<void> {
  await db
    .updateTable('practitioners')
    .set({
      ratings: sql<number>`coalesce((select round(avg(r.rating) * 10) / 10.0 from practitioner_reviews r
        where r.practitioner_id = ${practitionerId} and r.is_hidden = 0), 0)`,
      review_count: sql<number>`(select count(*) from practitioner_reviews r
        where r.practitioner_id = ${practitionerId} and r.is_hidden = 0)`,
    })
    .where('practitioner_id', '=', practitionerId)
    .execute();
}

const reviewColumns = [
  'r.review_id',
  'r.practitioner_id',
  'r.appointment_id',
  'r.user_id',
  'r.rating',
  'r.review_text',
  'r.reply',
  'r.reply_at',
  'r.is_hidden',
  'r.created_at',
  'a.appointment_date',
] as const;

function reviews(db: Db) {
  return db
    .selectFrom('practitioner_reviews as r')
    .innerJoin('user_book_appointments as a', 'a.appointment_id', 'r.appointment_id');
}

export function findReview(db: Db, id: number) {
  return reviews(db).select(reviewColumns).where('r.review_id', '=', id).executeTakeFirst();
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export async function listVisibleReviews(db: Db, practitionerId: number, limit: number, offset: number) {
  const visible = reviews(db).where('r.practitioner_id', '=', practitionerId).where('r.is_hidden', '=', 0);
  const [rows, summary] = await Promise.all([
    visible.select(reviewColumns).orderBy('r.review_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('practitioners')
      .select(['ratings', 'review_count'])
      .where('practitioner_id', '=', practitionerId)
      .executeTakeFirst(),
  ]);
  return { rows, count: summary?.review_count ?? 0, average: Number(summary?.ratings ?? 0) };
}

/** The practitioner's reviews (hidden ones too, marked), those without a reply first. */
export async function listOwnReviews(
  db: Db,
  practitionerId: number,
  opts: { status: 'unreplied' | 'all'; limit: number; offset: number },
) {
  const mine = reviews(db).where('r.practitioner_id', '=', practitionerId);
  const filtered = opts.status === 'unreplied' ? mine.where('r.reply', 'is', null) : mine;
  const [rows, total, unreplied] = await Promise.all([
    filtered
      .select(reviewColumns)
      .orderBy(sql`case when r.reply is null then 0 else 1 end`)
      .orderBy('r.review_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .where('r.reply', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n), unreplied: Number(unreplied.n) };
}

/** The reply, once: true for the one caller whose update found no reply yet. */
export async function setReply(db: Db, id: number, practitionerId: number, reply: string, now: string) {
  const res = await db
    .updateTable('practitioner_reviews')
    .set({ reply, reply_at: now, updated_at: now })
    .where('review_id', '=', id)
    .where('practitioner_id', '=', practitionerId)
    .where('reply', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function listUserReviews(db: Db, userId: number) {
  return reviews(db)
    .innerJoin('practitioners as p', 'p.practitioner_id', 'r.practitioner_id')
    .select([...reviewColumns, 'p.name as practitioner_name'])
    .where('r.user_id', '=', userId)
    .orderBy('r.review_id', 'desc')
    .limit(500)
    .execute();
}

export async function listAdminReviews(db: Db, opts: { hidden?: number | undefined; limit: number; offset: number }) {
  let query = reviews(db).innerJoin('practitioners as p', 'p.practitioner_id', 'r.practitioner_id');
  if (opts.hidden !== undefined) query = query.where('r.is_hidden', '=', opts.hidden);
  const [rows, total] = await Promise.all([
    query
      .select([...reviewColumns, 'p.name as practitioner_name'])
      .orderBy('r.review_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function setHidden(db: Db, id: number, hidden: 0 | 1, now: string) {
  await db
    .updateTable('practitioner_reviews')
    .set({ is_hidden: hidden, updated_at: now })
    .where('review_id', '=', id)
    .execute();
}
