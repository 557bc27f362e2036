import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './helpers';
import { createTestContext, fakeClock, type TestContext } from './helpers';
import {
  apiOf,
  GSTIN,
  itemBody,
  newItem,
  newSupplier,
  onHand,
  pharmacyClinic,
  purchase,
  type Api,
  type PharmacyClinic,
} from './clinic-pharmacy-support';

/**
 * Issue 21 point 4 over HTTP, on both databases (decision 95): the pharmacy's items (HSN, GST rate as data, a link to
 * the clinic's medicine), its suppliers (GSTIN check character, GST type from the state code, approval level), the
 * treasurer flag, purchases that count in stock only once approved at the supplier's level — N/A at once, Admin by an
 * administrator, Admin+Treasurer by an administrator and then another person who is a treasurer — approvals raced
 * in parallel counting once, rejections never counting; who may do what; another clinic's records as 404s.
 * The clock stands on Monday 2 November 2026, 10:00 India time.
 */
describe('the pharmacy’s masters and purchases over HTTP', () => {
  let ctx: TestContext;
  let api: Api;
  const clock = fakeClock(new Date('2026-11-02T04:30:00.000Z'));
  let a: PharmacyClinic;
  let b: PharmacyClinic;
  let triphala: number;
  let otherItem: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    api = apiOf(ctx);
    a = await pharmacyClinic(ctx, 'Shree Ayurvedam');
    b = await pharmacyClinic(ctx, 'Other Clinic');
    triphala = await newItem(api, a.admin.token);
    otherItem = await newItem(api, b.admin.token);
  });
  afterAll(() => ctx.close());

  it('keeps items with their HSN code, GST rate and reorder level, linked to the clinic’s medicine', async () => {
    const medicine = await api(a.doctor.token, 'POST', '/api/clinic/medicines', {
      name: 'Ashwagandha Vati',
      form: 2,
      unit: 'tab',
    });
    expect(medicine.statusCode, medicine.body).toBe(201);
    const medicineId = json(medicine).data.medicine_id;
    const res = await api(
      a.admin.token,
      'POST',
      '/api/clinic/pharmacy/items',
      itemBody({ name: 'Ashwagandha Tablets 60', gst_rate_bp: 500, hsn_code: '3004', medicine_id: medicineId }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({
      name: 'Ashwagandha Tablets 60',
      hsn_code: '3004',
      gst_rate_bp: 500,
      medicine_id: medicineId,
      medicine_name: 'Ashwagandha Vati',
      on_hand: 0,
      is_active: true,
    });
    // One item per medicine, one name per clinic (whatever its case or spacing).
    const again = await api(
      a.admin.token,
      'POST',
      '/api/clinic/pharmacy/items',
      itemBody({ name: 'Ashwagandha 60 other', medicine_id: medicineId }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ medicine_id: 'PHARMACY.ITEM.MEDICINE_TAKEN' });
    const same = await api(
      a.admin.token,
      'POST',
      '/api/clinic/pharmacy/items',
      itemBody({ name: '  triphala   CHURNA 100 g ' }),
    );
    expect(same.statusCode).toBe(409);
    expect(json(same).errors).toEqual({ name: 'PHARMACY.ITEM.DUPLICATE' });
    // Another clinic's medicine cannot be linked.
    const foreign = await api(b.doctor.token, 'POST', '/api/clinic/medicines', {
      name: 'Foreign Churna',
      form: 1,
      unit: 'g',
    });
    const linked = await api(
      a.admin.token,
      'POST',
      '/api/clinic/pharmacy/items',
      itemBody({ name: 'Foreign', medicine_id: json(foreign).data.medicine_id }),
    );
    expect(linked.statusCode).toBe(404);
    expect(json(linked).errors).toEqual({ medicine_id: 'PHARMACY.ITEM.MEDICINE_NOT_FOUND' });
    // The rate is data: a change is kept as typed.
    const changed = await api(
      a.admin.token,
      'PUT',
      `/api/clinic/pharmacy/items/${triphala}`,
      itemBody({ gst_rate_bp: 1_800 }),
    );
    expect(json(changed).data.gst_rate_bp).toBe(1_800);
    await api(a.admin.token, 'PUT', `/api/clinic/pharmacy/items/${triphala}`, itemBody());
  });

  it('answers bad items with the field and its message key, and writes nothing', async () => {
    const before = await ctx.db.selectFrom('pharmacy_items').select('item_id').execute();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [itemBody({ name: 'X2', hsn_code: '30A4' }), { hsn_code: 'PHARMACY.ITEM.HSN_INVALID' }],
      [itemBody({ name: 'X3', hsn_code: '30041' }), { hsn_code: 'PHARMACY.ITEM.HSN_INVALID' }],
      [itemBody({ name: 'X4', gst_rate_bp: 2_900 }), { gst_rate_bp: 'PHARMACY.ITEM.GST_RATE_INVALID' }],
      [itemBody({ name: 'X5', gst_rate_bp: 5.5 }), { gst_rate_bp: 'PHARMACY.ITEM.GST_RATE_INVALID' }],
      [itemBody({ name: 'X6', reorder_level: -1 }), { reorder_level: 'PHARMACY.ITEM.REORDER_INVALID' }],
      [itemBody({ name: '', unit: '' }), { name: 'PHARMACY.ITEM.NAME_REQUIRED', unit: 'PHARMACY.ITEM.UNIT_REQUIRED' }],
    ];
    for (const [body, errors] of cases) {
      const res = await api(a.admin.token, 'POST', '/api/clinic/pharmacy/items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(await ctx.db.selectFrom('pharmacy_items').select('item_id').execute()).toEqual(before);
  });

  it('checks a supplier’s GSTIN by its check character and takes the GST type from its state', async () => {
    const make = (over: Record<string, unknown>) =>
      api(a.admin.token, 'POST', '/api/clinic/pharmacy/suppliers', {
        name: 'Gujarat Pharma',
        approval_level: 1,
        ...over,
      });
    const local = await make({ gstin: GSTIN.GUJARAT.toLowerCase() });
    expect(local.statusCode, local.body).toBe(201);
    expect(json(local).data).toMatchObject({ gstin: GSTIN.GUJARAT, state_code: '24', gst_type: 1, approval_level: 1 });
    const outside = await make({ name: 'Mumbai Herbals', gstin: GSTIN.MAHARASHTRA });
    expect(json(outside).data).toMatchObject({ state_code: '27', gst_type: 0 });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'Typo', gstin: '24AAHCG2026R1Z5' }, { gstin: 'GSTIN_CHECKSUM_INVALID' }],
      [{ name: 'Short', gstin: '24AAHCG2026R1Z' }, { gstin: 'GSTIN_INVALID' }],
      [{ name: 'No state', gstin: '99AAHCG2026R1ZE' }, { gstin: 'GSTIN_STATE_INVALID' }],
      [{ name: 'Wrong type', gstin: GSTIN.GUJARAT, gst_type: 0 }, { gst_type: 'PHARMACY.SUPPLIER.GST_TYPE_MISMATCH' }],
      [{ name: 'Unregistered' }, { gst_type: 'PHARMACY.SUPPLIER.GST_TYPE_REQUIRED' }],
      [
        { name: 'Level', gstin: GSTIN.GUJARAT, approval_level: 3 },
        { approval_level: 'PHARMACY.SUPPLIER.APPROVAL_LEVEL_INVALID' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await make(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    // An unregistered supplier says its type itself.
    const unregistered = await make({ name: 'Village Vaidya', gst_type: 1 });
    expect(json(unregistered).data).toMatchObject({ gstin: null, gst_type: 1 });
    const duplicate = await make({ name: 'GUJARAT  pharma', gstin: GSTIN.GUJARAT_2 });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).errors).toEqual({ name: 'PHARMACY.SUPPLIER.DUPLICATE' });
  });

  it('lets only the administrator set a treasurer, within the clinic', async () => {
    const url = `/api/clinic/staff/${a.reception.staffId}/treasurer`;
    expect((await api(a.reception.token, 'PUT', url, { is_treasurer: true })).statusCode).toBe(403);
    expect((await api(b.admin.token, 'PUT', url, { is_treasurer: true })).statusCode).toBe(404);
    expect((await api(a.admin.token, 'PUT', url, { is_treasurer: 'yes' })).statusCode).toBe(400);
    const me = await api(a.treasurer.token, 'GET', '/api/clinic/me');
    expect(json(me).data.is_treasurer).toBe(true);
    const staff = await api(a.admin.token, 'GET', '/api/clinic/staff');
    const row = json(staff).data.rows.find((s: { staff_id: number }) => s.staff_id === a.treasurer.staffId);
    expect(row.is_treasurer).toBe(true);
  });

  it('counts an N/A supplier’s purchase at once, and one bill of a supplier only once', async () => {
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 0 });
    const res = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 12, expiry_date: '2027-03-31', batch_no: 'TC-101' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ status: 3, approval_level: 0, total_cost: 72_000, actionable: false });
    expect(await onHand(api, a.admin.token, triphala)).toBe(12);
    const again = await api(a.admin.token, 'POST', '/api/clinic/purchases', {
      supplier_id: supplier,
      invoice_no: ` ${json(res).data.invoice_no.toLowerCase()} `,
      invoice_date: '2026-11-01',
      lines: [{ item_id: triphala, batch_no: 'X', expiry_date: '2027-03-31', mrp: 8_500, cost: 6_000, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ invoice_no: 'PHARMACY.PURCHASE.DUPLICATE_BILL' });
    expect(await onHand(api, a.admin.token, triphala)).toBe(12);
  });

  it('answers bad purchases with the field and its key, and receives nothing', async () => {
    const supplier = await newSupplier(api, a.admin.token);
    const before = await ctx.db.selectFrom('pharmacy_purchases').select('purchase_id').execute();
    const line = { item_id: triphala, quantity: 1, expiry_date: '2027-03-31' };
    const cases: [Parameters<typeof purchase>[3], string | undefined, Record<string, string>, number][] = [
      [
        [{ ...line, expiry_date: '2026-11-02' }],
        undefined,
        { 'lines.0.expiry_date': 'PHARMACY.PURCHASE.EXPIRED' },
        400,
      ],
      [[{ ...line, cost: 9_000 }], undefined, { 'lines.0.cost': 'PHARMACY.PURCHASE.COST_ABOVE_MRP' }, 400],
      [[{ ...line, quantity: 0 }], undefined, { 'lines.0.quantity': 'PHARMACY.PURCHASE.QUANTITY_INVALID' }, 400],
      [[line], '2026-11-03', { invoice_date: 'PHARMACY.PURCHASE.INVOICE_DATE_FUTURE' }, 400],
      [[{ ...line, item_id: otherItem }], undefined, { 'lines.0.item_id': 'PHARMACY.ITEM_NOT_FOUND' }, 404],
      [[], undefined, { lines: 'PHARMACY.PURCHASE.LINES_REQUIRED' }, 400],
    ];
    for (const [lines, date, errors, status] of cases) {
      const res = await purchase(api, a.admin.token, supplier, lines, date);
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).errors).toEqual(errors);
    }
    const otherSupplier = await newSupplier(api, b.admin.token);
    const foreign = await purchase(api, a.admin.token, otherSupplier, [line]);
    expect(foreign.statusCode).toBe(404);
    expect(await ctx.db.selectFrom('pharmacy_purchases').select('purchase_id').execute()).toEqual(before);
  });

  it('waits for the administrator at the Admin level, and counts once however many approve at once', async () => {
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 1 });
    const res = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 10, expiry_date: '2027-06-30' },
    ]);
    expect(json(res).data).toMatchObject({ status: 1, actionable: true });
    const id = json(res).data.purchase_id;
    expect(await onHand(api, a.admin.token, triphala)).toBe(12);
    // Not the treasurer, not reception, not another clinic.
    expect((await api(a.treasurer.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(403);
    expect((await api(a.reception.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(403);
    expect((await api(b.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(404);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await onHand(api, a.admin.token, triphala)).toBe(22);
    const batches = await ctx.db
      .selectFrom('pharmacy_batches')
      .select('batch_id')
      .where('item_id', '=', triphala)
      .execute();
    expect(batches).toHaveLength(2);
  });

  it('needs the administrator and then another person who is a treasurer at Admin+Treasurer', async () => {
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 2, gstin: GSTIN.MAHARASHTRA });
    const res = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 5, expiry_date: '2027-09-30' },
    ]);
    const id = json(res).data.purchase_id;
    expect(json(res).data).toMatchObject({ status: 1, gst_type: 0 });
    // The treasurer cannot go first.
    expect((await api(a.treasurer.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(403);
    const first = await api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`);
    expect(json(first).data).toMatchObject({
      status: 2,
      admin_approved_by_name: expect.any(String),
      actionable: false,
    });
    expect(await onHand(api, a.admin.token, triphala)).toBe(22);
    // The administrator is made a treasurer too: still not the second approval of their own first.
    await api(a.admin.token, 'PUT', `/api/clinic/staff/${a.admin.staffId}/treasurer`, { is_treasurer: true });
    const self = await api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`);
    expect(self.statusCode).toBe(409);
    expect(json(self).errors).toEqual({ status: 'PHARMACY.PURCHASE.SAME_PERSON' });
    await api(a.admin.token, 'PUT', `/api/clinic/staff/${a.admin.staffId}/treasurer`, { is_treasurer: false });
    // The treasurer's list shows it as theirs to approve.
    const list = await api(a.treasurer.token, 'GET', '/api/clinic/purchases?status=2');
    expect(
      json(list).data.rows.map((p: { purchase_id: number; actionable: boolean }) => [p.purchase_id, p.actionable]),
    ).toEqual([[id, true]]);
    const second = await Promise.all(
      Array.from({ length: 6 }, () => api(a.treasurer.token, 'POST', `/api/clinic/purchases/${id}/approve`)),
    );
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await onHand(api, a.admin.token, triphala)).toBe(27);
    const done = await api(a.admin.token, 'GET', '/api/clinic/purchases?status=3');
    expect(json(done).data.rows.find((p: { purchase_id: number }) => p.purchase_id === id)).toMatchObject({
      status: 3,
      treasurer_approved_by_name: expect.any(String),
    });
  });

  it('never counts a rejected purchase, and a reason is needed', async () => {
    const supplier = await newSupplier(api, a.admin.token, { approval_level: 2 });
    const res = await purchase(api, a.admin.token, supplier, [
      { item_id: triphala, quantity: 40, expiry_date: '2027-09-30' },
    ]);
    const id = json(res).data.purchase_id;
    expect((await api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/reject`, { reason: 'no' })).statusCode).toBe(
      400,
    );
    await api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`);
    const rejected = await api(a.treasurer.token, 'POST', `/api/clinic/purchases/${id}/reject`, {
      reason: 'Damaged bottles in the carton',
    });
    expect(json(rejected).data).toMatchObject({ status: 4, reject_reason: 'Damaged bottles in the carton' });
    expect((await api(a.treasurer.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(409);
    expect((await api(a.admin.token, 'POST', `/api/clinic/purchases/${id}/approve`)).statusCode).toBe(409);
    expect(await onHand(api, a.admin.token, triphala)).toBe(27);
  });

  it('lets each department do only its part, and shows nothing of another clinic', async () => {
    const get = (token: string, url: string) => api(token, 'GET', url);
    // Reading stock: administrator, reception, doctor; not panchakarma, not lab.
    for (const t of [a.admin, a.reception, a.doctor])
      expect((await get(t.token, '/api/clinic/stock')).statusCode).toBe(200);
    for (const t of [a.panchakarma, a.lab]) {
      for (const url of [
        '/api/clinic/stock',
        '/api/clinic/pharmacy/items',
        '/api/clinic/stock/reorder',
        '/api/clinic/sales',
      ]) {
        const res = await get(t.token, url);
        expect(res.statusCode, `${url}`).toBe(403);
        expect(json(res).message_key).toBe('DEPARTMENT_FORBIDDEN');
      }
    }
    // Keeping the masters: the administrator only.
    for (const t of [a.reception, a.doctor, a.treasurer]) {
      expect(
        (await api(t.token, 'POST', '/api/clinic/pharmacy/items', itemBody({ name: 'Z' + t.staffId }))).statusCode,
      ).toBe(403);
      expect((await api(t.token, 'POST', '/api/clinic/purchases', {})).statusCode).toBe(400);
    }
    // Purchases and suppliers: the administrator and treasurers; not reception or a doctor.
    expect((await get(a.reception.token, '/api/clinic/purchases')).statusCode).toBe(403);
    expect((await get(a.doctor.token, '/api/clinic/pharmacy/suppliers')).statusCode).toBe(403);
    expect((await get(a.treasurer.token, '/api/clinic/pharmacy/suppliers')).statusCode).toBe(200);
    // The counter: reception; not a doctor.
    expect((await get(a.doctor.token, '/api/clinic/sales')).statusCode).toBe(403);
    // No login.
    expect((await ctx.app.inject({ url: '/api/clinic/stock' })).statusCode).toBe(401);
    // Another clinic: its item is a 404, and its lists hold nothing of this one.
    expect((await api(b.admin.token, 'PUT', `/api/clinic/pharmacy/items/${triphala}`, itemBody())).statusCode).toBe(
      404,
    );
    const theirs = json(await get(b.admin.token, '/api/clinic/pharmacy/items')).data;
    expect(theirs.map((i: { item_id: number }) => i.item_id)).toEqual([otherItem]);
    expect(json(await get(b.admin.token, '/api/clinic/purchases')).data.count).toBe(0);
    expect(json(await get(b.admin.token, '/api/clinic/stock')).data.items[0].batches).toEqual([]);
    const supplierOfA = (
      await ctx.db
        .selectFrom('pharmacy_suppliers')
        .select('supplier_id')
        .where('clinic_id', '=', a.clinicId)
        .executeTakeFirstOrThrow()
    ).supplier_id;
    expect(
      (
        await api(b.admin.token, 'PUT', `/api/clinic/pharmacy/suppliers/${supplierOfA}`, {
          name: 'Mine',
          approval_level: 0,
          gst_type: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
