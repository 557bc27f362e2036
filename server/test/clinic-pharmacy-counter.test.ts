import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargesOf } from '../src/platform/clinic-charges';
import { splitInclusive } from '../src/modules/pharmacy/gst';
import {
  admitDirectly,
  apiOf,
  newItem,
  newSupplier,
  onHand,
  pharmacyClinic,
  purchase,
  type Api,
  type PharmacyClinic,
} from './clinic-pharmacy-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-pharmacy-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 21 point 4 over HTTP, on both databases (decision 95): the counter takes the unexpired batch that expires
 * first and splits across batches; stock never goes negative — 20 dispenses of the last 7 units at once sell exactly
 * 7 and refuse 13, and a sale asking for more than is left sells nothing; invoice numbers run gap-free per clinic
 * per financial year; the GST split of MRP-inclusive prices, the document's kind, the invoice PDF; dispensing
 * against a prescription; medicines charged to the stay as the ward's charge source; the three reports and CSV;
 * another clinic's sale and patient as 404s. The clock starts on Monday 2 November 2026, 10:00 India time.
 */
describe('the pharmacy counter over HTTP', () => {
  let ctx: TestContext;
  let api: Api;
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let a: PharmacyClinic;
  let b: PharmacyClinic;
  let triphala: number;
  let amla: number;
  let ashwagandha: number;
  let lastUnits: number;
  let medicineId: number;
  let visitId: number;

  const sell = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api(token, 'POST', '/api/clinic/dispenses', { payment: 1, ...body }, headers);
  const invoiceNumbers = async (clinicId: number) =>
    (
      await ctx.db
        .selectFrom('pharmacy_sales')
        .select('invoice_no')
        .where('clinic_id', '=', clinicId)
        .orderBy('invoice_no')
        .execute()
    ).map((r) => r.invoice_no);

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    api = apiOf(ctx);
    a = await pharmacyClinic(ctx, 'Shree Ayurvedam');
    b = await pharmacyClinic(ctx, 'Other Clinic');
    const medicine = await api(a.doctor.token, 'POST', '/api/clinic/medicines', {
      name: 'Ashwagandha Vati',
      form: 2,
      unit: 'tab',
    });
    medicineId = json(medicine).data.medicine_id;
    triphala = await newItem(api, a.admin.token, { reorder_level: 20 });
    amla = await newItem(api, a.admin.token, {
      name: 'Fresh Amla 1 kg',
      name_guj: 'તાજા આમળાં ૧ કિલો',
      hsn_code: '0810',
      gst_rate_bp: 0,
      unit: 'kg',
      reorder_level: 0,
    });
    ashwagandha = await newItem(api, a.admin.token, {
      name: 'Ashwagandha Tablets 60',
      name_guj: 'અશ્વગંધા ગોળી ૬૦',
      hsn_code: '3004',
      gst_rate_bp: 500,
      unit: 'bottle',
      medicine_id: medicineId,
      reorder_level: 2,
    });
    lastUnits = await newItem(api, a.admin.token, { name: 'Mahanarayan Oil 100 ml', hsn_code: '3003', unit: 'bottle' });
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 0 });
    const received = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 5, expiry_date: '2026-11-04', batch_no: 'TC-OLD', mrp: 8_000 },
      { item_id: triphala, quantity: 10, expiry_date: '2027-06-30', batch_no: 'TC-LATE', mrp: 9_000 },
      { item_id: triphala, quantity: 3, expiry_date: '2026-12-31', batch_no: 'TC-EARLY', mrp: 8_500 },
      { item_id: amla, quantity: 20, expiry_date: '2026-11-20', batch_no: 'AM-1', mrp: 12_000, cost: 9_000 },
      { item_id: ashwagandha, quantity: 6, expiry_date: '2027-12-31', batch_no: 'AS-1', mrp: 24_000, cost: 15_000 },
      { item_id: lastUnits, quantity: 4, expiry_date: '2027-01-31', batch_no: 'MN-1' },
      { item_id: lastUnits, quantity: 3, expiry_date: '2027-02-28', batch_no: 'MN-2' },
    ]);
    expect(received.statusCode, received.body).toBe(201);
    // A visit of the patient with a prescription of the medicine the Ashwagandha item is.
    const visit = await api(a.reception.token, 'POST', '/api/clinic/visits', {
      patient_id: a.patientId,
      consultation_doctor_id: a.doctor.staffId,
      case_paper_fee: 10_000,
      payment_mode: [{ payment_mode: 1, amount: 10_000 }],
    });
    expect(visit.statusCode, visit.body).toBe(201);
    visitId = json(visit).data.visit_id;
    const engaged = await api(a.doctor.token, 'PATCH', `/api/clinic/visits/${visitId}/status`, { status: 3 });
    expect(engaged.statusCode, engaged.body).toBe(200);
    const saved = await api(a.doctor.token, 'PUT', `/api/clinic/visits/${visitId}/consultation`, {
      complaints: 'Fatigue and poor sleep',
      diagnosis: 'Anidra',
      lines: [
        { medicine_id: medicineId, dose: '1', unit: 'tab', frequency: '1-0-1', duration_days: 30, food_timing: 2 },
      ],
      diet_item_ids: [],
      yoga_ids: [],
      therapy_ids: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Three days on: the TC-OLD batch (4 November) has expired.
    clock.advance(3 * 24 * 3_600_000);
  });
  afterAll(() => ctx.close());

  it('takes the unexpired batch that expires first, splits across batches, and works GST back from the MRP', async () => {
    const res = await sell(a.reception.token, {
      lines: [{ item_id: triphala, quantity: 5 }],
      customer_name: 'Walk-in',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = json(res).data;
    expect(sale).toMatchObject({
      invoice_number: 'PH/2026-27/0001',
      invoice_date: '2026-11-05',
      document: 1,
      customer_name: 'Walk-in',
      patient_id: null,
    });
    expect(
      sale.lines.map((l: { batch_no: string; quantity: number; mrp: number }) => [l.batch_no, l.quantity, l.mrp]),
    ).toEqual([
      ['TC-EARLY', 3, 8_500],
      ['TC-LATE', 2, 9_000],
    ]);
    const early = splitInclusive(25_500, 1_200);
    const late = splitInclusive(18_000, 1_200);
    expect(sale.lines[0]).toMatchObject({ gst_rate_bp: 1_200, hsn_code: '30049011', ...early });
    expect(sale).toMatchObject({
      taxable: early.taxable + late.taxable,
      cgst: early.cgst + late.cgst,
      sgst: early.sgst + late.sgst,
      exempt: 0,
      total: 43_500,
    });
    expect(sale.taxable + sale.cgst + sale.sgst).toBe(sale.total);
    const stock = json(await api(a.reception.token, 'GET', '/api/clinic/stock')).data;
    expect(stock.today).toBe('2026-11-05');
    expect(stock.items.find((i: { item_id: number }) => i.item_id === triphala)).toMatchObject({
      on_hand: 8,
      expired_quantity: 5,
      batches: [
        { batch_no: 'TC-OLD', quantity: 5, expired: true },
        { batch_no: 'TC-LATE', quantity: 8, expired: false },
      ],
    });
  });

  it('refuses a sale asking for more than is left, sells nothing of it, and uses no invoice number', async () => {
    const res = await sell(a.reception.token, {
      lines: [
        { item_id: amla, quantity: 1 },
        { item_id: triphala, quantity: 9 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toEqual({ 'lines.1.quantity': 'PHARMACY.DISPENSE.OUT_OF_STOCK' });
    expect(json(res).message).toContain('Only 8 left');
    expect(await onHand(api, a.reception.token, triphala)).toBe(8);
    expect(await onHand(api, a.reception.token, amla)).toBe(20);
    expect(await invoiceNumbers(a.clinicId)).toEqual([1]);
  });

  it('makes an invoice-cum-bill of supply when exempt and taxed lines mix, and a bill of supply when all are exempt', async () => {
    const mixed = json(
      await sell(a.reception.token, {
        lines: [
          { item_id: triphala, quantity: 1 },
          { item_id: amla, quantity: 2 },
        ],
        payment: 3,
      }),
    ).data;
    expect(mixed).toMatchObject({ invoice_number: 'PH/2026-27/0002', document: 3, exempt: 24_000, total: 33_000 });
    expect(mixed.lines[1]).toMatchObject({ gst_rate_bp: 0, taxable: 24_000, cgst: 0, sgst: 0 });
    const exempt = json(await sell(a.reception.token, { lines: [{ item_id: amla, quantity: 1 }] })).data;
    expect(exempt).toMatchObject({ invoice_number: 'PH/2026-27/0003', document: 2, cgst: 0, sgst: 0, taxable: 0 });

    const pdf = await api(a.reception.token, 'GET', `/api/clinic/sales/${mixed.sale_id}/invoice.pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const part of [
      'INVOICE-CUM-BILL OF SUPPLY',
      'PH/2026-27/0002',
      '05-11-2026',
      'Triphala Churna 100 g',
      '30049011',
      'TC-LATE',
      '12% (CGST 6% + SGST 6%)',
      '0% (Exempt)',
      '330.00',
      'UPI',
    ]) {
      expect(text, part).toContain(part);
    }
    const gu = await api(a.reception.token, 'GET', `/api/clinic/sales/${mixed.sale_id}/invoice.pdf?lang=gu`);
    expect(gu.statusCode).toBe(200);
    const guText = pdfText(gu.rawPayload);
    expect(guText).toContain('PH/2026-27/0002');
    expect(guText).toContain('GST');
    expect(guText).toMatch(/[\u0A80-\u0AFF]/);
    // Another clinic's sale is a 404; a doctor does not print invoices.
    expect((await api(b.reception.token, 'GET', `/api/clinic/sales/${mixed.sale_id}/invoice.pdf`)).statusCode).toBe(
      404,
    );
    expect((await api(a.doctor.token, 'GET', `/api/clinic/sales/${mixed.sale_id}/invoice.pdf`)).statusCode).toBe(403);
  });

  it('sells exactly the last 7 units to 20 dispenses at once, never below zero, with gap-free invoice numbers', async () => {
    const before = await invoiceNumbers(a.clinicId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sell(a.reception.token, { lines: [{ item_id: lastUnits, quantity: 1 }] })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(13);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(json(r).errors).toEqual({ 'lines.0.quantity': 'PHARMACY.DISPENSE.OUT_OF_STOCK' });
    }
    const batches = await ctx.db
      .selectFrom('pharmacy_batches')
      .select(['batch_no', 'quantity'])
      .where('item_id', '=', lastUnits)
      .orderBy('batch_no')
      .execute();
    expect(batches).toEqual([
      { batch_no: 'MN-1', quantity: 0 },
      { batch_no: 'MN-2', quantity: 0 },
    ]);
    const sold = await ctx.db
      .selectFrom('pharmacy_sale_lines')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('item_id', '=', lastUnits)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(7);
    const after = await invoiceNumbers(a.clinicId);
    expect(after).toEqual(Array.from({ length: before.length + 7 }, (_, i) => i + 1));
    // One more is refused too.
    expect((await sell(a.reception.token, { lines: [{ item_id: lastUnits, quantity: 1 }] })).statusCode).toBe(409);
  });

  it('sells one sale for a double click (Idempotency-Key)', async () => {
    const key = { 'idempotency-key': '8f14e45f-ceea-4e7a-9a8b-0d2f3c4b5a61' };
    const body = { lines: [{ item_id: amla, quantity: 1 }] };
    const [first, second] = await Promise.all([sell(a.reception.token, body, key), sell(a.reception.token, body, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(json(first).data.sale_id).toBe(json(second).data.sale_id);
    expect(await onHand(api, a.reception.token, amla)).toBe(20 - 2 - 1 - 1);
  });

  it('maps a prescription’s medicines to items and dispenses against the visit', async () => {
    const res = await api(a.reception.token, 'GET', `/api/clinic/pharmacy/prescriptions?patient_id=${a.patientId}`);
    expect(res.statusCode, res.body).toBe(200);
    const rx = json(res).data;
    expect(rx.patient_name).toBe('Meena Desai');
    expect(rx.rows).toHaveLength(1);
    expect(rx.rows[0]).toMatchObject({ visit_id: visitId, visit_date: '2026-11-02' });
    expect(rx.rows[0].lines[0]).toMatchObject({
      medicine_id: medicineId,
      frequency: '1-0-1',
      duration_days: 30,
      item: { item_id: ashwagandha, on_hand: 6, next_batch: { batch_no: 'AS-1', mrp: 24_000 } },
    });
    const sale = await sell(a.reception.token, {
      patient_id: a.patientId,
      visit_id: visitId,
      lines: [{ item_id: ashwagandha, quantity: 2 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(json(sale).data).toMatchObject({ visit_id: visitId, patient_name: 'Meena Desai', total: 48_000 });
    // Another clinic's patient, a visit of another patient, a doctor at the counter.
    const other = await sell(a.reception.token, { patient_id: b.patientId, lines: [{ item_id: amla, quantity: 1 }] });
    expect(other.statusCode).toBe(404);
    expect(json(other).errors).toEqual({ patient_id: 'PHARMACY.DISPENSE.PATIENT_NOT_FOUND' });
    expect(
      (await api(b.reception.token, 'GET', `/api/clinic/pharmacy/prescriptions?patient_id=${a.patientId}`)).statusCode,
    ).toBe(404);
    expect((await sell(a.doctor.token, { lines: [{ item_id: amla, quantity: 1 }] })).statusCode).toBe(403);
    expect((await sell(b.reception.token, { lines: [{ item_id: amla, quantity: 1 }] })).statusCode).toBe(404);
  });

  it('answers bad sales with the field and its key, and sells nothing', async () => {
    const stockBefore = await ctx.db.selectFrom('pharmacy_batches').select(['batch_id', 'quantity']).execute();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ lines: [] }, { lines: 'PHARMACY.DISPENSE.LINES_REQUIRED' }],
      [{ lines: [{ item_id: amla, quantity: 0 }] }, { 'lines.0.quantity': 'PHARMACY.DISPENSE.QUANTITY_INVALID' }],
      [
        {
          lines: [
            { item_id: amla, quantity: 1 },
            { item_id: amla, quantity: 1 },
          ],
        },
        { 'lines.1.item_id': 'PHARMACY.DISPENSE.ITEM_REPEATED' },
      ],
      [{ lines: [{ item_id: amla, quantity: 1 }], payment: 0 }, { payment: 'PHARMACY.DISPENSE.STAY_NEEDS_PATIENT' }],
      [{ lines: [{ item_id: amla, quantity: 1 }], payment: 5 }, { payment: 'PHARMACY.DISPENSE.PAYMENT_INVALID' }],
      [
        { lines: [{ item_id: amla, quantity: 1 }], visit_id: visitId },
        { patient_id: 'PHARMACY.DISPENSE.PATIENT_REQUIRED' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await sell(a.reception.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await ctx.db.selectFrom('pharmacy_batches').select(['batch_id', 'quantity']).execute()).toEqual(stockBefore);
  });

  it('refuses to charge a stay the patient does not have: nothing sold, no number taken', async () => {
    const stockBefore = await onHand(api, a.reception.token, ashwagandha);
    const numbersBefore = await invoiceNumbers(a.clinicId);
    const res = await sell(a.reception.token, {
      patient_id: a.patientId,
      lines: [{ item_id: ashwagandha, quantity: 1 }],
      payment: 0,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).errors).toEqual({ payment: 'PHARMACY.DISPENSE.NOT_ADMITTED' });
    expect(await onHand(api, a.reception.token, ashwagandha)).toBe(stockBefore);
    expect(await invoiceNumbers(a.clinicId)).toEqual(numbersBefore);
  });

  it('charges medicines not paid at the counter to the stay, through the ward’s charge sources', async () => {
    await admitDirectly(ctx, a);
    const toStay = await sell(a.reception.token, {
      patient_id: a.patientId,
      lines: [{ item_id: ashwagandha, quantity: 1 }],
      payment: 0,
    });
    expect(toStay.statusCode, toStay.body).toBe(201);
    const saleId = json(toStay).data.sale_id;
    const lines = (
      await chargesOf(ctx.db, { clinicId: a.clinicId, patientId: a.patientId, from: '2026-11-01', to: '2026-11-30' })
    ).filter((l) => l.kind === 'medicine');
    // The cash sale against the prescription is not charged again; the stay's sale is.
    expect(lines).toEqual([
      {
        kind: 'medicine',
        description: 'Ashwagandha Tablets 60',
        description_guj: 'અશ્વગંધા ગોળી ૬૦',
        date: '2026-11-05',
        quantity: 1,
        unit_paise: 24_000,
        amount_paise: 24_000,
        source_id: saleId,
      },
    ]);
    const outside = await chargesOf(ctx.db, {
      clinicId: a.clinicId,
      patientId: a.patientId,
      from: '2026-11-06',
      to: '2026-11-30',
    });
    expect(outside.filter((l) => l.kind === 'medicine')).toEqual([]);
    expect(
      (
        await chargesOf(ctx.db, { clinicId: b.clinicId, patientId: a.patientId, from: '2026-11-01', to: '2026-11-30' })
      ).filter((l) => l.kind === 'medicine'),
    ).toEqual([]);
  });

  it('reports stock expiring within 90 days, items below their reorder level, and the CSV', async () => {
    const expiring = json(await api(a.reception.token, 'GET', '/api/clinic/stock/expiring')).data;
    expect(expiring).toMatchObject({ today: '2026-11-05', until: '2027-02-03' });
    expect(
      expiring.rows.map((r: { batch_no: string; expired: boolean; days_left: number }) => [
        r.batch_no,
        r.expired,
        r.days_left,
      ]),
    ).toEqual([
      ['TC-OLD', true, -1],
      ['AM-1', false, 15],
    ]);
    const soon = json(await api(a.reception.token, 'GET', '/api/clinic/stock/expiring?days=30')).data;
    expect(soon.rows).toHaveLength(2);
    expect((await api(a.reception.token, 'GET', '/api/clinic/stock/expiring?days=0')).statusCode).toBe(400);

    const reorder = json(await api(a.doctor.token, 'GET', '/api/clinic/stock/reorder')).data;
    expect(
      reorder.rows.map((r: { item_id: number; on_hand: number; shortfall: number }) => [
        r.item_id,
        r.on_hand,
        r.shortfall,
      ]),
    ).toEqual([
      [triphala, 7, 13],
      [lastUnits, 0, 5],
    ]);

    const csv = await api(a.reception.token, 'GET', '/api/clinic/stock.csv?report=expiring');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFitem,item_guj,batch_no,expiry_date')).toBe(true);
    expect(csv.body).toContain('Fresh Amla 1 kg,તાજા આમળાં ૧ કિલો,AM-1,2026-11-20,15,no,16,kg,120.00\r\n');
    const all = await api(a.reception.token, 'GET', '/api/clinic/stock.csv');
    expect(all.body).toContain('TC-LATE,2027-06-30,no,7,90.00');
    expect((await api(a.reception.token, 'GET', '/api/clinic/stock.csv?report=mine')).statusCode).toBe(400);
    expect((await api(a.lab.token, 'GET', '/api/clinic/stock.csv')).statusCode).toBe(403);
  });

  it('lists the day’s sales at the counter, newest first, for this clinic only', async () => {
    const day = json(await api(a.reception.token, 'GET', '/api/clinic/sales')).data;
    expect(day.date).toBe('2026-11-05');
    const numbers = day.rows.map((r: { invoice_number: string }) => r.invoice_number);
    expect(numbers[0]).toBe(`PH/2026-27/${String(numbers.length).padStart(4, '0')}`);
    expect(day.total).toBe(day.rows.reduce((s: number, r: { total: number }) => s + r.total, 0));
    expect(json(await api(b.reception.token, 'GET', '/api/clinic/sales')).data.rows).toEqual([]);
  });
});
