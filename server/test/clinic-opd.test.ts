import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { buildApp } from '../src/app';
import { connect, type Database } from '../src/db/connection';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, dialect, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 20 points 3 and 5 over HTTP, on both databases: registration and its bill (the server's total, field
 * errors), gap-free tokens and receipts under 20 registrations at once, one visit per Idempotency-Key, the receipt
 * PDF, forward-only status moves and who may make them, one clinic never reaching another's visits, receipts or
 * queue news, and the queue's event stream — also from a second server process on the same database.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

interface Stream {
  events: { event: string; data: unknown }[];
  waitFor(pred: (e: { event: string; data: unknown }) => boolean, ms?: number): Promise<number>;
  close(): void;
}

/** Opens the queue's event stream as a browser would (fetch, bearer token) and collects its events. */
async function openStream(base: string, token: string): Promise<Stream> {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/clinic/queue/stream`, { headers: bearer(token), signal: ac.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Stream['events'] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(pred, ms = 2000) {
      const start = Date.now();
      while (!events.some(pred)) {
        if (Date.now() - start > ms) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return Date.now() - start;
    },
    close: () => ac.abort(),
  };
}

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('the OPD desk over HTTP', () => {
  let ctx: TestContext;
  // Monday 2 November 2026, 10:00 India time
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let clinicId: number;
  let reception: TestStaff;
  let doctor: TestStaff;
  let doctor2: TestStaff;
  let admin: TestStaff;
  let otherReception: TestStaff;
  let otherDoctor: TestStaff;
  let patientId: number;
  let otherPatientId: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    ({ clinicId } = await createClinic(ctx.db, 'Shree Dhanvantari Ayurveda'));
    const other = await createClinic(ctx.db, 'Other Clinic');
    [reception, doctor, doctor2, admin, otherReception, otherDoctor] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR),
    ]);
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
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const form = (over: Record<string, unknown> = {}) => ({
    patient_id: patientId,
    consultation_doctor_id: doctor.staffId,
    case_paper_fee: 10_000,
    special_opd_charge: [{ name: 'Nadi pariksha', value: 20_000 }],
    discount: '10%',
    discount_remark: 'senior citizen',
    payment_mode: [
      { payment_mode: 1, amount: 17_000 },
      { payment_mode: 3, amount: 10_000 },
    ],
    ...over,
  });
  const register = (token: string, body: Record<string, unknown>, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/visits',
      payload: body,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const move = (token: string, id: number, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/clinic/visits/${id}/status`, payload: body, headers: bearer(token) });
  const queue = async (token: string, query = '') => {
    const res = await ctx.app.inject({ url: `/api/clinic/queue${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  it('registers a walk-in and bills it: the server’s total with a 10 % discount, token 1, receipt 1', async () => {
    const res = await register(reception.token, form({ tvalue: 27_000 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({
      token_no: 1,
      receipt_no: 1,
      receipt_number: 'OPD/2026-27/0001',
      tvalue: 27_000,
      visit_date: '2026-11-02',
    });
    const q = await queue(reception.token);
    expect(q.rows).toHaveLength(1);
    expect(q.rows[0]).toMatchObject({ status: 2, patient_name: 'Meena Desai', tvalue: 27_000, token_no: 1 });
    expect(q.doctors.map((d: { doctor_id: number }) => d.doctor_id).sort()).toEqual(
      [doctor.staffId, doctor2.staffId].sort(),
    );
  });

  it('bad input names its field and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [form({ tvalue: 30_000 }), 422, 'tvalue'],
      [form({ discount: '31000' }), 400, 'discount'],
      [form({ discount: 'ten' }), 400, 'discount'],
      [form({ discount_remark: '' }), 400, 'discount_remark'],
      [form({ case_paper_fee: -100 }), 400, 'case_paper_fee'],
      [form({ case_paper_fee: 10.5 }), 400, 'case_paper_fee'],
      [form({ payment_mode: [{ payment_mode: 1, amount: 100 }] }), 400, 'payment_mode'],
      [form({ payment_mode: [{ payment_mode: 9, amount: 27_000 }] }), 400, 'payment_mode.0.payment_mode'],
      [form({ consultation_doctor_id: otherDoctor.staffId }), 404, 'consultation_doctor_id'],
      [form({ patient_id: otherPatientId }), 404, 'patient_id'],
      [form({ visit_date: '2026-11-01' }), 400, 'visit_date'],
    ];
    for (const [body, status, field] of cases) {
      const res = await register(reception.token, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(Object.keys(json(res).errors ?? {}), res.body).toContain(field);
    }
    expect((await queue(reception.token)).rows).toHaveLength(1);
  });

  it('20 registrations at once: tokens per doctor and receipts without gaps or repeats', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(reception.token, form({ consultation_doctor_id: i % 2 ? doctor2.staffId : doctor.staffId })),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const data = answers.map((r) => json(r).data);
    const tokens = (id: number) =>
      data
        .filter((d) => d.doctor_id === id)
        .map((d) => d.token_no)
        .sort((a: number, b: number) => a - b);
    expect(tokens(doctor.staffId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(tokens(doctor2.staffId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.map((d) => d.receipt_no).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });

  it('a double click (the same Idempotency-Key) makes one visit and answers it twice', async () => {
    const key = randomUUID();
    const before = (await queue(reception.token)).rows.length;
    const [a, b] = await Promise.all([register(reception.token, form(), key), register(reception.token, form(), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json(a).data).toEqual(json(b).data);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
    expect((await queue(reception.token)).rows.length).toBe(before + 1);
  });

  it('the receipt PDF prints on A4 and 80 mm, in English and Gujarati; another clinic gets 404', async () => {
    const { receipt_id } = json(await register(reception.token, form())).data;
    for (const q of ['', '?size=80mm&lang=gu', '?size=a4&lang=gu', '?size=80mm']) {
      const res = await ctx.app.inject({
        url: `/api/clinic/receipts/${receipt_id}.pdf${q}`,
        headers: bearer(doctor.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const bad = await ctx.app.inject({
      url: `/api/clinic/receipts/${receipt_id}.pdf?size=a5`,
      headers: bearer(doctor.token),
    });
    expect(bad.statusCode).toBe(400);
    const theirs = await ctx.app.inject({
      url: `/api/clinic/receipts/${receipt_id}.pdf`,
      headers: bearer(otherReception.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('moves forward only, by role; an administrator’s reset needs a reason and is audited', async () => {
    const phone = json(await register(reception.token, form({ booking_mode: 1 }))).data;
    const id = phone.visit_id as number;
    expect(json(await move(doctor.token, id, { status: 2 })).message_key).toBe('OPD.ROLE_RECEPTION_ONLY');
    expect((await move(reception.token, id, { status: 3 })).statusCode).toBe(409); // skips a step
    expect((await move(reception.token, id, { status: 2 })).statusCode).toBe(200);
    expect((await move(reception.token, id, { status: 3 })).statusCode).toBe(403); // reception cannot consult
    expect((await move(doctor2.token, id, { status: 3 })).statusCode).toBe(403); // another doctor's patient
    expect((await move(doctor.token, id, { status: 3 })).statusCode).toBe(200);
    expect((await move(doctor.token, id, { status: 2 })).statusCode).toBe(409); // backwards
    expect((await move(doctor.token, id, { status: 4 })).statusCode).toBe(200);
    expect((await move(reception.token, id, { status: 1 })).statusCode).toBe(409);
    expect((await move(admin.token, id, { status: 1 })).statusCode).toBe(400); // no reason
    expect((await move(admin.token, id, { status: 5 })).statusCode).toBe(400); // no such status
    const reset = await move(admin.token, id, { status: 3, reason: 'finished by mistake' });
    expect(reset.statusCode, reset.body).toBe(200);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after_json'])
      .where('action', '=', 'clinic_visit.status_reset')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(admin.userId);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 3, reason: 'finished by mistake' });
  });

  it('another clinic’s staff get 404 for every visit, and an empty queue', async () => {
    const mine = (await queue(reception.token)).rows[0].visit_id as number;
    expect((await move(otherReception.token, mine, { status: 2 })).statusCode).toBe(404);
    expect((await move(otherDoctor.token, mine, { status: 3 })).statusCode).toBe(404);
    expect((await queue(otherReception.token)).rows).toEqual([]);
    expect((await queue(otherReception.token, `?doctor_id=${doctor.staffId}`)).rows).toEqual([]);
  });

  it('only reception or an administrator registers; nobody edits a closed bill (there is no such route)', async () => {
    expect((await register(doctor.token, form())).statusCode).toBe(403);
    const one = (await queue(reception.token)).rows[0];
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/clinic/receipts/${one.receipt_id}`,
        payload: {},
        headers: bearer(doctor.token),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await register(admin.token, form())).statusCode).toBe(201);
  });

  it('staff only: no token is a 401', async () => {
    expect((await ctx.app.inject({ url: '/api/clinic/queue' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/clinic/queue/stream' })).statusCode).toBe(401);
  });

  it('the event stream tells this clinic’s screens of a change within 2 s, and never another clinic’s', async () => {
    const base = baseOf(ctx.app);
    const ours = await openStream(base, doctor.token);
    const theirs = await openStream(base, otherReception.token);
    try {
      await ours.waitFor((e) => e.event === 'ready');
      await theirs.waitFor((e) => e.event === 'ready');
      const created = json(await register(reception.token, form({ booking_mode: 1 }))).data;
      await ours.waitFor((e) => e.event === 'queue' && (e.data as { visit_id: number }).visit_id === created.visit_id);
      const took = await (async () => {
        expect((await move(reception.token, created.visit_id, { status: 2 })).statusCode).toBe(200);
        return ours.waitFor(
          (e) =>
            e.event === 'queue' &&
            (e.data as { status: number }).status === 2 &&
            (e.data as { visit_id: number }).visit_id === created.visit_id,
        );
      })();
      expect(took).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 200));
      expect(theirs.events.filter((e) => e.event === 'queue')).toEqual([]);
    } finally {
      ours.close();
      theirs.close();
    }
  });
});

