import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/** Issue 20 §2, decision 86: patients of a clinic — registration, case numbers, search, consent, isolation. */
describe('clinic patients', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-20T05:00:00.000Z'));
  let reception: TestStaff;
  let doctor: TestStaff;
  let lab: TestStaff;
  let otherReception: TestStaff;
  let clinicId: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    ({ clinicId } = await createClinic(ctx.db, 'Shree Ayurvedam'));
    const other = await createClinic(ctx.db, 'Other Clinic');
    [reception, doctor, lab, otherReception] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION),
    ]);
  });
  afterAll(() => ctx.close());

  const register = (token: string, body: Record<string, unknown>, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/patients',
      payload: body,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const countPatients = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('clinic_patients')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('clinic_id', '=', clinicId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers a patient with a case number, an estimated birth year and consent', async () => {
    const res = await register(reception.token, patientBody({ name: 'Jayesh Bhatt', name_guj: 'જયેશ ભટ્ટ' }));
    expect(res.statusCode, res.body).toBe(201);
    const p = json(res).data;
    expect(p.case_no).toMatch(/^2026\/\d{4}$/);
    expect(p.dob).toBeNull();
    expect(p.birth_year).toBe(1981);
    expect(p.dob_estimated).toBe(true);
    expect(p.age).toBe(45);
    expect(p.consent).toMatchObject({ purpose: 'health_records', language: 'guj', withdrawn_at: null });
    expect(p.consent.given_at).toBe(clock.now().toISOString());
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'clinic.patient.consent.give')
      .where('actor_user_id', '=', reception.userId)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('stores a date of birth as given and answers the age from it', async () => {
    const res = await register(reception.token, patientBody({ age: '', dob: '1990-12-25' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ dob: '1990-12-25', dob_estimated: false, birth_year: 1990, age: 35 });
  });

  it('answers every bad field with its message key and stores nothing', async () => {
    const before = await countPatients();
    const res = await register(reception.token, {
      name: '',
      name_guj: 'Ramesh',
      sex: 3,
      phone: '12345',
      abha_address: 'ramesh@gmail.com',
      emergency_phone: '555',
      consent: false,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toMatchObject({
      name: 'NAME_REQUIRED',
      name_guj: 'NAME_GUJ_INVALID',
      sex: 'SEX_INVALID',
      phone: 'MOBILE_INVALID',
      abha_address: 'ABHA_INVALID',
      emergency_phone: 'MOBILE_INVALID',
      consent: 'CONSENT_REQUIRED',
      dob: 'DOB_OR_AGE_REQUIRED',
    });
    const future = await register(reception.token, patientBody({ age: undefined, dob: '2027-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(json(future).errors).toEqual({ dob: 'DOB_IN_FUTURE' });
    const city = await register(reception.token, patientBody({ city_id: 999999 }));
    expect(json(city).errors).toEqual({ city_id: 'CITY_INVALID' });
    const age = await register(reception.token, patientBody({ age: 150 }));
    expect(json(age).errors).toEqual({ age: 'AGE_INVALID' });
    expect(await countPatients()).toBe(before);
  });

  it('gives gap-free case numbers under 20 parallel registrations', async () => {
    const before = await ctx.db
      .selectFrom('clinic_patients')
      .select('case_seq')
      .where('clinic_id', '=', clinicId)
      .execute();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(reception.token, patientBody({ name: `Parallel Patient ${'abcdefghijklmnopqrst'[i]}` })),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const seqs = results.map((r) => json(r).data.case_seq as number).sort((a, b) => a - b);
    const start = before.length + 1;
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
  });

  it('makes one patient of a double click (Idempotency-Key)', async () => {
    const before = await countPatients();
    const key = randomUUID();
    const body = patientBody({ name: 'Double Click' });
    const [a, b] = await Promise.all([register(reception.token, body, key), register(reception.token, body, key)]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(json(a).data.patient_id).toBe(json(b).data.patient_id);
    expect(await countPatients()).toBe(before + 1);
    const other = await register(reception.token, patientBody({ name: 'Someone Else' }), key);
    expect(other.statusCode).toBe(422);
  });

  it('finds patients by either script, phone and case number, 20 a page with spec numbering', async () => {
    const created = json(
      await register(
        reception.token,
        patientBody({ name: 'Hiralben Chauhan', name_guj: 'હીરલબેન ચૌહાણ', phone: '7016012345' }),
      ),
    ).data;
    const find = async (q: string, token = doctor.token, page = 1) => {
      const res = await ctx.app.inject({
        url: `/api/clinic/patients?q=${encodeURIComponent(q)}&page=${page}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data;
    };
    for (const q of ['hiral', 'Hiralben chauhan', 'હીરલબેન', 'ચૌહાણ', '7016012345', '70160', created.case_no]) {
      const found = await find(q);
      expect(
        found.rows.map((r: { patient_id: number }) => r.patient_id),
        q,
      ).toContain(created.patient_id);
    }
    const byCase = await find(created.case_no);
    expect(byCase.count).toBe(1);
    const all = await find('');
    expect(all.page_size).toBe(20);
    expect(all.rows).toHaveLength(20);
    const page2 = await find('', doctor.token, 2);
    expect(page2.rows[0].serial).toBe(21);
    expect(all.count).toBeGreaterThan(20);
  });

  it("keeps clinics apart: another clinic's staff get 404 and find nothing", async () => {
    const p = json(await register(reception.token, patientBody({ name: 'Private Patient' }))).data;
    const get = await ctx.app.inject({
      url: `/api/clinic/patients/${p.patient_id}`,
      headers: bearer(otherReception.token),
    });
    expect(get.statusCode).toBe(404);
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/patients/${p.patient_id}/consent/withdraw`,
      payload: {},
      headers: bearer(otherReception.token),
    });
    expect(withdraw.statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/clinic/patients?q=Private', headers: bearer(otherReception.token) });
    expect(json(list).data.count).toBe(0);
    const own = await ctx.app.inject({ url: `/api/clinic/patients/${p.patient_id}`, headers: bearer(reception.token) });
    expect(own.statusCode).toBe(200);
  });

  it('lets each department do only its part', async () => {
    const p = json(await register(reception.token, patientBody({ name: 'Roles Patient' }))).data;
    expect((await register(doctor.token, patientBody())).statusCode).toBe(403);
    expect((await register(lab.token, patientBody())).statusCode).toBe(403);
    const labRead = await ctx.app.inject({ url: `/api/clinic/patients/${p.patient_id}`, headers: bearer(lab.token) });
    expect(labRead.statusCode).toBe(403);
    expect(json(labRead).message_key).toBe('DEPARTMENT_FORBIDDEN');
    const doctorRead = await ctx.app.inject({
      url: `/api/clinic/patients/${p.patient_id}`,
      headers: bearer(doctor.token),
    });
    expect(doctorRead.statusCode).toBe(200);
    const none = await ctx.app.inject({ url: '/api/clinic/patients' });
    expect(none.statusCode).toBe(401);
  });

  it('withdraws consent (audited) and records it again', async () => {
    const p = json(await register(reception.token, patientBody({ name: 'Consent Patient' }))).data;
    const url = `/api/clinic/patients/${p.patient_id}/consent`;
    const byDoctor = await ctx.app.inject({
      method: 'POST',
      url: `${url}/withdraw`,
      payload: {},
      headers: bearer(doctor.token),
    });
    expect(byDoctor.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url}/withdraw`,
      payload: { reason: 'Moving to another city' },
      headers: bearer(reception.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.consent).toMatchObject({
      withdrawn_at: clock.now().toISOString(),
      withdraw_reason: 'Moving to another city',
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${url}/withdraw`,
      payload: {},
      headers: bearer(reception.token),
    });
    expect(again.statusCode).toBe(409);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'clinic.patient.consent.withdraw')
      .where('entity_id', '=', String(json(res).data.consent.consent_id))
      .execute();
    expect(audit).toHaveLength(1);
    const give = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { consent: true, consent_language: 'en' },
      headers: bearer(reception.token),
    });
    expect(give.statusCode, give.body).toBe(200);
    expect(json(give).data.consent).toMatchObject({ language: 'en', withdrawn_at: null });
    const twice = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { consent: true },
      headers: bearer(reception.token),
    });
    expect(twice.statusCode).toBe(409);
  });
});
