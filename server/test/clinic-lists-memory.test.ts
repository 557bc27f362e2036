import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { ZPatientList } from '@gd/contracts/schemas/clinic';
import { ZQueue } from '@gd/contracts/schemas/clinic-opd';
import { signalledElsewhere } from '../src/platform/changes';
import { loadPatients, memoryLimits, patientsInMemory } from '../src/modules/clinic/patient-index';
import { patientSearchKey, patientWordRows } from '../src/modules/clinic/search';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, json, type TestContext } from './helpers';

/**
 * Decision 94: a clinic's patient list and its queue of a day are held in memory. A registration or a status
 * move made here is seen by the very next read; one made by another process is seen once the change bus delivers
 * its signal (`signalledElsewhere`), and not before — which is what shows the reads come from memory.
 */
describe('patient lists and queues in memory (decision 94)', () => {
  let ctx: TestContext;
  let clinicId: number;
  let reception: TestStaff;
  let doctor: TestStaff;
  let otherReception: TestStaff;
  let otherClinicId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ clinicId } = await createClinic(ctx.db, 'Memory Lists Clinic'));
    const { clinicId: other } = await createClinic(ctx.db, 'Other Lists Clinic');
    otherClinicId = other;
    [reception, doctor, otherReception] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, other, DEPARTMENT.RECEPTION),
    ]);
  });
  afterAll(() => ctx.close());

  const registerPatient = async (token: string, over: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/patients',
      payload: patientBody(over),
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data as { patient_id: number; case_no: string };
  };
  const search = async (token: string, q: string) => {
    const res = await ctx.app.inject({
      url: `/api/clinic/patients?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    // sent past the per-request schema check (decision 94): it must still be exactly the schema's shape
    expect(ZPatientList.parse(json(res).data)).toEqual(json(res).data);
    return json(res).data as { rows: { patient_id: number; name: string }[]; count: number };
  };
  const queue = async (token: string, query = '') => {
    const res = await ctx.app.inject({ url: `/api/clinic/queue${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZQueue.parse(json(res).data)).toEqual(json(res).data);
    return json(res).data as {
      rows: { visit_id: number; status: number; doctor_id: number; patient_name: string; token_no: number }[];
    };
  };

  it('finds a patient registered here at once, after the list was held in memory', async () => {
    await registerPatient(reception.token, { name: 'Bhavna Trivedi', name_guj: 'ભાવના ત્રિવેદી' });
    await loadPatients(ctx.app.db, clinicId);
    expect(patientsInMemory(ctx.app.db, clinicId)?.size).toBe(1);
    const added = await registerPatient(reception.token, { name: 'Dhruv Trivedi', name_guj: 'ધ્રુવ ત્રિવેદી' });
    // the registration made this process forget the clinic's list; the search reads the database meanwhile
    expect(patientsInMemory(ctx.app.db, clinicId)).toBeUndefined();
    expect((await search(reception.token, 'dhruv')).rows.map((r) => r.patient_id)).toEqual([added.patient_id]);
    await loadPatients(ctx.app.db, clinicId);
    expect((await search(reception.token, 'ધ્રુ')).rows.map((r) => r.patient_id)).toEqual([added.patient_id]);
    expect((await search(reception.token, 'trivedi')).count).toBe(2);
  });

  it('counts ages from the held dates of birth as the database answer does, birthday today or tomorrow', async () => {
    const today = indiaDate(new Date());
    const yearsAgo = (date: string) => `${Number(date.slice(0, 4)) - 30}${date.slice(4)}`;
    const tomorrow = indiaDate(new Date(Date.now() + 86_400_000));
    const born = (dob: string, name: string) => registerPatient(reception.token, { name, age: undefined, dob });
    await born(yearsAgo(today), 'Birthday Today');
    await born(yearsAgo(tomorrow), 'Birthday Tomorrow');
    await loadPatients(ctx.app.db, clinicId);
    const found = (await search(reception.token, 'birthday')).rows as unknown as { name: string; age: number }[];
    expect(Object.fromEntries(found.map((r) => [r.name, r.age]))).toEqual({
      'Birthday Today': 30,
      'Birthday Tomorrow': 29,
    });
  });

  it("answers from memory until another process's signal, then from the database", async () => {
    await loadPatients(ctx.app.db, clinicId);
    // A row written behind this process's back (no registration here, no signal yet): the held list answers.
    const [year, seq] = [2026, 9001];
    const searchKey = patientSearchKey('Jignesh Pandya', 'જીજ્ઞેશ પંડ્યા');
    const inserted = await ctx.db
      .insertInto('clinic_patients')
      .values({
        clinic_id: clinicId,
        case_year: year,
        case_seq: seq,
        name: 'Jignesh Pandya',
        name_guj: 'જીજ્ઞેશ પંડ્યા',
        search_key: searchKey,
        sex: 1,
        birth_year: 1980,
        dob_estimated: 1,
        phone: '9898011111',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .returning('patient_id')
      .executeTakeFirstOrThrow();
    const words = patientWordRows({
      ...inserted,
      clinic_id: clinicId,
      case_year: year,
      case_seq: seq,
      search_key: searchKey,
    });
    await ctx.db.insertInto('clinic_patient_words').values(words).execute();
    expect((await search(reception.token, 'jignesh')).count).toBe(0);
    signalledElsewhere(ctx.app.db, { channel: 'clinic-patients', scope: clinicId });
    // forgotten: the next search reads the database (and starts reading the list again)
    expect((await search(reception.token, 'jignesh')).rows.map((r) => r.patient_id)).toEqual([inserted.patient_id]);
    await loadPatients(ctx.app.db, clinicId);
    expect((await search(reception.token, '98980111')).rows.map((r) => r.patient_id)).toEqual([inserted.patient_id]);
    // another clinic's staff never see it, from memory or not
    await loadPatients(ctx.app.db, otherClinicId);
    expect((await search(otherReception.token, 'jignesh')).count).toBe(0);
  });

  it("shows a visit registered here at once, and another process's status move once signalled", async () => {
    const patient = await registerPatient(reception.token, { name: 'Queue Memory Patient' });
    expect((await queue(reception.token)).rows).toHaveLength(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/visits',
      headers: bearer(reception.token),
      payload: {
        patient_id: patient.patient_id,
        consultation_doctor_id: doctor.staffId,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 1, amount: 10_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const visitId = json(res).data.visit_id as number;
    const held = await queue(reception.token);
    expect(held.rows.map((r) => [r.visit_id, r.patient_name])).toEqual([[visitId, 'Queue Memory Patient']]);
    const arrived = held.rows[0]!.status;
    expect((await queue(reception.token, `?doctor_id=${doctor.staffId}`)).rows).toHaveLength(1);
    expect((await queue(reception.token, `?doctor_id=${doctor.staffId + 999}`)).rows).toHaveLength(0);
    // a move made here shows at once
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/clinic/visits/${visitId}/status`,
      headers: bearer(doctor.token),
      payload: { status: arrived + 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await queue(reception.token)).rows[0]!.status).toBe(arrived + 1);
    // a change made by another process: unseen until its signal arrives
    await ctx.db.updateTable('clinic_visits').set({ status: 4 }).where('visit_id', '=', visitId).execute();
    expect((await queue(reception.token)).rows[0]!.status).toBe(arrived + 1);
    signalledElsewhere(ctx.app.db, { channel: 'clinic-queue', scope: clinicId, payload: { visit_id: visitId } });
    expect((await queue(reception.token)).rows[0]!.status).toBe(4);
    // after the bus reconnects (news may have been lost), everything is read again
    await ctx.db.updateTable('clinic_visits').set({ token_no: 7 }).where('visit_id', '=', visitId).execute();
    signalledElsewhere(ctx.app.db, { channel: '*', scope: 0 });
    expect((await queue(reception.token)).rows[0]).toMatchObject({ token_no: 7 });
    // another clinic's queue never shows it
    expect((await queue(otherReception.token)).rows).toHaveLength(0);
  });

  it('searches a clinic too large to hold with SQL, and drops the least recently searched clinic beyond the total', async () => {
    const saved = { ...memoryLimits };
    try {
      memoryLimits.perClinic = 1;
      signalledElsewhere(ctx.app.db, { channel: '*', scope: 0 });
      expect(await loadPatients(ctx.app.db, clinicId)).toBeNull();
      expect(patientsInMemory(ctx.app.db, clinicId)).toBeNull();
      expect((await search(reception.token, 'trivedi')).count).toBe(2);
      Object.assign(memoryLimits, saved, { total: 1 });
      signalledElsewhere(ctx.app.db, { channel: '*', scope: 0 });
      await registerPatient(otherReception.token, { name: 'Only One Here' });
      expect((await loadPatients(ctx.app.db, otherClinicId))?.size).toBe(1);
      expect((await loadPatients(ctx.app.db, clinicId))?.size).toBeGreaterThan(1);
      // holding the larger clinic went over the total: the other one was let go
      expect(patientsInMemory(ctx.app.db, clinicId)).toBeDefined();
      expect(patientsInMemory(ctx.app.db, otherClinicId)).toBeUndefined();
    } finally {
      Object.assign(memoryLimits, saved);
    }
  });
});
