/**
 * Demo billing data: the Basic, Standard and Premium plans (features and non-features in both languages), the
 * bank details with a real QR code of a UPI payment URI, payments in manual mode, and successful payments with
 * GST invoices behind active, expiring and expired subscriptions — the demo owner's first two approved
 * businesses among them. Dates are placed relative to the seed's reference date, choices come from the seed's RNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { APPROVAL, PAYMENT_STATUS } from '@gd/contracts/codes';
import { addDays, addMonths, indiaDate } from '@gd/contracts/india-time';
import type { DB } from '../schema';
import { gstinCheckChar } from '@gd/contracts/gstin';
import { DEFAULT_SAC, financialYear, invoiceSnapshot, nextInvoiceNumber } from '../../modules/billing/invoice';
import { SEED_UPLOAD_DIR } from './images';
import type { Random } from './random';

const DAY = 86_400_000;

/** Decision 67: what each plan allows is its limits; the texts are only what no code covers. */
const PLANS = [
  {
    name: 'Basic Plan',
    name_guj: 'બેઝિક પ્લાન',
    price_paise: 99_900,
    limits: { products: 10, jobs: 0, photos: 10, featured: false, inquiry_alerts: true, badge: false },
    features: [{ en: 'Business profile with logo and photos', guj: 'લોગો અને ફોટા સાથે વ્યવસાય પ્રોફાઇલ' }],
    non_features: [{ en: 'Priority support', guj: 'પ્રાથમિકતા સહાય' }],
  },
  {
    name: 'Standard Plan',
    name_guj: 'સ્ટાન્ડર્ડ પ્લાન',
    price_paise: 249_900,
    limits: { products: 50, jobs: 5, photos: 20, featured: false, inquiry_alerts: true, badge: true },
    features: [{ en: 'Everything in Basic', guj: 'બેઝિકમાંનું બધું' }],
    non_features: [{ en: 'Priority support', guj: 'પ્રાથમિકતા સહાય' }],
  },
  {
    name: 'Premium Plan',
    name_guj: 'પ્રીમિયમ પ્લાન',
    price_paise: 499_900,
    limits: { products: null, jobs: null, photos: 20, featured: true, inquiry_alerts: true, badge: true },
    features: [
      { en: 'Everything in Standard', guj: 'સ્ટાન્ડર્ડમાંનું બધું' },
      { en: 'Priority support', guj: 'પ્રાથમિકતા સહાય' },
    ],
    non_features: [],
  },
] as const;

const SELLER = {
  name: 'Gujarat Business Directory',
  /** a GSTIN with a valid check character (decision 70) */
  gstin: '24AAHCG2026R1ZE',
  address: '4th Floor, Shivalik Square, C G Road, Navrangpura, Ahmedabad 380009',
  state: 'Gujarat',
};

/** The first 14 characters of the demo owner's GSTIN (a Gujarat partnership firm); the check character is computed. */
const DEMO_BUYER_GSTIN = '24AAPFJ4321K1Z';

const BANK = {
  bank_name: 'State Bank of India',
  bank_branch: 'Navrangpura, Ahmedabad',
  bank_beneficiary_name: 'Gujarat Business Directory',
  bank_account_number: '39284710562',
  bank_account_type: 'Current',
  bank_ifsc_code: 'SBIN0003345',
  bank_contact_email: 'payments@gujaratdirectory.in',
};
const UPI_URI = 'upi://pay?pa=gujaratdirectory@sbi&pn=Gujarat%20Business%20Directory&cu=INR';

