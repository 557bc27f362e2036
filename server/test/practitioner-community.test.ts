import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 65, questions and reviews: who may ask, answer, approve, review, reply and hide, and what the public
 * sees. The clock starts on Sunday 2026-11-01 at 12:00 India time; both practitioners consult Monday to Saturday
 * 09:00–17:00.
 */
describe('practitioners: questions and reviews', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const MONDAY = '2026-11-02';
  let admin: { token: string; userId: number };
  let doctor: { token: string; id: number };
  let other: { token: string; id: number };
  let patient: Awaited<ReturnType<typeof registeredUser>>;
  let stranger: Awaited<ReturnType<typeof registeredUser>>;
  let slot = 0;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

  async function practitioner(name: string) {
    const res = await inject('POST', '/api/auth/practitioner/register', null, {
      name,
      phone: uniquePhone(),
      password: GOOD_PASSWORD,
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, practitioner_id: id } = json(res).data as { token: string; practitioner_id: number };
    const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '17:00' }));
    expect((await inject('PUT', '/api/practitioner/timings', token, { week, leave: [] })).statusCode).toBe(200);
    const verified = await inject('PATCH', `/api/admin/practitioners/${id}/verification`, admin.token, {
      is_approve: 1,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { token, id };
  }

  /** A booking of the patient's with `who`, moved on to `status` by its practitioner (4 = checkout). */
  async function visit(token: string, who: { token: string; id: number }, status: number): Promise<number> {
    const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
    slot++;
    const res = await inject('POST', '/api/appointments', token, {
      practitioner_id: who.id,
      date: MONDAY,
      time,
      booked_by: 1,
      patient_name: 'Kiran Desai',
      patient_phone: '9825012345',
      sex: 2,
      appointment_type: 1,
      pay: 'clinic',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).data.appointment_id as number;
    for (let s = 2; s <= status; s++) {
      const moved = await inject('PATCH', `/api/practitioner/appointments/${id}/status`, who.token, { status: s });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  const profile = async (id: number) => json(await inject('GET', `/api/practitioners/${id}`, null)).data;
  const publicReviews = async (id: number, query = '') =>
    json(await inject('GET', `/api/practitioners/${id}/reviews${query}`, null)).data;
  const stored = (id: number) =>
    ctx.db
      .selectFrom('practitioners')
      .select(['ratings', 'review_count'])
      .where('practitioner_id', '=', id)
      .executeTakeFirstOrThrow();
  const review = (token: string | null, appointment: number, body: object) =>
    inject('POST', `/api/appointments/${appointment}/review`, token, body);

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await adminSession(ctx);
    doctor = await practitioner('Dr. Meera Joshi');
    other = await practitioner('Dr. Nilesh Patel');
    patient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });
    stranger = await registeredUser(ctx.app, { owner_name: 'Ravi Mehta' });
  });
  afterAll(() => ctx.close());

  it('lets a logged-in user ask a verified practitioner, checking the text, and never shows it unanswered', async () => {
    const ask = (token: string | null, id: number, body: object) =>
      inject('POST', `/api/practitioners/${id}/questions`, token, body);
    expect((await ask(null, doctor.id, { question: 'Do you treat migraine in children?' })).statusCode).toBe(401);
    const cases: [object, Record<string, string>][] = [
      [{}, { question: 'QUESTION_REQUIRED' }],
      [{ question: '   ' }, { question: 'QUESTION_REQUIRED' }],
      [{ question: 'Why?' }, { question: 'QUESTION_TOO_SHORT' }],
      [{ question: 'x'.repeat(1001) }, { question: 'QUESTION_TOO_LONG' }],
    ];
    for (const [body, errors] of cases) {
      const res = await ask(patient.token, doctor.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    // An unknown or unverified practitioner is not there to ask.
    expect((await ask(patient.token, 999_999, { question: 'Do you treat migraine?' })).statusCode).toBe(404);
    const pending = json(
      await inject('POST', '/api/auth/practitioner/register', null, {
        name: 'Dr. Not Verified',
        phone: uniquePhone(),
        password: GOOD_PASSWORD,
        agree: true,
      }),
    ).data.practitioner_id as number;
    expect((await ask(patient.token, pending, { question: 'Do you treat migraine?' })).statusCode).toBe(404);
    // A practitioner does not ask themself.
    const own = await ask(doctor.token, doctor.id, { question: 'Do I treat migraine in children?' });
    expect(own.statusCode).toBe(403);

    const res = await ask(patient.token, doctor.id, { question: '  Do you treat migraine in children?  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({
      question: 'Do you treat migraine in children?',
      answer: null,
      is_approve: 0,
      answered_at: null,
    });
    expect((await profile(doctor.id)).questions).toEqual([]);
  });

  it('lets only the practitioner answer their own questions, unanswered first; approval by an admin makes it public', async () => {
    const second = json(
      await inject('POST', `/api/practitioners/${doctor.id}/questions`, stranger.token, {
        question: 'Is there parking near the clinic?',
      }),
    ).data.answer_id as number;
    const list = (token: string, query = '') => inject('GET', `/api/practitioner/questions${query}`, token);
    expect((await list(patient.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/practitioner/questions', null)).statusCode).toBe(401);
    const mine = json(await list(doctor.token)).data;
    expect(mine).toMatchObject({ count: 2, open: 2 });
    expect(json(await list(other.token)).data).toEqual({ rows: [], count: 0, open: 0 });

    const answer = (token: string, id: number, body: object) =>
      inject('PUT', `/api/practitioner/questions/${id}/answer`, token, body);
    expect((await answer(other.token, second, { answer: 'Yes, behind the clinic.' })).statusCode).toBe(404);
    expect((await answer(patient.token, second, { answer: 'Yes, behind the clinic.' })).statusCode).toBe(403);
    const empty = await answer(doctor.token, second, { answer: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({ answer: 'ANSWER_REQUIRED' });
    const answered = await answer(doctor.token, second, { answer: 'Yes, behind the clinic.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json(answered).data).toMatchObject({ answer: 'Yes, behind the clinic.', is_approve: 0 });
    expect(json(answered).data.answered_at).toEqual(expect.any(String));

    // Unanswered first, then the answered; "open" counts what is left to answer.
    const after = json(await list(doctor.token)).data;
    expect(after.open).toBe(1);
    expect(after.rows.map((r: { answer: string | null }) => r.answer === null)).toEqual([true, false]);
    const open = json(await list(doctor.token, '?status=open')).data.rows as { answer_id: number }[];
    expect(open).toHaveLength(1);
    const unanswered = open[0]!.answer_id;
    expect(unanswered).not.toBe(second);

    // Answered, not approved: still not public.
    expect((await profile(doctor.id)).questions).toEqual([]);

    const queue = (token: string, query = '') => inject('GET', `/api/admin/practitioner-questions${query}`, token);
    expect((await queue(patient.token)).statusCode).toBe(403);
    expect((await queue(doctor.token)).statusCode).toBe(403);
    const waiting = json(await queue(admin.token)).data;
    expect(waiting.rows.map((r: { answer_id: number }) => r.answer_id)).toContain(second);
    expect(waiting.rows.find((r: { answer_id: number }) => r.answer_id === second)).toMatchObject({
      practitioner_name: 'Dr. Meera Joshi',
      asker_name: 'Ravi Mehta',
    });

    const moderate = (token: string, id: number, body: object) =>
      inject('PATCH', `/api/admin/practitioner-questions/${id}`, token, body);
    expect((await moderate(patient.token, second, { is_approve: 1 })).statusCode).toBe(403);
    expect((await moderate(doctor.token, second, { is_approve: 1 })).statusCode).toBe(403);
    expect((await moderate(admin.token, 999_999, { is_approve: 1 })).statusCode).toBe(404);
    expect((await moderate(admin.token, second, { is_approve: 3 })).statusCode).toBe(400);
    // The unanswered question cannot be approved; it may be declined.
    const early = await moderate(admin.token, unanswered, { is_approve: 1 });
    expect(early.statusCode).toBe(400);
    expect(json(early).errors).toEqual({ is_approve: 'QUESTION_NOT_ANSWERED' });

    expect((await moderate(admin.token, second, { is_approve: 1 })).statusCode).toBe(200);
    expect((await profile(doctor.id)).questions).toEqual([
      { answer_id: second, question: 'Is there parking near the clinic?', answer: 'Yes, behind the clinic.' },
    ]);

    // Editing an approved answer sends it back to the queue: off the profile until approved again.
    expect((await answer(doctor.token, second, { answer: 'Yes, free parking behind the clinic.' })).statusCode).toBe(
      200,
    );
    expect((await profile(doctor.id)).questions).toEqual([]);
    expect((await moderate(admin.token, second, { is_approve: 1 })).statusCode).toBe(200);
    expect((await profile(doctor.id)).questions[0].answer).toBe('Yes, free parking behind the clinic.');

    // A declined question leaves the practitioner's list and cannot be answered.
    expect((await moderate(admin.token, unanswered, { is_approve: 2 })).statusCode).toBe(200);
    expect(json(await list(doctor.token)).data).toMatchObject({ count: 1, open: 0 });
    const closed = await answer(doctor.token, unanswered, { answer: 'Yes.' });
    expect(closed.statusCode).toBe(409);
    expect(json(closed).errors).toEqual({ answer: 'QUESTION_CLOSED' });
    expect((await profile(doctor.id)).questions).toHaveLength(1);

    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'practitioner_answers')
      .orderBy('audit_id')
      .execute();
    expect(trail.map((t) => t.action)).toEqual([
      'practitioner_question.approve',
      'practitioner_question.approve',
      'practitioner_question.reject',
    ]);
    expect(trail.every((t) => t.actor_user_id === admin.userId)).toBe(true);
  });

  it('takes a review only from the patient of a checked-out visit, once, and recomputes the rating', async () => {
    const scheduled = await visit(patient.token, doctor, 1);
    const engaged = await visit(patient.token, doctor, 3);
    const done = await visit(patient.token, doctor, 4);
    const body = { rating: 4, review_text: 'Explained everything patiently.' };

    expect((await review(null, done, body)).statusCode).toBe(401);
    expect((await review(stranger.token, done, body)).statusCode).toBe(404); // another patient's appointment
    expect((await review(patient.token, 999_999, body)).statusCode).toBe(404);
    for (const id of [scheduled, engaged]) {
      const res = await review(patient.token, id, body);
      expect(res.statusCode).toBe(409);
      expect(json(res).errors).toEqual({ appointment: 'VISIT_NOT_CHECKED_OUT' });
    }
    const cases: [object, Record<string, string>][] = [
      [{ rating: 0, review_text: 'Fine.' }, { rating: 'RATING_REQUIRED' }],
      [{ rating: 6, review_text: 'Fine.' }, { rating: 'RATING_REQUIRED' }],
      [{ rating: 3.5, review_text: 'Fine.' }, { rating: 'RATING_REQUIRED' }],
      [{ rating: 3, review_text: ' ' }, { review_text: 'REVIEW_TEXT_REQUIRED' }],
      [{ rating: 3, review_text: 'x'.repeat(1001) }, { review_text: 'REVIEW_TOO_LONG' }],
    ];
    for (const [bad, errors] of cases) {
      const res = await review(patient.token, done, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await stored(doctor.id)).toEqual({ ratings: 0, review_count: 0 });

    const res = await review(patient.token, done, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ rating: 4, reviewer: 'Kiran D.', reply: null });
    expect(await stored(doctor.id)).toEqual({ ratings: 4, review_count: 1 });
    const again = await review(patient.token, done, { rating: 1, review_text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ appointment: 'REVIEW_EXISTS' });

    const second = await visit(patient.token, doctor, 4);
    expect((await review(patient.token, second, { rating: 5, review_text: 'Very good.' })).statusCode).toBe(201);
    expect(await stored(doctor.id)).toEqual({ ratings: 4.5, review_count: 2 });
    const card = await profile(doctor.id);
    expect(card).toMatchObject({ ratings: 4.5, review_count: 2 });
    const listed = await publicReviews(doctor.id);
    expect(listed).toMatchObject({ count: 2, average: 4.5 });
    expect(listed.rows.map((r: { rating: number }) => r.rating)).toEqual([5, 4]);
    expect(listed.rows[0]).not.toHaveProperty('appointment_id');
    expect(Object.keys(listed.rows[0]).sort()).toEqual(
      ['created_at', 'practitioner_id', 'rating', 'reply', 'reply_at', 'review_id', 'review_text', 'reviewer'].sort(),
    );
    const paged = await publicReviews(doctor.id, '?limit=1&offset=1');
    expect(paged.rows.map((r: { rating: number }) => r.rating)).toEqual([4]);

    const mine = json(await inject('GET', '/api/appointments/reviews', patient.token)).data;
    expect(mine.map((r: { appointment_id: number }) => r.appointment_id).sort()).toEqual([done, second].sort());
    expect(json(await inject('GET', '/api/appointments/reviews', stranger.token)).data).toEqual([]);
  });

  it('gives exactly one of 5 simultaneous reviews of one visit a 201, and counts it once', async () => {
    const done = await visit(patient.token, other, 4);
    const answers = await Promise.all(
      [5, 4, 3, 2, 1].map((rating) => review(patient.token, done, { rating, review_text: `Rating ${rating}` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const rows = await ctx.db
      .selectFrom('practitioner_reviews')
      .select('rating')
      .where('appointment_id', '=', done)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await stored(other.id)).toEqual({ ratings: rows[0]!.rating, review_count: 1 });

    // Reviews of different visits at once: each recomputation sees the others (the rating counts all four).
    const visits = [await visit(patient.token, other, 4), await visit(patient.token, other, 4)];
    visits.push(await visit(patient.token, other, 4));
    const parallel = await Promise.all(
      visits.map((id, i) => review(patient.token, id, { rating: i + 1, review_text: 'Seen on time.' })),
    );
    expect(parallel.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const total = rows[0]!.rating + 1 + 2 + 3;
    expect(await stored(other.id)).toEqual({ ratings: Math.round((total / 4) * 10) / 10, review_count: 4 });
  });

  it('lets the practitioner reply once to their own reviews only', async () => {
    const own = json(await inject('GET', '/api/practitioner/reviews', doctor.token)).data;
    expect(own).toMatchObject({ count: 2, unreplied: 2 });
    expect((await inject('GET', '/api/practitioner/reviews', patient.token)).statusCode).toBe(403);
    const id = own.rows[0].review_id as number;
    const reply = (token: string | null, body: object) =>
      inject('PUT', `/api/practitioner/reviews/${id}/reply`, token, body);
    expect((await reply(null, { reply: 'Thank you!' })).statusCode).toBe(401);
    expect((await reply(patient.token, { reply: 'Thank you!' })).statusCode).toBe(403);
    expect((await reply(other.token, { reply: 'Thank you!' })).statusCode).toBe(404);
    const empty = await reply(doctor.token, { reply: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({ reply: 'REPLY_REQUIRED' });

    const first = await reply(doctor.token, { reply: 'Thank you, get well soon!' });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toMatchObject({ reply: 'Thank you, get well soon!' });
    const second = await reply(doctor.token, { reply: 'Edited' });
    expect(second.statusCode).toBe(409);
    expect(json(second).errors).toEqual({ reply: 'REPLY_EXISTS' });
    expect((await publicReviews(doctor.id)).rows.find((r: { review_id: number }) => r.review_id === id)).toMatchObject({
      reply: 'Thank you, get well soon!',
      reply_at: expect.any(String),
    });
    expect(json(await inject('GET', '/api/practitioner/reviews?status=unreplied', doctor.token)).data).toMatchObject({
      count: 1,
      unreplied: 1,
    });

    // Two replies at once: one is saved, the other told it is already there.
    const left = json(await inject('GET', '/api/practitioner/reviews?status=unreplied', doctor.token)).data.rows[0]
      .review_id as number;
    const race = await Promise.all(
      ['A', 'B', 'C'].map((r) =>
        inject('PUT', `/api/practitioner/reviews/${left}/reply`, doctor.token, { reply: `Reply ${r}` }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('lets only an admin hide and show a review; the rating follows and the public never sees a hidden one', async () => {
    const all = json(await inject('GET', '/api/admin/practitioner-reviews', admin.token)).data;
    expect(all.count).toBe(6);
    expect((await inject('GET', '/api/admin/practitioner-reviews', patient.token)).statusCode).toBe(403);
    const four = all.rows.find(
      (r: { practitioner_id: number; rating: number }) => r.practitioner_id === doctor.id && r.rating === 4,
    );
    expect(four).toMatchObject({ practitioner_name: 'Dr. Meera Joshi', reviewer_full_name: 'Kiran Desai' });
    const hide = (token: string | null, id: number, is_hidden: number) =>
      inject('PATCH', `/api/admin/practitioner-reviews/${id}`, token, { is_hidden });
    expect((await hide(null, four.review_id, 1)).statusCode).toBe(401);
    expect((await hide(patient.token, four.review_id, 1)).statusCode).toBe(403);
    expect((await hide(doctor.token, four.review_id, 1)).statusCode).toBe(403);
    expect((await hide(admin.token, 999_999, 1)).statusCode).toBe(404);
    expect((await hide(admin.token, four.review_id, 2)).statusCode).toBe(400);

    expect((await hide(admin.token, four.review_id, 1)).statusCode).toBe(200);
    expect(await stored(doctor.id)).toEqual({ ratings: 5, review_count: 1 });
    const visible = await publicReviews(doctor.id);
    expect(visible).toMatchObject({ count: 1, average: 5 });
    expect(visible.rows.map((r: { review_id: number }) => r.review_id)).not.toContain(four.review_id);
    // The practitioner still sees it, marked hidden.
    const own = json(await inject('GET', '/api/practitioner/reviews', doctor.token)).data.rows;
    expect(own.find((r: { review_id: number }) => r.review_id === four.review_id)).toMatchObject({ is_hidden: 1 });
    expect(json(await inject('GET', '/api/admin/practitioner-reviews?hidden=1', admin.token)).data.count).toBe(1);

    expect((await hide(admin.token, four.review_id, 0)).statusCode).toBe(200);
    expect(await stored(doctor.id)).toEqual({ ratings: 4.5, review_count: 2 });
    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'entity_id'])
      .where('entity', '=', 'practitioner_reviews')
      .orderBy('audit_id')
      .execute();
    expect(trail).toEqual([
      { action: 'practitioner_review.hide', actor_user_id: admin.userId, entity_id: String(four.review_id) },
      { action: 'practitioner_review.show', actor_user_id: admin.userId, entity_id: String(four.review_id) },
    ]);
  });

  it('shows no reviews of a practitioner who is not public', async () => {
    expect((await inject('GET', '/api/practitioners/999999/reviews', null)).statusCode).toBe(404);
    const bad = await inject('GET', `/api/practitioners/${doctor.id}/reviews?limit=500`, null);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ limit: 'FIELD_INVALID' });
  });
});

describe('practitioners: questions are rate limited like other user writes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => ctx.close());

  it('answers 429 after 20 questions an hour from one user, and keeps 20', async () => {
    const admin = await adminSession(ctx);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Asha Rana', phone: uniquePhone(), password: GOOD_PASSWORD, agree: true },
    });
    const id = json(registered).data.practitioner_id as number;
    const verified = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${id}/verification`,
      headers: bearer(admin.token),
      payload: { is_approve: 1 },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const user = await registeredUser(ctx.app, { owner_name: 'Curious Patient' });
    const ask = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/practitioners/${id}/questions`,
        headers: bearer(user.token),
        payload: { question: `Question number ${n} about the clinic?` },
      });
    for (let n = 1; n <= 20; n++) expect((await ask(n)).statusCode).toBe(201);
    const limited = await ask(21);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message_key).toBe('RATE_LIMITED');
    const rows = await ctx.db
      .selectFrom('practitioner_answers')
      .select('answer_id')
      .where('practitioner_id', '=', id)
      .execute();
    expect(rows).toHaveLength(20);
  });
});
