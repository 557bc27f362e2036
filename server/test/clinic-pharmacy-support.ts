import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { json, type TestContext } from './helpers';

/** Pharmacy test helpers (issue 21 point 4, decision 95): a clinic with every role, items, suppliers, stock. */

/** Real GSTINs (valid check characters): two in Gujarat (24), one in Maharashtra (27). */
export const GSTIN = {
  GUJARAT: '24AAHCG2026R1ZE',
  GUJARAT_2: '24AAACH7409R1Z7',
  MAHARASHTRA: '27AAPFU0939F1ZV',
};

export type Api = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function apiOf(ctx: TestContext): Api {
  return (token, method, url, payload, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export interface PharmacyClinic {
  clinicId: number;
  admin: TestStaff;
  reception: TestStaff;
  doctor: TestStaff;
  panchakarma: TestStaff;
  lab: TestStaff;
  /** a reception member the administrator makes a treasurer */
  treasurer: TestStaff;
  patientId: number;
}

export async function pharmacyClinic(ctx: TestContext, name: string): Promise<PharmacyClinic> {
  const api = apiOf(ctx);
  const { clinicId } = await createClinic(ctx.db, name);
  const [admin, reception, doctor, panchakarma, lab, treasurer] = await Promise.all([
    staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
    staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
    staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
    staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA),
    staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
    staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
  ]);
  const made = await api(admin.token, 'PUT', `/api/clinic/staff/${treasurer.staffId}/treasurer`, {
    is_treasurer: true,
  });
  expect(made.statusCode, made.body).toBe(200);
  const patient = await api(reception.token, 'POST', '/api/clinic/patients', patientBody({ name: 'Meena Desai' }));
  expect(patient.statusCode, patient.body).toBe(201);
  return {
    clinicId,
    admin,
    reception,
    doctor,
    panchakarma,
    lab,
    treasurer,
    patientId: json(patient).data.patient_id,
  };
}

export const itemBody = (over: Record<string, unknown> = {}) => ({
  name: 'Triphala Churna 100 g',
  name_guj: 'ત્રિફળા ચૂર્ણ ૧૦૦ ગ્રામ',
  hsn_code: '30049011',
  gst_rate_bp: 1_200,
  unit: 'jar',
  reorder_level: 5,
  ...over,
});

export async function newItem(api: Api, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await api(token, 'POST', '/api/clinic/pharmacy/items', itemBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.item_id;
}

export async function newSupplier(api: Api, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await api(token, 'POST', '/api/clinic/pharmacy/suppliers', {
    name: `Supplier ${Math.random().toString(36).slice(2, 8)}`,
    gstin: GSTIN.GUJARAT,
    approval_level: 0,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.supplier_id;
}

let bills = 0;

export interface LineSpec {
  item_id: number;
  quantity: number;
  expiry_date: string;
  mrp?: number;
  cost?: number;
  batch_no?: string;
}

/** A purchase of a supplier's new bill; answers the response. */
export function purchase(api: Api, token: string, supplierId: number, lines: LineSpec[], invoiceDate = '2026-11-01') {
  return api(token, 'POST', '/api/clinic/purchases', {
    supplier_id: supplierId,
    invoice_no: `INV-${++bills}`,
    invoice_date: invoiceDate,
    lines: lines.map((l, i) => ({
      batch_no: `B${bills}-${i}`,
      mrp: 8_500,
      cost: 6_000,
      ...l,
    })),
  });
}

/** Units of an item on hand (unexpired), read through the stock report. */
export async function onHand(api: Api, token: string, itemId: number): Promise<number> {
  const res = await api(token, 'GET', '/api/clinic/stock');
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.items.find((i: { item_id: number }) => i.item_id === itemId)?.on_hand ?? 0;
}

/**
 * Puts the clinic's patient in a live in-patient stay, written straight into the ward's table (the ward's own
 * tests admit through its API; here only "is the patient admitted" matters to the counter).
 */
export async function admitDirectly(ctx: TestContext, clinic: PharmacyClinic, day = '2026-11-01'): Promise<number> {
  const row = await ctx.db
    .insertInto('ward_stays')
    .values({
      clinic_id: clinic.clinicId,
      patient_id: clinic.patientId,
      doctor_id: clinic.doctor.staffId,
      admission_date: day,
      reason: 'Panchakarma',
      live: 1,
      admitted_by: clinic.reception.staffId,
      admitted_at: `${day}T04:30:00.000Z`,
    })
    .returning('stay_id')
    .executeTakeFirstOrThrow();
  return Number(row.stay_id);
}
