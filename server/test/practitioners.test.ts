import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 65: practitioner accounts, timings, slots and bookings. The clock starts on Sunday 2026-11-01 at 12:00
 * India time; the practitioner consults Monday to Saturday 09:00–11:00 and 17:00–18:00.
 */
describe('practitioners: accounts, slots and bookings', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let admin: { token: string; userId: number };
  let doctor: { token: string; id: number; phone: string };
  let patient: Awaited<ReturnType<typeof registeredUser>>;
  const MONDAY = '2026-11-02';
  const TUESDAY = '2026-11-03';
  const WEDNESDAY = '2026-11-04';
  const week = [1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, opens: '09:00', closes: '11:00' },
    { day, opens: '17:00', closes: '18:00' },
  ]);

  const registerPractitioner = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/practitioner/register', payload: body });
  const slots = async (id: number, date: string) => {
    const res = await ctx.app.inject({ url: `/api/practitioners/${id}/slots?date=${date}` });
    return { res, data: json(res).data as { date: string; slots: { time: string; available: boolean }[] } };
  };
  const free = async (date: string) =>
    (await slots(doctor.id, date)).data.slots.filter((s) => s.available).map((s) => s.time);
  const booking = (over: Record<string, unknown> = {}) => ({
    practitioner_id: doctor.id,
    date: MONDAY,
    time: '09:30',
    booked_by: 1,
    patient_name: 'Kiran Desai',
    patient_phone: '9825012345',
    sex: 2,
    appointment_type: 1,
    pay: 'clinic',
    ...over,
  });
  const book = (token: string | null, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const liveRows = (date: string, time: string) =>
    ctx.db
      .selectFrom('user_book_appointments')
      .select('appointment_id')
      .where('practitioner_id', '=', doctor.id)
      .where('appointment_date', '=', date)
      .where('time_slot', '=', time)
      .where('live', '=', 1)
      .execute();

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await adminSession(ctx);
    const phone = uniquePhone();
    const res = await registerPractitioner({
      name: 'Dr. Meera Joshi',
      phone,
      email: '',
      password: GOOD_PASSWORD,
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = json(res).data;
    doctor = { token: data.token, id: data.practitioner_id, phone };
    patient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });
  });
  afterAll(() => ctx.close());

  it('registers a practitioner account whose session knows its practitioner row, and logs it in', async () => {
    const me = json(await ctx.app.inject({ url: '/api/auth/me', headers: bearer(doctor.token) })).data;
    expect(me.user_type).toBe('practitioner');
    expect(me.practitioner_id_view_id).toBe(doctor.id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/login',
      payload: { phone: doctor.phone, password: GOOD_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(json(login).data.practitioner_id).toBe(doctor.id);

    // A patient's account is refused by the practitioner login exactly like a wrong password.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/login',
      payload: { phone: patient.phone, password: patient.password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).message_key ?? json(wrong).messageKey ?? wrong.body).toMatch(/INVALID_CREDENTIALS/);

    const again = await registerPractitioner({
      name: 'Dr. Copy',
      phone: doctor.phone,
      password: GOOD_PASSWORD,
      agree: true,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ phone: 'MOBILE_EXISTS' });
    const bad = await registerPractitioner({ name: '', phone: '12', password: 'short', agree: false });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['agree', 'name', 'password', 'phone']);
  });

  it('lets only the practitioner keep timings and leave, and checks them', async () => {
    const put = (token: string, body: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/practitioner/timings', headers: bearer(token), payload: body });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/practitioner/timings' })).statusCode).toBe(401);
    expect((await put(patient.token, { week, leave: [] })).statusCode).toBe(403);

    const cases: [object, Record<string, string>][] = [
      [{ week: [{ day: 1, opens: '09:15', closes: '10:00' }], leave: [] }, { 'week.0.opens': 'SLOT_TIME_INVALID' }],
      [
        { week: [{ day: 1, opens: '10:00', closes: '09:00' }], leave: [] },
        { 'week.0.closes': 'TIMING_ENDS_BEFORE_START' },
      ],
      [{ week: [{ day: 1, opens: '22:30', closes: '23:30' }], leave: [] }, { 'week.0.closes': 'SLOT_TIME_INVALID' }],
      [
        {
          week: [
            { day: 1, opens: '09:00', closes: '11:00' },
            { day: 1, opens: '10:30', closes: '12:00' },
          ],
          leave: [],
        },
        { 'week.1.opens': 'TIMING_OVERLAP' },
      ],
      [{ week, leave: ['2026-02-30'] }, { 'leave.0': 'LEAVE_DATE_INVALID' }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(doctor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(
      json(await ctx.app.inject({ url: '/api/practitioner/timings', headers: bearer(doctor.token) })).data,
    ).toEqual({
      week: [],
      leave: [],
    });

    const saved = await put(doctor.token, { week, leave: [TUESDAY, TUESDAY] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.leave).toEqual([TUESDAY]);
    expect(json(saved).data.week).toHaveLength(12);
  });

  it('shows and books nothing of a practitioner until an admin verifies them; the verification is audited', async () => {
    expect((await slots(doctor.id, MONDAY)).res.statusCode).toBe(404);
    const early = await book(patient.token, booking());
    expect(early.statusCode).toBe(404);

    const verify = (token: string, body: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/practitioners/${doctor.id}/verification`,
        headers: bearer(token),
        payload: body,
      });
    expect((await verify(doctor.token, { is_approve: 1 })).statusCode).toBe(403);
    expect((await verify(patient.token, { is_approve: 1 })).statusCode).toBe(403);
    const noReason = await verify(admin.token, { is_approve: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).errors).toEqual({ reason: 'REASON_REQUIRED' });
    expect((await verify(admin.token, { is_approve: 1 })).statusCode).toBe(200);
    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'practitioner')
      .where('entity_id', '=', String(doctor.id))
      .execute();
    expect(trail).toEqual([{ action: 'practitioner.verify', actor_user_id: admin.userId }]);
    expect((await slots(doctor.id, MONDAY)).res.statusCode).toBe(200);
  });

  it('answers a day of 30-minute slots: the timings minus leave, bookings and the past', async () => {
    expect(await free(MONDAY)).toEqual(['09:00', '09:30', '10:00', '10:30', '17:00', '17:30']);
    expect((await slots(doctor.id, '2026-11-01')).data.slots).toEqual([]); // Sunday: no timings
    expect(await free(TUESDAY)).toEqual([]); // on leave
    expect((await slots(doctor.id, TUESDAY)).data.slots).toHaveLength(6);
    expect(await free('2026-10-31')).toEqual([]); // the past
    const bad = await ctx.app.inject({ url: `/api/practitioners/${doctor.id}/slots?date=2026-13-01` });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ date: 'DATE_INVALID' });
  });

  it('books a free slot for a logged-in patient and refuses what cannot be booked, naming the field', async () => {
    expect((await book(null, booking())).statusCode).toBe(401);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ time: '12:00' }, { time: 'SLOT_OUTSIDE_TIMINGS' }],
      [{ time: '09:15' }, { time: 'SLOT_TIME_INVALID' }],
      [{ date: TUESDAY }, { date: 'PRACTITIONER_ON_LEAVE' }],
      [{ date: '2026-10-30' }, { date: 'DATE_IN_PAST' }],
      [{ date: '2027-03-01' }, { date: 'DATE_TOO_FAR' }],
      [{ pay: 'card' }, { pay: 'PAY_MODE_INVALID' }],
      // Paying online needs a fee and Razorpay (practitioner-payments.test.ts); this practitioner has no fee.
      [{ pay: 'online' }, { pay: 'PAY_ONLINE_UNAVAILABLE' }],
      [{ patient_phone: '123' }, { patient_phone: 'MOBILE_INVALID' }],
      [{ booked_by: 3 }, { booked_by: 'FIELD_INVALID' }],
    ];
    for (const [over, errors] of cases) {
      const res = await book(patient.token, booking(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await liveRows(MONDAY, '12:00')).toEqual([]);

    const res = await book(patient.token, booking());
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toEqual({ appointment_id: expect.any(Number), booking_status: 2 });
    expect(await free(MONDAY)).toEqual(['09:00', '10:00', '10:30', '17:00', '17:30']);
    const taken = await book(patient.token, booking());
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual({ time: 'SLOT_TAKEN' });
  });

  it('gives one slot to exactly one of 20 patients booking it at the same moment', async () => {
    const patients = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        registeredUser(ctx.app, { owner_name: `Racer ${String.fromCharCode(65 + i)}` }),
      ),
    );
    const answers = await Promise.all(patients.map((p) => book(p.token, booking({ date: WEDNESDAY, time: '17:00' }))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(json(a).errors).toEqual({ time: 'SLOT_TAKEN' });
    expect(await liveRows(WEDNESDAY, '17:00')).toHaveLength(1);
  });

  it('lets the patient see, move and cancel only their own appointments, until the cut-off', async () => {
    const other = await registeredUser(ctx.app, { owner_name: 'Other Patient' });
    const made = json(await book(patient.token, booking({ date: WEDNESDAY, time: '09:00' }))).data.appointment_id;
    const list = json(await ctx.app.inject({ url: '/api/appointments', headers: bearer(patient.token) })).data;
    expect(list.rows.map((r: { appointment_id: number }) => r.appointment_id)).toContain(made);
    expect(json(await ctx.app.inject({ url: '/api/appointments', headers: bearer(other.token) })).data.count).toBe(0);

    const move = (token: string, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/appointments/${made}/slot`, headers: bearer(token), payload: body });
    expect((await move(other.token, { date: WEDNESDAY, time: '10:00' })).statusCode).toBe(404);
    const onTaken = await move(patient.token, { date: WEDNESDAY, time: '17:00' });
    expect(onTaken.statusCode).toBe(409);
    expect(json(onTaken).errors).toEqual({ time: 'SLOT_TAKEN' });
    const moved = await move(patient.token, { date: WEDNESDAY, time: '10:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data).toMatchObject({ time: '10:00', can_change: true });
    expect(await free(WEDNESDAY)).toContain('09:00'); // the old slot is free again
    expect(await free(WEDNESDAY)).not.toContain('10:00');

    const cancel = (token: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/appointments/${made}/cancel`, headers: bearer(token) });
    expect((await cancel(other.token)).statusCode).toBe(404);
    const cancelled = await cancel(patient.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled).data).toMatchObject({ status: 5, can_change: false });
    expect(await free(WEDNESDAY)).toContain('10:00');
    expect((await cancel(patient.token)).statusCode).toBe(400);

    // Within two hours of the visit the patient can no longer change it online.
    const late = json(await book(patient.token, booking({ date: MONDAY, time: '10:30' }))).data.appointment_id;
    clock.advance(new Date('2026-11-02T03:31:00Z').getTime() - clock.now().getTime()); // Monday 09:01 India time
    const locked = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${late}/cancel`,
      headers: bearer(patient.token),
    });
    expect(locked.statusCode).toBe(400);
    expect(json(locked).errors).toEqual({ appointment: 'APPOINTMENT_LOCKED' });
    expect(await free(MONDAY)).toEqual(['10:00', '17:00', '17:30']); // 09:00 has begun; 09:30 and 10:30 are booked
  });

  it("moves a visit forward only, for the practitioner's own appointments only", async () => {
    const day = json(
      await ctx.app.inject({ url: `/api/practitioner/appointments?date=${MONDAY}`, headers: bearer(doctor.token) }),
    ).data;
    expect(day.rows.map((r: { time: string }) => r.time)).toEqual(['09:30', '10:30']);
    const id = day.rows[0].appointment_id as number;
    const set = (token: string, status: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/practitioner/appointments/${id}/status`,
        headers: bearer(token),
        payload: { status },
      });
    const stranger = json(
      await registerPractitioner({ name: 'Dr. Other', phone: uniquePhone(), password: GOOD_PASSWORD, agree: true }),
    ).data.token as string;
    expect((await set(stranger, 2)).statusCode).toBe(404);
    expect((await set(patient.token, 2)).statusCode).toBe(403);
    expect((await set(doctor.token, 4)).statusCode).toBe(400);
    for (const status of [2, 3, 4]) {
      const res = await set(doctor.token, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.status).toBe(status);
    }
    const back = await set(doctor.token, 2);
    expect(back.statusCode).toBe(400);
    expect(json(back).errors).toEqual({ status: 'STATUS_NOT_ALLOWED' });
  });
});
