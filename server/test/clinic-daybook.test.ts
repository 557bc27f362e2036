import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 20 point 7 (decision 92) over HTTP, on both databases: the day book's totals match the bills (a split
 * payment, a 10 % discount), the staff, doctor and department breakdowns, the spec's paging numbers, the CSV,
 * closing a day (parallel closes: one wins, the others 409; audited) and what a close freezes, who may read and
 * close, and one clinic never seeing another's book.
 */
describe('the day book', () => {
  let ctx: TestContext;
  // Monday 2 November 2026, 10:00 India time
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  const DAY = '2026-11-02';
  let reception: TestStaff;
  let reception2: TestStaff;
  let doctor: TestStaff;
  let doctor2: TestStaff;
  let admin: TestStaff;
  let lab: TestStaff;
  let otherAdmin: TestStaff;
  let otherReception: TestStaff;
  let patientId: number;
  let firstVisit: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const { clinicId } = await createClinic(ctx.db, 'Day Book Ayurveda');
    const other = await createClinic(ctx.db, 'Other Day Book Clinic');
    [reception, reception2, doctor, doctor2, admin, lab, otherAdmin, otherReception] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/patients',
      payload: patientBody({ name: 'Meena Desai' }),
      headers: bearer(reception.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    patientId = json(res).data.patient_id;
  });
  afterAll(() => ctx.close());

  const register = (token: string, over: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/visits',
      headers: bearer(token),
      payload: {
        patient_id: patientId,
        consultation_doctor_id: doctor.staffId,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 1, amount: 10_000 }],
        ...over,
      },
    });
  const book = async (token: string, query = `?date=${DAY}`) => {
    const res = await ctx.app.inject({ url: `/api/clinic/daybook${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const close = (token: string, date: unknown = DAY) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/daybook/close',
      headers: bearer(token),
      payload: date === null ? {} : { date },
    });

  it('totals match the bills: split payments per mode, the discount, by staff, doctor and department', async () => {
    // A: 10 % off ₹300, paid ₹170 cash + ₹100 UPI; B: ₹150 cash + card; C: ₹100 by UPI; then 22 of ₹100 cash.
    const a = await register(reception.token, {
      special_opd_charge: [{ name: 'Nadi pariksha', value: 20_000 }],
      discount: '10%',
      discount_remark: 'senior citizen',
      payment_mode: [
        { payment_mode: 1, amount: 17_000 },
        { payment_mode: 3, amount: 10_000 },
      ],
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(json(a).data.tvalue).toBe(27_000);
    firstVisit = json(a).data.visit_id;
    const b = await register(reception2.token, {
      consultation_doctor_id: doctor2.staffId,
      case_paper_fee: 15_000,
      payment_mode: [
        { payment_mode: 1, amount: 5_000 },
        { payment_mode: 2, amount: 10_000 },
      ],
    });
    expect(b.statusCode, b.body).toBe(201);
    const c = await register(admin.token, { payment_mode: [{ payment_mode: 3, amount: 10_000 }] });
    expect(c.statusCode, c.body).toBe(201);
    for (let i = 0; i < 22; i++) expect((await register(reception.token)).statusCode).toBe(201);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/clinic/visits/${firstVisit}/status`,
      headers: bearer(doctor.token),
      payload: { status: 3 },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const d = await book(admin.token);
    expect(d.date).toBe(DAY);
    expect(d.closed).toBe(false);
    expect(d.totals).toEqual({
      bills: 25,
      subtotal: 275_000,
      discount: 3_000,
      collected: 272_000,
      by_mode: [
        { payment_mode: 1, bills: 24, amount: 242_000 },
        { payment_mode: 2, bills: 1, amount: 10_000 },
        { payment_mode: 3, bills: 2, amount: 20_000 },
      ],
      visits: 25,
    });
    const byStaff = Object.fromEntries(d.by_staff.map((s: { staff_id: number }) => [s.staff_id, s]));
    expect(byStaff[reception.staffId]).toMatchObject({ bills: 23, amount: 247_000 });
    expect(byStaff[reception2.staffId]).toMatchObject({ bills: 1, amount: 15_000 });
    expect(byStaff[admin.staffId]).toMatchObject({ bills: 1, amount: 10_000 });
    expect(d.by_staff[0].name).toMatch(/^Staff /);
    const byDoctor = Object.fromEntries(d.by_doctor.map((s: { doctor_id: number }) => [s.doctor_id, s]));
    expect(byDoctor[doctor.staffId]).toMatchObject({ visits: 24, scheduled: 0, waiting: 23, engaged: 1, checkout: 0 });
    expect(byDoctor[doctor2.staffId]).toMatchObject({ visits: 1, waiting: 1 });
    expect(d.by_department).toEqual([
      { department_id: 2, visits: 25, scheduled: 0, waiting: 24, engaged: 1, checkout: 0 },
    ]);
  });

  it('the bills page 20 at a time, numbered index + 1 + 20 × (page − 1)', async () => {
    const one = await book(reception.token);
    expect(one.bills).toMatchObject({ page: 1, page_size: 20, count: 25 });
    expect(one.bills.rows.map((r: { serial: number }) => r.serial)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(one.bills.rows[0]).toMatchObject({
      receipt_number: 'OPD/2026-27/0001',
      patient_name: 'Meena Desai',
      patient_name_guj: 'રમેશ પટેલ',
      doctor_id: doctor.staffId,
      staff_id: reception.staffId,
      subtotal: 30_000,
      discount_amount: 3_000,
      tvalue: 27_000,
      payments: [
        { payment_mode: 1, amount: 17_000 },
        { payment_mode: 3, amount: 10_000 },
      ],
    });
    const two = await book(reception.token, `?date=${DAY}&page=2`);
    expect(two.bills.rows.map((r: { serial: number }) => r.serial)).toEqual([21, 22, 23, 24, 25]);
    expect(two.bills.rows[4].receipt_number).toBe('OPD/2026-27/0025');
    // today is the default date
    expect((await book(reception.token, '')).date).toBe(DAY);
    for (const q of ['?date=2026-02-30', '?date=today', `?date=${DAY}&page=0`, `?date=${DAY}&page=x`]) {
      const res = await ctx.app.inject({ url: `/api/clinic/daybook${q}`, headers: bearer(reception.token) });
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(json(res).errors ?? {}).length, res.body).toBe(1);
    }
  });

  it('the CSV: a BOM, a header row, rupees with two decimals, Gujarati names, a total row', async () => {
    const res = await ctx.app.inject({ url: `/api/clinic/daybook.csv?date=${DAY}`, headers: bearer(reception.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="daybook-${DAY}.csv"`);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'serial,receipt_number,receipt_date,visit_date,token_no,patient_name,patient_name_guj,doctor,billed_by,subtotal_rupees,discount_rupees,cash_rupees,card_rupees,upi_rupees,total_rupees',
    );
    expect(lines).toHaveLength(1 + 25 + 1 + 1); // header, bills, total, the last line end
    expect(lines[1]).toMatch(
      /^1,OPD\/2026-27\/0001,2026-11-02,2026-11-02,1,Meena Desai,રમેશ પટેલ,Staff \d+,Staff \d+,300\.00,30\.00,170\.00,0\.00,100\.00,270\.00$/,
    );
    expect(lines[26]).toBe('TOTAL,,2026-11-02,,,,,,,2750.00,30.00,2420.00,100.00,200.00,2720.00');
    expect(lines[27]).toBe('');
  });

  it('who may read and close: reception reads, only an administrator closes; doctors and lab get 403', async () => {
    for (const who of [doctor, lab]) {
      const res = await ctx.app.inject({ url: `/api/clinic/daybook?date=${DAY}`, headers: bearer(who.token) });
      expect(res.statusCode).toBe(403);
      expect(json(res).message_key).toBe('DEPARTMENT_FORBIDDEN');
      const csv = await ctx.app.inject({ url: `/api/clinic/daybook.csv?date=${DAY}`, headers: bearer(who.token) });
      expect(csv.statusCode).toBe(403);
    }
    const byReception = await close(reception.token);
    expect(byReception.statusCode).toBe(403);
    expect(json(byReception).message_key).toBe('CLINIC_ADMIN_ONLY');
    expect((await close(doctor.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/clinic/daybook?date=${DAY}` })).statusCode).toBe(401);
    for (const [date, key] of [
      ['2026-13-01', 'DATE_INVALID'],
      [null, undefined],
      ['2026-11-03', 'DAYBOOK.CLOSE_FUTURE'],
    ] as const) {
      const res = await close(admin.token, date);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(json(res).errors)).toEqual(['date']);
      if (key) expect(json(res).errors.date).toBe(key);
    }
    expect((await book(admin.token)).closed).toBe(false);
  });

  it('another clinic sees its own empty book, and closing its day leaves ours open', async () => {
    const theirs = await book(otherReception.token);
    expect(theirs.totals).toMatchObject({ bills: 0, collected: 0, visits: 0 });
    expect(theirs.bills.rows).toEqual([]);
    expect(theirs.by_staff).toEqual([]);
    const csv = await ctx.app.inject({
      url: `/api/clinic/daybook.csv?date=${DAY}`,
      headers: bearer(otherReception.token),
    });
    expect(csv.rawPayload.subarray(3).toString('utf8').split('\r\n')).toHaveLength(3);
    expect((await close(otherAdmin.token)).statusCode).toBe(201);
    expect((await book(admin.token)).closed).toBe(false);
    expect((await register(reception.token)).statusCode).toBe(201);
  });

  it('parallel closes: one wins, the others are 409; the totals are frozen and the close audited', async () => {
    const before = await book(admin.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => close(admin.token)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(json(lost).message_key).toBe('DAYBOOK.ALREADY_CLOSED');
    const won = json(answers.find((r) => r.statusCode === 201)!).data;
    expect(won.totals).toEqual(before.totals);
    const after = await book(admin.token);
    expect(after.closed).toBe(true);
    expect(after.close).toMatchObject({ closed_by: admin.staffId, totals: before.totals });
    expect(after.close.closed_by_name).toMatch(/^Staff /);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after_json'])
      .where('action', '=', 'clinic_day.close')
      .where('entity_id', '=', String(won.close_id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(admin.userId);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ date: DAY, collected: before.totals.collected });
    expect((await close(admin.token)).statusCode).toBe(409);
  });

  it('a closed day is frozen: no new bill or visit of it, no status move; another date is fine', async () => {
    const today = await register(reception.token);
    expect(today.statusCode, today.body).toBe(409);
    expect(json(today).message_key).toBe('DAYBOOK.DAY_CLOSED');
    expect(Object.keys(json(today).errors)).toEqual(['visit_date']);
    // a visit of tomorrow would still be billed today, the closed day
    expect((await register(reception.token, { visit_date: '2026-11-03' })).statusCode).toBe(409);
    const move = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/clinic/visits/${firstVisit}/status`,
      headers: bearer(doctor.token),
      payload: { status: 4 },
    });
    expect(move.statusCode, move.body).toBe(409);
    expect(json(move).message_key).toBe('DAYBOOK.DAY_CLOSED');
    const frozen = await book(admin.token);

    clock.advance(24 * 60 * 60_000); // Tuesday
    const tomorrow = await register(reception.token);
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    expect(json(tomorrow).data.visit_date).toBe('2026-11-03');
    expect((await book(admin.token)).totals).toEqual(frozen.totals);
    const next = await book(admin.token, '');
    expect(next).toMatchObject({ date: '2026-11-03', closed: false });
    expect(next.totals).toMatchObject({ bills: 1, collected: 10_000, visits: 1 });
    // an earlier day may be closed too
    expect((await close(admin.token, '2026-11-01')).statusCode).toBe(201);
  });
  it('a close racing registrations freezes exactly the bills that count: none lands after it unseen', async () => {
    // Registrations and a close of the same day at once, on four days (the clock is on Tuesday from the test
    // above). Each registration is either in the frozen totals or refused as of a closed day — never billed on the
    // day yet missing from its close.
    for (const date of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
      if (date !== '2026-11-03') clock.advance(24 * 60 * 60_000);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          i === 12 ? close(admin.token, date) : register(i % 2 ? reception.token : reception2.token),
        ),
      );
      const closing = answers[12]!;
      expect(closing.statusCode, closing.body).toBe(201);
      for (const r of answers.filter((_, i) => i !== 12)) {
        expect([201, 409], r.body).toContain(r.statusCode);
        if (r.statusCode === 409) expect(json(r).message_key).toBe('DAYBOOK.DAY_CLOSED');
      }
      const day = await book(admin.token, `?date=${date}`);
      expect(day.closed).toBe(true);
      expect(day.close.totals, date).toEqual(day.totals);
      const bills = await ctx.db
        .selectFrom('clinic_bills')
        .select('bill_id')
        .where('receipt_date', '=', date)
        .execute();
      expect(json(closing).data.totals.bills, date).toBe(bills.length);
    }
  });
  it('an administrator reopens a closed day with a reason (audited); then it takes bills again and closes again', async () => {
    const date = '2026-11-06'; // closed by the race above; the clock stands on it
    const reopen = (token: string, body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/clinic/daybook/reopen', headers: bearer(token), payload: body });
    expect((await reopen(reception.token, { date, reason: 'Wrong discount on a bill' })).statusCode).toBe(403);
    expect((await reopen(doctor.token, { date, reason: 'Wrong discount on a bill' })).statusCode).toBe(403);
    const noReason = await reopen(admin.token, { date, reason: ' ok ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).errors).toEqual({ reason: 'DAYBOOK.REOPEN_REASON_REQUIRED' });
    // Another clinic's administrator reopens only their own days: ours is not closed for them.
    const theirs = await reopen(otherAdmin.token, { date, reason: 'Wrong discount on a bill' });
    expect(theirs.statusCode).toBe(409);
    expect(json(theirs).message_key).toBe('DAYBOOK.NOT_CLOSED');
    expect((await book(admin.token, `?date=${date}`)).closed).toBe(true);
    const frozen = (await book(admin.token, `?date=${date}`)).close.totals;

    const done = await reopen(admin.token, { date, reason: 'Wrong discount on a bill' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done).data.date).toBe(date);
    expect((await reopen(admin.token, { date, reason: 'Wrong discount on a bill' })).statusCode).toBe(409);
    expect((await book(admin.token, `?date=${date}`)).closed).toBe(false);
    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['after_json', 'before_json'])
      .where('action', '=', 'clinic_day.reopen')
      .execute();
    expect(trail).toHaveLength(1);
    expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({ date, reason: 'Wrong discount on a bill' });
    expect(JSON.parse(trail[0]!.before_json!).totals).toEqual(frozen);

    expect((await register(reception.token)).statusCode).toBe(201);
    const again = await close(admin.token, date);
    expect(again.statusCode, again.body).toBe(201);
    expect(json(again).data.totals.bills).toBe(frozen.bills + 1);
  });
});
