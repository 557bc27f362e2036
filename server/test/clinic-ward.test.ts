import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { registerChargeSource } from '../src/platform/clinic-charges';
import { documentsOf } from '../src/platform/clinic-documents';
import { apiOf, newPatient, pdfText, summaryBody, wardOf, type Api } from './clinic-ward-support';
import { createClinic, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 21 point 1, decision 98, on both databases: the clinic administrator keeps room categories, rooms and
 * beds; a patient is admitted to a free bed with the category's charge captured; the database lets one patient
 * into a bed and one bed to a patient (many admissions at once: exactly one lands); transfer keeps the bed
 * history and the same guarantee; discharge happens once, sends the bed to cleaning and issues the final bill
 * (room days by the day-count rule, the registered charge sources' lines, a gap-free number per financial year);
 * the PDFs in English and Gujarati; every role and another clinic tried. Sunday 1 November 2026, 12:00 India time.
 */
describe('in-patient stays over HTTP', () => {
  let ctx: TestContext;
  let api: Api;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const DAY = 24 * 3600_000;
  let admin: TestStaff;
  let reception: TestStaff;
  let doctor: TestStaff;
  let panchakarma: TestStaff;
  let lab: TestStaff;
  let otherAdmin: TestStaff;
  let otherReception: TestStaff;
  let otherDoctor: TestStaff;
  let clinicId: number;
  let patients: number[];
  let otherPatient: number;
  let ward: Awaited<ReturnType<typeof wardOf>>;
  const bed = (name: string) => ward.bedIds.get(name)!;
  /** the stand-in charge sources this file registers, taken away when it is done (other files share the module) */
  const standIns: (() => void)[] = [];

  const admitBody = (patientId: number, bedId: number, over: Record<string, unknown> = {}) => ({
    patient_id: patientId,
    bed_id: bedId,
    doctor_id: doctor.staffId,
    reason: 'Knee pain and swelling for a month',
    diagnosis: 'Janu sandhigata vata',
    ...over,
  });
  const admit = (token: string, body: Record<string, unknown>) => api(token, 'POST', '/api/clinic/admissions', body);
  const board = async (token = reception.token) => json(await api(token, 'GET', '/api/clinic/beds')).data;
  const bedState = async (bedId: number) => {
    for (const room of (await board()).rooms) {
      for (const b of room.beds) if (b.bed_id === bedId) return b;
    }
    return null;
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    api = apiOf(ctx.app);
    ({ clinicId } = await createClinic(ctx.db, 'Shree Ayurvedam'));
    const other = await createClinic(ctx.db, 'Other Clinic');
    admin = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true });
    reception = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    doctor = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR);
    panchakarma = await staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA);
    lab = await staffMember(ctx.app, clinicId, DEPARTMENT.LAB);
    otherAdmin = await staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION, { admin: true });
    otherReception = await staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION);
    otherDoctor = await staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR);
    patients = [];
    for (let i = 0; i < 24; i++)
      patients.push(await newPatient(api, reception.token, `Patient ${String.fromCharCode(65 + i)}`));
    otherPatient = await newPatient(api, otherReception.token, 'Kiran Shah');
    ward = await wardOf(
      api,
      admin.token,
      [
        { name: 'General Ward', name_guj: 'જનરલ વોર્ડ', daily_charge: 80_000 },
        { name: 'Private AC', name_guj: 'પ્રાઇવેટ એસી', daily_charge: 350_000 },
      ],
      [
        { room_number: 'G-01', category: 'General Ward', beds: ['A', 'B', 'C', 'D', 'E', 'F'] },
        { room_number: 'G-02', category: 'General Ward', beds: ['A', 'B', 'C', 'D', 'E', 'F'] },
        { room_number: 'G-03', category: 'General Ward', beds: ['A', 'B', 'C', 'D', 'E', 'F'] },
        { room_number: '2-01', category: 'Private AC', floor: 2, is_ac: true, beds: ['A'] },
        { room_number: '2-02', category: 'Private AC', floor: 2, is_ac: true, beds: ['A'] },
      ],
    );
    // Another module's charges for the stay (a lab test), registered as the pharmacy, therapy and lab modules do.
    standIns.push(
      registerChargeSource('test-lab', async (_db, q) =>
        q.clinicId === clinicId && q.patientId === patients[0]
          ? [
              {
                kind: 'lab',
                description: 'CBC',
                description_guj: 'સીબીસી',
                date: '2026-11-02',
                quantity: 1,
                unit_paise: 45_000,
                amount_paise: 45_000,
                source_id: 7,
              },
            ]
          : [],
      ),
    );
  });
  afterAll(async () => {
    for (const remove of standIns) remove();
    await ctx.close();
  });

  it('lets only the clinic administrator keep categories, rooms and beds, and shows them to no other clinic', async () => {
    const setup = json(await api(reception.token, 'GET', '/api/clinic/ward/setup')).data;
    expect(setup.categories.map((c: { name: string }) => c.name)).toEqual(['General Ward', 'Private AC']);
    expect(setup.rooms).toHaveLength(5);
    expect(setup.rooms[0].beds).toHaveLength(6);

    const category = { name: 'Deluxe', daily_charge: 600_000 };
    for (const who of [reception, doctor, panchakarma, lab]) {
      expect((await api(who.token, 'POST', '/api/clinic/ward/categories', category)).statusCode).toBe(403);
    }
    expect((await api(null, 'POST', '/api/clinic/ward/categories', category)).statusCode).toBe(401);
    expect((await api(lab.token, 'GET', '/api/clinic/ward/setup')).statusCode).toBe(403);
    // Another clinic sees nothing of this one and can change nothing of it.
    const theirs = json(await api(otherAdmin.token, 'GET', '/api/clinic/ward/setup')).data;
    expect(theirs).toEqual({ categories: [], rooms: [] });
    const general = ward.categoryIds.get('General Ward')!;
    const g01 = ward.roomIds.get('G-01')!;
    expect(
      (await api(otherAdmin.token, 'PUT', `/api/clinic/ward/categories/${general}`, { ...category, name: 'X' }))
        .statusCode,
    ).toBe(404);
    const room = { room_number: 'X-1', category_id: general, beds: ['A'] };
    const foreign = await api(otherAdmin.token, 'POST', '/api/clinic/ward/rooms', room);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).errors).toEqual({ category_id: 'WARD.CATEGORY_NOT_FOUND' });
    expect((await api(otherAdmin.token, 'POST', `/api/clinic/ward/rooms/${g01}/beds`, { label: 'Z' })).statusCode).toBe(
      404,
    );
    expect(
      (await api(otherAdmin.token, 'PUT', `/api/clinic/ward/beds/${bed('G-01/A')}`, { label: 'Z' })).statusCode,
    ).toBe(404);

    // Bad input names the field; names are unique per clinic, and another clinic may use the same ones.
    const cases: [string, string, unknown, Record<string, string>][] = [
      ['POST', '/api/clinic/ward/categories', { name: '', daily_charge: 100 }, { name: 'WARD.CATEGORY_NAME_REQUIRED' }],
      ['POST', '/api/clinic/ward/categories', { name: 'A', daily_charge: -1 }, { daily_charge: 'WARD.CHARGE_INVALID' }],
      [
        'POST',
        '/api/clinic/ward/categories',
        { name: 'A', daily_charge: 1.5 },
        { daily_charge: 'WARD.CHARGE_INVALID' },
      ],
      [
        'POST',
        '/api/clinic/ward/rooms',
        { room_number: '', category_id: general },
        { room_number: 'WARD.ROOM_NUMBER_REQUIRED' },
      ],
      [
        'POST',
        '/api/clinic/ward/rooms',
        { room_number: 'R', category_id: general, beds: ['A', 'a'] },
        { beds: 'WARD.BED_LABEL_TAKEN' },
      ],
      ['POST', `/api/clinic/ward/rooms/${g01}/beds`, { label: '' }, { label: 'WARD.BED_LABEL_REQUIRED' }],
    ];
    for (const [method, url, body, errors] of cases) {
      const res = await api(admin.token, method, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    const dup = await api(admin.token, 'POST', '/api/clinic/ward/rooms', { room_number: 'G-01', category_id: general });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).errors).toEqual({ room_number: 'WARD.ROOM_NUMBER_TAKEN' });
    const dupBed = await api(admin.token, 'POST', `/api/clinic/ward/rooms/${g01}/beds`, { label: 'A' });
    expect(json(dupBed).errors).toEqual({ label: 'WARD.BED_LABEL_TAKEN' });
    expect(
      (await api(otherAdmin.token, 'POST', '/api/clinic/ward/categories', { name: 'General Ward', daily_charge: 1 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await api(admin.token, 'POST', '/api/clinic/ward/categories', { name: 'General Ward', daily_charge: 1 }))
        .statusCode,
    ).toBe(409);
  });

  it("admits to a free bed with the category's charge captured; a later price change does not alter the stay", async () => {
    const res = await admit(reception.token, admitBody(patients[0]!, bed('2-01/A'), { is_jain: true }));
    expect(res.statusCode, res.body).toBe(201);
    const stayId = json(res).data.stay_id;
    expect(json(res).data).toMatchObject({ bed_id: bed('2-01/A'), daily_charge: 350_000 });
    // The price goes up the next day; this stay keeps ₹3,500.
    const ac = ward.categoryIds.get('Private AC')!;
    const raised = await api(admin.token, 'PUT', `/api/clinic/ward/categories/${ac}`, {
      name: 'Private AC',
      name_guj: 'પ્રાઇવેટ એસી',
      daily_charge: 400_000,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const stay = json(await api(doctor.token, 'GET', `/api/clinic/admissions/${stayId}`)).data;
    expect(stay).toMatchObject({
      status: 'admitted',
      patient_id: patients[0],
      patient_name: 'Patient A',
      doctor_id: doctor.staffId,
      admission_date: '2026-11-01',
      reason: 'Knee pain and swelling for a month',
      is_jain: true,
      summary: null,
      bill: null,
    });
    expect(stay.periods).toEqual([
      expect.objectContaining({ room_number: '2-01', bed_label: 'A', daily_charge: 350_000, current: true }),
    ]);
    const board1 = await bedState(bed('2-01/A'));
    expect(board1).toMatchObject({ state: 'occupied', stay: { stay_id: stayId, day_of_stay: 1, is_jain: true } });
    // The same patient cannot be admitted twice, nor anyone else into that bed.
    const again = await admit(doctor.token, admitBody(patients[0]!, bed('2-02/A')));
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ patient_id: 'WARD.PATIENT_ADMITTED' });
    const taken = await admit(reception.token, admitBody(patients[1]!, bed('2-01/A')));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual({ bed_id: 'WARD.BED_NOT_FREE' });
  });

  it('answers bad admissions with the field and its key, and admits nobody', async () => {
    const before = await ctx.db.selectFrom('ward_stays').select('stay_id').execute();
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [admitBody(patients[2]!, bed('G-01/A'), { reason: '' }), 400, { reason: 'WARD.REASON_REQUIRED' }],
      [admitBody(patients[2]!, bed('G-01/A'), { bed_id: 'x' }), 400, { bed_id: 'WARD.BED_REQUIRED' }],
      [admitBody(otherPatient, bed('G-01/A')), 404, { patient_id: 'WARD.PATIENT_NOT_FOUND' }],
      [
        admitBody(patients[2]!, bed('G-01/A'), { doctor_id: otherDoctor.staffId }),
        404,
        { doctor_id: 'WARD.DOCTOR_NOT_FOUND' },
      ],
      [admitBody(patients[2]!, 999_999), 404, { bed_id: 'WARD.BED_NOT_FOUND' }],
    ];
    for (const [body, status, errors] of cases) {
      const res = await admit(reception.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).errors).toEqual(errors);
    }
    // Another clinic cannot put its patient in this clinic's bed.
    const foreign = await admit(otherReception.token, {
      ...admitBody(otherPatient, bed('G-01/A')),
      doctor_id: otherDoctor.staffId,
    });
    expect(foreign.statusCode).toBe(404);
    for (const who of [panchakarma, lab]) {
      expect((await admit(who.token, admitBody(patients[2]!, bed('G-01/A')))).statusCode).toBe(403);
    }
    expect((await admit(null as unknown as string, admitBody(patients[2]!, bed('G-01/A')))).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('ward_stays').select('stay_id').execute()).toEqual(before);
  });

  it('lets exactly one of 12 simultaneous admissions to one bed in', async () => {
    const results = await Promise.all(
      patients.slice(4, 16).map((p, i) => admit(i % 2 ? reception.token : doctor.token, admitBody(p, bed('G-02/A')))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(json(r).errors).toEqual({ bed_id: 'WARD.BED_NOT_FREE' });
    }
    const live = await ctx.db
      .selectFrom('ward_bed_periods')
      .select('stay_id')
      .where('bed_id', '=', bed('G-02/A'))
      .where('live', '=', 1)
      .execute();
    expect(live).toHaveLength(1);
    // The losers were not admitted anywhere.
    expect(await ctx.db.selectFrom('ward_stays').select('stay_id').where('live', '=', 1).execute()).toHaveLength(2);
  });

  it('lets one patient into only one of six beds asked for at once', async () => {
    const beds = ['G-03/A', 'G-03/B', 'G-03/C', 'G-03/D', 'G-03/E', 'G-03/F'].map(bed);
    const results = await Promise.all(beds.map((b) => admit(reception.token, admitBody(patients[3]!, b))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const stays = await ctx.db
      .selectFrom('ward_stays')
      .select('stay_id')
      .where('patient_id', '=', patients[3]!)
      .where('live', '=', 1)
      .execute();
    expect(stays).toHaveLength(1);
    const periods = await ctx.db
      .selectFrom('ward_bed_periods')
      .select('bed_id')
      .where('stay_id', '=', stays[0]!.stay_id)
      .execute();
    expect(periods).toHaveLength(1);
    // The five beds not taken are free on the board.
    const free = (await board()).rooms
      .find((r: { room_number: string }) => r.room_number === 'G-03')
      .beds.filter((b: { state: string }) => b.state === 'free');
    expect(free).toHaveLength(5);
  });

  it('transfers to a free bed only, keeps the bed history, sends the old bed to cleaning; two transfers to one bed: one lands', async () => {
    const a = json(await admit(reception.token, admitBody(patients[16]!, bed('G-01/A')))).data.stay_id;
    const b = json(await admit(reception.token, admitBody(patients[17]!, bed('G-01/B')))).data.stay_id;
    clock.advance(2 * DAY); // Tuesday 3 November
    const move = (token: string, stayId: number, bedId: number) =>
      api(token, 'POST', `/api/clinic/admissions/${stayId}/transfer`, { bed_id: bedId });
    expect(json(await move(reception.token, a, bed('G-01/B'))).errors).toEqual({ bed_id: 'WARD.BED_NOT_FREE' });
    expect(json(await move(reception.token, a, bed('G-01/A'))).errors).toEqual({ bed_id: 'WARD.SAME_BED' });
    expect((await move(doctor.token, a, bed('G-01/C'))).statusCode).toBe(403);
    expect((await move(otherReception.token, a, bed('G-01/C'))).statusCode).toBe(404);

    const [first, second] = await Promise.all([
      move(reception.token, a, bed('2-02/A')),
      move(admin.token, b, bed('2-02/A')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const moved = json(winner).data;
    expect(moved.periods).toEqual([
      expect.objectContaining({ bed_label: moved.periods[0].bed_label, to_date: '2026-11-03', current: false }),
      expect.objectContaining({ room_number: '2-02', daily_charge: 400_000, from_date: '2026-11-03', current: true }),
    ]);
    // The loser is still in its own bed, and the bed left is being cleaned.
    const loser = moved.stay_id === a ? b : a;
    const loserStay = json(await api(reception.token, 'GET', `/api/clinic/admissions/${loser}`)).data;
    expect(loserStay.periods).toHaveLength(1);
    expect(loserStay.periods[0].current).toBe(true);
    const left = moved.periods[0].bed_id;
    expect(await bedState(left)).toMatchObject({ state: 'cleaning', stay: null });
    // Nobody is admitted into a bed being cleaned; reception marks it free, once.
    const dirty = await admit(reception.token, admitBody(patients[18]!, left));
    expect(json(dirty).errors).toEqual({ bed_id: 'WARD.BED_NOT_FREE' });
    expect((await api(lab.token, 'POST', `/api/clinic/beds/${left}/free`)).statusCode).toBe(403);
    expect((await api(otherReception.token, 'POST', `/api/clinic/beds/${left}/free`)).statusCode).toBe(404);
    expect((await api(reception.token, 'POST', `/api/clinic/beds/${left}/free`)).statusCode).toBe(200);
    expect((await api(reception.token, 'POST', `/api/clinic/beds/${left}/free`)).statusCode).toBe(409);
    expect(await bedState(left)).toMatchObject({ state: 'free' });
    // Room and bed in use cannot be taken out of use.
    const occupied = await api(admin.token, 'PUT', `/api/clinic/ward/beds/${bed('2-02/A')}`, {
      label: 'A',
      is_active: false,
    });
    expect(json(occupied).errors).toEqual({ is_active: 'WARD.BED_OCCUPIED' });
  });

  it('discharges once with a doctor’s summary: the bed to cleaning, the final bill by the day-count rule', async () => {
    const stayId = json(await api(reception.token, 'GET', '/api/clinic/admissions?status=admitted')).data.rows.find(
      (r: { patient_id: number }) => r.patient_id === patients[0],
    ).stay_id;
    // Admitted Sunday 1 Nov in 2-01 at ₹3,500 (captured); the clock stands on Tuesday 3 Nov: a running statement.
    const running = json(await api(reception.token, 'GET', `/api/clinic/admissions/${stayId}/bill`)).data;
    expect(running).toMatchObject({ final: false, bill_number: null, room_days: 2 });
    expect(running.lines[0]).toMatchObject({ kind: 'room', quantity: 2, unit_paise: 350_000, amount_paise: 700_000 });

    const url = `/api/clinic/admissions/${stayId}`;
    const noSummary = await api(reception.token, 'POST', `${url}/discharge`, {});
    expect(noSummary.statusCode).toBe(409);
    expect(json(noSummary).errors).toEqual({ summary: 'WARD.SUMMARY_REQUIRED' });
    expect((await api(reception.token, 'PUT', `${url}/summary`, summaryBody())).statusCode).toBe(403);
    expect((await api(admin.token, 'PUT', `${url}/summary`, summaryBody())).statusCode).toBe(403);
    expect((await api(reception.token, 'POST', `${url}/discharge`, { summary: summaryBody() })).statusCode).toBe(403);
    const badSummary = await api(
      doctor.token,
      'PUT',
      `${url}/summary`,
      summaryBody({ condition: '', follow_up_date: '2026-10-01' }),
    );
    expect(badSummary.statusCode).toBe(400);
    expect(json(badSummary).errors).toEqual({ condition: 'WARD.SUMMARY.CONDITION_REQUIRED' });
    const past = await api(doctor.token, 'PUT', `${url}/summary`, summaryBody({ follow_up_date: '2026-10-01' }));
    expect(json(past).errors).toEqual({ follow_up_date: 'WARD.SUMMARY.FOLLOW_UP_PAST' });
    expect((await api(otherDoctor.token, 'PUT', `${url}/summary`, summaryBody())).statusCode).toBe(404);
    const saved = await api(doctor.token, 'PUT', `${url}/summary`, summaryBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.summary).toMatchObject({ condition: summaryBody().condition, doctor_id: doctor.staffId });
    expect((await api(otherReception.token, 'POST', `${url}/discharge`, {})).statusCode).toBe(404);

    clock.advance(2 * DAY); // Thursday 5 November
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api(i % 2 ? reception.token : doctor.token, 'POST', `${url}/discharge`, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const done = json(results.find((r) => r.statusCode === 200)!).data;
    expect(done).toMatchObject({ status: 'discharged', discharge_date: '2026-11-05' });
    expect(done.bill.bill_number).toMatch(/^IPD\/2026-27\/\d{4}$/);
    expect(await bedState(bed('2-01/A'))).toMatchObject({ state: 'cleaning' });
    expect(
      await ctx.db.selectFrom('ward_bills').select('bill_id').where('stay_id', '=', stayId).execute(),
    ).toHaveLength(1);

    // Sunday to Thursday: 4 room days at the captured ₹3,500 (the discharge day not counted), and the lab's line.
    const bill = json(await api(reception.token, 'GET', `${url}/bill`)).data;
    expect(bill).toMatchObject({
      final: true,
      bill_number: done.bill.bill_number,
      bill_date: '2026-11-05',
      room_days: 4,
    });
    expect(bill.lines).toEqual([
      expect.objectContaining({ kind: 'room', quantity: 4, unit_paise: 350_000, amount_paise: 1_400_000 }),
      expect.objectContaining({ kind: 'lab', description: 'CBC', amount_paise: 45_000 }),
    ]);
    expect(bill.total).toBe(1_445_000);
    expect((await api(doctor.token, 'PUT', `${url}/summary`, summaryBody())).statusCode).toBe(409);

    const en = await api(reception.token, 'GET', `${url}/bill.pdf?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const billText = pdfText(en.rawPayload);
    for (const part of [
      'IN-PATIENT FINAL BILL',
      done.bill.bill_number,
      'Patient A',
      '₹14,450.00',
      '4 × ₹3,500.00',
      'CBC',
    ]) {
      expect(billText).toContain(part);
    }
    const gu = pdfText((await api(reception.token, 'GET', `${url}/summary.pdf?lang=gu`)).rawPayload);
    for (const part of ['સારાંશ', 'Amavata', '20-11-2026', '01-11-2026']) expect(gu).toContain(part);
    // Shaped, not just encoded: pdftotext reads glyphs in visual order (દર્દી → દદીર્, ડિસ્ચાર્જ → િડસ્ચાજર્).
    expect(gu).toContain('દદીર્');
    expect(gu).toContain('િડસ્ચાજર્');
    const guBillRes = await api(doctor.token, 'GET', `${url}/bill.pdf?lang=gu`);
    expect(guBillRes.statusCode, guBillRes.body.slice(0, 300)).toBe(200);
    const guBill = pdfText(guBillRes.rawPayload);
    expect(guBill).toContain('સીબીસી');
    expect((await api(otherReception.token, 'GET', `${url}/bill.pdf`)).statusCode).toBe(404);
    expect((await api(lab.token, 'GET', `${url}/bill.pdf`)).statusCode).toBe(403);
    expect((await api(reception.token, 'GET', `${url}/bill.pdf?lang=fr`)).statusCode).toBe(400);
  });

  it('numbers the bills of parallel discharges without a gap or a repeat', async () => {
    const stays: number[] = [];
    const free = ['G-01/C', 'G-01/D', 'G-01/E', 'G-01/F', 'G-02/B', 'G-02/C', 'G-02/D', 'G-02/E'];
    for (const [i, name] of free.entries()) {
      const res = await admit(reception.token, admitBody(patients[19 + (i % 5)]!, bed(name)));
      if (res.statusCode !== 201) continue; // a patient admitted already in an earlier step
      stays.push(json(res).data.stay_id);
    }
    expect(stays.length).toBeGreaterThanOrEqual(5);
    await Promise.all(stays.map((s) => api(doctor.token, 'PUT', `/api/clinic/admissions/${s}/summary`, summaryBody())));
    const results = await Promise.all(
      stays.map((s) => api(reception.token, 'POST', `/api/clinic/admissions/${s}/discharge`, {})),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const numbers = (
      await ctx.db
        .selectFrom('ward_bills')
        .select('bill_no')
        .where('clinic_id', '=', clinicId)
        .where('financial_year', '=', '2026-27')
        .orderBy('bill_no')
        .execute()
    ).map((r) => r.bill_no);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBe(stays.length + 1);
    // The accounts see the same series, without a gap (decision 99).
    const documents = (await documentsOf(ctx.db, { clinicId, from: '2026-11-01', to: '2026-11-30' })).filter(
      (d) => d.series === 'ipd_bill',
    );
    expect(documents.map((d) => d.number).sort((a, b) => a - b)).toEqual(numbers);
    expect(documents[0]).toMatchObject({ direction: 'in', financial_year: '2026-27', label: 'IPD/2026-27/0001' });
    // A same-day stay is charged one day.
    const bill = json(await api(reception.token, 'GET', `/api/clinic/admissions/${stays[0]}/bill`)).data;
    expect(bill.room_days).toBe(1);
    expect(bill.lines[0]).toMatchObject({ quantity: 1, unit_paise: 80_000 });
  });

  it('shows the bed board to every department and the stays to those who care for them, each clinic its own', async () => {
    for (const who of [reception, doctor, panchakarma, lab, admin]) {
      expect((await api(who.token, 'GET', '/api/clinic/beds')).statusCode).toBe(200);
    }
    const mine = await board(lab.token);
    expect(mine.counts.free + mine.counts.occupied + mine.counts.cleaning).toBe(20);
    expect(mine.counts.occupied).toBeGreaterThan(0);
    const theirs = await board(otherReception.token);
    expect(theirs).toMatchObject({ rooms: [], counts: { free: 0, occupied: 0, cleaning: 0 } });
    expect((await api(null, 'GET', '/api/clinic/beds')).statusCode).toBe(401);

    const list = json(await api(panchakarma.token, 'GET', '/api/clinic/admissions?status=discharged')).data;
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.rows[0].bill_number).toMatch(/^IPD\//);
    expect((await api(lab.token, 'GET', '/api/clinic/admissions')).statusCode).toBe(403);
    const someStay = list.rows[0].stay_id;
    for (const path of ['', '/bill', '/summary.pdf']) {
      expect((await api(otherDoctor.token, 'GET', `/api/clinic/admissions/${someStay}${path}`)).statusCode).toBe(404);
      expect((await api(lab.token, 'GET', `/api/clinic/admissions/${someStay}${path}`)).statusCode).toBe(403);
    }
    expect(json(await api(otherReception.token, 'GET', '/api/clinic/admissions?status=discharged')).data.total).toBe(0);
  });
  it('does not charge again on a new stay what the bill of a stay left the same day holds', async () => {
    // Patient A left on Thursday 5 November with the CBC on IPD bill 0001; the clock still stands on that day.
    standIns.push(
      registerChargeSource('test-therapy-same-day', async (_db, q) =>
        q.clinicId === clinicId && q.patientId === patients[0] && q.from <= '2026-11-05' && q.to >= '2026-11-05'
          ? [
              {
                kind: 'therapy',
                description: 'Abhyanga',
                description_guj: 'અભ્યંગ',
                date: '2026-11-05',
                quantity: 1,
                unit_paise: 120_000,
                amount_paise: 120_000,
                source_id: 41,
              },
            ]
          : [],
      ),
    );
    const again = await admit(reception.token, admitBody(patients[0]!, bed('G-03/F')));
    expect(again.statusCode, again.body).toBe(201);
    const running = json(
      await api(reception.token, 'GET', `/api/clinic/admissions/${json(again).data.stay_id}/bill`),
    ).data;
    // The CBC is on the first bill already; the day's therapy, on no bill yet, is charged here.
    expect(running.lines.map((l: { kind: string; description: string }) => `${l.kind} ${l.description}`)).toEqual([
      expect.stringMatching(/^room G-03 \/ F/),
      'therapy Abhyanga',
    ]);
  });
});