export async function seedBilling(
  db: Kysely<DB>,
  opts: { rng: Random; dataDir: string; referenceMs: number; demoOwnerId: number },
): Promise<{ plans: number; subscriptions: number }> {
  const { rng } = opts;
  const created = new Date(opts.referenceMs - 400 * DAY).toISOString();

  // A real QR code of the UPI URI, stored with the other seed images.
  const qrDir = path.join(opts.dataDir, SEED_UPLOAD_DIR, 'billing');
  await fs.promises.mkdir(qrDir, { recursive: true });
  await fs.promises.writeFile(
    path.join(qrDir, 'upi-qr.png'),
    await QRCode.toBuffer(UPI_URI, { width: 480, margin: 2 }),
  );

  const settings: Record<string, string> = {
    payment_provider_type: 'manual',
    ...BANK,
    bank_qr_image: `/${SEED_UPLOAD_DIR}/billing/upi-qr.png`,
    seller_name: SELLER.name,
    seller_gstin: SELLER.gstin,
    seller_address: SELLER.address,
    seller_state: SELLER.state,
    invoice_sac: DEFAULT_SAC,
  };
  for (const [name, value] of Object.entries(settings)) {
    await db
      .insertInto('settings')
      .values({ name, value, is_public: name === 'payment_provider_type' ? 1 : 0, updated_at: created })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: created }))
      .execute();
  }

  const plans = await db
    .insertInto('subscription_plans')
    .values(
      PLANS.map((p, i) => ({
        name: p.name,
        name_guj: p.name_guj,
        price_paise: p.price_paise,
        duration_months: 12,
        features: JSON.stringify(p.features),
        non_features: JSON.stringify(p.non_features),
        limits: JSON.stringify(p.limits),
        sort_order: i + 1,
        created_at: created,
        updated_at: created,
      })),
    )
    .returning(['plan_id', 'name', 'price_paise'])
    .execute();

  // Decision 68: the early-bird offer is on — Premium free for 12 months, with no last day (the demo's dates are
  // fixed while the clock is not).
  const premium = plans.find((p) => p.name === 'Premium Plan')!;
  const offer = JSON.stringify({
    enabled: true,
    plan_id: premium.plan_id,
    months: 12,
    last_date: null,
  });
  await db
    .insertInto('settings')
    .values({ name: 'early_bird_offer', value: offer, is_public: 0, updated_at: created })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: offer, updated_at: created }))
    .execute();

  const businesses = await db
    .selectFrom('businesses as b')
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .select([
      'b.business_id',
      'b.owner_user_id',
      'b.business_name',
      'b.owner_name',
      'b.location',
      'b.zipcode',
      'b.phone',
    ])
    .select(['c.city_name', 'c.state'])
    .where('b.is_approve', '=', APPROVAL.APPROVED)
    .where('b.deleted_at', 'is', null)
    .orderBy('b.business_id')
    .execute();
  const demo = businesses.filter((b) => b.owner_user_id === opts.demoOwnerId);
  const others = businesses.filter((b) => b.owner_user_id !== opts.demoOwnerId && rng.chance(0.12));
  const today = indiaDate(new Date(opts.referenceMs));

  // [days from the reference day to the subscription's end]: active, expiring soon (relative to the reference day), expired.
  const endOffsets = (i: number) => (i === 0 ? 240 : i === 1 ? 25 : rng.pick([300, 180, 90, 20, 5, -30, -120]));
  const picked = [...demo.slice(0, 2), ...others];
  // Each purchase is planned first and numbered after, in the order the payments were made (decision 70: a
  // financial year's invoice numbers run in date order).
  const purchases = picked.map((b, i) => {
    const plan = plans[i === 0 ? 2 : i === 1 ? 1 : rng.int(0, plans.length - 1)]!;
    const end = addDays(today, endOffsets(i));
    const start = addDays(addMonths(end, -12), 1);
    const paidMs = Date.parse(`${start}T05:00:00Z`) - rng.int(0, 2) * DAY + rng.int(0, 8 * 3600) * 1000;
    const provider: 'manual' | 'razorpay' = rng.chance(0.5) ? 'manual' : 'razorpay';
    const transactionId =
      provider === 'razorpay'
        ? `pay_demo${String(b.business_id).padStart(6, '0')}`
        : `SBIN${String(rng.int(100_000_000, 999_999_999))}`;
    // The demo owner's premium business is registered for GST: its invoice names its GSTIN.
    const buyerGstin = i === 0 ? `${DEMO_BUYER_GSTIN}${gstinCheckChar(DEMO_BUYER_GSTIN)}` : null;
    return { b, plan, start, end, paidMs, provider, transactionId, buyerGstin };
  });
  purchases.sort((a, b) => a.paidMs - b.paidMs || a.b.business_id - b.b.business_id);
  let count = 0;
  for (const { b, plan, start, end, paidMs, provider, transactionId, buyerGstin } of purchases) {
    const paidAt = new Date(paidMs).toISOString();
    const paidDay = indiaDate(new Date(paidMs));
    const invoiceNumber = await nextInvoiceNumber(db, financialYear(paidDay));
    const amount = Number(plan.price_paise);
    const invoice = invoiceSnapshot({
      number: invoiceNumber,
      day: paidDay,
      seller: { ...SELLER, sac: DEFAULT_SAC },
      buyer: { ...b, state: b.state ?? 'Gujarat' },
      buyerGstin,
      plan,
      period: { start, end },
      amountPaise: amount,
      payment: { provider, transaction_id: transactionId },
    });
    const invoiceJson = JSON.stringify(invoice);
    const sub = await db
      .insertInto('subscriptions')
      .values({
        business_id: b.business_id,
        plan_id: plan.plan_id,
        plan_name: plan.name,
        price_paise: amount,
        start_date: start,
        end_date: end,
        is_active: 1,
        invoice_number: invoiceNumber,
        invoice_data: invoiceJson,
        created_at: paidAt,
        updated_at: paidAt,
      })
      .returning('subscription_id')
      .executeTakeFirstOrThrow();
    const pay = await db
      .insertInto('payments')
      .values({
        user_id: b.owner_user_id,
        business_id: b.business_id,
        plan_id: plan.plan_id,
        amount_paise: amount,
        provider,
        status: PAYMENT_STATUS.SUCCESS,
        provider_order_id: provider === 'razorpay' ? `order_demo${String(b.business_id).padStart(6, '0')}` : null,
        provider_payment_id: provider === 'razorpay' ? transactionId : null,
        reference: provider === 'manual' ? transactionId : null,
        buyer_gstin: buyerGstin,
        subscription_id: sub.subscription_id,
        invoice_number: invoiceNumber,
        invoice_data: invoiceJson,
        paid_at: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
      })
      .returning('payment_id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('subscriptions')
      .set({ payment_id: pay.payment_id })
      .where('subscription_id', '=', sub.subscription_id)
      .execute();
    count++;
  }
  return { plans: plans.length, subscriptions: count };
}
