import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@gd/contracts/gstin';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/** What pdftotext reads out of a PDF (the amounts and words a reader copies). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-invoice-'));
  const file = path.join(dir, 'i.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Decision 70, a GST invoice a business can file: the buyer's GSTIN given at checkout (checked, check character
 * included), the seller's GSTIN and the SAC in the settings, CGST + SGST inside Gujarat and IGST for another
 * state (the state of the buyer's GSTIN when given).
 */
describe('GST invoices', () => {
  let ctx: TestContext;
  let admin: string;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let suratBusiness: number;
  let mumbaiBusiness: number;
  let basicId: number;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock: fakeClock(new Date('2026-11-21T06:30:00.000Z')) });
    const a = await registeredUser(ctx.app, { owner_name: 'Invoice Admin' });
    await ctx.db.updateTable('users').set({ user_type: 'admin' }).where('user_id', '=', a.userId).execute();
    admin = a.token;
    owner = await registeredUser(ctx.app, { owner_name: 'Kishan Patel' });
    const surat = await createCity(ctx.db, { city_name: 'Surat', slug: 'surat-inv' });
    const mumbai = await createCity(ctx.db, { city_name: 'Mumbai', slug: 'mumbai-inv', state: 'Maharashtra' });
    suratBusiness = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'જલારામ ખમણ હાઉસ',
        location: 'Shop 12, Shree Krishna Complex, Near Jalaram Mandir, Opposite Municipal Garden, Station Road',
        location_id: surat.city_id,
        zipcode: '395003',
      })
    ).business_id;
    mumbaiBusiness = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Patel Mumbai',
        location_id: mumbai.city_id,
      })
    ).business_id;
    const plan = await as(admin, 'POST', '/api/admin/plans', { name: 'Basic Plan', price_paise: 99_900 });
    expect(plan.statusCode, plan.body).toBe(200);
    basicId = json(plan).data.plan_id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  function as(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const settings = (over: Record<string, unknown>) =>
    as(admin, 'PUT', '/api/admin/billing-settings', {
      payment_provider_type: 'manual',
      bank_name: 'State Bank of India',
      bank_beneficiary_name: 'Gujarat Business Directory',
      bank_account_number: '12345678901',
      bank_ifsc_code: 'SBIN0001234',
      seller_name: 'Gujarat Business Directory',
      seller_gstin: '24AAHCG2026R1ZE',
      seller_address: 'C G Road, Ahmedabad',
      seller_state: 'Gujarat',
      invoice_sac: '998365',
      ...over,
    });
  async function manual(fields: Record<string, string>) {
    const form = multipartBody(
      { plan_id: String(basicId), ...fields },
      { name: 'utr.png', type: 'image/png', bytes: await realPng(40, 40) },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/manual',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(owner.token) },
    });
  }
  /** A manual payment confirmed by the admin: its invoice snapshot and PDF text. */
  async function paidInvoice(fields: Record<string, string>) {
    const res = await manual(fields);
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).data.payment_id as number;
    const ok = await as(admin, 'POST', `/api/admin/payments/${id}/confirm`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await ctx.db
      .selectFrom('payments')
      .select(['invoice_data', 'buyer_gstin'])
      .where('payment_id', '=', id)
      .executeTakeFirstOrThrow();
    const pdf = await as(owner.token, 'GET', `/api/my/payments/${id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    return { data: JSON.parse(row.invoice_data!), buyerGstin: row.buyer_gstin, text: pdfText(pdf.rawPayload) };
  }

  it('refuses a seller GSTIN with a wrong check character (the old demo value) and a bad SAC, changing nothing', async () => {
    expect((await settings({})).statusCode).toBe(200);
    const bad = await settings({ seller_gstin: '24AAHCG2026R1Z5', bank_name: 'Changed Bank' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ seller_gstin: 'GSTIN_CHECKSUM_INVALID' });
    const sac = await settings({ invoice_sac: '12345' });
    expect(sac.statusCode).toBe(400);
    expect(json(sac).errors).toEqual({ invoice_sac: 'SAC_INVALID' });
    const now = json(await as(admin, 'GET', '/api/admin/billing-settings')).data;
    expect(now).toMatchObject({
      seller_gstin: '24AAHCG2026R1ZE',
      bank_name: 'State Bank of India',
      invoice_sac: '998365',
    });
  });

  it('refuses a buyer GSTIN with a wrong check character or state code at checkout, recording no payment', async () => {
    const before = await ctx.db.selectFrom('payments').select('payment_id').execute();
    const checksum = await manual({
      business_id: String(suratBusiness),
      reference: 'UTRBADGST1',
      buyer_gstin: '24AAPFJ4321K1Z1',
    });
    expect(checksum.statusCode).toBe(400);
    expect(json(checksum).errors).toEqual({ buyer_gstin: 'GSTIN_CHECKSUM_INVALID' });
    const state = await manual({
      business_id: String(suratBusiness),
      reference: 'UTRBADGST2',
      buyer_gstin: '99AAPFU0939F1ZV',
    });
    expect(json(state).errors).toEqual({ buyer_gstin: 'GSTIN_STATE_INVALID' });
    const shape = await manual({ business_id: String(suratBusiness), reference: 'UTRBADGST3', buyer_gstin: '24AAPFJ' });
    expect(json(shape).errors).toEqual({ buyer_gstin: 'GSTIN_INVALID' });
    // The Razorpay checkout validates the same field before anything else.
    const order = await as(owner.token, 'POST', '/api/payments/orders', {
      plan_id: basicId,
      business_id: suratBusiness,
      buyer_gstin: '27AAPFU0939F1ZW',
    });
    expect(order.statusCode).toBe(400);
    expect(json(order).errors).toEqual({ buyer_gstin: 'GSTIN_CHECKSUM_INVALID' });
    expect(await ctx.db.selectFrom('payments').select('payment_id').execute()).toHaveLength(before.length);
  });

  it('splits ₹999 inside Gujarat into equal CGST and SGST halves that add up to the tax', async () => {
    const { data, text, buyerGstin } = await paidInvoice({
      business_id: String(suratBusiness),
      reference: 'UTRSURAT01',
    });
    expect(buyerGstin).toBeNull();
    expect(data).toMatchObject({
      intra_state: true,
      taxable_paise: 84_662,
      cgst_paise: 7_619,
      sgst_paise: 7_619,
      igst_paise: 0,
      total_paise: 99_900,
      place_of_supply: { state: 'Gujarat', code: '24' },
      reverse_charge: false,
      item: { sac: '998365' },
    });
    expect(data.taxable_paise + data.cgst_paise + data.sgst_paise).toBe(data.total_paise);
    expect(text).toMatch(/CGST @ 9%\s+₹76\.19/);
    expect(text).toMatch(/SGST @ 9%\s+₹76\.19/);
    expect(text).toContain('₹999.00');
    expect(text).toContain('Rupees Nine Hundred Ninety-Nine Only');
    expect(text).toMatch(/Place of supply .*Gujarat \(24\)/);
    expect(text).toMatch(/Reverse charge .*No/);
    expect(text).toContain('998365');
    expect(text).toContain('GSTIN: 24AAHCG2026R1ZE');
    expect(text).toContain('જલારામ ખમણ હાઉસ');
    expect(text).toContain('Authorised Signatory');
  });

  it('charges IGST when the buyer’s GSTIN is in another state, even for a business in Gujarat', async () => {
    const { data, text, buyerGstin } = await paidInvoice({
      business_id: String(suratBusiness),
      reference: 'UTRSURAT02',
      buyer_gstin: '27aapfu0939f1zv',
    });
    expect(buyerGstin).toBe('27AAPFU0939F1ZV');
    expect(data).toMatchObject({
      intra_state: false,
      taxable_paise: 84_661,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 15_239,
      place_of_supply: { state: 'Maharashtra', code: '27' },
      buyer: { gstin: '27AAPFU0939F1ZV', state_code: '27' },
    });
    expect(text).toMatch(/IGST @ 18%\s+₹152\.39/);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toMatch(/Place of supply .*Maharashtra \(27\)/);
  });

  it('charges IGST to a business outside Gujarat without a GSTIN, and CGST + SGST to one with a Gujarat GSTIN', async () => {
    const outside = await paidInvoice({ business_id: String(mumbaiBusiness), reference: 'UTRMUMBAI1' });
    expect(outside.data).toMatchObject({ intra_state: false, igst_paise: 15_239, place_of_supply: { code: '27' } });
    expect(outside.text).toContain('GSTIN: Unregistered');
    const inside = await paidInvoice({
      business_id: String(suratBusiness),
      reference: 'UTRSURAT03',
      buyer_gstin: `24AAPFJ4321K1Z${gstinCheckChar('24AAPFJ4321K1Z')}`,
    });
    expect(inside.data).toMatchObject({ intra_state: true, cgst_paise: 7_619, sgst_paise: 7_619 });
    expect(inside.text).toMatch(/GSTIN: 24AAPFJ4321K1Z./);
  });
});
