import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { chargesOf } from '../src/platform/clinic-charges';
import { documentsOf } from '../src/platform/clinic-documents';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 21 point 5, decision 96, on both databases: the test master (the administrator keeps it; ranges checked),
 * orders only by the visit's consulting doctor, the lab's steps with results checked and flagged against the range
 * for the patient's sex and age, the doctor's approval or send-back, the frozen released report, its PDF refused
 * before release, the patient's released reports, reception's payment with the lab's receipt series, the stay's
 * charges, and every rule broken once: the wrong department, another clinic (404), no login, a stale version (409)
 * — including ten saves, ten payments and an approval racing a send-back, all at once.
 * The clock stands on Monday 2 November 2026, 10:00 India time.
 */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-lab-'));
  const file = path.join(dir, 'lab.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the clinic lab over HTTP', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  const TODAY = '2026-11-02';
  let clinicId: number;
  let admin: TestStaff;
  let reception: TestStaff;
  let doctor: TestStaff;
  let doctor2: TestStaff;
  let lab: TestStaff;
  let lab2: TestStaff;
  let panchakarma: TestStaff;
  let otherAdmin: TestStaff;
  let otherDoctor: TestStaff;
  let otherLab: TestStaff;
  let man: number;
  let woman: number;
  let child: number;
  let otherPatient: number;
  const test: Record<string, number> = {};
  let otherTest: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const api = (token: string | null, method: Method, url: string, payload?: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url: `/api/clinic${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = async (p: ReturnType<typeof api>, status = 200) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(status);
    return json(res).data;
  };

  const hb = {
    code: 'hb',
    name: 'Haemoglobin',
    name_guj: 'હિમોગ્લોબિન',
    panel: 'Complete blood count',
    panel_guj: 'કમ્પ્લીટ બ્લડ કાઉન્ટ',
    sample_type: 1,
    unit: 'g/dL',
    price_paise: 15_000,
    result_kind: 1,
    decimals: 1,
    ranges: [
      { sex: 0, age_min: 0, age_max: 12, low: '11.0', high: '14.5' },
      { sex: 1, age_min: 13, low: '13.0', high: '17.0', critical_low: '7.0', critical_high: '20.0' },
      { sex: 2, age_min: 13, low: '12.0', high: '15.5', critical_low: '7.0', critical_high: '20.0' },
    ],
  };
  const fbs = {
    code: 'FBS',
    name: 'Fasting blood sugar',
    name_guj: 'ઉપવાસ બ્લડ સુગર',
    sample_type: 3,
    unit: 'mg/dL',
    price_paise: 8_000,
    result_kind: 1,
    decimals: 0,
    ranges: [{ sex: 0, age_min: 0, low: '70', high: '100', critical_low: '40', critical_high: '400' }],
  };
  const urineSugar = {
    code: 'USUG',
    name: 'Urine sugar',
    name_guj: 'પેશાબમાં સુગર',
    sample_type: 4,
    price_paise: 5_000,
    result_kind: 2,
    choices: [
      { label: 'Nil', normal: true },
      { label: 'Trace', normal: false },
      { label: '+', normal: false },
    ],
  };

  /** A walk-in for this doctor, called in (engaged) unless told otherwise. */
  async function visitFor(d: TestStaff, patient: number, opts: { callIn?: boolean } = {}) {
    const visit = await data(
      api(reception.token, 'POST', '/visits', {
        patient_id: patient,
        consultation_doctor_id: d.staffId,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 1, amount: 10_000 }],
      }),
      201,
    );
    if (opts.callIn !== false) await data(api(d.token, 'PATCH', `/visits/${visit.visit_id}/status`, { status: 3 }));
    return visit.visit_id as number;
  }
  const order = (d: TestStaff, visitId: number, testIds: number[], headers = {}) =>
    api(d.token, 'POST', '/lab-orders', { visit_id: visitId, test_ids: testIds, note: 'Fasting since 10 pm' }, headers);
  const itemsOf = (o: { items: { item_id: number; code: string }[] }) =>
    Object.fromEntries(o.items.map((i) => [i.code, i.item_id]));
  /** An order of these tests for a new visit of this patient, its sample collected. */
  async function collected(patient: number, codes: string[]) {
    const visit = await visitFor(doctor, patient);
    const placed = await data(
      order(
        doctor,
        visit,
        codes.map((c) => test[c]!),
      ),
      201,
    );
    return data(api(lab.token, 'POST', `/lab-orders/${placed.order_id}/collect`, { version: placed.version }));
  }

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    ({ clinicId } = await createClinic(ctx.db, 'Shree Charak Ayurveda'));
    const other = await createClinic(ctx.db, 'Other Clinic');
    [admin, reception, doctor, doctor2, lab, lab2, panchakarma, otherAdmin, otherDoctor, otherLab] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
      staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
      staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.LAB),
    ]);
    const patient = async (token: string, body: Record<string, unknown>) =>
      (await data(api(token, 'POST', '/patients', patientBody(body)), 201)).patient_id as number;
    man = await patient(reception.token, { name: 'Mahesh Trivedi', sex: 1, age: 45 });
    woman = await patient(reception.token, { name: 'Nisha Trivedi', sex: 2, age: 38, phone: '9825012346' });
    child = await patient(reception.token, { name: 'Dev Trivedi', sex: 1, age: 8, phone: '9825012347' });
    otherPatient = await patient(otherAdmin.token, { name: 'Kiran Shah' });
    for (const body of [hb, fbs, urineSugar]) {
      test[body.code.toUpperCase()] = (await data(api(admin.token, 'POST', '/lab-tests', body), 201)).test_id;
    }
    otherTest = (await data(api(otherAdmin.token, 'POST', '/lab-tests', hb), 201)).test_id;
  });
  afterAll(() => ctx.close());

  it('the test master: the administrator keeps it, checked ranges, one code per clinic, clinics apart', async () => {
    for (const who of [doctor, lab, reception]) {
      const res = await api(who.token, 'POST', '/lab-tests', { ...fbs, code: 'PPBS' });
      expect(res.statusCode).toBe(403);
      expect(json(res).message_key).toBe('CLINIC_ADMIN_ONLY');
    }
    const dup = await api(admin.token, 'POST', '/lab-tests', { ...fbs, code: ' fbs ' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).errors).toEqual({ code: 'LAB.TEST.CODE_TAKEN' });
    const bad = await api(admin.token, 'POST', '/lab-tests', {
      ...hb,
      code: 'HB2',
      unit: '',
      price_paise: -5,
      ranges: [
        { sex: 1, age_min: 13, low: '17', high: '13' },
        { sex: 1, age_min: 60, low: 'abc' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({
      unit: 'LAB.TEST.UNIT_REQUIRED',
      price_paise: 'LAB.TEST.PRICE_INVALID',
      'ranges.0.high': 'LAB.RANGE.BOUND_ORDER',
      'ranges.1.low': 'LAB.RANGE.NUMBER_INVALID',
    });
    const overlap = await api(admin.token, 'POST', '/lab-tests', {
      ...hb,
      code: 'HB3',
      ranges: [...hb.ranges, { sex: 2, age_min: 50, low: '11.5', high: '15.0' }],
    });
    expect(json(overlap).errors).toEqual({ 'ranges.3.age_min': 'LAB.RANGE.OVERLAP' });
    expect(
      await ctx.db.selectFrom('clinic_lab_tests').select('code').where('clinic_id', '=', clinicId).execute(),
    ).toHaveLength(3);

    const list = await data(api(doctor.token, 'GET', '/lab-tests'));
    expect(list.map((t: { code: string }) => t.code).sort()).toEqual(['FBS', 'HB', 'USUG']);
    expect(list.find((t: { code: string }) => t.code === 'HB').ranges).toHaveLength(3);
    expect((await api(lab.token, 'GET', '/lab-tests')).statusCode).toBe(200);
    expect((await api(reception.token, 'GET', '/lab-tests')).statusCode).toBe(200);
    expect((await api(panchakarma.token, 'GET', '/lab-tests')).statusCode).toBe(403);
    expect((await api(null, 'GET', '/lab-tests')).statusCode).toBe(401);
    expect((await api(otherAdmin.token, 'PUT', `/lab-tests/${test.HB}`, hb)).statusCode).toBe(404);
    const others = await data(api(otherDoctor.token, 'GET', '/lab-tests?all=1'));
    expect(others.map((t: { test_id: number }) => t.test_id)).toEqual([otherTest]);

    // A price change reaches new orders only; retiring a test takes it off the list.
    const changed = await data(api(admin.token, 'PUT', `/lab-tests/${test.FBS}`, { ...fbs, price_paise: 9_000 }));
    expect(changed.price_paise).toBe(9_000);
  });

  it('only the doctor consulting the visit orders, for tests of this clinic; a double click orders once', async () => {
    const waiting = await visitFor(doctor, man, { callIn: false });
    const early = await order(doctor, waiting, [test.HB!]);
    expect(early.statusCode).toBe(409);
    expect(json(early).message_key).toBe('LAB.VISIT_NOT_OPEN');

    const visit = await visitFor(doctor, man);
    const notHis = await order(doctor2, visit, [test.HB!]);
    expect(notHis.statusCode).toBe(403);
    expect(json(notHis).message_key).toBe('LAB.NOT_YOUR_VISIT');
    for (const who of [lab, reception, panchakarma, admin])
      expect((await order(who, visit, [test.HB!])).statusCode).toBe(403);
    expect((await order(otherDoctor, visit, [test.HB!])).statusCode).toBe(404);
    const foreign = await order(doctor, visit, [test.HB!, otherTest, test.HB!]);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).errors).toEqual({
      'test_ids.1': 'LAB.ORDER.TEST_NOT_FOUND',
      test_ids: 'LAB.ORDER.TEST_REPEATED',
    });
    expect((await api(doctor.token, 'POST', '/lab-orders', { visit_id: visit, test_ids: [] })).statusCode).toBe(400);

    const key = { 'idempotency-key': '6b0f3a4e-9a51-4a0e-8d3c-1f2e3d4c5b6a' };
    const [a, b] = await Promise.all([
      order(doctor, visit, [test.HB!, test.FBS!], key),
      order(doctor, visit, [test.HB!, test.FBS!], key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json(a).data.order_id).toBe(json(b).data.order_id);
    const placed = json(a).data;
    expect(placed).toMatchObject({
      status: 1,
      version: 1,
      visit_id: visit,
      patient_id: man,
      doctor_id: doctor.staffId,
      order_date: TODAY,
      total_paise: 15_000 + 9_000,
      patient_sex: 1,
      patient_age: 45,
      note: 'Fasting since 10 pm',
      paid: false,
    });
    // The range that would apply is shown before any value: a man of 45.
    expect(placed.items.find((i: { code: string }) => i.code === 'HB').range).toMatchObject({ sex: 1, low: '13.0' });
    const visitLab = await data(api(doctor.token, 'GET', `/visits/${visit}/lab-orders`));
    expect(visitLab).toMatchObject({ can_order: true, patient_id: man });
    expect(visitLab.orders.map((o: { order_id: number }) => o.order_id)).toEqual([placed.order_id]);
    expect((await data(api(doctor2.token, 'GET', `/visits/${visit}/lab-orders`))).can_order).toBe(false);
    expect((await api(otherDoctor.token, 'GET', `/visits/${visit}/lab-orders`)).statusCode).toBe(404);
    expect((await api(panchakarma.token, 'GET', `/visits/${visit}/lab-orders`)).statusCode).toBe(403);
  });

  it('the lab collects and enters; values are checked, flagged by sex and age, and the range kept', async () => {
    const o = await collected(man, ['HB', 'FBS', 'USUG']);
    expect(o).toMatchObject({ status: 2, version: 2 });
    expect(o.collected_at).toBe(clock.now().toISOString());
    expect(o.collected_by_name).toBeTruthy();
    const id = o.order_id;
    const item = itemsOf(o);
    const save = (who: TestStaff, version: number, results: unknown[]) =>
      api(who.token, 'PUT', `/lab-orders/${id}/results`, { version, results });

    for (const who of [doctor, reception, panchakarma, admin]) {
      expect((await save(who, 2, [{ item_id: item.HB, value: '12.0' }])).statusCode).toBe(403);
    }
    expect((await save(otherLab, 2, [{ item_id: item.HB, value: '12.0' }])).statusCode).toBe(404);
    const bad = await save(lab, 2, [
      { item_id: item.HB, value: '11.25' },
      { item_id: item.FBS, value: 'high' },
      { item_id: item.USUG, value: '++++' },
      { item_id: 999_999, value: '1' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({
      'results.0.value': 'LAB.RESULT.TOO_MANY_DECIMALS',
      'results.1.value': 'LAB.RESULT.NUMBER_INVALID',
      'results.2.value': 'LAB.RESULT.CHOICE_INVALID',
      'results.3.item_id': 'LAB.RESULT.ITEM_NOT_FOUND',
    });
    expect((await data(api(lab.token, 'GET', `/lab-orders/${id}`))).version).toBe(2); // nothing written

    const partial = await data(save(lab, 2, [{ item_id: item.HB, value: '11.2' }]));
    expect(partial).toMatchObject({ status: 3, version: 3 });
    const hbItem = partial.items.find((i: { code: string }) => i.code === 'HB');
    expect(hbItem).toMatchObject({
      value: '11.2',
      flag: 'low',
      unit: 'g/dL',
      range: { sex: 1, low: '13.0', high: '17.0' },
    });
    // Submitting with results missing is refused, and so is a stale version.
    const incomplete = await api(lab.token, 'POST', `/lab-orders/${id}/submit`, { version: 3 });
    expect(incomplete.statusCode).toBe(409);
    expect(json(incomplete).message_key).toBe('LAB.RESULT.INCOMPLETE');
    const stale = await save(lab2, 2, [{ item_id: item.FBS, value: '98' }]);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message_key).toBe('LAB.STALE');

    const full = await data(
      save(lab2, 3, [
        { item_id: item.FBS, value: '412', remark: 'Repeat advised' },
        { item_id: item.USUG, value: 'Trace' },
      ]),
    );
    const flags = Object.fromEntries(full.items.map((i: { code: string; flag: string }) => [i.code, i.flag]));
    expect(flags).toEqual({ HB: 'low', FBS: 'critical_high', USUG: 'abnormal' });
    expect(full.flagged).toBe(3);
    // Reception sees the order, not its results, until release.
    const seen = await data(api(reception.token, 'GET', `/lab-orders/${id}`));
    expect(seen.can.see_results).toBe(false);
    expect(seen.items.every((i: { value: string | null }) => i.value === null)).toBe(true);

    // The same value is normal for a woman, and the child's band applies to a boy of 8.
    const hers = await collected(woman, ['HB']);
    const herHb = await data(
      api(lab.token, 'PUT', `/lab-orders/${hers.order_id}/results`, {
        version: hers.version,
        results: [{ item_id: hers.items[0].item_id, value: '12.5' }],
      }),
    );
    expect(herHb.items[0]).toMatchObject({ flag: 'normal', range: { sex: 2, low: '12.0' } });
    const his = await collected(child, ['HB']);
    const childHb = await data(
      api(lab.token, 'PUT', `/lab-orders/${his.order_id}/results`, {
        version: his.version,
        results: [{ item_id: his.items[0].item_id, value: '12.5' }],
      }),
    );
    expect(childHb.items[0]).toMatchObject({ flag: 'normal', range: { sex: 0, age_min: 0, age_max: 12 } });
  });

  it('a doctor approves or sends back; the released report is frozen and only then printed', async () => {
    const o = await collected(woman, ['HB', 'FBS']);
    const item = itemsOf(o);
    const entered = await data(
      api(lab.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
        version: o.version,
        results: [
          { item_id: item.HB, value: '10.1' },
          { item_id: item.FBS, value: '92' },
        ],
      }),
    );
    const pdfBefore = await api(doctor.token, 'GET', `/lab-orders/${o.order_id}/report.pdf`);
    expect(pdfBefore.statusCode).toBe(409);
    expect(json(pdfBefore).message_key).toBe('LAB.NOT_RELEASED');
    const early = await api(doctor.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: entered.version });
    expect(json(early).message_key).toBe('LAB.NOT_SUBMITTED');
    const sent = await data(api(lab.token, 'POST', `/lab-orders/${o.order_id}/submit`, { version: entered.version }));
    expect(sent.status).toBe(4);

    for (const who of [lab, reception, panchakarma, admin]) {
      expect(
        (await api(who.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: sent.version })).statusCode,
      ).toBe(403);
    }
    expect(
      (await api(otherDoctor.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: sent.version })).statusCode,
    ).toBe(404);
    const locked = await api(lab.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
      version: sent.version,
      results: [{ item_id: item.HB, value: '10.3' }],
    });
    expect(json(locked).message_key).toBe('LAB.AWAITING_APPROVAL');
    const noReason = await api(doctor.token, 'POST', `/lab-orders/${o.order_id}/return`, {
      version: sent.version,
      reason: 'no',
    });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).errors).toEqual({ reason: 'LAB.RETURN_REASON_REQUIRED' });
    const back = await data(
      api(doctor.token, 'POST', `/lab-orders/${o.order_id}/return`, {
        version: sent.version,
        reason: 'Haemoglobin looks low for her: please re-run the sample',
      }),
    );
    expect(back).toMatchObject({ status: 3, return_reason: 'Haemoglobin looks low for her: please re-run the sample' });
    const fixed = await data(
      api(lab.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
        version: back.version,
        results: [{ item_id: item.HB, value: '10.3' }],
      }),
    );
    const again = await data(api(lab.token, 'POST', `/lab-orders/${o.order_id}/submit`, { version: fixed.version }));
    clock.advance(60 * 60_000);
    // Any doctor of the clinic may approve (the ordering doctor may be away).
    const released = await data(
      api(doctor2.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: again.version }),
    );
    expect(released).toMatchObject({ status: 5, approved_at: clock.now().toISOString() });

    const frozen = await api(lab.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
      version: released.version,
      results: [{ item_id: item.HB, value: '11.0' }],
    });
    expect(frozen.statusCode).toBe(409);
    expect(json(frozen).message_key).toBe('LAB.RELEASED');
    const twice = await api(doctor.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: released.version });
    expect(json(twice).message_key).toBe('LAB.RELEASED');
    expect(
      (
        await api(doctor.token, 'POST', `/lab-orders/${o.order_id}/return`, {
          version: released.version,
          reason: 'Changed my mind',
        })
      ).statusCode,
    ).toBe(409);

    const pdf = await api(reception.token, 'GET', `/lab-orders/${o.order_id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const en = pdfText(pdf.rawPayload);
    for (const expected of [
      'Shree Charak Ayurveda',
      'LABORATORY REPORT',
      'Nisha Trivedi',
      '2026/0002',
      '38 years / Female',
      'Sample collected: 02-11-2026, 10:00 am',
      'Haemoglobin',
      '10.3 L',
      '12.0 – 15.5',
      'g/dL',
      'Low',
      '70 – 100',
      'Approved by',
      '02-11-2026, 11:00 am',
    ]) {
      expect(en).toContain(expected);
    }
    const gu = pdfText((await api(doctor.token, 'GET', `/lab-orders/${o.order_id}/report.pdf?lang=gu`)).rawPayload);
    for (const expected of ['કમ્પ્લીટ બ્લડ કાઉન્ટ', 'સ્ત્રી', 'મંજૂર કરનાર', 'નમૂનો લીધો', '10.3 L'])
      expect(gu).toContain(expected);
    expect((await api(panchakarma.token, 'GET', `/lab-orders/${o.order_id}/report.pdf`)).statusCode).toBe(403);
    expect((await api(otherDoctor.token, 'GET', `/lab-orders/${o.order_id}/report.pdf`)).statusCode).toBe(404);
    expect((await api(null, 'GET', `/lab-orders/${o.order_id}/report.pdf`)).statusCode).toBe(401);

    // The patient's history shows released reports only, with what applied.
    const history = await data(api(reception.token, 'GET', `/patients/${woman}/lab-reports`));
    expect(history.rows.map((r: { order_id: number }) => r.order_id)).toEqual([o.order_id]);
    expect(history.rows[0].results[0]).toMatchObject({
      name: 'Haemoglobin',
      value: '10.3',
      flag: 'low',
      range_text: '12.0 – 15.5',
    });
    expect((await api(panchakarma.token, 'GET', `/patients/${woman}/lab-reports`)).statusCode).toBe(403);
    expect((await api(otherDoctor.token, 'GET', `/patients/${woman}/lab-reports`)).statusCode).toBe(404);
    expect((await api(doctor.token, 'GET', `/patients/${otherPatient}/lab-reports`)).statusCode).toBe(404);
    clock.advance(-60 * 60_000);
  });

  it('the worklist by day and status, another clinic sees none of it', async () => {
    const all = await data(api(lab.token, 'GET', `/lab-orders?date=${TODAY}`));
    expect(all.rows.length).toBeGreaterThan(3);
    expect(Number(all.counts['5'])).toBeGreaterThanOrEqual(1);
    const awaiting = await data(api(reception.token, 'GET', `/lab-orders?date=${TODAY}&status=3`));
    expect(awaiting.rows.every((r: { status: number }) => r.status === 3)).toBe(true);
    expect(await data(api(otherLab.token, 'GET', `/lab-orders?date=${TODAY}`))).toEqual({ rows: [], counts: {} });
    expect((await api(panchakarma.token, 'GET', '/lab-orders')).statusCode).toBe(403);
    expect((await api(lab.token, 'GET', '/lab-orders?status=7')).statusCode).toBe(400);
    expect((await api(otherLab.token, 'GET', `/lab-orders/${all.rows[0].order_id}`)).statusCode).toBe(404);
    const mine = await data(api(doctor2.token, 'GET', '/lab-orders?mine=1'));
    expect(mine.rows).toEqual([]);
  });

  it('reception takes payment once with the lab’s receipt number; unpaid tests go to the stay', async () => {
    const visit = await visitFor(doctor, child);
    const placed = await data(order(doctor, visit, [test.HB!, test.FBS!]), 201);
    const cancelled = await data(order(doctor, visit, [test.USUG!]), 201);
    const paidOne = await data(order(doctor, visit, [test.USUG!]), 201);

    expect(
      (await api(lab.token, 'POST', `/lab-orders/${paidOne.order_id}/payment`, { payment_mode: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await api(otherAdmin.token, 'POST', `/lab-orders/${paidOne.order_id}/payment`, { payment_mode: 1 })).statusCode,
    ).toBe(404);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(reception.token, 'POST', `/lab-orders/${paidOne.order_id}/payment`, { payment_mode: 3 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const paid = json(results.find((r) => r.statusCode === 200)!).data;
    expect(paid).toMatchObject({
      paid: true,
      receipt_no: 'LAB/2026-27/0001',
      payment_mode: 3,
      version: paidOne.version,
    });
    expect(json(results.find((r) => r.statusCode === 409)!).message_key).toBe('LAB.ALREADY_PAID');
    const counter = await ctx.db
      .selectFrom('clinic_lab_receipt_counters')
      .selectAll()
      .where('clinic_id', '=', clinicId)
      .execute();
    expect(counter.map((c) => c.last_number)).toEqual([1]);
    // The receipt is a document of money in the clinic's accounts (decision 99).
    const documents = (await documentsOf(ctx.db, { clinicId, from: TODAY, to: TODAY })).filter(
      (d) => d.series === 'lab_receipt',
    );
    expect(documents).toEqual([
      expect.objectContaining({
        label: 'LAB/2026-27/0001',
        number: 1,
        date: TODAY,
        party: 'Dev Trivedi',
        direction: 'in',
        amount: 5_000,
      }),
    ]);

    expect((await api(lab.token, 'POST', `/lab-orders/${cancelled.order_id}/cancel`, { version: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await api(doctor2.token, 'POST', `/lab-orders/${cancelled.order_id}/cancel`, { version: 1 })).statusCode,
    ).toBe(403);
    expect(
      (
        await data(
          api(reception.token, 'POST', `/lab-orders/${cancelled.order_id}/cancel`, {
            version: 1,
            reason: 'Ordered twice',
          }),
        )
      ).status,
    ).toBe(9);
    expect(
      (await api(reception.token, 'POST', `/lab-orders/${paidOne.order_id}/cancel`, { version: 1 })).statusCode,
    ).toBe(409);

    const lines = await chargesOf(ctx.db, { clinicId, patientId: child, from: TODAY, to: TODAY });
    const labLines = lines.filter((l) => l.kind === 'lab');
    // The child's earlier order (Hb) and this one (Hb, FBS); not the cancelled one, not the one paid at the counter.
    expect(labLines.map((l) => [l.description, l.amount_paise])).toEqual([
      ['Haemoglobin', 15_000],
      ['Haemoglobin', 15_000],
      ['Fasting blood sugar', 9_000],
    ]);
    expect(labLines[0]).toMatchObject({ description_guj: 'હિમોગ્લોબિન', date: TODAY, quantity: 1, unit_paise: 15_000 });
    expect(await chargesOf(ctx.db, { clinicId, patientId: child, from: '2026-11-03', to: '2026-11-30' })).toEqual([]);
    expect(
      (await chargesOf(ctx.db, { clinicId: clinicId + 1, patientId: child, from: TODAY, to: TODAY })).filter(
        (l) => l.kind === 'lab',
      ),
    ).toEqual([]);
    expect(placed.total_paise).toBe(24_000);

    // Discharged: the stay's bill (written here as the ward writes it) charged the placed order's tests, so the
    // counter does not take their money again, and takes no receipt number for trying.
    const bill = await ctx.db
      .insertInto('ward_bills')
      .values({
        clinic_id: clinicId,
        stay_id: 9_999,
        financial_year: '2026-27',
        bill_no: 1,
        bill_date: TODAY,
        room_days: 1,
        total: 24_000,
        created_by: reception.staffId,
      })
      .returning('bill_id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('ward_bill_lines')
      .values(
        placed.items.map((i: { item_id: number; name: string }, position: number) => ({
          bill_id: Number(bill.bill_id),
          position,
          kind: 'lab',
          description: i.name,
          charge_date: TODAY,
          quantity: 1,
          unit_paise: 12_000,
          amount_paise: 12_000,
          source: 'lab',
          source_id: i.item_id,
        })),
      )
      .execute();
    const again = await api(reception.token, 'POST', `/lab-orders/${placed.order_id}/payment`, { payment_mode: 1 });
    expect(again.statusCode).toBe(409);
    expect(json(again).message_key).toBe('LAB.ON_INPATIENT_BILL');
    expect(json(again).message).toContain('IPD/2026-27/0001');
    expect((await data(api(reception.token, 'GET', `/lab-orders/${placed.order_id}`))).paid).toBe(false);
    const counterAfter = await ctx.db
      .selectFrom('clinic_lab_receipt_counters')
      .select('last_number')
      .where('clinic_id', '=', clinicId)
      .execute();
    expect(counterAfter.map((c) => c.last_number)).toEqual([1]);
  });

  it('two lab staff saving the same order at once: one wins, the rest are told, nothing overwritten', async () => {
    const o = await collected(man, ['HB', 'FBS']);
    const item = itemsOf(o);
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api(n % 2 ? lab.token : lab2.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
          version: o.version,
          results: [{ item_id: item.HB, value: `1${n}.0` }],
        }),
      ),
    );
    const codes = saves.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(saves.filter((r) => r.statusCode === 409).every((r) => json(r).message_key === 'LAB.STALE')).toBe(true);
    const winner = json(saves.find((r) => r.statusCode === 200)!).data;
    const stored = await data(api(lab.token, 'GET', `/lab-orders/${o.order_id}`));
    expect(stored.version).toBe(o.version + 1);
    expect(stored.items.find((i: { code: string }) => i.code === 'HB').value).toBe(
      winner.items.find((i: { code: string }) => i.code === 'HB').value,
    );

    // An approval racing a send-back: exactly one of them happens.
    const full = await data(
      api(lab.token, 'PUT', `/lab-orders/${o.order_id}/results`, {
        version: stored.version,
        results: [{ item_id: item.FBS, value: '88' }],
      }),
    );
    const sent = await data(api(lab.token, 'POST', `/lab-orders/${o.order_id}/submit`, { version: full.version }));
    const race = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api(doctor.token, 'POST', `/lab-orders/${o.order_id}/approve`, { version: sent.version }),
      ),
      ...Array.from({ length: 5 }, () =>
        api(doctor2.token, 'POST', `/lab-orders/${o.order_id}/return`, {
          version: sent.version,
          reason: 'Please check the FBS',
        }),
      ),
    ]);
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(race.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const final = await data(api(doctor.token, 'GET', `/lab-orders/${o.order_id}`));
    expect(final.version).toBe(sent.version + 1);
    expect([3, 5]).toContain(final.status);
  });
});
