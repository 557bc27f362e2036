import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { chargesOf } from '../src/platform/clinic-charges';
import { bearer } from './auth-support';
import { staffMember } from './clinic-support';
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
 * Issue 21 point 3, decision 97, on both databases: the clinic's rooms and hours; a doctor prescribes a course
 * (from a visit or not); reception schedules it from the proposal, all or none; a session's slots follow its
 * duration, stay within the hours and never overlap another's room, therapist or patient; a therapist marks their
 * own sessions once; reception reschedules keeping the history; a doctor stops a course; taken sessions are charged
 * to the stay; every role rule and another clinic's 404 tried. Sunday 1 November 2026, 12:00 India time.
 */
describe('therapy courses over HTTP', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const SUNDAY = '2026-11-01';
  const MONDAY = '2026-11-02';
  let c: TherapyClinic;
  let other: TherapyClinic;
  let m: Awaited<ReturnType<typeof courseMasters>>;
  let roomA: number;
  let roomB: number;
  let hall: number;
  let otherRoom: number;
  let patient: number;
  let patient2: number;
  let otherPatient: number;
  let patient3: number;
  let therapist2: number;

  const get = (token: string, url: string) => ctx.app.inject({ url: `/api/clinic${url}`, headers: bearer(token) });
  const post = (token: string, url: string, payload: unknown = {}, method: 'POST' | 'PATCH' | 'PUT' = 'POST') =>
    ctx.app.inject({ method, url: `/api/clinic${url}`, payload: payload as object, headers: bearer(token) });
  const place = (over: Record<string, unknown> = {}) => ({
    date: MONDAY,
    time: '10:00',
    room_id: roomA,
    therapist_id: c.therapist.staffId,
    ...over,
  });

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    c = await therapyClinic(ctx, 'Shree Ayurvedam');
    other = await therapyClinic(ctx, 'Other Clinic');
    m = await courseMasters(ctx);
    roomA = await newRoom(ctx, c.admin.token, 'Abhyanga Room');
    roomB = await newRoom(ctx, c.admin.token, 'Shirodhara Room');
    const hallRes = await post(c.admin.token, '/therapy-rooms', { name: 'Yoga Hall', name_guj: ' યોગ હૉલ ', kind: 2 });
    expect(hallRes.statusCode, hallRes.body).toBe(201);
    expect(json(hallRes).data).toMatchObject({ name: 'Yoga Hall', name_guj: 'યોગ હૉલ', kind: 2 });
    hall = json(hallRes).data.room_id;
    otherRoom = await newRoom(ctx, other.admin.token, 'Room 1');
    patient = await newPatient(ctx, c.reception.token, 'Meena Desai');
    patient2 = await newPatient(ctx, c.reception.token, 'Kiran Shah', '9825022222');
    otherPatient = await newPatient(ctx, other.reception.token, 'Hetal Joshi');
    patient3 = await newPatient(ctx, c.reception.token, 'Nila Vyas', '9825033333');
    therapist2 = await therapistOf(ctx, c.clinicId, 'Bhavna Parmar');
  });
  afterAll(() => ctx.close());

  it('keeps each clinic’s rooms and hours, its administrator the only keeper', async () => {
    expect((await post(c.admin.token, '/therapy-rooms', { name: '  abhyanga   ROOM ', kind: 1 })).statusCode).toBe(409);
    // The same name in another clinic is that clinic's own.
    expect((await post(other.admin.token, '/therapy-rooms', { name: 'Abhyanga Room', kind: 1 })).statusCode).toBe(201);
    const bad = await post(c.admin.token, '/therapy-rooms', { name: '', kind: 7 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({ name: 'THERAPY.ROOM_NAME_REQUIRED', kind: 'THERAPY.ROOM_KIND_INVALID' });
    expect((await post(c.reception.token, '/therapy-rooms', { name: 'Room 9', kind: 1 })).statusCode).toBe(403);
    expect((await post(c.therapist.token, '/therapy-rooms', { name: 'Room 9', kind: 1 })).statusCode).toBe(403);
    expect((await post(c.admin.token, `/therapy-rooms/${otherRoom}`, { is_active: false }, 'PATCH')).statusCode).toBe(
      404,
    );
    expect((await get(c.lab.token, '/therapy-rooms')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/clinic/therapy-rooms' })).statusCode).toBe(401);

    const list = json(await get(c.reception.token, '/therapy-rooms')).data;
    expect(list.hours).toEqual({ opens: '07:00', closes: '19:00' });
    expect(list.rooms.map((r: { name: string }) => r.name)).toEqual(['Abhyanga Room', 'Shirodhara Room', 'Yoga Hall']);
    expect(list.rooms.some((r: { room_id: number }) => r.room_id === otherRoom)).toBe(false);
    expect(list.rooms.map((r: { name_guj: string | null }) => r.name_guj)).toEqual([null, null, 'યોગ હૉલ']);

    // A Gujarati name: set, kept by an update that leaves it out, cleared by an empty one, at most 60 letters.
    const patch = (body: object) => post(c.admin.token, `/therapy-rooms/${roomB}`, body, 'PATCH');
    expect(json(await patch({ name_guj: '  શિરોધારા   રૂમ ' })).data).toMatchObject({
      name: 'Shirodhara Room',
      name_guj: 'શિરોધારા રૂમ',
    });
    expect(json(await patch({ is_active: true })).data.name_guj).toBe('શિરોધારા રૂમ');
    expect(json(await patch({ name_guj: '' })).data.name_guj).toBeNull();
    const tooLong = await patch({ name_guj: 'ક'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).errors).toEqual({ name_guj: 'FIELD_TOO_LONG' });
    expect((await post(c.reception.token, `/therapy-rooms/${roomB}`, { name_guj: 'રૂમ' }, 'PATCH')).statusCode).toBe(
      403,
    );
    expect(json(await patch({ name_guj: 'શિરોધારા રૂમ' })).data.name_guj).toBe('શિરોધારા રૂમ');

    const wrong = await post(c.admin.token, '/therapy-hours', { opens: '18:00', closes: '08:00' }, 'PUT');
    expect(json(wrong).errors).toEqual({ closes: 'THERAPY.HOURS_INVALID' });
    expect(
      (await post(c.reception.token, '/therapy-hours', { opens: '08:00', closes: '18:00' }, 'PUT')).statusCode,
    ).toBe(403);
    const set = await post(c.admin.token, '/therapy-hours', { opens: '07:30', closes: '19:00' }, 'PUT');
    expect(json(set).data).toEqual({ opens: '07:30', closes: '19:00' });
    const board = json(await get(c.reception.token, `/therapy-sessions?date=${MONDAY}`)).data;
    expect(board.slots[0]).toBe('07:30');
    expect(board.rooms.map((r: { name: string; name_guj: string | null }) => [r.name, r.name_guj])).toEqual([
      ['Abhyanga Room', null],
      ['Shirodhara Room', 'શિરોધારા રૂમ'],
      ['Yoga Hall', 'યોગ હૉલ'],
    ]);
    expect(board.slots.at(-1)).toBe('18:30');
    expect(board.therapists.map((t: { staff_id: number }) => t.staff_id).sort()).toEqual(
      [c.therapist.staffId, therapist2].sort(),
    );
  });

  it('lets a doctor prescribe a course from the patient’s visit, and nobody else', async () => {
    const visit = await post(c.reception.token, '/visits', {
      patient_id: patient,
      consultation_doctor_id: c.doctor.staffId,
      case_paper_fee: 10_000,
      payment_mode: [{ payment_mode: 1, amount: 10_000 }],
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const visitId = json(visit).data.visit_id;
    const body = {
      patient_id: patient,
      visit_id: visitId,
      kind: 1,
      master_id: m.abhyanga,
      days: 3,
      sessions_per_day: 2,
      start_date: MONDAY,
      notes: 'Mahanarayan taila',
    };
    for (const who of [c.reception, c.therapist, c.lab, c.admin]) {
      expect((await post(who.token, '/therapy-plans', body)).statusCode).toBe(403);
    }
    expect((await post(other.doctor.token, '/therapy-plans', body)).statusCode).toBe(404);
    expect(
      (await post(c.doctor.token, '/therapy-plans', { ...body, patient_id: otherPatient, visit_id: undefined }))
        .statusCode,
    ).toBe(404);
    expect(json(await post(c.doctor.token, '/therapy-plans', { ...body, patient_id: patient2 })).errors).toEqual({
      visit_id: 'THERAPY.VISIT_OF_ANOTHER',
    });
    const bad = await post(c.doctor.token, '/therapy-plans', {
      ...body,
      days: 0,
      sessions_per_day: 9,
      start_date: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({
      days: 'THERAPY.DAYS_INVALID',
      sessions_per_day: 'THERAPY.PER_DAY_INVALID',
      start_date: 'DATE_INVALID',
    });
    expect(json(await post(c.doctor.token, '/therapy-plans', { ...body, master_id: m.retired })).errors).toEqual({
      master_id: 'THERAPY.MASTER_INVALID',
    });
    expect(json(await post(c.doctor.token, '/therapy-plans', { ...body, start_date: '2026-10-31' })).errors).toEqual({
      start_date: 'THERAPY.DATE_IN_PAST',
    });
    expect(
      json(await post(c.doctor.token, '/therapy-plans', { ...body, days: 31, sessions_per_day: 3 })).errors,
    ).toEqual({ days: 'THERAPY.TOO_MANY_SESSIONS' });
    expect(await ctx.db.selectFrom('clinic_therapy_plans').select('plan_id').execute()).toEqual([]);

    // A double click (the same Idempotency-Key) prescribes one course.
    const headers = { ...bearer(c.doctor.token), 'idempotency-key': 'abhyanga-course-0001' };
    const [one, two] = await Promise.all(
      [1, 2].map(() => ctx.app.inject({ method: 'POST', url: '/api/clinic/therapy-plans', payload: body, headers })),
    );
    expect([one!.statusCode, two!.statusCode]).toEqual([201, 201]);
    expect(json(one!).data.plan_id).toBe(json(two!).data.plan_id);
    const course = json(one!).data;
    expect(course).toMatchObject({
      name: 'Abhyanga',
      name_guj: 'અભ્યંગ',
      duration_minutes: 45,
      price_paise: 120_000,
      visit_id: visitId,
      doctor_id: c.doctor.staffId,
      status: 1,
      counts: { to_schedule: 6 },
    });
    expect(
      course.sessions.map(
        (s: { day_no: number; seq_no: number; planned_date: string; slot_count: number; status: number }) => [
          s.day_no,
          s.seq_no,
          s.planned_date,
          s.slot_count,
          s.status,
        ],
      ),
    ).toEqual([
      [1, 1, MONDAY, 2, 0],
      [1, 2, MONDAY, 2, 0],
      [2, 1, '2026-11-03', 2, 0],
      [2, 2, '2026-11-03', 2, 0],
      [3, 1, '2026-11-04', 2, 0],
      [3, 2, '2026-11-04', 2, 0],
    ]);
    const list = json(await get(c.therapist.token, `/therapy-plans?patient_id=${patient}`)).data.rows;
    expect(list).toHaveLength(1);
    expect((await get(other.reception.token, `/therapy-plans?patient_id=${patient}`)).statusCode).toBe(404);
    expect((await get(other.reception.token, `/therapy-plans/${course.plan_id}`)).statusCode).toBe(404);
    expect((await get(c.lab.token, `/therapy-plans/${course.plan_id}`)).statusCode).toBe(403);

    // Reception schedules the course from the proposal: 09:00 each day, the second session after the first.
    expect((await get(c.doctor.token, `/therapy-plans/${course.plan_id}/proposal?time=09:00`)).statusCode).toBe(403);
    expect((await get(other.reception.token, `/therapy-plans/${course.plan_id}/proposal`)).statusCode).toBe(404);
    const proposal = json(await get(c.reception.token, `/therapy-plans/${course.plan_id}/proposal?time=09:00`)).data
      .items;
    expect(proposal.map((i: { place: { date: string; time: string } }) => [i.place.date, i.place.time])).toEqual([
      [MONDAY, '09:00'],
      [MONDAY, '10:00'],
      ['2026-11-03', '09:00'],
      ['2026-11-03', '10:00'],
      ['2026-11-04', '09:00'],
      ['2026-11-04', '10:00'],
    ]);
    const items = proposal.map((i: { session_id: number; place: object }) => ({
      session_id: i.session_id,
      ...i.place,
    }));
    expect((await scheduleItems(ctx, c.doctor.token, course.plan_id, items)).statusCode).toBe(403);
    const scheduled = await scheduleItems(ctx, c.reception.token, course.plan_id, items);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(json(scheduled).data.counts).toMatchObject({ to_schedule: 0, scheduled: 6 });
    const again = await scheduleItems(ctx, c.reception.token, course.plan_id, items.slice(0, 1));
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ 'items.0.session_id': 'THERAPY.NOT_TO_SCHEDULE' });
  });

  it('places a session by its slots: within the hours, never over another’s room, therapist or patient', async () => {
    const long = await prescribe(ctx, c.doctor.token, {
      patient_id: patient2,
      master_id: m.shirodhara,
      start_date: MONDAY,
      days: 2,
    });
    const short = await prescribe(ctx, c.doctor.token, {
      patient_id: patient3,
      master_id: m.nasya,
      start_date: MONDAY,
      days: 2,
    });
    const yoga = await prescribe(ctx, c.doctor.token, {
      patient_id: patient2,
      kind: 2,
      master_id: m.yoga,
      start_date: MONDAY,
    });
    const [l1, l2] = long.sessions.map((s) => s.session_id);
    const [s1, s2] = short.sessions.map((s) => s.session_id);
    const at = (planId: number, sessionId: number, over: Record<string, unknown>) =>
      scheduleItems(ctx, c.reception.token, planId, [{ session_id: sessionId, ...place(over) }]);
    const errorOf = async (res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res;
      return [r.statusCode, json(r).errors];
    };

    // Shirodhara, 60 minutes at 12:00 in room B: 12:00 and 12:30.
    expect((await at(long.plan_id, l1!, { time: '12:00', room_id: roomB, therapist_id: therapist2 })).statusCode).toBe(
      200,
    );
    // A 30-minute session at 12:30 in room B overlaps its second half.
    expect(await errorOf(at(short.plan_id, s1!, { time: '12:30', room_id: roomB }))).toEqual([
      409,
      { 'items.0.room_id': 'THERAPY.ROOM_TAKEN' },
    ]);
    // With the same therapist in room A.
    expect(await errorOf(at(short.plan_id, s1!, { time: '12:30', room_id: roomA, therapist_id: therapist2 }))).toEqual([
      409,
      { 'items.0.therapist_id': 'THERAPY.THERAPIST_TAKEN' },
    ]);
    // The same patient (in Shirodhara then), in the hall with another therapist.
    expect(await errorOf(at(yoga.plan_id, yoga.sessions[0]!.session_id, { time: '12:30', room_id: hall }))).toEqual([
      409,
      { 'items.0.time': 'THERAPY.PATIENT_BUSY' },
    ]);
    // Nothing was written by the refusals: 13:00 is free for all three.
    expect((await at(short.plan_id, s1!, { time: '13:00', room_id: roomB, therapist_id: therapist2 })).statusCode).toBe(
      200,
    );

    // Ending after closing (19:00), starting before opening (07:30), a half hour that is not one, a past time today.
    expect(await errorOf(at(long.plan_id, l2!, { date: '2026-11-03', time: '18:30' }))).toEqual([
      400,
      { 'items.0.time': 'THERAPY.OUTSIDE_HOURS' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { date: '2026-11-03', time: '07:00' }))).toEqual([
      400,
      { 'items.0.time': 'THERAPY.OUTSIDE_HOURS' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { date: '2026-11-03', time: '10:15' }))).toEqual([
      400,
      { 'items.0.time': 'THERAPY.TIME_INVALID' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { date: SUNDAY, time: '11:30' }))).toEqual([
      400,
      { 'items.0.time': 'THERAPY.TIME_PAST' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { date: '2026-10-31' }))).toEqual([
      400,
      { 'items.0.date': 'THERAPY.DATE_IN_PAST' },
    ]);
    // The wrong kind of room, a receptionist as therapist, another clinic's room or therapist.
    expect(await errorOf(at(long.plan_id, l2!, { room_id: hall }))).toEqual([
      400,
      { 'items.0.room_id': 'THERAPY.ROOM_KIND_MISMATCH' },
    ]);
    expect(await errorOf(at(yoga.plan_id, yoga.sessions[0]!.session_id, { time: '16:00', room_id: roomA }))).toEqual([
      400,
      { 'items.0.room_id': 'THERAPY.ROOM_KIND_MISMATCH' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { therapist_id: c.reception.staffId }))).toEqual([
      400,
      { 'items.0.therapist_id': 'THERAPY.NOT_A_THERAPIST' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { room_id: otherRoom }))).toEqual([
      404,
      { 'items.0.room_id': 'THERAPY.ROOM_NOT_FOUND' },
    ]);
    expect(await errorOf(at(long.plan_id, l2!, { therapist_id: other.therapist.staffId }))).toEqual([
      404,
      { 'items.0.therapist_id': 'THERAPY.THERAPIST_NOT_FOUND' },
    ]);
    expect(
      (await scheduleItems(ctx, other.reception.token, long.plan_id, [{ session_id: l2, ...place() }])).statusCode,
    ).toBe(404);
    // A batch is all or none: its second item clashes with the first, so neither is written.
    const batch = await scheduleItems(ctx, c.reception.token, long.plan_id, [
      { session_id: l2, ...place({ date: '2026-11-03', time: '15:00' }) },
    ]);
    expect(batch.statusCode).toBe(200);
    const clash = await scheduleItems(ctx, c.reception.token, short.plan_id, [
      { session_id: s2, ...place({ date: '2026-11-03', time: '16:00', room_id: roomB, therapist_id: therapist2 }) },
      { session_id: s1, ...place({ date: '2026-11-03', time: '16:00' }) },
    ]);
    expect(clash.statusCode).toBe(409);
    expect(json(await get(c.reception.token, `/therapy-plans/${short.plan_id}`)).data.sessions[1].status).toBe(0);
    // The yoga session in the hall, 15 minutes: one slot.
    const y = await at(yoga.plan_id, yoga.sessions[0]!.session_id, {
      time: '16:30',
      room_id: hall,
      therapist_id: therapist2,
    });
    expect(json(y).data.sessions[0]).toMatchObject({
      start_time: '16:30',
      end_time: '17:00',
      slot_count: 1,
      room_name: 'Yoga Hall',
      room_name_guj: 'યોગ હૉલ',
    });

    // The board of Monday: by start time, with patient, therapy, room and therapist; the therapist's own day.
    const board = json(await get(c.reception.token, `/therapy-sessions?date=${MONDAY}`)).data;
    expect(
      board.sessions.map((s: { start_time: string; name: string; room_name: string; room_name_guj: string | null }) => [
        s.start_time,
        s.name,
        s.room_name,
        s.room_name_guj,
      ]),
    ).toEqual([
      ['09:00', 'Abhyanga', 'Abhyanga Room', null],
      ['10:00', 'Abhyanga', 'Abhyanga Room', null],
      ['12:00', 'Shirodhara', 'Shirodhara Room', 'શિરોધારા રૂમ'],
      ['13:00', 'Nasya', 'Shirodhara Room', 'શિરોધારા રૂમ'],
      ['16:30', 'Surya Namaskar', 'Yoga Hall', 'યોગ હૉલ'],
    ]);
    expect(board.sessions[2]).toMatchObject({
      patient_name: 'Kiran Shah',
      therapist_name: 'Bhavna Parmar',
      end_time: '13:00',
    });
    // One therapist's day (the proposal gave the course to the first therapist by name, Bhavna).
    const theirs = json(
      await get(c.therapist.token, `/therapy-sessions?date=${MONDAY}&therapist_id=${therapist2}`),
    ).data;
    expect(theirs.sessions.at(-1)).toMatchObject({ room_name: 'Yoga Hall', room_name_guj: 'યોગ હૉલ' });
    expect(theirs.sessions.map((s: { start_time: string }) => s.start_time)).toEqual([
      '09:00',
      '10:00',
      '12:00',
      '13:00',
      '16:30',
    ]);
    expect(theirs.to_schedule).toEqual([]);
    const mine = json(
      await get(c.therapist.token, `/therapy-sessions?date=${MONDAY}&therapist_id=${c.therapist.staffId}`),
    ).data;
    expect(mine.sessions).toEqual([]);
    expect((await get(other.reception.token, `/therapy-sessions?date=${MONDAY}`)).statusCode).toBe(200);
    expect(json(await get(other.reception.token, `/therapy-sessions?date=${MONDAY}`)).data.sessions).toEqual([]);
    expect((await get(other.reception.token, `/therapy-sessions?therapist_id=${c.therapist.staffId}`)).statusCode).toBe(
      404,
    );
    expect((await get(c.lab.token, `/therapy-sessions?date=${MONDAY}`)).statusCode).toBe(403);
  });

  it('lets a therapist mark their own session of today once, and reception reschedule keeping the history', async () => {
    const course = await prescribe(ctx, c.doctor.token, {
      patient_id: patient,
      master_id: m.nasya,
      start_date: SUNDAY,
      days: 2,
    });
    const [today, tomorrow] = course.sessions.map((s) => s.session_id);
    const yoga = await prescribe(ctx, c.doctor.token, {
      patient_id: patient,
      kind: 2,
      master_id: m.yoga,
      start_date: SUNDAY,
    });
    expect(
      (
        await scheduleItems(ctx, c.reception.token, course.plan_id, [
          { session_id: today, ...place({ date: SUNDAY, time: '14:00' }) },
          { session_id: tomorrow, ...place({ time: '17:00' }) },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await scheduleItems(ctx, c.reception.token, yoga.plan_id, [
          { session_id: yoga.sessions[0]!.session_id, ...place({ date: SUNDAY, time: '15:00', room_id: hall }) },
        ])
      ).statusCode,
    ).toBe(200);
    const mark = (token: string, id: number, status: number) => post(token, `/therapy-sessions/${id}/mark`, { status });

    expect(json(await mark(c.doctor.token, today!, 2)).message_key).toBe('THERAPY.ROLE_THERAPIST_ONLY');
    const colleague = await staffMember(ctx.app, c.clinicId, DEPARTMENT.PANCHAKARMA);
    expect(json(await mark(colleague.token, today!, 2)).message_key).toBe('THERAPY.NOT_YOUR_SESSION');
    expect((await mark(c.lab.token, today!, 2)).statusCode).toBe(403);
    expect((await mark(other.therapist.token, today!, 2)).statusCode).toBe(404);
    expect((await mark(other.reception.token, today!, 2)).statusCode).toBe(404);
    expect(json(await mark(c.therapist.token, today!, 5)).errors).toEqual({ status: 'THERAPY.MARK_INVALID' });
    expect(json(await mark(c.therapist.token, tomorrow!, 2)).message_key).toBe('THERAPY.NOT_YET');
    const taken = await mark(c.therapist.token, today!, 2);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json(taken).data).toMatchObject({ status: 2, marked_at: clock.now().toISOString() });
    // A taken session cannot be missed, nor taken again.
    expect(json(await mark(c.therapist.token, today!, 3)).message_key).toBe('THERAPY.NOT_OPEN');
    expect(json(await mark(c.reception.token, yoga.sessions[0]!.session_id, 3)).data.status).toBe(3);

    // Reschedule tomorrow's to 11:30 in room B with the other therapist: the old row kept, its slots free again.
    const id = tomorrow!;
    expect((await post(c.doctor.token, `/therapy-sessions/${id}/reschedule`, place())).statusCode).toBe(403);
    expect((await post(other.reception.token, `/therapy-sessions/${id}/reschedule`, place())).statusCode).toBe(404);
    expect(
      (await post(c.reception.token, `/therapy-sessions/${today}/reschedule`, place({ time: '11:00' }))).statusCode,
    ).toBe(409);
    const moved = await post(c.reception.token, `/therapy-sessions/${id}/reschedule`, {
      ...place({ time: '11:30', room_id: roomB, therapist_id: therapist2 }),
      reason: 'Patient asked for the morning',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data).toMatchObject({
      status: 1,
      moved_from: id,
      start_time: '11:30',
      room_id: roomB,
      therapist_id: therapist2,
    });
    const history = json(await get(c.reception.token, `/therapy-plans/${course.plan_id}`)).data.sessions;
    expect(
      history.map((s: { status: number; start_time: string; day_no: number }) => [s.day_no, s.status, s.start_time]),
    ).toEqual([
      [1, 2, '14:00'],
      [2, 4, '17:00'],
      [2, 1, '11:30'],
    ]);
    expect(history[1]).toMatchObject({
      moved_to: json(moved).data.session_id,
      reason: 'Patient asked for the morning',
    });
    // 17:00 in room A is free again; the missed yoga session may be made up, once.
    const freed = await prescribe(ctx, c.doctor.token, {
      patient_id: patient2,
      master_id: m.nasya,
      start_date: MONDAY,
    });
    expect(
      (
        await scheduleItems(ctx, c.reception.token, freed.plan_id, [
          { session_id: freed.sessions[0]!.session_id, ...place({ time: '17:00' }) },
        ])
      ).statusCode,
    ).toBe(200);
    const makeUp = await post(
      c.reception.token,
      `/therapy-sessions/${yoga.sessions[0]!.session_id}/reschedule`,
      place({ time: '18:00', room_id: hall }),
    );
    expect(makeUp.statusCode, makeUp.body).toBe(200);
    expect(
      (
        await post(
          c.reception.token,
          `/therapy-sessions/${yoga.sessions[0]!.session_id}/reschedule`,
          place({ time: '18:30', room_id: hall }),
        )
      ).statusCode,
    ).toBe(409);

    // Taken therapy sessions are charged to the stay at the course's price; yoga is not charged.
    const lines = await chargesOf(ctx.db, { clinicId: c.clinicId, patientId: patient, from: SUNDAY, to: MONDAY });
    expect(lines).toEqual([
      {
        kind: 'therapy',
        description: 'Nasya',
        description_guj: 'નસ્ય',
        date: SUNDAY,
        quantity: 1,
        unit_paise: 70_000,
        amount_paise: 70_000,
        source_id: today,
      },
    ]);
    expect(await chargesOf(ctx.db, { clinicId: other.clinicId, patientId: patient, from: SUNDAY, to: MONDAY })).toEqual(
      [],
    );
  });

  it('lets a doctor stop a course: what is not taken is cancelled and its slots freed', async () => {
    const course = await prescribe(ctx, c.doctor.token, {
      patient_id: patient2,
      master_id: m.nasya,
      start_date: MONDAY,
      days: 3,
    });
    const [a, b] = course.sessions.map((s) => s.session_id);
    expect(
      (
        await scheduleItems(ctx, c.reception.token, course.plan_id, [
          { session_id: a, ...place({ time: '08:00' }) },
          { session_id: b, ...place({ date: '2026-11-03', time: '08:00' }) },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await post(c.reception.token, `/therapy-plans/${course.plan_id}/stop`)).statusCode).toBe(403);
    expect((await post(other.doctor.token, `/therapy-plans/${course.plan_id}/stop`)).statusCode).toBe(404);
    const stopped = await post(c.doctor.token, `/therapy-plans/${course.plan_id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(json(stopped).data).toMatchObject({ status: 2, counts: { cancelled: 3, scheduled: 0, to_schedule: 0 } });
    expect((await post(c.admin.token, `/therapy-plans/${course.plan_id}/stop`)).statusCode).toBe(409);
    expect((await get(c.reception.token, `/therapy-plans/${course.plan_id}/proposal`)).statusCode).toBe(200);
    const next = await prescribe(ctx, c.doctor.token, { patient_id: patient, master_id: m.nasya, start_date: MONDAY });
    expect(
      (
        await scheduleItems(ctx, c.reception.token, next.plan_id, [
          { session_id: next.sessions[0]!.session_id, ...place({ time: '08:00' }) },
        ])
      ).statusCode,
    ).toBe(200);
    // Hours that would strand a scheduled session are refused.
    const hours = await post(c.admin.token, '/therapy-hours', { opens: '09:00', closes: '19:00' }, 'PUT');
    expect(hours.statusCode).toBe(409);
  });
});
