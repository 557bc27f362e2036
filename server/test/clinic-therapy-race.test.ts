import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './auth-support';
import {
  courseMasters,
  newPatient,
  newRoom,
  prescribe,
  scheduleItems,
  therapistOf,
  therapyClinic,
  type TherapyClinic,
} from './clinic-therapy-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 21 point 3, decision 97, on both databases: no room and no therapist is ever double-booked. Many bookings
 * fired at once for overlapping slots — 60-minute sessions at 10:00 against 30-minute ones at 10:00 and 10:30 — of
 * one room (each with its own therapist and patient), then of one therapist (each in its own room): each contested
 * slot ends up held by exactly one session, no two sessions overlap, every loser is a 409 naming the room or the
 * therapist. Then ten reschedules of one session at once (one lands) and ten marks at once (one lands).
 * The clock stands on Sunday 1 November 2026, 12:00 India time; the bookings are for Monday.
 */
describe('therapy sessions booked at once', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const MONDAY = '2026-11-02';
  const SUNDAY = '2026-11-01';
  let c: TherapyClinic;
  let m: Awaited<ReturnType<typeof courseMasters>>;
  const N = 12;

  /** One booking: a fresh patient's one-session course of the given therapy, at a time, room and therapist. */
  const attempt = async (i: number, roomId: number, therapistId: number, tag: string) => {
    const shape = i % 3; // 0: 60 min at 10:00, 1: 30 min at 10:30, 2: 30 min at 10:00
    const patientId = await newPatient(
      ctx,
      c.reception.token,
      `Race ${tag} ${'ABCDEFGHIJKLMNOP'[i]}`,
      `98250${String(i).padStart(5, '0')}`,
    );
    const course = await prescribe(ctx, c.doctor.token, {
      patient_id: patientId,
      master_id: shape === 0 ? m.shirodhara : m.nasya,
      start_date: MONDAY,
    });
    return {
      planId: course.plan_id,
      item: {
        session_id: course.sessions[0]!.session_id,
        date: MONDAY,
        time: shape === 1 ? '10:30' : '10:00',
        room_id: roomId,
        therapist_id: therapistId,
      },
    };
  };

  /** The day's sessions of a room or a therapist: no two overlap, and 10:00 and 10:30 are each held once. */
  async function heldOnce(filter: (s: { room_id: number; therapist_id: number }) => boolean, winners: number) {
    const board = json(
      await ctx.app.inject({ url: `/api/clinic/therapy-sessions?date=${MONDAY}`, headers: bearer(c.reception.token) }),
    ).data;
    const mine = (
      board.sessions as { room_id: number; therapist_id: number; start_time: string; slot_count: number }[]
    ).filter(filter);
    expect(mine).toHaveLength(winners);
    const slots = mine.flatMap((s) => {
      const first = Number(s.start_time.slice(0, 2)) * 2 + (s.start_time.endsWith(':30') ? 1 : 0);
      return Array.from({ length: s.slot_count }, (_, k) => first + k);
    });
    expect(slots.sort()).toEqual([20, 21]);
  }

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    c = await therapyClinic(ctx, 'Shree Ayurvedam');
    m = await courseMasters(ctx);
  });
  afterAll(() => ctx.close());

  it(`lets exactly one of ${N} simultaneous bookings hold each slot of one room`, async () => {
    const room = await newRoom(ctx, c.admin.token, 'Room 1');
    const therapists: number[] = [];
    for (let i = 0; i < N; i++) therapists.push(await therapistOf(ctx, c.clinicId, `Room Race Therapist ${i}`));
    const bookings = [];
    for (let i = 0; i < N; i++) bookings.push(await attempt(i, room, therapists[i]!, 'room'));
    const results = await Promise.all(bookings.map((b) => scheduleItems(ctx, c.reception.token, b.planId, [b.item])));
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    for (const r of lost) {
      expect(r.statusCode, r.body).toBe(409);
      expect(json(r).message_key).toBe('THERAPY.ROOM_TAKEN');
      expect(json(r).errors).toEqual({ 'items.0.room_id': 'THERAPY.ROOM_TAKEN' });
    }
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
    await heldOnce((s) => s.room_id === room, won.length);
  });

  it(`lets exactly one of ${N} simultaneous bookings hold each slot of one therapist`, async () => {
    const therapist = await therapistOf(ctx, c.clinicId, 'Therapist Race');
    const rooms: number[] = [];
    for (let i = 0; i < N; i++) rooms.push(await newRoom(ctx, c.admin.token, `Therapist Race Room ${i}`));
    const bookings = [];
    for (let i = 0; i < N; i++) bookings.push(await attempt(i, rooms[i]!, therapist, 'therapist'));
    const results = await Promise.all(bookings.map((b) => scheduleItems(ctx, c.reception.token, b.planId, [b.item])));
    const won = results.filter((r) => r.statusCode === 200);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(json(r).message_key).toBe('THERAPY.THERAPIST_TAKEN');
    }
    expect(won.length).toBeGreaterThanOrEqual(1);
    await heldOnce((s) => s.therapist_id === therapist, won.length);
  });

  it('moves a session once when ten reschedules race, and marks it once when ten marks race', async () => {
    const room = await newRoom(ctx, c.admin.token, 'Reschedule Room');
    const patientId = await newPatient(ctx, c.reception.token, 'Race Reschedule', '9825099999');
    const course = await prescribe(ctx, c.doctor.token, {
      patient_id: patientId,
      master_id: m.nasya,
      start_date: SUNDAY,
    });
    const first = scheduleItems(ctx, c.reception.token, course.plan_id, [
      {
        session_id: course.sessions[0]!.session_id,
        date: SUNDAY,
        time: '13:00',
        room_id: room,
        therapist_id: c.therapist.staffId,
      },
    ]);
    expect((await first).statusCode).toBe(200);
    const id = course.sessions[0]!.session_id;
    const moves = await Promise.all(
      ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30'].map((time) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/clinic/therapy-sessions/${id}/reschedule`,
          payload: { date: SUNDAY, time, room_id: room, therapist_id: c.therapist.staffId },
          headers: bearer(c.reception.token),
        }),
      ),
    );
    const moved = moves.filter((r) => r.statusCode === 200);
    expect(moved).toHaveLength(1);
    for (const r of moves.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(json(r).message_key).toBe('THERAPY.NOT_OPEN');
    }
    const plan = json(
      await ctx.app.inject({ url: `/api/clinic/therapy-plans/${course.plan_id}`, headers: bearer(c.reception.token) }),
    ).data;
    expect(plan.sessions.map((s: { status: number }) => s.status)).toEqual([4, 1]);
    const board = json(
      await ctx.app.inject({ url: `/api/clinic/therapy-sessions?date=${SUNDAY}`, headers: bearer(c.reception.token) }),
    ).data;
    expect(board.sessions.filter((s: { room_id: number }) => s.room_id === room)).toHaveLength(1);

    const newId = json(moved[0]!).data.session_id;
    const marks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/clinic/therapy-sessions/${newId}/mark`,
          payload: { status: i % 2 === 0 ? 2 : 3 },
          headers: bearer(c.therapist.token),
        }),
      ),
    );
    expect(marks.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(marks.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
