import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../src/modules/billing/fake-razorpay';
import { financialYear } from '../src/modules/practitioners/payments';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, login, registeredUser, uniquePhone } from './auth-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

const KEY_ID = 'rzp_test_ApptPay0123456';
const KEY_SECRET = 'appt-razorpay-secret-0123456789';
const WEBHOOK_SECRET = 'whsec-appt-test-0123456789';

/**
 * The text of a PDF as poppler's pdftotext reads it (what a reader copies out of the receipt). pdftotext gives
 * glyphs in visual order, so a vowel sign drawn before its consonant (કિ) comes out first: the names below avoid
 * those; that shaping itself is checked in platform/pdf.test.ts.
 */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gd-receipt-')), 'r.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe('financial years of receipts', () => {
  it('run April to March', () => {
    expect(financialYear('2026-11-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
  });
});

/**
 * Decision 65, paying for an appointment online, against the project's fake of Razorpay. The clock starts on
 * Sunday 2026-11-01 at 12:00 India time; the practitioner consults Monday to Saturday 09:00–12:00. The fee is
 * ₹1,25,000 so the receipt shows Indian digit grouping (lakh) unmistakably.
 */
describe('appointments paid online', () => {
  let ctx: TestContext;
  let fake: FakeRazorpay;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let admin: { token: string; userId: number };
  let doctor: { token: string; id: number };
  let patient: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  const FEE = 12_500_000;
  const MONDAY = '2026-11-02';
  const TUESDAY = '2026-11-03';

  const booking = (over: Record<string, unknown> = {}) => ({
    practitioner_id: doctor.id,
    date: MONDAY,
    time: '09:00',
    booked_by: 1,
    patient_name: 'હેમા દેસાઈ',
    patient_phone: '9825012345',
    sex: 2,
    appointment_type: 1,
    pay: 'online',
    ...over,
  });
  const book = (token: string | null, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
  const verify = (token: string, id: number, orderId: string, paymentId: string) =>
    call(token, 'POST', `/api/appointments/${id}/payment/verify`, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, paymentId),
    });
  const webhook = (event: string, orderId: string, paymentId: string, amount: number, eventId: string) => {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId },
        },
      },
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      },
    });
  };
  const free = async (date: string) =>
    (
      json(await ctx.app.inject({ url: `/api/practitioners/${doctor.id}/slots?date=${date}` })).data.slots as {
        time: string;
        available: boolean;
      }[]
    )
      .filter((s) => s.available)
      .map((s) => s.time);
  const appointment = (id: number) =>
    ctx.db.selectFrom('user_book_appointments').selectAll().where('appointment_id', '=', id).executeTakeFirstOrThrow();
  const paymentOf = (id: number) =>
    ctx.db.selectFrom('appointment_payments').selectAll().where('appointment_id', '=', id).executeTakeFirstOrThrow();
  /** Books online and answers the appointment id and its order. */
  async function bookOnline(token: string, over: Record<string, unknown>) {
    const res = await book(token, booking(over));
    expect(res.statusCode, res.body).toBe(201);
    const data = json(res).data as { appointment_id: number; booking_status: number; order: { order_id: string } };
    return { id: data.appointment_id, orderId: data.order.order_id, data };
  }
  /** Books online, pays at the fake and verifies: a confirmed, receipted appointment. */
  async function bookAndPay(token: string, over: Record<string, unknown>) {
    const { id, orderId } = await bookOnline(token, over);
    const paymentId = fake.pay(orderId);
    const res = await verify(token, id, orderId, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    return { id, orderId, paymentId, outcome: json(res).data };
  }

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
    admin = await adminSession(ctx);
    const settings = await call(admin.token, 'PUT' as 'POST', '/api/admin/billing-settings', {
      payment_provider_type: 'razorpay',
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

    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Meera Joshi', phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    doctor = { token: json(reg).data.token, id: json(reg).data.practitioner_id };
    const verified = await call(admin.token, 'PATCH', `/api/admin/practitioners/${doctor.id}/verification`, {
      is_approve: 1,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const timings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/practitioner/timings',
      headers: bearer(doctor.token),
      payload: { week: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '12:00' })), leave: [] },
    });
    expect(timings.statusCode, timings.body).toBe(200);
    await ctx.db
      .updateTable('practitioners')
      .set({ consultation_fee: FEE, name_guj: 'ડૉ. મીરા શાહ' })
      .where('practitioner_id', '=', doctor.id)
      .execute();
    patient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Patient' });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('books online with an order for the fee the server knows, holding the slot; the client cannot set the amount', async () => {
    expect((await book(null, booking())).statusCode).toBe(401);
    const tampered = await book(patient.token, { ...booking(), amount: 100 });
    expect(tampered.statusCode).toBe(400);
    expect((await book(patient.token, booking({ pay: 'card' }))).statusCode).toBe(400);

    const { id, orderId, data } = await bookOnline(patient.token, { time: '09:00' });
    expect(data.booking_status).toBe(2);
    expect(data.order).toMatchObject({
      key_id: KEY_ID,
      amount: FEE,
      currency: 'INR',
      practitioner_name: 'Dr. Meera Joshi',
    });
    expect(Date.parse((data.order as unknown as { hold_expires_at: string }).hold_expires_at)).toBe(
      clock.now().getTime() + 15 * 60_000,
    );
    expect(fake.orders.get(orderId)).toMatchObject({ amount: FEE, currency: 'INR', receipt: `appt-${id}` });
    expect(await free(MONDAY)).not.toContain('09:00');

    // Asking to pay again (a double click, a refresh) answers the same order; another patient gets 404.
    const again = await Promise.all(
      [1, 2, 3].map(() => call(patient.token, 'POST', `/api/appointments/${id}/payment`)),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(again.map((r) => json(r).data.order_id))).toEqual(new Set([orderId]));
    expect((await call(other.token, 'POST', `/api/appointments/${id}/payment`)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/appointments/${id}/payment`)).statusCode).toBe(401);
    expect(fake.orders.size).toBe(1);

    const mine = json(await call(patient.token, 'GET', '/api/appointments?when=upcoming')).data.rows;
    expect(mine.find((a: { appointment_id: number }) => a.appointment_id === id)).toMatchObject({
      booking_status: 2,
      pay_mode: 'online',
      can_pay: true,
      payment: { status: 0, receipt_number: null },
    });
  });

  it('confirms once whatever arrives first: the checkout callback, the webhook and their replays in parallel', async () => {
    const { id, orderId } = await bookOnline(patient.token, { time: '09:30' });
    const paymentId = fake.pay(orderId);
    const bad = await call(patient.token, 'POST', `/api/appointments/${id}/payment/verify`, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, `${paymentId}x`),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ razorpay_signature: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await verify(other.token, id, orderId, paymentId)).statusCode).toBe(404);

    const results = await Promise.all([
      verify(patient.token, id, orderId, paymentId),
      verify(patient.token, id, orderId, paymentId),
      webhook('payment.captured', orderId, paymentId, FEE, 'evt_appt_1'),
      webhook('payment.captured', orderId, paymentId, FEE, 'evt_appt_1'),
      webhook('order.paid', orderId, paymentId, FEE, 'evt_appt_2'),
      verify(patient.token, id, orderId, paymentId),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(json(results[0]!).data).toMatchObject({ appointment_id: id, booking_status: 1, payment: { status: 1 } });

    expect(await appointment(id)).toMatchObject({ booking_status: 1, hold_expires_at: null, live: 1 });
    const pay = await paymentOf(id);
    expect(pay).toMatchObject({ status: 1, provider_payment_id: paymentId, receipt_number: 'RCT/2026-27/0001' });
    const counter = await ctx.db.selectFrom('appointment_receipt_counters').selectAll().execute();
    expect(counter).toEqual([{ financial_year: '2026-27', last_number: 1 }]);
    // Paid: nothing more to pay.
    const payAgain = await call(patient.token, 'POST', `/api/appointments/${id}/payment`);
    expect(payAgain.statusCode).toBe(409);
    expect(json(payAgain).message_key ?? json(payAgain).messageKey ?? payAgain.body).toMatch(/ALREADY_PAID/);
    // A webhook whose amount differs from the order changes nothing.
    const other2 = await bookOnline(patient.token, { time: '10:00' });
    const cheap = await webhook('payment.captured', other2.orderId, fake.pay(other2.orderId), 100, 'evt_appt_cheap');
    expect(cheap.statusCode).toBe(200);
    expect((await paymentOf(other2.id)).status).toBe(0);
  });

  it('frees an unpaid hold after 15 minutes; a payment that comes after someone took the slot is refunded', async () => {
    const { id, orderId } = await bookOnline(patient.token, { date: TUESDAY, time: '09:00' });
    expect(await free(TUESDAY)).not.toContain('09:00');
    clock.advance(14 * 60_000);
    expect(await free(TUESDAY)).not.toContain('09:00');
    clock.advance(60_000);
    expect(await free(TUESDAY)).toContain('09:00');
    const late = await call(patient.token, 'POST', `/api/appointments/${id}/payment`);
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatch(/HOLD_EXPIRED/);
    const mine = json(await call(patient.token, 'GET', '/api/appointments?when=upcoming')).data.rows;
    expect(mine.find((a: { appointment_id: number }) => a.appointment_id === id)).toMatchObject({
      can_pay: false,
      can_change: false,
    });
    // The practitioner's day no longer lists the lapsed hold.
    const day = json(await call(doctor.token, 'GET', `/api/practitioner/appointments?date=${TUESDAY}`)).data.rows;
    expect(day.map((a: { appointment_id: number }) => a.appointment_id)).not.toContain(id);

    // Someone else books the slot: the lapsed hold is released in that booking's transaction.
    const taken = await book(
      other.token,
      booking({ date: TUESDAY, time: '09:00', pay: 'clinic', patient_name: 'Asha Patel' }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await appointment(id)).toMatchObject({ live: 0, status: 5 });

    // The first patient's payment arrives late (the webhook): refunded in full through the provider, once.
    const paymentId = fake.pay(orderId);
    const [a, b] = await Promise.all([
      webhook('payment.captured', orderId, paymentId, FEE, 'evt_late_1'),
      verify(patient.token, id, orderId, paymentId),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pay = await paymentOf(id);
    expect(pay).toMatchObject({
      status: 3,
      refund_status: 'processed',
      refund_amount_paise: FEE,
      receipt_number: null,
    });
    expect(pay.refund_reason).toBe('hold_lapsed');
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: pay.refund_id, amount: FEE, status: 'processed' });
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: FEE });
    // The other patient keeps the slot.
    expect(await appointment(json(taken).data.appointment_id)).toMatchObject({ live: 1, status: 1 });
    expect(await free(TUESDAY)).not.toContain('09:00');
  });

  it('gives a contested slot to one of several patients paying online at once; only the winner gets an order', async () => {
    const orders = fake.orders.size;
    const patients = [patient, other, ...(await Promise.all([1, 2, 3].map(() => registeredUser(ctx.app))))];
    const results = await Promise.all(patients.map((p) => book(p.token, booking({ date: TUESDAY, time: '11:00' }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(fake.orders.size).toBe(orders + 1);
    // A failed attempt (the webhook) is recorded; the hold stays until it lapses.
    const winner = json(results.find((r) => r.statusCode === 201)!).data as {
      appointment_id: number;
      order: { order_id: string };
    };
    const failed = await webhook('payment.failed', winner.order.order_id, 'pay_FailedAttempt01', FEE, 'evt_fail_1');
    expect(failed.statusCode).toBe(200);
    expect((await paymentOf(winner.appointment_id)).status).toBe(2);
    // The patient moves into a slot whose hold has lapsed: the move releases it in the same transaction.
    const lapsed = await bookOnline(patient.token, { date: TUESDAY, time: '11:30' });
    clock.advance(16 * 60_000);
    const mine = await book(patient.token, booking({ date: TUESDAY, time: '10:30', pay: 'clinic' }));
    expect(mine.statusCode).toBe(201);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appointments/${json(mine).data.appointment_id}/slot`,
      headers: bearer(patient.token),
      payload: { date: TUESDAY, time: '11:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await appointment(lapsed.id)).toMatchObject({ live: 0, status: 5 });
    expect(await free(TUESDAY)).toContain('10:30');
    // Put things back for the tests below: the moved visit is cancelled, the contested one lapses.
    await call(patient.token, 'POST', `/api/appointments/${json(mine).data.appointment_id}/cancel`);
  });

  it('confirms a payment that comes after the hold ran out while nobody took the slot', async () => {
    const { id, orderId } = await bookOnline(patient.token, { date: TUESDAY, time: '10:00' });
    clock.advance(20 * 60_000);
    const res = await verify(patient.token, id, orderId, fake.pay(orderId));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({
      booking_status: 1,
      payment: { status: 1, receipt_number: 'RCT/2026-27/0002' },
    });
    expect(await free(TUESDAY)).not.toContain('10:00');
  });

  it('prints the receipt as a bill of supply with Gujarati names, ₹ in Indian grouping and gap-free numbers; only for the patient', async () => {
    const rows = json(await call(patient.token, 'GET', '/api/appointments?when=upcoming&limit=50')).data.rows as {
      appointment_id: number;
      payment: { receipt_number: string | null } | null;
    }[];
    const paid = rows.filter((r) => r.payment?.receipt_number).sort((x, y) => x.appointment_id - y.appointment_id);
    expect(paid.map((r) => r.payment!.receipt_number)).toEqual(['RCT/2026-27/0001', 'RCT/2026-27/0002']);
    const texts: string[] = [];
    for (const r of paid) {
      const res = await call(patient.token, 'GET', `/api/appointments/${r.appointment_id}/receipt.pdf`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      texts.push(pdfText(res.rawPayload));
    }
    const first = texts[0]!;
    expect(first).toContain('RCT/2026-27/0001');
    expect(first).toMatch(/BILL OF SUPPLY/);
    expect(first).toContain('ડૉ. મીરા શાહ');
    expect(first).toContain('હેમા દેસાઈ');
    expect(first).toContain('₹1,25,000.00');
    expect(first).not.toContain('125,000');
    expect(first).toMatch(/GST: exempt/);
    expect(first).not.toMatch(/CGST|SGST|IGST/);
    expect(texts[1]).toContain('RCT/2026-27/0002');

    const id = paid[0]!.appointment_id;
    expect((await call(other.token, 'GET', `/api/appointments/${id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await call(doctor.token, 'GET', `/api/appointments/${id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/appointments/${id}/receipt.pdf`)).statusCode).toBe(401);
    const clinic = await book(patient.token, booking({ date: TUESDAY, time: '11:00', pay: 'clinic' }));
    expect(json(clinic).data).toEqual({ appointment_id: expect.any(Number), booking_status: 2 });
    const none = await call(patient.token, 'GET', `/api/appointments/${json(clinic).data.appointment_id}/receipt.pdf`);
    expect(none.statusCode).toBe(404);
  });

  it('refunds the patient when the practitioner cancels a paid booking (the call reaches the provider, once)', async () => {
    const { id, paymentId } = await bookAndPay(patient.token, { date: TUESDAY, time: '11:30' });
    const before = fake.refunds.size;
    const results = await Promise.all([
      call(doctor.token, 'PATCH', `/api/practitioner/appointments/${id}/status`, { status: 5 }),
      call(doctor.token, 'PATCH', `/api/practitioner/appointments/${id}/status`, { status: 5 }),
    ]);
    // The second is refused: 409 when the two raced in the database, 400 when it already saw the cancellation.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const ok = results.find((r) => r.statusCode === 200)!;
    expect(json(ok).data).toMatchObject({
      status: 5,
      payment: { status: 3, refund_status: 'processed', refund_amount_paise: FEE },
    });
    expect(fake.refunds.size).toBe(before + 1);
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === paymentId)!;
    expect(refund).toMatchObject({ amount: FEE, receipt: `appt-refund-${id}` });
    expect(await paymentOf(id)).toMatchObject({ refund_id: refund.id, refund_reason: 'practitioner_cancelled' });
    // The receipt still exists and now says what was refunded.
    const receipt = await call(patient.token, 'GET', `/api/appointments/${id}/receipt.pdf`);
    expect(pdfText(receipt.rawPayload)).toMatch(/Refunded/);
  });

  it("refunds the patient's own cancel of a paid booking within the allowed time", async () => {
    const { id, paymentId } = await bookAndPay(patient.token, { date: '2026-11-04', time: '09:00' });
    expect((await call(other.token, 'POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(404);
    const res = await call(patient.token, 'POST', `/api/appointments/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ status: 5, payment: { status: 3, refund_status: 'processed' } });
    expect([...fake.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect((await paymentOf(id)).refund_reason).toBe('patient_cancelled');
  });

  it('lists appointment payments for admins only, by order date and status, and as CSV', async () => {
    const list = (token: string, query: string) => call(token, 'GET', `/api/admin/appointment-payments?${query}`);
    expect((await list(patient.token, '')).statusCode).toBe(403);
    expect((await list('', '')).statusCode).toBe(401);
    const refunded = json(await list(admin.token, 'status=3')).data;
    expect(refunded.count).toBe(3);
    expect(refunded.rows.every((r: { status: number }) => r.status === 3)).toBe(true);
    // Every order so far was made on 1 November (India time); none on the 2nd.
    const orders = (await ctx.db.selectFrom('appointment_payments').select('payment_id').execute()).length;
    expect(orders).toBeGreaterThan(5);
    expect(json(await list(admin.token, 'from=2026-11-01&to=2026-11-01')).data.count).toBe(orders);
    expect(json(await list(admin.token, 'from=2026-11-02')).data.count).toBe(0);
    const badRange = await list(admin.token, 'from=2026-11-05&to=2026-11-01');
    expect(badRange.statusCode).toBe(400);
    expect(json(badRange).errors).toEqual({ to: 'DATE_RANGE_INVALID' });
    const csv = await list(admin.token, 'status=1&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^payment_id,appointment_id,created_at/);
    expect(lines).toHaveLength(3);
  });

  it('starts the receipt numbers again in a new financial year', async () => {
    // 2027-04-01 12:00 India time; the visit on Monday 2027-04-05.
    clock.advance(Date.parse('2027-04-01T06:30:00.000Z') - clock.now().getTime());
    const token = json(await login(ctx.app, patient.phone, patient.password)).data.token as string;
    const { outcome } = await bookAndPay(token, { date: '2027-04-05', time: '09:00' });
    expect(outcome.payment.receipt_number).toBe('RCT/2027-28/0001');
    const counters = await ctx.db
      .selectFrom('appointment_receipt_counters')
      .selectAll()
      .orderBy('financial_year')
      .execute();
    expect(counters).toEqual([
      { financial_year: '2026-27', last_number: 4 },
      { financial_year: '2027-28', last_number: 1 },
    ]);
    // Every number given out is on exactly one paid payment: no gaps (the late, refunded payment took none).
    const numbers = await ctx.db
      .selectFrom('appointment_payments')
      .select('receipt_number')
      .where('receipt_number', 'is not', null)
      .orderBy('receipt_number')
      .execute();
    expect(numbers.map((n) => n.receipt_number)).toEqual([
      'RCT/2026-27/0001',
      'RCT/2026-27/0002',
      'RCT/2026-27/0003',
      'RCT/2026-27/0004',
      'RCT/2027-28/0001',
    ]);
  });
});
