import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/connection';
import type { StaffCaller } from '../src/modules/opd/caller';
import type * as OpdService from '../src/modules/opd/service';

/**
 * The OPD desk's rules at the service (issue 20 points 3 and 5), on both databases: the server's total, gap-free
 * tokens and receipt numbers under 20 registrations at once, one visit per idempotency key, forward-only moves
 * and who may make them, and one clinic never reaching another's visits. The `clinic` module's answers (which
 * doctors and patients a clinic has) are stood in for here; the HTTP suite (clinic-opd.test.ts) uses the real ones.
 */
const CLINIC_LINK = '../src/modules/opd/clinic-link';
vi.mock('../src/modules/opd/clinic-link', () => ({
  isDoctorOf: async (_db: unknown, clinicId: number, doctorId: number) =>
    doctorId === clinicId * 100 + 1 || doctorId === clinicId * 100 + 2,
  isPatientOf: async (_db: unknown, clinicId: number, patientId: number) => Math.floor(patientId / 1000) === clinicId,
  patientNames: async (_db: unknown, _c: number, ids: number[]) =>
    new Map(ids.map((id) => [id, { name: `P${id}`, name_guj: null }])),
  doctorsOf: async (_db: unknown, clinicId: number) => [
    { doctor_id: clinicId * 100 + 1, name: 'Dr A', name_guj: null },
    { doctor_id: clinicId * 100 + 2, name: 'Dr B', name_guj: null },
  ],
  clinicName: async () => ({ name: 'Clinic', name_guj: null, address: null }),
  patientForReceipt: async () => null,
}));

const NOW = new Date('2026-11-02T04:30:00.000Z'); // 10:00 India time, Monday 2 November 2026
const staff = (clinicId: number, department: number, staffId: number, isAdmin = false): StaffCaller => ({
  clinicId,
  branchId: clinicId,
  department,
  staffId,
  userId: null,
  isAdmin,
});
const reception = staff(1, 1, 50);
const doctorA = staff(1, 2, 101);
const doctorB = staff(1, 2, 102);
const admin = staff(1, 1, 60, true);
const otherReception = staff(2, 1, 70);

const visit = (over: Record<string, unknown> = {}) =>
  ({
    patient_id: 1001,
    consultation_doctor_id: 101,
    consultation_department_id: 2,
    appointment_type: 1,
    booking_mode: 2,
    booked_by: 1,
    booking_status: 1,
    case_paper_fee: 10_000,
    special_opd_charge: [{ name: 'Nadi pariksha', value: 25_050 }],
    discount: '10%',
    discount_remark: 'senior citizen',
    payment_mode: [{ payment_mode: 1, amount: 31_545 }],
    ...over,
  }) as Parameters<typeof OpdService.createVisit>[2];

