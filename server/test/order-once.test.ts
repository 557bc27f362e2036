import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../src/modules/billing/fake-razorpay';
import { bearer, registeredUser } from './auth-support';
import { createBusiness } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

const KEY_ID = 'rzp_test_OrderOnce01';
const KEY_SECRET = 'order-once-key-secret';

/**
 * Issue 19's probe: ten "Pay now" clicks at once made 5–6 Razorpay orders and pending payments. Decision 76: the
 * database decides one claimant, which alone calls Razorpay; every other click gets the same order back.
 */
describe('checkout: parallel clicks make one Razorpay order', () => {
  let ctx: TestContext;
  let fake: FakeRazorpay;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let planId: number;

  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    ctx = await createTestContext({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'order-once-webhook',
      RAZORPAY_API_BASE: fake.url,
    });
    const admin = await registeredUser(ctx.app, { owner_name: 'Order Keeper' });
    await ctx.db.updateTable('users').set({ user_type: 'admin' }).where('user_id', '=', admin.userId).execute();
    const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(admin.token), payload });
    const plan = await asAdmin('POST', '/api/admin/plans', { name: 'Gold Plan', price_paise: 199_900, sort_order: 1 });
    expect(plan.statusCode, plan.body).toBe(200);
    planId = json(plan).data.plan_id;
    const settings = await asAdmin('PUT', '/api/admin/billing-settings', {
      payment_provider_type: 'razorpay',
      bank_name: 'Bank of Baroda',
      bank_branch: 'Alkapuri, Vadodara',
      bank_beneficiary_name: 'Gujarat Business Directory',
      bank_account_number: '12345678901',
      bank_ifsc_code: 'BARB0ALKAPU',
      seller_gstin: '24AAACG1234A1ZK',
      seller_address: 'Alkapuri, Vadodara',
      seller_state: 'Gujarat',
      support_phone: '9825012345',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    owner = await registeredUser(ctx.app, { owner_name: 'Kinjal Parikh' });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const createOrder = (businessId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: bearer(owner.token),
      payload: { plan_id: planId, business_id: businessId },
    });
  const pendingOf = (businessId: number) =>
    ctx.db
      .selectFrom('payments')
      .select(['payment_id', 'provider_order_id'])
      .where('business_id', '=', businessId)
      .where('status', '=', 0)
      .execute();

  it('answers ten parallel clicks with one order and one pending payment', async () => {
    const businessId = (await createBusiness(ctx.db, { owner_user_id: owner.userId })).business_id;
    const ordersBefore = fake.orders.size;
    const answers = await Promise.all(Array.from({ length: 10 }, () => createOrder(businessId)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const data = answers.map((res) => json(res).data);
    expect(new Set(data.map((d) => d.order_id)).size).toBe(1);
    expect(new Set(data.map((d) => d.payment_id)).size).toBe(1);
    expect(fake.orders.size - ordersBefore).toBe(1);
    expect(fake.orders.get(data[0].order_id)).toMatchObject({ amount: 199_900, currency: 'INR' });
    expect(await pendingOf(businessId)).toEqual([
      { payment_id: data[0].payment_id, provider_order_id: data[0].order_id },
    ]);

    // A later click still reuses it.
    expect(json(await createOrder(businessId)).data.order_id).toBe(data[0].order_id);
    expect(fake.orders.size - ordersBefore).toBe(1);
  });

  it('leaves no pending payment behind when Razorpay cannot be reached', async () => {
    const businessId = (await createBusiness(ctx.db, { owner_user_id: owner.userId })).business_id;
    await fake.close();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrder(businessId)));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(502);
      expect(json(res).message_key).toBe('PAYMENT_INIT_FAILED');
    }
    expect(await pendingOf(businessId)).toEqual([]);
  });
});