/** Two server processes on one database: a move made through A reaches a stream open on B (the change bus). */
describe('the event stream across processes', () => {
  const env: Record<string, string> = dialect === 'postgres' ? {} : { REDIS_URL };
  let a: TestContext;
  let b: { app: FastifyInstance; database: Database };
  let reception: TestStaff;
  let doctor: TestStaff;
  let patientId: number;

  beforeAll(async () => {
    a = await createTestContext(env);
    const database = connect({ databaseUrl: a.config.DATABASE_URL, dataDir: a.dataDir, poolMax: 4 });
    b = { app: await buildApp({ config: a.config, database, logger: false }), database };
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const { clinicId } = await createClinic(a.db, 'Bus Clinic');
    [reception, doctor] = await Promise.all([
      staffMember(a.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(a.app, clinicId, DEPARTMENT.DOCTOR),
    ]);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/clinic/patients',
      payload: patientBody(),
      headers: bearer(reception.token),
    });
    patientId = json(res).data.patient_id;
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it(`carries it over ${dialect === 'postgres' ? 'LISTEN/NOTIFY' : 'Redis'} within 2 s`, async () => {
    expect(b.app.changeBus.kind).toBe(dialect === 'postgres' ? 'postgres' : 'redis');
    const stream = await openStream(baseOf(b.app), doctor.token);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/clinic/visits',
        payload: {
          patient_id: patientId,
          consultation_doctor_id: doctor.staffId,
          case_paper_fee: 5_000,
          payment_mode: [{ payment_mode: 2, amount: 5_000 }],
        },
        headers: bearer(reception.token),
      });
      expect(res.statusCode, res.body).toBe(201);
      const took = await stream.waitFor(
        (e) => e.event === 'queue' && (e.data as { visit_id: number }).visit_id === json(res).data.visit_id,
      );
      expect(took).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
