import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnShare, splitInclusive } from '../src/modules/pharmacy/gst';
import {
  admitDirectly,
  apiOf,
  newItem,
  newSupplier,
  pharmacyClinic,
  purchase,
  type Api,
  type PharmacyClinic,
} from './clinic-pharmacy-support';
import { STAFF_PASSWORD, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-credit-note-'));
  const file = path.join(dir, 'credit-note.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface SaleLine {
  line_id: number;
  quantity: number;
  returned_quantity: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  batch_no: string;
}

/**
 * Sales returns over HTTP, on both databases (decision 95): a return restocks its batch (or writes off an expired
 * batch's units) and issues a credit note numbered gap-free per clinic per financial year; a line never takes back
 * more units than were sold — ten returns at once of a line's three units return exactly three, with credit notes
 * 0001–0003; a sale charged to an in-patient stay and one older than 30 days are refused; who may return; bad
 * bodies; the credit note PDF in both languages; the credit notes in the accounts as money out by refund mode
 * (decision 99). The clock starts on Monday 2 November 2026, 10:00 India time.
 */
describe('pharmacy sales returns over HTTP', () => {
  let ctx: TestContext;
  let api: Api;
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let a: PharmacyClinic;
  let b: PharmacyClinic;
  let triphala: number;
  let amla: number;
  let brahmi: number;
  let raceItem: number;

  const sell = async (token: string, body: Record<string, unknown>) => {
    const res = await api(token, 'POST', '/api/clinic/dispenses', { payment: 1, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data as { sale_id: number; invoice_number: string; lines: SaleLine[]; total: number };
  };
  const giveBack = (token: string, saleId: number, body: unknown, headers: Record<string, string> = {}) =>
    api(token, 'POST', `/api/clinic/sales/${saleId}/returns`, body, headers);
  const batchQuantity = async (batchNo: string) =>
    Number(
      (
        await ctx.db
          .selectFrom('pharmacy_batches')
          .select('quantity')
          .where('batch_no', '=', batchNo)
          .executeTakeFirstOrThrow()
      ).quantity,
    );
  const creditNoteNumbers = async (clinicId: number) =>
    (
      await ctx.db
        .selectFrom('pharmacy_returns')
        .select('credit_note_no')
        .where('clinic_id', '=', clinicId)
        .orderBy('credit_note_no')
        .execute()
    ).map((r) => Number(r.credit_note_no));
  /** Signs a staff member in again (a month on, the first session has ended). */
  const signIn = async (staff: TestStaff) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { phone: staff.phone, password: STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.token as string;
  };
  const saleOf = async (token: string, saleId: number) => {
    const res = await api(token, 'GET', `/api/clinic/sales/${saleId}`);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    api = apiOf(ctx);
    a = await pharmacyClinic(ctx, 'Shree Ayurvedam');
    b = await pharmacyClinic(ctx, 'Other Clinic');
    triphala = await newItem(api, a.admin.token);
    amla = await newItem(api, a.admin.token, {
      name: 'Fresh Amla 1 kg',
      name_guj: 'તાજા આમળાં ૧ કિલો',
      hsn_code: '0810',
      gst_rate_bp: 0,
      unit: 'kg',
    });
    brahmi = await newItem(api, a.admin.token, { name: 'Brahmi Ghrita 200 g', hsn_code: '3004', gst_rate_bp: 500 });
    raceItem = await newItem(api, a.admin.token, { name: 'Mahanarayan Oil 100 ml', hsn_code: '3003' });
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 0 });
    const received = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 10, expiry_date: '2027-06-30', batch_no: 'TC-1', mrp: 8_500 },
      { item_id: amla, quantity: 10, expiry_date: '2027-03-31', batch_no: 'AM-1', mrp: 12_000, cost: 9_000 },
      { item_id: brahmi, quantity: 5, expiry_date: '2026-11-10', batch_no: 'BG-SHORT', mrp: 24_000 },
      { item_id: raceItem, quantity: 10, expiry_date: '2027-01-31', batch_no: 'MN-1' },
    ]);
    expect(received.statusCode, received.body).toBe(201);
  });
  afterAll(() => ctx.close());

  let mixed: { sale_id: number; invoice_number: string; lines: SaleLine[]; total: number };

  it('returns part of a sale: restocks the batch, gives back the line’s share and issues CN/2026-27/0001, then 0002', async () => {
    mixed = await sell(a.reception.token, {
      lines: [
        { item_id: triphala, quantity: 5 },
        { item_id: amla, quantity: 2 },
      ],
      payment: 3,
      customer_name: 'Kiran Shah',
    });
    expect(mixed.invoice_number).toBe('PH/2026-27/0001');
    const [tc, am] = mixed.lines as [SaleLine, SaleLine];
    expect(tc).toMatchObject({ quantity: 5, returned_quantity: 0, ...splitInclusive(42_500, 1_200) });
    expect(await batchQuantity('TC-1')).toBe(5);

    const first = await giveBack(a.reception.token, mixed.sale_id, {
      lines: [{ sale_line_id: tc.line_id, quantity: 2 }],
      reason: 'Doctor changed the prescription',
    });
    expect(first.statusCode, first.body).toBe(201);
    const cn1 = json(first).data;
    const share = returnShare(tc, 0, 2);
    expect(cn1).toMatchObject({
      credit_note_number: 'CN/2026-27/0001',
      return_date: '2026-11-02',
      invoice_number: 'PH/2026-27/0001',
      invoice_date: '2026-11-02',
      customer_name: 'Kiran Shah',
      // The refund defaults to the sale's mode (UPI).
      refund_mode: 3,
      reason: 'Doctor changed the prescription',
      taxable: share.taxable,
      cgst: share.cgst,
      sgst: share.sgst,
      exempt: 0,
      total: 17_000,
    });
    expect(cn1.lines).toEqual([
      expect.objectContaining({ sale_line_id: tc.line_id, batch_no: 'TC-1', quantity: 2, restocked: true, ...share }),
    ]);
    expect(await batchQuantity('TC-1')).toBe(7);

    const second = await giveBack(a.admin.token, mixed.sale_id, {
      lines: [
        { sale_line_id: am.line_id, quantity: 2 },
        { sale_line_id: tc.line_id, quantity: 1 },
      ],
      reason: 'Bought twice',
      refund_mode: 1,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(json(second).data).toMatchObject({
      credit_note_number: 'CN/2026-27/0002',
      refund_mode: 1,
      exempt: 24_000,
      total: 24_000 + 8_500,
    });
    expect(await batchQuantity('AM-1')).toBe(10);

    const sale = await saleOf(a.reception.token, mixed.sale_id);
    expect(sale.lines.map((l: SaleLine) => [l.line_id, l.returned_quantity])).toEqual([
      [tc.line_id, 3],
      [am.line_id, 2],
    ]);
    expect(sale.return_until).toBe('2026-12-02');
    expect(sale.returns).toEqual([
      expect.objectContaining({ credit_note_number: 'CN/2026-27/0001', refund_mode: 3, total: 17_000 }),
      expect.objectContaining({ credit_note_number: 'CN/2026-27/0002', refund_mode: 1, total: 32_500 }),
    ]);

    // The last two units: the credit notes of the line now add up to exactly the line's figures.
    const last = await giveBack(a.reception.token, mixed.sale_id, {
      lines: [{ sale_line_id: tc.line_id, quantity: 2 }],
      reason: 'Not needed',
    });
    expect(last.statusCode, last.body).toBe(201);
    const lines = await ctx.db
      .selectFrom('pharmacy_return_lines')
      .select(['amount', 'taxable', 'cgst', 'sgst'])
      .where('sale_line_id', '=', tc.line_id)
      .execute();
    const sum = (k: 'amount' | 'taxable' | 'cgst' | 'sgst') => lines.reduce((s, l) => s + Number(l[k]), 0);
    expect({ amount: sum('amount'), taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst') }).toEqual({
      amount: tc.amount,
      taxable: tc.taxable,
      cgst: tc.cgst,
      sgst: tc.sgst,
    });
    expect(await batchQuantity('TC-1')).toBe(10);
    expect(await creditNoteNumbers(a.clinicId)).toEqual([1, 2, 3]);
  });

  it('refuses more units than are still returnable, naming the line, and changes nothing', async () => {
    const sale = await sell(a.reception.token, {
      lines: [
        { item_id: triphala, quantity: 2 },
        { item_id: amla, quantity: 1 },
      ],
    });
    const [tc, am] = sale.lines as [SaleLine, SaleLine];
    expect(
      (
        await giveBack(a.reception.token, sale.sale_id, {
          lines: [{ sale_line_id: tc.line_id, quantity: 1 }],
          reason: 'Spare',
        })
      ).statusCode,
    ).toBe(201);
    const before = {
      batch: await batchQuantity('TC-1'),
      amla: await batchQuantity('AM-1'),
      notes: await creditNoteNumbers(a.clinicId),
    };
    const res = await giveBack(a.reception.token, sale.sale_id, {
      lines: [
        { sale_line_id: am.line_id, quantity: 1 },
        { sale_line_id: tc.line_id, quantity: 2 },
      ],
      reason: 'Returned',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toEqual({ 'lines.1.quantity': 'PHARMACY.RETURN.TOO_MANY' });
    expect(json(res).message).toContain('Only 1 of Triphala Churna 100 g (batch TC-1)');
    expect(await batchQuantity('TC-1')).toBe(before.batch);
    expect(await batchQuantity('AM-1')).toBe(before.amla);
    expect(await creditNoteNumbers(a.clinicId)).toEqual(before.notes);
    const after = await saleOf(a.reception.token, sale.sale_id);
    expect(after.lines.map((l: SaleLine) => l.returned_quantity)).toEqual([1, 0]);
    expect(after.returns).toHaveLength(1);
    // Below the service, the database's CHECK keeps a line's returned units within those sold.
    await expect(
      ctx.db
        .updateTable('pharmacy_sale_lines')
        .set({ returned_quantity: 3 })
        .where('line_id', '=', tc.line_id)
        .execute(),
    ).rejects.toThrow();
  });

  it('returns exactly the 3 units sold to 10 returns at once, with credit notes numbered without a gap', async () => {
    const sale = await sell(a.reception.token, { lines: [{ item_id: raceItem, quantity: 3 }] });
    const line = sale.lines[0]!;
    const stockBefore = await batchQuantity('MN-1');
    const notesBefore = await creditNoteNumbers(a.clinicId);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        giveBack(a.reception.token, sale.sale_id, {
          lines: [{ sale_line_id: line.line_id, quantity: 1 }],
          reason: `Return ${i + 1}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(json(r).errors).toEqual({ 'lines.0.quantity': 'PHARMACY.RETURN.TOO_MANY' });
    }
    expect(await batchQuantity('MN-1')).toBe(stockBefore + 3);
    const numbers = await creditNoteNumbers(a.clinicId);
    expect(numbers).toEqual(Array.from({ length: notesBefore.length + 3 }, (_, i) => i + 1));
    const issued = results
      .filter((r) => r.statusCode === 201)
      .map((r) => json(r).data.credit_note_number)
      .sort();
    const n = notesBefore.length;
    expect(issued).toEqual([n + 1, n + 2, n + 3].map((k) => `CN/2026-27/${String(k).padStart(4, '0')}`));
    expect((await saleOf(a.reception.token, sale.sale_id)).lines[0].returned_quantity).toBe(3);
  });

  it('returns one credit note for a double click (Idempotency-Key)', async () => {
    const sale = await sell(a.reception.token, { lines: [{ item_id: raceItem, quantity: 2 }] });
    const key = { 'idempotency-key': '1c6c2a0e-4b1f-4d7e-9a3b-7f2e8d9c0b14' };
    const body = { lines: [{ sale_line_id: sale.lines[0]!.line_id, quantity: 1 }], reason: 'Double click' };
    const [one, two] = await Promise.all([
      giveBack(a.reception.token, sale.sale_id, body, key),
      giveBack(a.reception.token, sale.sale_id, body, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(json(one).data.return_id).toBe(json(two).data.return_id);
    expect((await saleOf(a.reception.token, sale.sale_id)).lines[0].returned_quantity).toBe(1);
  });

  it('refuses a sale charged to an in-patient stay: its money is on the stay’s bill', async () => {
    await admitDirectly(ctx, a);
    const sale = await sell(a.reception.token, {
      patient_id: a.patientId,
      lines: [{ item_id: triphala, quantity: 1 }],
      payment: 0,
    });
    const res = await giveBack(a.reception.token, sale.sale_id, {
      lines: [{ sale_line_id: sale.lines[0]!.line_id, quantity: 1 }],
      reason: 'Discharged early',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toEqual({ sale_id: 'PHARMACY.RETURN.CHARGED_TO_STAY' });
    expect((await saleOf(a.reception.token, sale.sale_id)).lines[0].returned_quantity).toBe(0);
  });

  it('lets only reception and the administrator of the sale’s clinic return, and answers bad bodies with the field', async () => {
    const sale = await sell(a.reception.token, { lines: [{ item_id: triphala, quantity: 1 }] });
    const body = { lines: [{ sale_line_id: sale.lines[0]!.line_id, quantity: 1 }], reason: 'Wrong item' };
    for (const token of [b.reception.token, b.admin.token]) {
      const res = await giveBack(token, sale.sale_id, body);
      expect(res.statusCode).toBe(404);
      expect(json(res).message_key).toBe('PHARMACY.SALE_NOT_FOUND');
      expect((await api(token, 'GET', `/api/clinic/sales/${sale.sale_id}`)).statusCode).toBe(404);
    }
    for (const token of [a.lab.token, a.panchakarma.token, a.doctor.token]) {
      const res = await giveBack(token, sale.sale_id, body);
      expect(res.statusCode).toBe(403);
      expect(json(res).message_key).toBe('DEPARTMENT_FORBIDDEN');
    }
    const other = await sell(a.reception.token, { lines: [{ item_id: amla, quantity: 1 }] });
    const cases: [unknown, number, Record<string, string>][] = [
      [{ ...body, lines: [] }, 400, { lines: 'PHARMACY.RETURN.LINES_REQUIRED' }],
      [{ reason: 'Wrong item' }, 400, { lines: 'PHARMACY.RETURN.LINES_REQUIRED' }],
      [
        { ...body, lines: [{ ...body.lines[0], quantity: 0 }] },
        400,
        { 'lines.0.quantity': 'PHARMACY.RETURN.QUANTITY_INVALID' },
      ],
      [{ ...body, reason: ' ' }, 400, { reason: 'PHARMACY.RETURN.REASON_REQUIRED' }],
      [{ lines: body.lines }, 400, { reason: 'PHARMACY.RETURN.REASON_REQUIRED' }],
      [{ ...body, refund_mode: 0 }, 400, { refund_mode: 'PHARMACY.RETURN.REFUND_MODE_INVALID' }],
      [
        { ...body, lines: [body.lines[0], body.lines[0]] },
        400,
        { 'lines.1.sale_line_id': 'PHARMACY.RETURN.LINE_REPEATED' },
      ],
      [
        { ...body, lines: [{ sale_line_id: other.lines[0]!.line_id, quantity: 1 }] },
        404,
        { 'lines.0.sale_line_id': 'PHARMACY.RETURN.LINE_NOT_FOUND' },
      ],
    ];
    for (const [bad, status, errors] of cases) {
      const res = await giveBack(a.reception.token, sale.sale_id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(status);
      expect(json(res).errors, JSON.stringify(bad)).toEqual(errors);
    }
    expect((await giveBack(a.reception.token, 999_999, body)).statusCode).toBe(404);
    expect((await saleOf(a.reception.token, sale.sale_id)).returns).toEqual([]);
  });

  // The first PDF of a process loads and subsets the fonts: slow on a busy machine.
  it(
    'prints the credit note in English and Gujarati with its number and the original invoice',
    { timeout: 60_000 },
    async () => {
      const sale = await saleOf(a.reception.token, mixed.sale_id);
      const returnId = sale.returns[0].return_id;
      const en = await api(a.reception.token, 'GET', `/api/clinic/returns/${returnId}/credit-note.pdf?lang=en`);
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('application/pdf');
      expect(en.headers['content-disposition']).toContain('credit-note-CN-2026-27-0001-en.pdf');
      expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(en.rawPayload);
      for (const part of [
        'Credit note',
        'CN/2026-27/0001',
        'Against invoice PH/2026-27/0001 of 02-11-2026',
        'Triphala Churna 100 g',
        '30049011',
        'TC-1',
        '170.00',
        'UPI',
        'Doctor changed the prescription',
      ]) {
        expect(text, part).toContain(part);
      }
      const gu = await api(a.reception.token, 'GET', `/api/clinic/returns/${returnId}/credit-note.pdf?lang=gu`);
      expect(gu.statusCode).toBe(200);
      const guText = pdfText(gu.rawPayload);
      expect(guText).toContain('CN/2026-27/0001');
      expect(guText).toContain('PH/2026-27/0001');
      expect(guText).toMatch(/[\u0A80-\u0AFF]/);
      expect((await api(b.reception.token, 'GET', `/api/clinic/returns/${returnId}/credit-note.pdf`)).statusCode).toBe(
        404,
      );
      expect((await api(a.lab.token, 'GET', `/api/clinic/returns/${returnId}/credit-note.pdf`)).statusCode).toBe(403);
    },
  );

  it('lists the credit notes in the accounts as money out by refund mode, checked for gaps, and in the CSV', async () => {
    const res = await api(a.admin.token, 'GET', '/api/clinic/accounts?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    const notes = data.documents.rows.filter((r: { series: string }) => r.series === 'pharmacy_credit_note');
    const numbers = await creditNoteNumbers(a.clinicId);
    expect(notes.map((r: { number: number }) => r.number)).toEqual(numbers);
    expect(notes[0]).toMatchObject({
      label: 'CN/2026-27/0001',
      date: '2026-11-02',
      party: 'Kiran Shah (PH/2026-27/0001)',
      direction: 'out',
      amount: 17_000,
      payments: [{ payment_mode: 3, amount: 17_000 }],
      carried: false,
    });
    expect(notes[1]).toMatchObject({ direction: 'out', payments: [{ payment_mode: 1, amount: 32_500 }] });
    const check = data.series_check.find((c: { series: string }) => c.series === 'pharmacy_credit_note');
    expect(check).toMatchObject({ financial_year: '2026-27', first: 1, last: numbers.length, missing_count: 0 });
    const outByNotes = notes.reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(data.by_series).toContainEqual({
      series: 'pharmacy_credit_note',
      direction: 'out',
      documents: numbers.length,
      amount: outByNotes,
    });
    // Refunds by mode: the UPI refunds are money out by UPI.
    const byUpi = notes
      .filter((r: { payments: { payment_mode: number }[] }) => r.payments[0]!.payment_mode === 3)
      .reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(data.by_mode.find((m: { payment_mode: number }) => m.payment_mode === 3).out).toBe(byUpi);

    const csv = await api(a.admin.token, 'GET', '/api/clinic/accounts.csv?from=2026-11-01&to=2026-11-30');
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n').find((l) => l.includes(',CN/2026-27/0001,'));
    expect(row).toMatch(
      /^\d+,2026-11-02,pharmacy_credit_note,CN\/2026-27\/0001,Kiran Shah \(PH\/2026-27\/0001\),,,170\.00,0\.00,0\.00,-170\.00,$/,
    );
    // Another clinic's accounts hold none of them.
    const other = json(await api(b.admin.token, 'GET', '/api/clinic/accounts?from=2026-11-01&to=2026-11-30')).data;
    expect(other.documents.rows).toEqual([]);
  });

  it('takes a return 30 days after the sale (writing off an expired batch’s units) and refuses one 31 days after', async () => {
    const expiring = await sell(a.reception.token, { lines: [{ item_id: brahmi, quantity: 2 }] });
    const older = await sell(a.reception.token, { lines: [{ item_id: triphala, quantity: 1 }] });
    expect(await batchQuantity('BG-SHORT')).toBe(3);
    // Wednesday 2 December: 30 days on; the Brahmi batch expired on 10 November.
    clock.advance(30 * 24 * 3_600_000);
    const reception = await signIn(a.reception);
    const late = await giveBack(reception, expiring.sale_id, {
      lines: [{ sale_line_id: expiring.lines[0]!.line_id, quantity: 2 }],
      reason: 'Found expired at home',
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(json(late).data).toMatchObject({ return_date: '2026-12-02', total: 48_000 });
    expect(json(late).data.lines[0]).toMatchObject({ batch_no: 'BG-SHORT', quantity: 2, restocked: false });
    // Written off: not back on the shelf.
    expect(await batchQuantity('BG-SHORT')).toBe(3);
    const pdf = pdfText(
      (await api(reception, 'GET', `/api/clinic/returns/${json(late).data.return_id}/credit-note.pdf`)).rawPayload,
    );
    expect(pdf).toContain('Batch BG-SHORT had expired');

    clock.advance(24 * 3_600_000); // 3 December: 31 days after the sale
    const tooLate = await giveBack(reception, older.sale_id, {
      lines: [{ sale_line_id: older.lines[0]!.line_id, quantity: 1 }],
      reason: 'Changed mind',
    });
    expect(tooLate.statusCode).toBe(409);
    expect(json(tooLate).errors).toEqual({ sale_id: 'PHARMACY.RETURN.TOO_LATE' });
    expect((await saleOf(reception, older.sale_id)).lines[0].returned_quantity).toBe(0);
  });
});