describe('the OPD desk (service)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let service: typeof OpdService;

  beforeAll(async () => {
    // The API suites share modules between files (vitest's isolate: false): the OPD service another file loaded
    // holds the real clinic link, so this file loads its own copies, which take the stand-in above.
    vi.resetModules();
    service = await import('../src/modules/opd/service');
    const { freshDatabase } = await import('./helpers');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-opd-'));
    const fresh = await freshDatabase(dir);
    database = fresh.database;
    drop = fresh.drop;
  });
  afterAll(async () => {
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
    // The files after this one get the real clinic link again.
    vi.doUnmock(CLINIC_LINK);
    vi.resetModules();
  });

  it('computes the total itself: 10 % off ₹351.50 is ₹316.45 (paise, half up)', async () => {
    const { result } = await service.createVisit(database.db, reception, visit(), null, NOW);
    expect(result.tvalue).toBe(31_545);
    expect(result.token_no).toBe(1);
    expect(result.receipt_number).toBe('OPD/2026-27/0001');
  });

  it('refuses a client total that differs, a discount above the subtotal, and payments that do not add up', async () => {
    await expect(
      service.createVisit(database.db, reception, visit({ tvalue: 35_050 }), null, NOW),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { tvalue: 'OPD.BILL.TOTAL_CHANGED' },
    });
    await expect(
      service.createVisit(database.db, reception, visit({ discount: '40000', payment_mode: [] }), null, NOW),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { discount: 'OPD.BILL.DISCOUNT_OVER_SUBTOTAL' } });
    await expect(
      service.createVisit(
        database.db,
        reception,
        visit({
          payment_mode: [
            { payment_mode: 1, amount: 20_000 },
            { payment_mode: 3, amount: 10_000 },
          ],
        }),
        null,
        NOW,
      ),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { payment_mode: 'OPD.BILL.PAYMENTS_NOT_TOTAL' } });
    // nothing was written: the next registration takes the next numbers
    const { result } = await service.createVisit(
      database.db,
      reception,
      visit({
        payment_mode: [
          { payment_mode: 1, amount: 21_545 },
          { payment_mode: 3, amount: 10_000 },
        ],
      }),
      null,
      NOW,
    );
    expect([result.token_no, result.receipt_no]).toEqual([2, 2]);
  });

  it('20 registrations at once: tokens per doctor and receipts per clinic without gaps or repeats', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service.createVisit(
          database.db,
          reception,
          visit({ consultation_doctor_id: i % 2 === 0 ? 101 : 102, patient_id: 1100 + i }),
          null,
          NOW,
        ),
      ),
    );
    const tokensOf = (doctor: number) =>
      results
        .filter((r) => r.result.doctor_id === doctor)
        .map((r) => r.result.token_no)
        .sort((a, b) => a - b);
    expect(tokensOf(101)).toEqual(Array.from({ length: 10 }, (_, i) => i + 3)); // doctor A had tokens 1 and 2
    expect(tokensOf(102)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(results.map((r) => r.result.receipt_no).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 3),
    );
  });

  it('a double click (the same Idempotency-Key) makes one visit', async () => {
    const key = 'double-click-key-0001';
    const [a, b] = await Promise.all([
      service.createVisit(database.db, reception, visit({ patient_id: 1200 }), key, NOW),
      service.createVisit(database.db, reception, visit({ patient_id: 1200 }), key, NOW),
    ]);
    expect(a.result).toEqual(b.result);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const queue = await service.queue(database.db, reception, {}, NOW);
    expect(queue.rows.filter((r) => r.patient_id === 1200)).toHaveLength(1);
  });

  it('another clinic gets its own series, and never sees this clinic’s visits', async () => {
    const { result } = await service.createVisit(
      database.db,
      otherReception,
      visit({ patient_id: 2001, consultation_doctor_id: 201 }),
      null,
      NOW,
    );
    expect([result.token_no, result.receipt_no]).toEqual([1, 1]);
    const theirs = await service.queue(database.db, otherReception, {}, NOW);
    expect(theirs.rows.map((r) => r.visit_id)).toEqual([result.visit_id]);
    const ours = await service.queue(database.db, reception, {}, NOW);
    await expect(
      service.changeStatus(database.db, otherReception, ours.rows[0]!.visit_id, { status: 3 }, NOW),
    ).rejects.toMatchObject({ status: 404 });
    // a doctor or patient of another clinic is not found either
    await expect(
      service.createVisit(database.db, reception, visit({ consultation_doctor_id: 201 }), null, NOW),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      service.createVisit(database.db, reception, visit({ patient_id: 2001 }), null, NOW),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('moves only forward, one step, each by its role; an administrator resets with a reason', async () => {
    const phone = await service.createVisit(
      database.db,
      reception,
      visit({ booking_mode: 1, patient_id: 1300 }),
      null,
      NOW,
    );
    const id = phone.result.visit_id;
    const status = async () =>
      (await service.queue(database.db, reception, {}, NOW)).rows.find((r) => r.visit_id === id)!.status;
    expect(await status()).toBe(1); // a telephone booking is scheduled; a walk-in waits at once
    await expect(service.changeStatus(database.db, reception, id, { status: 3 }, NOW)).rejects.toMatchObject({
      status: 409,
    });
    await expect(service.changeStatus(database.db, doctorA, id, { status: 2 }, NOW)).rejects.toMatchObject({
      status: 403,
    });
    await service.changeStatus(database.db, reception, id, { status: 2 }, NOW);
    await expect(service.changeStatus(database.db, reception, id, { status: 3 }, NOW)).rejects.toMatchObject({
      status: 403, // reception cannot consult
    });
    await expect(service.changeStatus(database.db, doctorB, id, { status: 3 }, NOW)).rejects.toMatchObject({
      status: 403, // another doctor's patient
    });
    await service.changeStatus(database.db, doctorA, id, { status: 3 }, NOW);
    await expect(service.changeStatus(database.db, doctorA, id, { status: 2 }, NOW)).rejects.toMatchObject({
      status: 409, // backwards
    });
    await expect(service.changeStatus(database.db, doctorA, id, { status: 3 }, NOW)).rejects.toMatchObject({
      status: 409, // the same status again
    });
    await service.changeStatus(database.db, doctorA, id, { status: 4 }, NOW);
    expect(await status()).toBe(4);
    await expect(service.changeStatus(database.db, admin, id, { status: 2 }, NOW)).rejects.toMatchObject({
      status: 400, // a reset needs its reason
    });
    await service.changeStatus(database.db, admin, id, { status: 2, reason: 'checked out by mistake' }, NOW);
    expect(await status()).toBe(2);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before_json', 'after_json'])
      .where('action', '=', 'clinic_visit.status_reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entity_id).toBe(String(id));
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 2, reason: 'checked out by mistake' });
  });

  it('two moves of one visit at once: one lands, the other is a 409', async () => {
    const { result } = await service.createVisit(database.db, reception, visit({ patient_id: 1400 }), null, NOW);
    const outcomes = await Promise.allSettled([
      service.changeStatus(database.db, doctorA, result.visit_id, { status: 3 }, NOW),
      service.changeStatus(database.db, doctorA, result.visit_id, { status: 3 }, NOW),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
  });

  it('only reception (or an administrator) registers', async () => {
    await expect(service.createVisit(database.db, doctorA, visit(), null, NOW)).rejects.toMatchObject({ status: 403 });
  });
});
