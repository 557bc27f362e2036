import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 20 point 4, decision 93, on both databases: reception books a doctor's 30-minute slot; the database
 * refuses a second booking of a slot — 20 at once, and a desk booking racing the marketplace's online booking of
 * the same doctor's profile; the calendar shows the desk's and the profile's bookings by doctor; another clinic
 * gets 404 for everything of this one and sees a shared doctor's slot only as busy; the lab cannot read it and a
 * doctor cannot book; a cancel frees the slot on both sides; an arrival registered against a booking is recorded.
 * The clock stands on Sunday 1 November 2026, 12:00 India time.
 */
describe('the clinic appointments calendar over HTTP', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const SUNDAY = '2026-11-01';
  const MONDAY = '2026-11-02';
  const TUESDAY = '2026-11-03';
  let reception: TestStaff;
  let doctor: TestStaff;
  let visiting: TestStaff;
  let lab: TestStaff;
  let clinicAdmin: TestStaff;
  let otherReception: TestStaff;
  let otherVisiting: TestStaff;
  let practitionerId: number;
  let patientId: number;
  let otherPatientId: number;
  let onlinePatient: Awaited<ReturnType<typeof registeredUser>>;

  const calendarOf = (token: string, query = `from=${MONDAY}&days=7`) =>
    ctx.app.inject({ url: `/api/clinic/appointments?${query}`, headers: bearer(token) });
  const book = (token: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/clinic/appointments', headers: bearer(token), payload: body });
  const caller = (over: Record<string, unknown> = {}) => ({
    doctor_id: doctor.staffId,
    date: MONDAY,
    time: '10:00',
    patient_name: 'Harsha Vyas',
    patient_phone: '9825011111',
    appointment_type: 1,
    booking_mode: 1,
    booked_by: 1,
    booking_status: 2,
    ...over,
  });
  const bookOnline = (time: string, date = MONDAY) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(onlinePatient.token),
      payload: {
        practitioner_id: practitionerId,
        date,
        time,
        booked_by: 1,
        patient_name: 'Kiran Desai',
        patient_phone: '9825012345',
        sex: 2,
        appointment_type: 1,
        pay: 'clinic',
      },
    });
  const freeOnline = async (date: string) => {
    const res = await ctx.app.inject({ url: `/api/practitioners/${practitionerId}/slots?date=${date}` });
    expect(res.statusCode, res.body).toBe(200);
    return (json(res).data.slots as { time: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.time);
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const admin = await adminSession(ctx);
    // A marketplace practitioner who consults Monday to Saturday 09:00–12:00, verified by the admin.
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Meera Joshi', phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    practitionerId = json(reg).data.practitioner_id;
    const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '12:00' }));
    const timings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/practitioner/timings',
      headers: bearer(json(reg).data.token),
      payload: { week, leave: [] },
    });
    expect(timings.statusCode, timings.body).toBe(200);
    const verified = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${practitionerId}/verification`,
      headers: bearer(admin.token),
      payload: { is_approve: 1 },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    onlinePatient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });

    const { clinicId } = await createClinic(ctx.db, 'Shree Ayurvedam');
    const other = await createClinic(ctx.db, 'Other Clinic');
    reception = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    doctor = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR);
    // The practitioner consults in both clinics: each links the same profile to its own doctor account.
    visiting = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR, { practitionerId });
    lab = await staffMember(ctx.app, clinicId, DEPARTMENT.LAB);
    clinicAdmin = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true });
    otherReception = await staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION);
    otherVisiting = await staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR, { practitionerId });
    const newPatient = async (token: string, name: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/clinic/patients',
        payload: patientBody({ name }),
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data.patient_id as number;
    };
    patientId = await newPatient(reception.token, 'Meena Desai');
    otherPatientId = await newPatient(otherReception.token, 'Kiran Shah');
  });
  afterAll(() => ctx.close());

  it('books a caller by telephone as tentative and shows it in the day and the week by doctor', async () => {
    const res = await book(reception.token, caller({ notes: 'First visit, knee pain' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res).data;
    expect(created).toMatchObject({ doctor_id: doctor.staffId, date: MONDAY, time: '10:00' });

    const week = json(await calendarOf(reception.token)).data;
    expect(week).toMatchObject({ from: MONDAY, to: '2026-11-08', today: SUNDAY });
    expect(week.slots).toHaveLength(34);
    expect(week.slots[0]).toBe('06:00');
    expect(week.slots.at(-1)).toBe('22:30');
    expect(week.doctors.map((d: { doctor_id: number }) => d.doctor_id).sort()).toEqual(
      [doctor.staffId, visiting.staffId].sort(),
    );
    expect(week.appointments).toContainEqual({
      source: 'desk',
      appointment_id: created.appointment_id,
      doctor_id: doctor.staffId,
      date: MONDAY,
      time: '10:00',
      patient_id: null,
      patient_name: 'Harsha Vyas',
      patient_phone: '9825011111',
      appointment_type: 1,
      booking_mode: 1,
      booked_by: 1,
      booking_status: 2,
      notes: 'First visit, knee pain',
      visit_id: null,
    });
    // One doctor, one day: the other doctor's bookings and the other days are left out.
    const day = json(await calendarOf(reception.token, `from=${TUESDAY}&days=1&doctor_id=${doctor.staffId}`)).data;
    expect(day.appointments).toEqual([]);
    expect(day.doctors).toHaveLength(1);

    // A registered patient: name and phone come from the patient record.
    const registered = await book(reception.token, caller({ time: '10:30', patient_id: patientId, patient_name: '' }));
    expect(registered.statusCode, registered.body).toBe(201);
    const row = json(await calendarOf(reception.token)).data.appointments.find(
      (a: { appointment_id: number; source: string }) =>
        a.source === 'desk' && a.appointment_id === json(registered).data.appointment_id,
    );
    expect(row).toMatchObject({ patient_id: patientId, patient_name: 'Meena Desai', patient_phone: '9825012345' });
  });

  it('answers bad input with the field and its message key, and writes nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [caller({ time: '10:15' }), { time: 'CLINIC_APPT.SLOT_INVALID' }],
      [caller({ time: '05:30' }), { time: 'CLINIC_APPT.SLOT_INVALID' }],
      [caller({ time: '23:00' }), { time: 'CLINIC_APPT.SLOT_INVALID' }],
      [caller({ date: '2026-02-30' }), { date: 'DATE_INVALID' }],
      [
        caller({ patient_name: '', patient_phone: '' }),
        { patient_name: 'NAME_REQUIRED', patient_phone: 'MOBILE_REQUIRED' },
      ],
      [caller({ patient_phone: '12345' }), { patient_phone: 'MOBILE_INVALID' }],
      [caller({ booking_mode: 7 }), { booking_mode: 'CLINIC_APPT.MODE_INVALID' }],
      [caller({ date: '2026-10-31' }), { date: 'CLINIC_APPT.DATE_IN_PAST' }],
      [caller({ date: SUNDAY, time: '11:30' }), { time: 'CLINIC_APPT.SLOT_IN_PAST' }],
      [caller({ date: '2027-06-01' }), { date: 'CLINIC_APPT.DATE_TOO_FAR' }],
    ];
    const before = await ctx.db.selectFrom('clinic_appointments').select('appointment_id').execute();
    for (const [body, errors] of cases) {
      const res = await book(reception.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await ctx.db.selectFrom('clinic_appointments').select('appointment_id').execute()).toEqual(before);
    // Today's later slot is fine.
    expect((await book(reception.token, caller({ date: SUNDAY, time: '12:30' }))).statusCode).toBe(201);
  });

  it('never books a slot twice: a second booking is a 409, and of 20 at once exactly one lands', async () => {
    const again = await book(reception.token, caller({ patient_name: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ time: 'SLOT_TAKEN' });

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(reception.token, caller({ time: '15:00', patient_name: `Caller ${String.fromCharCode(65 + i)}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const live = await ctx.db
      .selectFrom('clinic_appointments')
      .select('appointment_id')
      .where('doctor_id', '=', doctor.staffId)
      .where('appointment_date', '=', MONDAY)
      .where('time_slot', '=', '15:00')
      .where('live', '=', 1)
      .execute();
    expect(live).toHaveLength(1);
    // Another doctor's same slot is free.
    expect((await book(reception.token, caller({ doctor_id: visiting.staffId, time: '15:00' }))).statusCode).toBe(201);
  });

  it('shares a profile doctor’s slots with the marketplace both ways, the database deciding a race', async () => {
    // An online patient books 09:30; the calendar shows it, and the desk cannot take it.
    const online = await bookOnline('09:30');
    expect(online.statusCode, online.body).toBe(201);
    const onlineId = json(online).data.appointment_id;
    const week = json(await calendarOf(reception.token)).data;
    expect(week.appointments).toContainEqual(
      expect.objectContaining({
        source: 'online',
        appointment_id: onlineId,
        doctor_id: visiting.staffId,
        date: MONDAY,
        time: '09:30',
        patient_name: 'Kiran Desai',
        booking_mode: 3,
      }),
    );
    const clash = await book(reception.token, caller({ doctor_id: visiting.staffId, time: '09:30' }));
    expect(clash.statusCode).toBe(409);
    expect(json(clash).errors).toEqual({ time: 'SLOT_TAKEN' });

    // The desk books 10:00: the marketplace no longer offers it, and an online patient cannot take it.
    expect(await freeOnline(MONDAY)).toContain('10:00');
    const desk = await book(reception.token, caller({ doctor_id: visiting.staffId, time: '10:00' }));
    expect(desk.statusCode, desk.body).toBe(201);
    expect(await freeOnline(MONDAY)).not.toContain('10:00');
    expect((await bookOnline('10:00')).statusCode).toBe(409);
    // The desk's own row is shown once, as the desk's.
    const rows = json(await calendarOf(reception.token)).data.appointments.filter(
      (a: { doctor_id: number; time: string; date: string }) =>
        a.doctor_id === visiting.staffId && a.date === MONDAY && a.time === '10:00',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe('desk');

    // Ten desk bookings and ten online bookings of 11:00 at once: one booking in all, whichever side won.
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? book(
              reception.token,
              caller({ doctor_id: visiting.staffId, time: '11:00', patient_name: `Desk ${'ABCDEFGHIJ'[i / 2]}` }),
            )
          : bookOnline('11:00'),
      ),
    );
    expect(
      race.filter((r) => r.statusCode === 201),
      race.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(race.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const marketplaceLive = await ctx.db
      .selectFrom('user_book_appointments')
      .select('appointment_id')
      .where('practitioner_id', '=', practitionerId)
      .where('appointment_date', '=', MONDAY)
      .where('time_slot', '=', '11:00')
      .where('live', '=', 1)
      .execute();
    expect(marketplaceLive).toHaveLength(1);
  });

  it('keeps each clinic to its own: 404 for another clinic’s doctor, booking or patient; a shared doctor’s slot only busy', async () => {
    const mine = json(await book(reception.token, caller({ time: '16:00' }))).data.appointment_id;
    expect((await calendarOf(otherReception.token, `from=${MONDAY}&doctor_id=${doctor.staffId}`)).statusCode).toBe(404);
    expect((await book(otherReception.token, caller({ time: '16:30' }))).statusCode).toBe(404);
    expect(
      (
        await book(
          otherReception.token,
          caller({ doctor_id: otherVisiting.staffId, time: '17:00', patient_id: patientId }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await book(reception.token, caller({ time: '17:00', patient_id: otherPatientId }))).statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/appointments/${mine}/cancel`,
      headers: bearer(otherReception.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(404);
    const confirm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/clinic/appointments/${mine}`,
      headers: bearer(otherReception.token),
      payload: { booking_status: 1 },
    });
    expect(confirm.statusCode).toBe(404);

    // The other clinic's calendar: none of this clinic's patients; the shared practitioner's desk booking of
    // 10:00 here (and the online patient's 09:30) hold the slot there too, the desk one without any name.
    const theirs = json(await calendarOf(otherReception.token)).data;
    expect(theirs.doctors.map((d: { doctor_id: number }) => d.doctor_id)).toEqual([otherVisiting.staffId]);
    const at = (time: string) =>
      theirs.appointments.find((a: { time: string; date: string }) => a.date === MONDAY && a.time === time);
    expect(at('10:00')).toMatchObject({
      source: 'busy',
      patient_name: '',
      patient_phone: '',
      doctor_id: otherVisiting.staffId,
    });
    expect(at('09:30')).toMatchObject({ source: 'online', patient_name: 'Kiran Desai' });
    expect(JSON.stringify(theirs)).not.toContain('Harsha Vyas');
    expect(
      (await book(otherReception.token, caller({ doctor_id: otherVisiting.staffId, time: '10:00' }))).statusCode,
    ).toBe(409);
  });

  it('lets reception write, a doctor read, and keeps the lab out', async () => {
    expect((await calendarOf(doctor.token)).statusCode).toBe(200);
    const byDoctor = await book(doctor.token, caller({ time: '18:00' }));
    expect(byDoctor.statusCode).toBe(403);
    expect(json(byDoctor).message_key ?? json(byDoctor).messageKey ?? byDoctor.body).toMatch(/ROLE_RECEPTION_ONLY/);
    expect((await calendarOf(lab.token)).statusCode).toBe(403);
    expect((await book(lab.token, caller({ time: '18:00' }))).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/clinic/appointments' })).statusCode).toBe(401);
  });

  it('lets no clinic claim a practitioner’s profile (whose online patients it would then see)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/staff',
      headers: bearer(clinicAdmin.token),
      payload: {
        name: 'Dr Claimed Profile',
        phone: uniquePhone(),
        password: 'Tulsi-Ashwagandha#26',
        department_id: 2,
        practitioner_id: practitionerId,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors).toEqual({ practitioner_id: 'PRACTITIONER_LINK_BY_OPERATOR' });
    const doctors = json(await calendarOf(clinicAdmin.token)).data.doctors;
    expect(doctors.filter((d: { practitioner_id: number | null }) => d.practitioner_id !== null)).toHaveLength(1);
  });

  it('confirms a tentative booking and cancels one, freeing the slot on both sides', async () => {
    const id = json(await book(reception.token, caller({ doctor_id: visiting.staffId, time: '11:30' }))).data
      .appointment_id;
    const confirm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/clinic/appointments/${id}`,
      headers: bearer(reception.token),
      payload: { booking_status: 1 },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(json(confirm).data.booking_status).toBe(1);
    const mirror = await ctx.db
      .selectFrom('clinic_appointments as c')
      .innerJoin('user_book_appointments as u', 'u.appointment_id', 'c.practitioner_appointment_id')
      .select(['u.booking_status', 'u.live', 'u.user_id'])
      .where('c.appointment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mirror).toEqual({ booking_status: 1, live: 1, user_id: null });
    expect(await freeOnline(MONDAY)).not.toContain('11:30');

    const cancel = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/clinic/appointments/${id}/cancel`,
        headers: bearer(token),
        payload: { reason: 'Patient called to cancel' },
      });
    expect((await cancel(doctor.token)).statusCode).toBe(403);
    const done = await cancel(reception.token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await cancel(reception.token)).statusCode).toBe(409);
    expect(await freeOnline(MONDAY)).toContain('11:30');
    const week = json(await calendarOf(reception.token)).data;
    expect(
      week.appointments.some(
        (a: { source: string; appointment_id: number }) => a.source === 'desk' && a.appointment_id === id,
      ),
    ).toBe(false);
    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'clinic_appointment.cancelled')
      .execute();
    expect(trail).toContainEqual({ action: 'clinic_appointment.cancelled', entity_id: String(id) });
    // The slot can be booked again, from either side.
    expect((await bookOnline('11:30')).statusCode).toBe(201);
  });

  it('records the visit registered when the booked patient arrives, once', async () => {
    const id = json(await book(reception.token, caller({ date: SUNDAY, time: '13:00', patient_id: patientId }))).data
      .appointment_id;
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/clinic/visits',
        headers: bearer(reception.token),
        payload: {
          patient_id: patientId,
          consultation_doctor_id: doctor.staffId,
          case_paper_fee: 10_000,
          payment_mode: [{ payment_mode: 1, amount: 10_000 }],
          appointment_id: id,
        },
      });
    const first = await register();
    expect(first.statusCode, first.body).toBe(201);
    const visitId = json(first).data.visit_id;
    const row = json(await calendarOf(reception.token, `from=${SUNDAY}&days=1`)).data.appointments.find(
      (a: { source: string; appointment_id: number }) => a.source === 'desk' && a.appointment_id === id,
    );
    expect(row.visit_id).toBe(visitId);
    // Registered once: a second registration against it writes nothing (no visit, no receipt number used).
    const visits = await ctx.db.selectFrom('clinic_visits').select('visit_id').execute();
    const second = await register();
    expect(second.statusCode).toBe(409);
    expect(json(second).errors).toEqual({ appointment_id: 'CLINIC_APPT.NOT_OPEN' });
    expect(await ctx.db.selectFrom('clinic_visits').select('visit_id').execute()).toEqual(visits);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/appointments/${id}/cancel`,
      headers: bearer(reception.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(409);
    expect(json(cancel).errors).toEqual({ appointment: 'CLINIC_APPT.ARRIVED' });
  });
});
