import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { bearer } from './auth-support';
import { createClinic, patientBody, staffMember, type TestStaff } from './clinic-support';
import { admitDirectly, apiOf, newItem, newSupplier, purchase, type PharmacyClinic } from './clinic-pharmacy-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 21 point 6 (decision 99) over HTTP, on both databases: the clinic's accounts list every document of money
 * of a period — here the OPD receipts, registered by the opd module — in date order with totals by series and
 * payment mode, each series checked for gaps, the CSV; clinic administrators only; one clinic never sees
 * another's; a bad period is a 400 naming the field.
 */
describe('the clinic accounts', () => {
  let ctx: TestContext;
  // Monday 2 November 2026, 10:00 India time
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let reception: TestStaff;
  let doctor: TestStaff;
  let admin: TestStaff;
  let otherAdmin: TestStaff;
  let patientId: number;
  let clinicId: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    ({ clinicId } = await createClinic(ctx.db, 'Accounts Ayurveda'));
    const other = await createClinic(ctx.db, 'Other Accounts Clinic');
    [reception, doctor, admin, otherAdmin] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, other.clinicId, DEPARTMENT.RECEPTION, { admin: true }),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/patients',
      payload: patientBody({ name: 'Hetal Trivedi', name_guj: 'હેતલ ત્રિવેદી' }),
      headers: bearer(reception.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    patientId = json(res).data.patient_id;
  });
  afterAll(() => ctx.close());

  const register = async (payments: { payment_mode: number; amount: number }[], fee: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/visits',
      headers: bearer(reception.token),
      payload: {
        patient_id: patientId,
        consultation_doctor_id: doctor.staffId,
        case_paper_fee: fee,
        payment_mode: payments,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data as { receipt_number: string };
  };
  const accounts = (token: string, query = '') =>
    ctx.app.inject({ url: `/api/clinic/accounts${query}`, headers: bearer(token) });

  it('lists every receipt of the period with its series, party and payments, totals by series and mode', async () => {
    const first = await register([{ payment_mode: 1, amount: 10_000 }], 10_000);
    const second = await register(
      [
        { payment_mode: 1, amount: 5_000 },
        { payment_mode: 3, amount: 10_000 },
      ],
      15_000,
    );
    clock.advance(24.5 * 3_600_000); // Tuesday 3 November, 10:30
    const third = await register([{ payment_mode: 2, amount: 20_000 }], 20_000);

    const res = await accounts(admin.token, '?from=2026-11-01&to=2026-11-03');
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.from).toBe('2026-11-01');
    expect(data.to).toBe('2026-11-03');
    expect(data.documents.rows.map((r: { label: string }) => r.label)).toEqual([
      first.receipt_number,
      second.receipt_number,
      third.receipt_number,
    ]);
    expect(data.documents.rows[0]).toMatchObject({
      serial: 1,
      series: 'opd_receipt',
      date: '2026-11-02',
      party: 'Hetal Trivedi',
      party_guj: 'હેતલ ત્રિવેદી',
      direction: 'in',
      amount: 10_000,
      payments: [{ payment_mode: 1, amount: 10_000 }],
    });
    expect(data.totals).toEqual({ documents: 3, in: 45_000, out: 0, net: 45_000 });
    expect(data.by_series).toEqual([{ series: 'opd_receipt', direction: 'in', documents: 3, amount: 45_000 }]);
    expect(data.by_mode).toEqual([
      { payment_mode: 1, in: 15_000, out: 0 },
      { payment_mode: 2, in: 20_000, out: 0 },
      { payment_mode: 3, in: 10_000, out: 0 },
    ]);
    // The receipts' series has no gaps: numbers 1 to 3 of this financial year.
    expect(data.series_check).toEqual([
      {
        series: 'opd_receipt',
        financial_year: '2026-27',
        first: 1,
        last: 3,
        documents: 3,
        missing: [],
        missing_count: 0,
      },
    ]);

    // A period of one day holds that day's documents only.
    const oneDay = json(await accounts(admin.token, '?from=2026-11-03&to=2026-11-03')).data;
    expect(oneDay.documents.rows.map((r: { label: string }) => r.label)).toEqual([third.receipt_number]);
    expect(oneDay.totals.in).toBe(20_000);
  });

  it('writes the CSV: rupees with two decimals, in and out apart, each mode, a total row', async () => {
    const res = await ctx.app.inject({
      url: '/api/clinic/accounts.csv?from=2026-11-01&to=2026-11-03',
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('accounts-2026-11-01-to-2026-11-03.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'serial,date,series,number,party,party_guj,in_rupees,out_rupees,cash_rupees,card_rupees,upi_rupees,carried',
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      '2,2026-11-02,opd_receipt,OPD/2026-27/0002,Hetal Trivedi,હેતલ ત્રિવેદી,150.00,,50.00,0.00,100.00,',
    );
    expect(lines[4]).toBe('TOTAL,2026-11-01 – 2026-11-03,,,,,450.00,0.00,150.00,200.00,100.00,');
  });

  it('defaults to this month up to today', async () => {
    const data = json(await accounts(admin.token)).data;
    expect([data.from, data.to]).toEqual(['2026-11-01', '2026-11-03']);
    expect(data.totals.documents).toBe(3);
  });

  it('answers a bad period with a 400 naming the field, never a 500', async () => {
    for (const [query, field, key] of [
      ['?from=2026-11-05&to=2026-11-01', 'to', 'ACCOUNTS.PERIOD_ORDER'],
      ['?from=2025-01-01&to=2026-11-01', 'to', 'ACCOUNTS.PERIOD_TOO_LONG'],
      ['?from=2026-02-30', 'from', 'DATE_INVALID'],
      ['?to=yesterday', 'to', 'DATE_INVALID'],
      ['?page=0', 'page', 'PAGE_INVALID'],
    ] as const) {
      const res = await accounts(admin.token, query);
      expect(res.statusCode, query).toBe(400);
      const body = json(res);
      expect(JSON.stringify(body), query).toContain(field);
      expect(JSON.stringify(body), query).toContain(key);
    }
    // A whole financial year fits.
    expect((await accounts(admin.token, '?from=2026-04-01&to=2027-03-31')).statusCode).toBe(200);
  });

  it('is for clinic administrators only, and shows one clinic nothing of another', async () => {
    expect((await accounts(reception.token)).statusCode).toBe(403);
    expect((await accounts(doctor.token)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/clinic/accounts.csv', headers: bearer(reception.token) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/clinic/accounts' })).statusCode).toBe(401);
    const other = json(await accounts(otherAdmin.token, '?from=2026-11-01&to=2026-11-03')).data;
    expect(other.totals).toEqual({ documents: 0, in: 0, out: 0, net: 0 });
    expect(other.documents.rows).toEqual([]);
  });

  it("adds the pharmacy's invoices (money in; a sale charged to a stay listed, not counted) and its approved purchases under the clinic's voucher numbers (money out)", async () => {
    const api = apiOf(ctx);
    const item = await newItem(api, admin.token, { name: 'Ashwagandha Tablets', gst_rate_bp: 500 });
    const direct = await newSupplier(api, admin.token, { approval_level: 0 });
    const checked = await newSupplier(api, admin.token, { approval_level: 1 });
    const received = await purchase(api, admin.token, direct, [
      { item_id: item, quantity: 10, expiry_date: '2028-03-31', cost: 6_000 },
    ]);
    expect(received.statusCode, received.body).toBe(201);
    const waiting = await purchase(api, admin.token, checked, [
      { item_id: item, quantity: 5, expiry_date: '2028-03-31', cost: 4_000 },
    ]);
    expect(waiting.statusCode, waiting.body).toBe(201);
    const sell = (payment: number) =>
      api(reception.token, 'POST', '/api/clinic/dispenses', {
        patient_id: patientId,
        lines: [{ item_id: item, quantity: 1 }],
        payment,
      });
    const cash = await sell(1);
    expect(cash.statusCode, cash.body).toBe(201);
    // Charged to the stay: the patient is admitted (the counter refuses it otherwise).
    await admitDirectly(ctx, { clinicId, patientId, doctor, reception } as PharmacyClinic);
    const toStay = await sell(0);
    expect(toStay.statusCode, toStay.body).toBe(201);

    const day = '2026-11-03';
    let data = json(await accounts(admin.token, `?from=${day}&to=${day}`)).data;
    const bySeries = (series: string) => data.documents.rows.filter((r: { series: string }) => r.series === series);
    // The purchase waiting for the administrator has no voucher yet: only the one that counted.
    expect(bySeries('pharmacy_purchase')).toEqual([
      expect.objectContaining({ label: 'PUR/2026-27/0001', direction: 'out', amount: 60_000, carried: false }),
    ]);
    const invoices = bySeries('pharmacy_invoice');
    expect(invoices.map((r: { number: number; carried: boolean }) => [r.number, r.carried])).toEqual([
      [1, false],
      [2, true],
    ]);
    const sale = invoices[0].amount as number;
    expect(invoices[0].payments).toEqual([{ payment_mode: 1, amount: sale }]);
    // The stay's sale is carried by the stay's bill: not in the totals (20,000 is the day's OPD receipt).
    expect(data.totals).toEqual({ documents: 4, in: 20_000 + sale, out: 60_000, net: 20_000 + sale - 60_000 });
    expect(
      data.series_check.map((c: { series: string; missing_count: number }) => [c.series, c.missing_count]),
    ).toEqual([
      ['opd_receipt', 0],
      ['pharmacy_invoice', 0],
      ['pharmacy_purchase', 0],
    ]);

    // Approving the waiting purchase gives it the next voucher number, dated the day it counted.
    const list = json(await api(admin.token, 'GET', '/api/clinic/purchases')).data;
    const pending = list.rows.find((r: { status: number }) => r.status === 1);
    const approved = await api(admin.token, 'POST', `/api/clinic/purchases/${pending.purchase_id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    data = json(await accounts(admin.token, `?from=${day}&to=${day}`)).data;
    expect(bySeries('pharmacy_purchase').map((r: { label: string }) => r.label)).toEqual([
      'PUR/2026-27/0001',
      'PUR/2026-27/0002',
    ]);
    expect(data.totals.out).toBe(60_000 + 20_000);

    const csv = await ctx.app.inject({
      url: `/api/clinic/accounts.csv?from=${day}&to=${day}`,
      headers: bearer(admin.token),
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const carriedLine = lines.find((l) => l.includes('PH/2026-27/0002'))!;
    // Listed with its amount under "carried", not in the money in.
    expect(carriedLine.split(',').slice(6, 8)).toEqual(['', '']);
    expect(carriedLine.endsWith(`,${(sale / 100).toFixed(2)}`)).toBe(true);
  });
});
