import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { clinicStaffChanged } from '../src/modules/clinic/memory';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 20 point 6 over HTTP, on both databases: the medicine master (who keeps it, one name per clinic), the
 * consultation (only the visit's own doctor, only once called in, field errors, one row however often and however
 * simultaneously it is saved), another clinic's records as 404s, the patient's history (newest first, 20 a page)
 * and the prescription PDF's text.
 */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-rx-'));
  const file = path.join(dir, 'rx.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the consultation over HTTP', () => {
  let ctx: TestContext;
  // Monday 2 November 2026, 10:00 India time
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let reception: TestStaff;
  let doctor: TestStaff;
  let doctor2: TestStaff;
  let panchakarma: TestStaff;
  let otherDoctor: TestStaff;
  let otherReception: TestStaff;
  let patientId: number;
  let otherPatientId: number;
  let triphala: number;
  let ashwagandha: number;
  let otherClinicMedicine: number;
  let diet: number[];
  let yoga: number[];
  let therapy: number;

  const api = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const { clinicId } = await createClinic(ctx.db, 'Shree Dhanvantari Ayurveda');
    const other = await createClinic(ctx.db, 'Other Clinic');
    [reception, doctor, doctor2, panchakarma, otherDoctor, otherReception] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION),
    ]);
    const newPatient = async (token: string, name: string) => {
      const res = await api(token, 'POST', '/api/clinic/patients', patientBody({ name }));
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data.patient_id as number;
    };
    patientId = await newPatient(reception.token, 'Meena Desai');
    otherPatientId = await newPatient(otherReception.token, 'Kiran Shah');
    const medicine = async (token: string, body: Record<string, unknown>) => {
      const res = await api(token, 'POST', '/api/clinic/medicines', body);
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data.medicine_id as number;
    };
    triphala = await medicine(doctor.token, {
      name: 'Triphala Churna',
      name_guj: 'ત્રિફળા ચૂર્ણ',
      form: 1,
      default_dose: '3',
      unit: 'g',
    });
    ashwagandha = await medicine(doctor.token, {
      name: 'Ashwagandha Churna',
      name_guj: 'અશ્વગંધા ચૂર્ણ',
      form: 1,
      unit: 'g',
    });
    otherClinicMedicine = await medicine(otherDoctor.token, { name: 'Triphala Churna', form: 1, unit: 'g' });
    const named = async (table: 'diet_items' | 'yoga' | 'therapies', name: string, name_guj: string) => {
      const row = await ctx.db
        .insertInto(table)
        .values({ name, name_guj, is_active: 1 } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return Object.values(row)[0] as number;
    };
    diet = [
      await named('diet_items', 'Moong dal khichdi', 'મગની દાળની ખીચડી'),
      await named('diet_items', 'Buttermilk', 'છાશ'),
    ];
    yoga = [await named('yoga', 'Vajrasana', 'વજ્રાસન'), await named('yoga', 'Anulom Vilom', 'અનુલોમ વિલોમ')];
    therapy = await named('therapies', 'Shirodhara', 'શિરોધારા');
  });
  afterAll(() => ctx.close());

  /** Registers a walk-in for this doctor (waiting) and, unless told otherwise, has the doctor call it in. */
  async function visitFor(d: TestStaff, opts: { callIn?: boolean; patient?: number } = {}) {
    const res = await api(reception.token, 'POST', '/api/clinic/visits', {
      patient_id: opts.patient ?? patientId,
      consultation_doctor_id: d.staffId,
      case_paper_fee: 10_000,
      payment_mode: [{ payment_mode: 1, amount: 10_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).data.visit_id as number;
    if (opts.callIn !== false) {
      const moved = await api(d.token, 'PATCH', `/api/clinic/visits/${id}/status`, { status: 3 });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  const consultation = (over: Record<string, unknown> = {}) => ({
    complaints: 'Acidity and burning in the chest for two weeks',
    examination: 'Nadi: pitta-pradhan; tongue coated',
    prakriti: 4,
    vikriti: 2,
    diagnosis: 'Amlapitta',
    lines: [
      {
        medicine_id: triphala,
        dose: '3',
        unit: 'g',
        frequency: '0-0-1',
        duration_days: 15,
        food_timing: 4,
        instructions: 'with warm water',
      },
      { medicine_id: ashwagandha, dose: '0.5', unit: 'tsp', frequency: '1-0-1', duration_days: 30, food_timing: 2 },
    ],
    diet_item_ids: diet,
    yoga_ids: yoga,
    therapy_ids: [therapy],
    advice: 'Avoid spicy and fried food; dinner before 8 pm',
    follow_up_date: '2026-11-17',
    ...over,
  });

  it('the medicine master: doctors keep it, reception may not, one name per clinic, clinics apart', async () => {
    expect(
      (await api(reception.token, 'POST', '/api/clinic/medicines', { name: 'Giloy Vati', form: 2, unit: 'tab' }))
        .statusCode,
    ).toBe(403);
    expect((await api(reception.token, 'GET', '/api/clinic/medicines')).statusCode).toBe(403);
    const dup = await api(doctor2.token, 'POST', '/api/clinic/medicines', {
      name: '  triphala   churna ',
      form: 1,
      unit: 'g',
    });
    expect(dup.statusCode, dup.body).toBe(409);
    expect(json(dup).errors).toEqual({ name: 'CONSULT.MEDICINE.DUPLICATE' });
    const bad = await api(doctor.token, 'POST', '/api/clinic/medicines', {
      name: 'X',
      form: 12,
      unit: 'cups',
      default_dose: '-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['default_dose', 'form', 'name', 'unit']);
    const list = json(await api(panchakarma.token, 'GET', '/api/clinic/medicines?q=triph')).data;
    expect(list.map((m: { medicine_id: number }) => m.medicine_id)).toEqual([triphala]);
    const gu = json(await api(doctor.token, 'GET', `/api/clinic/medicines?q=${encodeURIComponent('અશ્વ')}`)).data;
    expect(gu.map((m: { medicine_id: number }) => m.medicine_id)).toEqual([ashwagandha]);
    expect(
      (await api(otherDoctor.token, 'PUT', `/api/clinic/medicines/${triphala}`, { name: 'Mine', form: 1, unit: 'g' }))
        .statusCode,
    ).toBe(404);
  });

  it('the visit’s own doctor saves it once called in; saving again keeps one consultation', async () => {
    const waiting = await visitFor(doctor, { callIn: false });
    const early = await api(doctor.token, 'PUT', `/api/clinic/visits/${waiting}/consultation`, consultation());
    expect(early.statusCode, early.body).toBe(409);
    expect(json(early).message_key ?? json(early).errors.status).toBeTruthy();

    const id = await visitFor(doctor);
    const first = await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation());
    expect(first.statusCode, first.body).toBe(200);
    const saved = json(first).data;
    expect(saved.editable).toBe(true);
    expect(saved.consultation).toMatchObject({
      diagnosis: 'Amlapitta',
      prakriti: 4,
      vikriti: 2,
      follow_up_date: '2026-11-17',
    });
    expect(saved.consultation.lines.map((l: { medicine_name: string }) => l.medicine_name)).toEqual([
      'Triphala Churna',
      'Ashwagandha Churna',
    ]);
    expect(saved.consultation.diet_items.map((i: { id: number }) => i.id)).toEqual(diet);
    expect(saved.consultation.yoga.map((i: { name: string }) => i.name)).toEqual(['Vajrasana', 'Anulom Vilom']);
    expect(saved.consultation.therapies).toHaveLength(1);

    const again = await api(
      doctor.token,
      'PUT',
      `/api/clinic/visits/${id}/consultation`,
      consultation({ diagnosis: 'Amlapitta (urdhvaga)', lines: [consultation().lines[1]] }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).data.consultation.consultation_id).toBe(
      saved.consultation_id ?? saved.consultation.consultation_id,
    );
    expect(json(again).data.consultation.lines).toHaveLength(1);
    const rows = await ctx.db
      .selectFrom('clinic_consultations')
      .select('consultation_id')
      .where('visit_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);

    // Checked out the same day: still the doctor's to correct.
    expect((await api(doctor.token, 'PATCH', `/api/clinic/visits/${id}/status`, { status: 4 })).statusCode).toBe(200);
    expect((await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation())).statusCode).toBe(
      200,
    );
    const read = json(await api(panchakarma.token, 'GET', `/api/clinic/visits/${id}/consultation`)).data;
    expect(read.editable).toBe(false);
    expect(read.consultation.lines).toHaveLength(2);
  });

  it('ten simultaneous first saves make one consultation', async () => {
    const id = await visitFor(doctor);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation({ notes: `save ${i}` })),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .selectFrom('clinic_consultations')
      .select('consultation_id')
      .where('visit_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    const lines = await ctx.db
      .selectFrom('clinic_prescription_lines')
      .select('line_id')
      .where('consultation_id', '=', rows[0]!.consultation_id)
      .execute();
    expect(lines).toHaveLength(2);
  });

  it('roles: reception, panchakarma and another doctor may not write it; reception may not read it', async () => {
    const id = await visitFor(doctor);
    for (const who of [reception, panchakarma, doctor2]) {
      const res = await api(who.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation());
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await api(reception.token, 'GET', `/api/clinic/visits/${id}/consultation`)).statusCode).toBe(403);
    expect((await api(reception.token, 'GET', `/api/clinic/patients/${patientId}/history`)).statusCode).toBe(403);
    expect(
      await ctx.db.selectFrom('clinic_consultations').select('consultation_id').where('visit_id', '=', id).execute(),
    ).toHaveLength(0);
  });

  it('isolation: another clinic’s visit, patient and prescription are 404s', async () => {
    const id = await visitFor(doctor);
    expect((await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation())).statusCode).toBe(
      200,
    );
    expect(
      (await api(otherDoctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation())).statusCode,
    ).toBe(404);
    expect((await api(otherDoctor.token, 'GET', `/api/clinic/visits/${id}/consultation`)).statusCode).toBe(404);
    expect((await api(otherDoctor.token, 'GET', `/api/clinic/visits/${id}/prescription.pdf`)).statusCode).toBe(404);
    expect((await api(otherDoctor.token, 'GET', `/api/clinic/patients/${patientId}/history`)).statusCode).toBe(404);
    expect((await api(doctor.token, 'GET', `/api/clinic/patients/${otherPatientId}/history`)).statusCode).toBe(404);
  });

  it('bad input: each field named with its key, nothing written', async () => {
    const id = await visitFor(doctor);
    const line = consultation().lines[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [consultation({ lines: [{ ...line, dose: '0' }] }), 'lines.0.dose', 'CONSULT.LINE.DOSE_INVALID'],
      [consultation({ lines: [{ ...line, dose: 'two' }] }), 'lines.0.dose', 'CONSULT.LINE.DOSE_INVALID'],
      [consultation({ lines: [{ ...line, frequency: '1-0' }] }), 'lines.0.frequency', 'CONSULT.LINE.FREQUENCY_INVALID'],
      [
        consultation({ lines: [{ ...line, frequency: '0-0-0' }] }),
        'lines.0.frequency',
        'CONSULT.LINE.FREQUENCY_INVALID',
      ],
      [
        consultation({ lines: [{ ...line, duration_days: 0 }] }),
        'lines.0.duration_days',
        'CONSULT.LINE.DURATION_INVALID',
      ],
      [
        consultation({ lines: [{ ...line, duration_days: 400 }] }),
        'lines.0.duration_days',
        'CONSULT.LINE.DURATION_INVALID',
      ],
      [consultation({ lines: [{ ...line, food_timing: 7 }] }), 'lines.0.food_timing', 'CONSULT.LINE.FOOD_INVALID'],
      [
        consultation({ lines: [line, { ...line, medicine_id: otherClinicMedicine }] }),
        'lines.1.medicine_id',
        'CONSULT.MEDICINE_NOT_FOUND',
      ],
      [consultation({ prakriti: 9 }), 'prakriti', 'CONSULT.DOSHA_INVALID'],
      [consultation({ yoga_ids: [999_999] }), 'yoga_ids.0', 'CONSULT.YOGA_NOT_FOUND'],
      [consultation({ follow_up_date: '2026-11-02' }), 'follow_up_date', 'CONSULT.FOLLOW_UP_TOO_EARLY'],
      [consultation({ follow_up_date: '2026-02-30' }), 'follow_up_date', 'DATE_INVALID'],
    ];
    for (const [body, field, key] of cases) {
      const res = await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json(res).errors?.[field], res.body).toBe(key);
    }
    expect(
      await ctx.db.selectFrom('clinic_consultations').select('consultation_id').where('visit_id', '=', id).execute(),
    ).toHaveLength(0);
  });

  it('a retired medicine stays on the consultation that has it, and is not prescribed anew', async () => {
    const giloy = json(
      await api(doctor.token, 'POST', '/api/clinic/medicines', { name: 'Giloy Ghanvati', form: 2, unit: 'tab' }),
    ).data.medicine_id;
    const id = await visitFor(doctor);
    const line = { medicine_id: giloy, dose: '2', unit: 'tab', frequency: '1-0-1', duration_days: 10, food_timing: 2 };
    expect(
      (await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation({ lines: [line] })))
        .statusCode,
    ).toBe(200);
    const off = await api(doctor.token, 'PUT', `/api/clinic/medicines/${giloy}`, {
      name: 'Giloy Ghanvati',
      form: 2,
      unit: 'tab',
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation({ lines: [line] })))
        .statusCode,
    ).toBe(200);
    const fresh = await visitFor(doctor);
    expect(
      (await api(doctor.token, 'PUT', `/api/clinic/visits/${fresh}/consultation`, consultation({ lines: [line] })))
        .statusCode,
    ).toBe(400);
    const masters = json(await api(doctor.token, 'GET', '/api/clinic/consult/masters')).data;
    expect(masters.medicines.map((m: { medicine_id: number }) => m.medicine_id)).not.toContain(giloy);
    expect(masters.yoga.map((y: { id: number }) => y.id)).toEqual(expect.arrayContaining(yoga));
  });

  it('the history: newest first, 20 a page, with each consultation’s summary', async () => {
    const patient = json(
      await api(
        reception.token,
        'POST',
        '/api/clinic/patients',
        patientBody({ name: 'Hetal Vyas', phone: '9825011111' }),
      ),
    ).data.patient_id as number;
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push(await visitFor(doctor2, { patient, callIn: i >= 20 }));
    await api(
      doctor2.token,
      'PUT',
      `/api/clinic/visits/${ids[21]}/consultation`,
      consultation({ diagnosis: 'Sandhivata' }),
    );
    const page1 = json(await api(doctor.token, 'GET', `/api/clinic/patients/${patient}/history`)).data;
    expect(page1.total).toBe(22);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows.map((r: { visit_id: number }) => r.visit_id)).toEqual([...ids].reverse().slice(0, 20));
    expect(page1.rows[0].consultation).toMatchObject({ diagnosis: 'Sandhivata', prakriti: 4 });
    expect(page1.rows[0].consultation.medicines.map((m: { name: string }) => m.name)).toEqual([
      'Triphala Churna',
      'Ashwagandha Churna',
    ]);
    expect(page1.rows[1].consultation).toBeNull();
    const page2 = json(await api(panchakarma.token, 'GET', `/api/clinic/patients/${patient}/history?page=2`)).data;
    expect(page2.rows.map((r: { visit_id: number }) => r.visit_id)).toEqual([ids[1], ids[0]]);
    // An earlier day comes after a later one whatever the ids.
    clock.advance(24 * 3600_000);
    const tomorrow = await visitFor(doctor2, { patient, callIn: false });
    const again = json(await api(doctor.token, 'GET', `/api/clinic/patients/${patient}/history`)).data;
    expect(again.rows[0].visit_id).toBe(tomorrow);
    expect((await api(doctor.token, 'GET', `/api/clinic/patients/${patient}/history?page=0`)).statusCode).toBe(400);
  });

  it('the prescription PDF in English and Gujarati; a checked-out visit of an earlier day is locked', async () => {
    // The doctor's staff account linked to a practitioner profile: its registration is printed.
    const practitioner = await ctx.db
      .insertInto('practitioners')
      .values({ name: 'Dr. Linked Vaidya', phone: '9825000000', is_approve: 1 } as never)
      .returning('practitioner_id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: practitioner.practitioner_id,
        clinic_name: 'Dhanvantari',
        registration_council: 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
        registration_number: 'GBAU-12345',
      })
      .execute();
    await ctx.db
      .updateTable('clinic_staff')
      .set({ practitioner_id: practitioner.practitioner_id })
      .where('staff_id', '=', doctor.staffId)
      .execute();
    // A write to clinic staff announces itself (clinic/memory.ts keeps the doctors in memory), as the service's do.
    clinicStaffChanged(ctx.app.db);
    const id = await visitFor(doctor);
    expect((await api(doctor.token, 'GET', `/api/clinic/visits/${id}/prescription.pdf`)).statusCode).toBe(404);
    expect(
      (
        await api(
          doctor.token,
          'PUT',
          `/api/clinic/visits/${id}/consultation`,
          consultation({ follow_up_date: '2026-11-20' }),
        )
      ).statusCode,
    ).toBe(200);
    const en = await api(reception.token, 'GET', `/api/clinic/visits/${id}/prescription.pdf?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const text = pdfText(en.rawPayload);
    for (const part of [
      'Shree Dhanvantari Ayurveda',
      'PRESCRIPTION',
      'Meena Desai',
      'Triphala Churna',
      '0-0-1',
      '15 days',
      'at bedtime',
      'Amlapitta',
      'Vata-Pitta',
      'Vajrasana',
      'Follow-up on: 20-11-2026',
      'GBAU-12345',
    ]) {
      expect(text).toContain(part);
    }
    const gu = pdfText(
      (await api(doctor.token, 'GET', `/api/clinic/visits/${id}/prescription.pdf?lang=gu`)).rawPayload,
    );
    for (const part of ['દવાઓ', 'વજ્રાસન', 'મગની દાળની ખીચડી', 'સૂતી વખતે', 'Triphala Churna']) expect(gu).toContain(part);
    // Shaped, not just encoded: pdftotext reads glyphs in visual order (દિવસ → િદવસ, દર્દી → દદીર્).
    expect(gu).toContain('િદવસ');
    expect(gu).toContain('દદીર્');
    expect((await api(doctor.token, 'GET', `/api/clinic/visits/${id}/prescription.pdf?lang=fr`)).statusCode).toBe(400);

    expect((await api(doctor.token, 'PATCH', `/api/clinic/visits/${id}/status`, { status: 4 })).statusCode).toBe(200);
    clock.advance(24 * 3600_000);
    const late = await api(doctor.token, 'PUT', `/api/clinic/visits/${id}/consultation`, consultation());
    expect(late.statusCode, late.body).toBe(409);
    expect(json(late).errors).toEqual({ status: 'CONSULT.LOCKED' });
  });
});
