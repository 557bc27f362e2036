import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { startFakeRazorpay, type FakeRazorpay } from '../src/modules/billing/fake-razorpay';
import { financialYear, gstSplit } from '../src/modules/billing/invoice';
import { checkoutSignatureValid, webhookSignatureValid } from '../src/modules/billing/razorpay';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const WEBHOOK_SECRET = 'whsec-gd-test-0123456789';

/** A clock the tests set. Starts at noon in India on 1 Nov 2026 (financial year 2026-27). */
function settableClock(start = '2026-11-01T06:30:00.000Z') {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    set(isoTime: string) {
      now = Date.parse(isoTime);
    },
  };
}

describe('checkout signatures', () => {
  it('accepts the golden vector and rejects it with one character changed', () => {
    // HMAC_SHA256("order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l", "EnLs21M47BllR3X8PSFtjtbd"), computed with openssl.
    const golden = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(checkoutSignatureValid(KEY_SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', golden)).toBe(true);
    const changed = `${golden.slice(0, 10)}${golden[10] === 'a' ? 'b' : 'a'}${golden.slice(11)}`;
    expect(checkoutSignatureValid(KEY_SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', changed)).toBe(false);
    expect(checkoutSignatureValid(KEY_SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1m', golden)).toBe(false);
    expect(checkoutSignatureValid(KEY_SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', golden.slice(0, 63))).toBe(
      false,
    );
    expect(checkoutSignatureValid(KEY_SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'zz')).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    const sig = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    expect(webhookSignatureValid(WEBHOOK_SECRET, body, sig)).toBe(true);
    expect(webhookSignatureValid(WEBHOOK_SECRET, Buffer.from('{"event":"payment.captured" }'), sig)).toBe(false);
  });

  it('splits a tax-inclusive price into CGST + SGST inside the state and IGST outside it; years run April to March', () => {
    // Decision 70: equal halves, each rounded from the price, that add up to the tax.
    expect(gstSplit(99_900, true)).toEqual({
      taxable_paise: 84_662,
      cgst_paise: 7_619,
      sgst_paise: 7_619,
      igst_paise: 0,
    });
    expect(gstSplit(99_900, false)).toEqual({
      taxable_paise: 84_661,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 15_239,
    });
    expect(financialYear('2026-11-21')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
  });
});

describe('subscriptions and payments', () => {
  let ctx: TestContext;
  let fake: FakeRazorpay;
  const clock = settableClock();
  let adminToken: string;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  let otherBusinessId: number;
  let outsideBusinessId: number;
  let basicId: number;
  let standardId: number;

  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    ctx = await createTestContext(
      {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_BASE: fake.url,
      },
      { clock },
    );
    const admin = await registeredUser(ctx.app, { owner_name: 'Billing Admin' });
    await ctx.db.updateTable('users').set({ user_type: 'admin' }).where('user_id', '=', admin.userId).execute();
    adminToken = admin.token;
    owner = await registeredUser(ctx.app, { owner_name: 'Meena Shah' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    const surat = await createCity(ctx.db, { city_name: 'Surat', slug: 'surat-b' });
    const mumbai = await createCity(ctx.db, { city_name: 'Mumbai', slug: 'mumbai-b', state: 'Maharashtra' });
    businessId = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Shah Textiles',
        location_id: surat.city_id,
      })
    ).business_id;
    outsideBusinessId = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Shah Mumbai',
        location_id: mumbai.city_id,
      })
    ).business_id;
    otherBusinessId = (await createBusiness(ctx.db, { owner_user_id: other.userId })).business_id;

    basicId = json(
      await admin_('POST', '/api/admin/plans', {
        name: 'Basic Plan',
        price_paise: 99_900,
        features: [{ en: 'Listing', guj: 'યાદી' }],
        non_features: [{ en: 'Badge', guj: null }],
        sort_order: 1,
        // decision 67: the badge shows only for a plan that includes it
        limits: { products: 10, jobs: 0, photos: 10, featured: false, inquiry_alerts: true, badge: true },
      }),
    ).data.plan_id;
    standardId = json(
      await admin_('POST', '/api/admin/plans', { name: 'Standard Plan', price_paise: 249_900, sort_order: 2 }),
    ).data.plan_id;
    const settings = await admin_('PUT', '/api/admin/billing-settings', {
      payment_provider_type: 'manual',
      bank_name: 'State Bank of India',
      bank_branch: 'Ring Road, Surat',
      bank_beneficiary_name: 'Gujarat Business Directory',
      bank_account_number: '12345678901',
      bank_ifsc_code: 'SBIN0001234',
      seller_gstin: '24AAACG1234A1ZK',
      seller_address: 'Ring Road, Surat',
      seller_state: 'Gujarat',
      support_phone: '9825012345',
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  function admin_(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: bearer(adminToken),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setProvider = async (type: string) => {
    const current = json(await admin_('GET', '/api/admin/billing-settings')).data;
    const { bank_qr_image: _q, razorpay_configured: _r, ...rest } = current;
    const res = await admin_('PUT', '/api/admin/billing-settings', { ...rest, payment_provider_type: type });
    expect(res.statusCode, res.body).toBe(200);
  };
  const manual = async (token: string, fields: Record<string, string>, withFile = true) => {
    const form = multipartBody(
      fields,
      withFile ? { name: 'utr.png', type: 'image/png', bytes: await realPng(40, 40) } : undefined,
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/manual',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const subsOf = (id: number) =>
    ctx.db.selectFrom('subscriptions').selectAll().where('business_id', '=', id).orderBy('end_date').execute();
  const webhook = (body: object, eventId: string, secret = WEBHOOK_SECRET) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
      },
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId },
      },
    },
    created_at: 1_793_000_000,
  });

  it('keeps every billing admin route behind the admin role (401 without a token, 403 for an owner)', async () => {
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans', { name: 'Sneaky', price_paise: 100 }],
      ['PUT', `/api/admin/plans/${basicId}`, { name: 'Sneaky', price_paise: 100 }],
      ['DELETE', `/api/admin/plans/${standardId}`],
      ['GET', '/api/admin/payments'],
      ['POST', '/api/admin/payments/1/confirm', {}],
      ['POST', '/api/admin/payments/1/reject', {}],
      ['GET', '/api/admin/payments/1/invoice'],
      ['GET', '/api/admin/billing-settings'],
      ['PUT', '/api/admin/billing-settings', { payment_provider_type: 'razorpay' }],
      ['POST', '/api/admin/billing-settings/qr'],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await ctx.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const owned = await ctx.app.inject({
        method,
        url,
        headers: bearer(owner.token),
        ...(body ? { payload: body } : {}),
      });
      expect(owned.statusCode, `${method} ${url}`).toBe(403);
    }
    const plans = json(await ctx.app.inject({ url: '/api/plans' })).data.map((p: { name: string }) => p.name);
    expect(plans).toEqual(['Basic Plan', 'Standard Plan']);
    expect(json(await ctx.app.inject({ url: '/api/settings/public' })).data.payment_provider_type).toBe('manual');
  });

  it('lists active plans publicly, with features in both languages', async () => {
    const res = await ctx.app.inject({ url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const plans = json(res).data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Basic Plan', 'Standard Plan']);
    expect(plans[0]).toMatchObject({ price_paise: 99_900, features: [{ en: 'Listing', guj: 'યાદી' }] });
  });

  it('shows bank details and refuses a bad settings body without changing anything', async () => {
    const bank = json(await ctx.app.inject({ url: '/api/bank-details' })).data;
    expect(bank).toMatchObject({
      bankName: 'State Bank of India',
      ifscCode: 'SBIN0001234',
      support_phone: '9825012345',
    });
    const bad = await admin_('PUT', '/api/admin/billing-settings', {
      payment_provider_type: 'paypal',
      bank_ifsc_code: 'nope',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({ payment_provider_type: 'PROVIDER_INVALID', extra: 'FIELD_UNKNOWN' });
    expect(json(await ctx.app.inject({ url: '/api/settings/public' })).data.payment_provider_type).toBe('manual');
  });

  it('lets only an admin confirm a manual payment; the subscription starts today and the invoice is numbered', async () => {
    const sub = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(businessId),
      reference: 'UTR0001AB',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const paymentId = json(sub).data.payment_id as number;
    expect(json(sub).data.status).toBe(PAYMENT_STATUS.PENDING);

    // A second transfer while this one waits (a double click) is refused (decision 68), and so is the same
    // reference for another business.
    const again = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(businessId),
      reference: 'utr0001ab',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ business_id: 'PAYMENT_PENDING' });
    const reused = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(outsideBusinessId),
      reference: 'utr0001ab',
    });
    expect(reused.statusCode).toBe(409);
    expect(json(reused).errors).toEqual({ reference: 'REFERENCE_USED' });

    const url = `/api/admin/payments/${paymentId}/confirm`;
    expect((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await as(owner.token, 'POST', url, {})).statusCode).toBe(403);
    expect((await as(owner.token, 'GET', '/api/admin/payments')).statusCode).toBe(403);
    expect((await subsOf(businessId)).length).toBe(0);

    const ok = await admin_('POST', url, { note: 'Seen in the bank statement' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.subscription).toMatchObject({
      plan_name: 'Basic Plan',
      start_date: '2026-11-01',
      end_date: '2027-10-31',
      state: 'active',
    });
    const twice = await admin_('POST', url, {});
    expect(twice.statusCode).toBe(409);
    expect((await subsOf(businessId)).length).toBe(1);

    const pay = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(pay.invoice_number).toMatch(/^INV\/2026-27\/\d{4}$/);
    const inv = JSON.parse(pay.invoice_data!);
    expect(inv).toMatchObject({
      intra_state: true,
      cgst_paise: 7_619,
      sgst_paise: 7_619,
      igst_paise: 0,
      total_paise: 99_900,
    });
    expect(inv.seller.gstin).toBe('24AAACG1234A1ZK');
    const trail = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'payment.confirm').execute();
    expect(trail.map((t) => t.entity_id)).toContain(String(paymentId));

    // The plan badge (decision 27) shows on the profile and the card.
    expect(json(await ctx.app.inject({ url: `/api/businesses/${businessId}` })).data.plan_name).toBe('Basic Plan');
    const cards = json(await ctx.app.inject({ url: '/api/businesses?limit=100' })).data.rows as {
      business_id: number;
      plan_name: string | null;
    }[];
    expect(cards.find((c) => c.business_id === businessId)?.plan_name).toBe('Basic Plan');
    expect(cards.find((c) => c.business_id === otherBusinessId)?.plan_name).toBeNull();

    // A renewal (decision 68) extends from the day after the current end.
    const next = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(businessId),
      reference: 'UTR0002AB',
    });
    const confirmed = await admin_('POST', `/api/admin/payments/${json(next).data.payment_id}/confirm`, {});
    expect(json(confirmed).data.subscription).toMatchObject({ end_date: '2028-10-31', start_date: '2026-11-01' });
    const rows = await subsOf(businessId);
    expect(rows.map((r) => [r.start_date, r.end_date])).toEqual([
      ['2026-11-01', '2027-10-31'],
      ['2027-11-01', '2028-10-31'],
    ]);
  });

  it('charges IGST 18 % to a buyer outside Gujarat and serves the invoice PDF to the payer only', async () => {
    const sub = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(outsideBusinessId),
      reference: 'UTRMUMBAI1',
    });
    const id = json(sub).data.payment_id as number;
    await admin_('POST', `/api/admin/payments/${id}/confirm`, {});
    const pay = await ctx.db
      .selectFrom('payments')
      .select('invoice_data')
      .where('payment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(pay.invoice_data!)).toMatchObject({ intra_state: false, igst_paise: 15_239, cgst_paise: 0 });

    const pdf = await as(owner.token, 'GET', `/api/my/payments/${id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await as(other.token, 'GET', `/api/my/payments/${id}/invoice`)).statusCode).toBe(404);
  });

  it('rejects a manual payment for another owner’s business, a bad reference and a missing screenshot', async () => {
    const foreign = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(otherBusinessId),
      reference: 'UTRX00001',
    });
    expect(foreign.statusCode).toBe(404);
    const badRef = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(businessId),
      reference: 'a b',
    });
    expect(badRef.statusCode).toBe(400);
    expect(json(badRef).errors).toEqual({ reference: 'REFERENCE_INVALID' });
    const noFile = await manual(
      owner.token,
      { plan_id: String(basicId), business_id: String(businessId), reference: 'UTRX00002' },
      false,
    );
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).errors).toEqual({ file: 'NO_FILE_SELECTED' });
    const before = await ctx.db
      .selectFrom('payments')
      .select('payment_id')
      .where('reference', '=', 'UTRX00002')
      .execute();
    expect(before).toEqual([]);
  });

  it('numbers invoices without gaps or duplicates under 20 concurrent confirmations', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const b = await createBusiness(ctx.db, { owner_user_id: owner.userId });
      const res = await manual(owner.token, {
        plan_id: String(basicId),
        business_id: String(b.business_id),
        reference: `UTRCONC${String(i).padStart(3, '0')}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(json(res).data.payment_id);
    }
    const answers = await Promise.all(ids.map((id) => admin_('POST', `/api/admin/payments/${id}/confirm`, {})));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const numbers = (
      await ctx.db.selectFrom('payments').select('invoice_number').where('invoice_number', 'is not', null).execute()
    ).map((r) => Number(r.invoice_number!.split('/')[2]));
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(20);
  });

  describe('razorpay mode', () => {
    beforeAll(() => setProvider('razorpay'));
    afterAll(() => setProvider('manual'));

    it('creates the order from the plan’s price, reuses it on a double click and refuses a client amount', async () => {
      // A business with no plan yet: the amount is the full price (an upgrade's credit is in plans.test.ts).
      const fresh = (await createBusiness(ctx.db, { owner_user_id: owner.userId })).business_id;
      const body = { plan_id: standardId, business_id: fresh };
      const first = await as(owner.token, 'POST', '/api/payments/orders', body);
      expect(first.statusCode, first.body).toBe(200);
      const order = json(first).data;
      expect(order).toMatchObject({ key_id: KEY_ID, amount: 249_900, currency: 'INR', plan_name: 'Standard Plan' });
      expect(fake.orders.get(order.order_id)).toMatchObject({ amount: 249_900, currency: 'INR' });
      const second = json(await as(owner.token, 'POST', '/api/payments/orders', body)).data;
      expect(second.order_id).toBe(order.order_id);

      const withAmount = await as(owner.token, 'POST', '/api/payments/orders', { ...body, amount: 100 });
      expect(withAmount.statusCode).toBe(400);
      expect(json(withAmount).errors).toEqual({ amount: 'FIELD_UNKNOWN' });
      const foreign = await as(owner.token, 'POST', '/api/payments/orders', {
        plan_id: standardId,
        business_id: otherBusinessId,
      });
      expect(foreign.statusCode).toBe(404);
      // Manual submissions are refused while the provider is Razorpay.
      const m = await manual(owner.token, {
        plan_id: String(basicId),
        business_id: String(businessId),
        reference: 'UTRWRONG1',
      });
      expect(m.statusCode).toBe(409);
    });

    it('answers "Unable to initiate payment" when the provider refuses the keys', async () => {
      const broken = await createTestContext(
        { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: 'wrong-secret', RAZORPAY_API_BASE: fake.url },
        { clock },
      );
      try {
        const u = await registeredUser(broken.app);
        const b = await createBusiness(broken.db, { owner_user_id: u.userId });
        const plan = await broken.db
          .insertInto('subscription_plans')
          .values({ name: 'Basic Plan', price_paise: 99_900 })
          .returning('plan_id')
          .executeTakeFirstOrThrow();
        await broken.db
          .updateTable('settings')
          .set({ value: 'razorpay' })
          .where('name', '=', 'payment_provider_type')
          .execute();
        const res = await broken.app.inject({
          method: 'POST',
          url: '/api/payments/orders',
          headers: bearer(u.token),
          payload: { plan_id: plan.plan_id, business_id: b.business_id },
        });
        expect(res.statusCode).toBe(502);
        expect(json(res).message).toBe('Unable to initiate payment. Please try again.');
        expect(await broken.db.selectFrom('payments').select('payment_id').execute()).toEqual([]);
      } finally {
        await broken.close();
      }
    });

    it('extends the subscription once when the webhook is replayed three times and races the checkout callback', async () => {
      const b = await createBusiness(ctx.db, { owner_user_id: owner.userId });
      const order = json(
        await as(owner.token, 'POST', '/api/payments/orders', { plan_id: basicId, business_id: b.business_id }),
      ).data;
      const payId = 'pay_RaceTest0001';
      const signature = createHmac('sha256', KEY_SECRET).update(`${order.order_id}|${payId}`).digest('hex');

      // A wrong signature changes nothing.
      const forged = await as(owner.token, 'POST', '/api/payments/verify', {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: payId,
        razorpay_signature: signature.replace(/^./, signature[0] === 'a' ? 'b' : 'a'),
      });
      expect(forged.statusCode).toBe(400);
      expect(json(forged).message).toBe('Failed to activate subscription.');
      expect(await subsOf(b.business_id)).toEqual([]);

      const event = captured(order.order_id, payId, 99_900);
      const answers = await Promise.all([
        webhook(event, 'evt_race_1'),
        as(owner.token, 'POST', '/api/payments/verify', {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: payId,
          razorpay_signature: signature,
        }),
        webhook(event, 'evt_race_1'),
        webhook(event, 'evt_race_1'),
        webhook({ ...event, event: 'order.paid' }, 'evt_race_2'),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(json(answers[1]!).data.subscription).toMatchObject({ plan_name: 'Basic Plan', state: 'active' });
      expect((await subsOf(b.business_id)).length).toBe(1);
      const pay = await ctx.db
        .selectFrom('payments')
        .selectAll()
        .where('provider_order_id', '=', order.order_id)
        .executeTakeFirstOrThrow();
      expect(pay).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, provider_payment_id: payId });
      expect(
        await ctx.db.selectFrom('payment_events').select('event_id').where('provider_payment_id', '=', payId).execute(),
      ).toHaveLength(2);
    });

    it('ignores a webhook whose amount does not match the order, and one with a bad signature', async () => {
      const b = await createBusiness(ctx.db, { owner_user_id: owner.userId });
      const order = json(
        await as(owner.token, 'POST', '/api/payments/orders', { plan_id: basicId, business_id: b.business_id }),
      ).data;
      const cheap = await webhook(captured(order.order_id, 'pay_Cheap0001', 100), 'evt_cheap');
      expect(cheap.statusCode).toBe(200);
      expect(json(cheap).data.result).toBe('ignored');
      const forged = await webhook(captured(order.order_id, 'pay_Cheap0002', 99_900), 'evt_forged', 'not-the-secret');
      expect(forged.statusCode).toBe(400);
      expect(await subsOf(b.business_id)).toEqual([]);
      const pay = await ctx.db
        .selectFrom('payments')
        .select('status')
        .where('provider_order_id', '=', order.order_id)
        .executeTakeFirstOrThrow();
      expect(pay.status).toBe(PAYMENT_STATUS.PENDING);
    });

    it('refuses to verify another user’s order', async () => {
      const order = json(
        await as(owner.token, 'POST', '/api/payments/orders', { plan_id: basicId, business_id: outsideBusinessId }),
      ).data;
      const sig = createHmac('sha256', KEY_SECRET).update(`${order.order_id}|pay_Steal0001`).digest('hex');
      const res = await as(other.token, 'POST', '/api/payments/verify', {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: 'pay_Steal0001',
        razorpay_signature: sig,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('shows expiring soon from exactly 7 days left in India time, and cancels without ending early', async () => {
    const b = await createBusiness(ctx.db, { owner_user_id: other.userId, business_name: 'Edge Case Store' });
    await ctx.db
      .insertInto('subscriptions')
      .values({
        business_id: b.business_id,
        plan_id: basicId,
        plan_name: 'Basic Plan',
        price_paise: 99_900,
        start_date: '2025-11-09',
        end_date: '2026-11-08',
      })
      .execute();
    const mine = async () =>
      (
        json(await as(other.token, 'GET', '/api/my/subscription')).data as { business_id: number; subscription: any }[]
      ).find((x) => x.business_id === b.business_id)!.subscription;
    try {
      // 23:59:59 on 1 Nov in India (18:29:59 UTC): 7 days and 1 second left → 8 days, active.
      clock.set('2026-11-01T18:29:59.000Z');
      expect(await mine()).toMatchObject({ state: 'active', days_left: 8 });
      // Midnight of 2 Nov in India (still 1 Nov in UTC): exactly 7 days left → expiring soon.
      clock.set('2026-11-01T18:30:00.000Z');
      expect(await mine()).toMatchObject({ state: 'expiring', days_left: 7 });
      const cancelled = await as(other.token, 'POST', '/api/my/subscription/cancel', { business_id: b.business_id });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(json(cancelled).data).toMatchObject({ end_date: '2026-11-08', state: 'expiring' });
      expect(json(cancelled).data.cancelled_at).not.toBeNull();
      expect(
        (await as(owner.token, 'POST', '/api/my/subscription/cancel', { business_id: b.business_id })).statusCode,
      ).toBe(404);
      // Midnight of 9 Nov in India: expired.
      clock.set('2026-11-08T18:30:00.000Z');
      expect(await mine()).toMatchObject({ state: 'expired', days_left: 0 });
    } finally {
      clock.set('2026-11-01T06:30:00.000Z');
    }
  });

  it('lists my payments newest first with the transaction id, and nobody else’s', async () => {
    const list = json(await as(owner.token, 'GET', '/api/my/payments')).data as {
      transaction_id: string | null;
      business_id: number;
    }[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((p) => p.business_id !== otherBusinessId)).toBe(true);
    expect(list.map((p) => p.transaction_id)).toContain('pay_RaceTest0001');
    expect((await ctx.app.inject({ url: '/api/my/payments' })).statusCode).toBe(401);
  });

  it('lets the admin reject a pending transfer, audited, and manage plans (a bought plan is retired, not deleted)', async () => {
    const sub = await manual(owner.token, {
      plan_id: String(basicId),
      business_id: String(businessId),
      reference: 'UTRREJECT1',
    });
    const id = json(sub).data.payment_id;
    const rej = await admin_('POST', `/api/admin/payments/${id}/reject`, { note: 'No such transfer' });
    expect(rej.statusCode).toBe(200);
    expect(json(rej).data.status).toBe(PAYMENT_STATUS.FAILED);
    expect((await admin_('POST', `/api/admin/payments/${id}/confirm`, {})).statusCode).toBe(409);
    const pending = json(await admin_('GET', '/api/admin/payments?status=2')).data;
    expect(pending.rows.map((r: { payment_id: number }) => r.payment_id)).toContain(id);

    const del = await admin_('DELETE', `/api/admin/plans/${basicId}`);
    expect(json(del).data.result).toBe('retired');
    expect(json(await ctx.app.inject({ url: '/api/plans' })).data.map((p: { name: string }) => p.name)).toEqual([
      'Standard Plan',
    ]);
    const unused = json(await admin_('POST', '/api/admin/plans', { name: 'Trial', price_paise: 100 })).data.plan_id;
    expect(json(await admin_('DELETE', `/api/admin/plans/${unused}`)).data.result).toBe('deleted');
    const actions = (await ctx.db.selectFrom('audit_log').select('action').execute()).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'payment.reject',
        'plan.retire',
        'plan.delete',
        'plan.create',
        'settings.billing.update',
      ]),
    );
    const badPlan = await admin_('POST', '/api/admin/plans', { name: '', price_paise: 12.5 });
    expect(badPlan.statusCode).toBe(400);
    expect(json(badPlan).errors).toMatchObject({ name: 'FIELD_REQUIRED', price_paise: 'PRICE_INVALID' });
  });
});
