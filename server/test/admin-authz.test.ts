import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { adminRoutesOf, adminSession, insertContact, snapshot } from './admin-support';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createUser } from './factories';
import { createTestContext, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/** Records the entries use: made once, before the matrix runs. */
interface Fixtures {
  businessId: number;
  categoryId: number;
  unusedCategoryId: number;
  contactId: number;
  userId: number;
  reviewId: number;
  jobId: number;
  eventId: number;
  offerId: number;
  planId: number;
  unusedPlanId: number;
  paymentId: number;
  otherPaymentId: number;
  paidPaymentId: number;
  practitionerId: number;
  questionId: number;
  practitionerReviewId: number;
  png: Buffer;
}

interface Call {
  url?: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

const form = (fields: Record<string, string>, png?: Buffer): Call => {
  const body = multipartBody(fields, png ? { name: 'c.png', type: 'image/png', bytes: png } : undefined);
  return { payload: body.payload, headers: body.headers };
};

/**
 * The authorization matrix: ONE entry per admin route — a valid minimal request an admin gets a 2xx for.
 * A registered /api/admin route without an entry fails the suite. Add a route's entry as one line, e.g.
 *   'DELETE /api/admin/jobs/:id': (f) => ({ url: `/api/admin/jobs/${f.jobId}` }),
 * (no `url` means the route's own path, for routes without parameters).
 */
const ENTRIES: Record<string, (f: Fixtures) => Call> = {
  'GET /api/admin/dashboard': () => ({}),
  'GET /api/admin/businesses': () => ({ url: '/api/admin/businesses?q=a&is_approve=0&limit=5' }),
  'PATCH /api/admin/businesses/:id/approval': (f) => ({
    url: `/api/admin/businesses/${f.businessId}/approval`,
    payload: { is_approve: 1 },
  }),
  'GET /api/admin/businesses/:id/preview': (f) => ({ url: `/api/admin/businesses/${f.businessId}/preview` }),
  'DELETE /api/admin/businesses/:id': (f) => ({ url: `/api/admin/businesses/${f.businessId}` }),
  'GET /api/admin/categories': () => ({}),
  'POST /api/admin/categories': (f) => form({ category_name: 'Matrix Sweets', is_featured: '1' }, f.png),
  'GET /api/admin/categories/:id': (f) => ({ url: `/api/admin/categories/${f.categoryId}` }),
  'PUT /api/admin/categories/:id': (f) => ({
    url: `/api/admin/categories/${f.categoryId}`,
    ...form({ category_name: 'Matrix Tailors', is_featured: '0' }),
  }),
  'DELETE /api/admin/categories/:id': (f) => ({ url: `/api/admin/categories/${f.unusedCategoryId}` }),
  'GET /api/admin/contacts': () => ({ url: '/api/admin/contacts?format=csv' }),
  'PATCH /api/admin/contacts/:id': (f) => ({ url: `/api/admin/contacts/${f.contactId}`, payload: { is_read: 1 } }),
  'DELETE /api/admin/contacts/:id': (f) => ({ url: `/api/admin/contacts/${f.contactId}` }),
  'GET /api/admin/subscriptions': () => ({ url: '/api/admin/subscriptions?status=active' }),
  'GET /api/admin/users': () => ({}),
  'PATCH /api/admin/practitioners/:id/verification': (f) => ({
    url: `/api/admin/practitioners/${f.practitionerId}/verification`,
    payload: { is_approve: 1 },
  }),
  'GET /api/admin/practitioners': () => ({ url: '/api/admin/practitioners?is_approve=0&format=csv' }),
  'GET /api/admin/appointments': () => ({ url: '/api/admin/appointments?from=2026-11-01&to=2026-11-30&status=1' }),
  'PATCH /api/admin/users/:id': (f) => ({ url: `/api/admin/users/${f.userId}`, payload: { is_profile_approve: 1 } }),
  'GET /api/admin/settings': () => ({}),
  'PUT /api/admin/settings': () => ({ payload: { moderate_jobs: 1 } }),
  'GET /api/admin/audit': () => ({}),
  'PATCH /api/admin/reviews/:review_id': (f) => ({
    url: `/api/admin/reviews/${f.reviewId}`,
    payload: { is_hidden: 1 },
  }),
  'GET /api/admin/practitioner-questions': () => ({ url: '/api/admin/practitioner-questions?status=waiting' }),
  'PATCH /api/admin/practitioner-questions/:id': (f) => ({
    url: `/api/admin/practitioner-questions/${f.questionId}`,
    payload: { is_approve: 1 },
  }),
  'GET /api/admin/practitioner-reviews': () => ({ url: '/api/admin/practitioner-reviews?hidden=0' }),
  'PATCH /api/admin/practitioner-reviews/:id': (f) => ({
    url: `/api/admin/practitioner-reviews/${f.practitionerReviewId}`,
    payload: { is_hidden: 1 },
  }),
  'GET /api/admin/events': () => ({ url: '/api/admin/events?limit=5&offset=0' }),
  'POST /api/admin/events': () =>
    form({ event_name: 'Matrix Expo', event_start_date: '2026-12-01', event_location: 'Surat' }),
  'GET /api/admin/events/:id': (f) => ({ url: `/api/admin/events/${f.eventId}` }),
  'PUT /api/admin/events/:id': (f) => ({
    url: `/api/admin/events/${f.eventId}`,
    ...form({ event_name: 'Matrix Expo 2', event_start_date: '2026-12-02', event_location: 'Rajkot' }),
  }),
  'DELETE /api/admin/events/:id': (f) => ({ url: `/api/admin/events/${f.eventId}` }),
  'GET /api/admin/offers': () => ({}),
  'POST /api/admin/offers': () =>
    form({
      offer_name: 'Matrix Sale',
      offer_description_short: 'Short',
      offer_start_date: '2026-12-01',
      offer_end_date: '2026-12-10',
    }),
  'GET /api/admin/offers/:id': (f) => ({ url: `/api/admin/offers/${f.offerId}` }),
  'PUT /api/admin/offers/:id': (f) => ({
    url: `/api/admin/offers/${f.offerId}`,
    ...form({
      offer_name: 'Matrix Sale 2',
      offer_description_short: 'Shorter',
      offer_start_date: '2026-12-01',
      offer_end_date: '2026-12-11',
    }),
  }),
  'DELETE /api/admin/offers/:id': (f) => ({ url: `/api/admin/offers/${f.offerId}` }),
  'GET /api/admin/plans': () => ({}),
  'POST /api/admin/plans': () => ({ payload: { name: 'Trial', price_paise: 100 } }),
  'PUT /api/admin/plans/:id': (f) => ({
    url: `/api/admin/plans/${f.planId}`,
    payload: { name: 'Basic Plan', price_paise: 99_900 },
  }),
  'DELETE /api/admin/plans/:id': (f) => ({ url: `/api/admin/plans/${f.unusedPlanId}` }),
  'GET /api/admin/payments': () => ({ url: '/api/admin/payments?status=0&limit=20&offset=0' }),
  'GET /api/admin/appointment-payments': () => ({
    url: '/api/admin/appointment-payments?from=2026-11-01&to=2026-11-30&status=1&limit=20',
  }),
  'POST /api/admin/payments/:id/confirm': (f) => ({ url: `/api/admin/payments/${f.paymentId}/confirm`, payload: {} }),
  'POST /api/admin/payments/:id/reject': (f) => ({
    url: `/api/admin/payments/${f.otherPaymentId}/reject`,
    payload: {},
  }),
  'GET /api/admin/payments/:id/invoice': (f) => ({ url: `/api/admin/payments/${f.paidPaymentId}/invoice` }),
  'GET /api/admin/billing-settings': () => ({}),
  'PUT /api/admin/billing-settings': () => ({ payload: { payment_provider_type: 'manual' } }),
  'POST /api/admin/billing-settings/qr': (f) => form({}, f.png),
  'GET /api/admin/early-bird': () => ({}),
  'PUT /api/admin/early-bird': () => ({ payload: { enabled: false, plan_id: null, months: 12, last_date: null } }),
  'GET /api/admin/jobs': () => ({ url: '/api/admin/jobs?approval_status=0&limit=20&offset=0' }),
  'PATCH /api/admin/jobs/:id/approval': (f) => ({
    url: `/api/admin/jobs/${f.jobId}/approval`,
    payload: { approval_status: 1 },
  }),
};

describe('admin authorization matrix (every registered /api/admin route × anonymous, user, owner, admin)', () => {
  let ctx: TestContext;
  let routes: string[];
  let fixtures: Fixtures;
  const tokens: Record<'user' | 'owner' | 'admin', string> = { user: '', owner: '', admin: '' };

  beforeAll(async () => {
    ctx = await createTestContext();
    routes = adminRoutesOf(ctx.app);
    const category = await createCategory(ctx.db);
    const unused = await createCategory(ctx.db);
    tokens.user = (await registeredUser(ctx.app)).token;
    tokens.owner = (await registeredUser(ctx.app, { hasBusiness: 'yes', category_id: category.category_id })).token;
    tokens.admin = (await adminSession(ctx)).token;
    const business = await createBusiness(ctx.db, { is_approve: APPROVAL.PENDING, category_id: category.category_id });
    const reviewer = await createUser(ctx.db);
    const review = await ctx.db
      .insertInto('business_reviews')
      .values({ business_id: business.business_id, user_id: reviewer.user_id, rating: 4, review_text: 'Good work' })
      .returning('review_id')
      .executeTakeFirstOrThrow();
    fixtures = {
      businessId: business.business_id,
      categoryId: category.category_id,
      unusedCategoryId: unused.category_id,
      contactId: (await insertContact(ctx)).id,
      userId: (await createUser(ctx.db, { is_profile_approve: 0 })).user_id,
      practitionerId: (
        await ctx.db
          .insertInto('practitioners')
          .values({ name: 'Dr. Matrix Vaidya', is_approve: 0 })
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id,
      reviewId: review.review_id,
      jobId: (
        await ctx.db
          .insertInto('jobs')
          .values({
            business_id: business.business_id,
            title: 'Matrix Tailor',
            slug: 'matrix-tailor',
            description: 'Stitch and alter garments.',
            employment_type: 1,
            remote_type: 1,
            status: 1,
            approval_status: 0,
          })
          .returning('job_id')
          .executeTakeFirstOrThrow()
      ).job_id,
      eventId: (
        await ctx.db
          .insertInto('events')
          .values({ event_name: 'Navratri Fair', event_start_date: '2026-12-05', event_location: 'Vadodara' })
          .returning('event_id')
          .executeTakeFirstOrThrow()
      ).event_id,
      offerId: (
        await ctx.db
          .insertInto('offers')
          .values({
            offer_name: 'Diwali Sale',
            offer_description_short: 'Ten percent off',
            offer_start_date: '2026-11-01',
            offer_end_date: '2026-12-31',
          })
          .returning('offer_id')
          .executeTakeFirstOrThrow()
      ).offer_id,
      ...(await (async () => {
        const plan = (name: string) =>
          ctx.db
            .insertInto('subscription_plans')
            .values({ name, price_paise: 99_900 })
            .returning('plan_id')
            .executeTakeFirstOrThrow()
            .then((r) => r.plan_id);
        const planId = await plan('Matrix Plan');
        // Decision 68: one waiting transfer per business, so the second one is another business's.
        const secondBusiness = (await createBusiness(ctx.db, { owner_user_id: reviewer.user_id })).business_id;
        const payment = (reference: string, businessId = business.business_id) =>
          ctx.db
            .insertInto('payments')
            .values({
              user_id: reviewer.user_id,
              business_id: businessId,
              plan_id: planId,
              amount_paise: 99_900,
              provider: 'manual',
              status: 0,
              reference,
            })
            .returning('payment_id')
            .executeTakeFirstOrThrow()
            .then((r) => r.payment_id);
        // One payment confirmed through the API beforehand, so it has a real invoice to download.
        const paidPaymentId = await payment('UTR0000000003');
        const confirmed = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${paidPaymentId}/confirm`,
          headers: bearer(tokens.admin),
          payload: {},
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        return {
          planId,
          unusedPlanId: await plan('Unused Plan'),
          paymentId: await payment('UTR0000000001'),
          otherPaymentId: await payment('UTR0000000002', secondBusiness),
          paidPaymentId,
        };
      })()),
      png: await realPng(),
      ...(await (async () => {
        // A question answered and waiting for approval, and a review of a checked-out visit (decision 65).
        const { practitioner_id } = await ctx.db
          .selectFrom('practitioners')
          .select('practitioner_id')
          .where('name', '=', 'Dr. Matrix Vaidya')
          .executeTakeFirstOrThrow();
        const questionId = (
          await ctx.db
            .insertInto('practitioner_answers')
            .values({ practitioner_id, question: 'Matrix question?', answer: 'Matrix answer.', is_approve: 0 })
            .returning('answer_id')
            .executeTakeFirstOrThrow()
        ).answer_id;
        const { appointment_id } = await ctx.db
          .insertInto('user_book_appointments')
          .values({
            practitioner_id,
            user_id: reviewer.user_id,
            patient_name: 'Matrix Patient',
            patient_phone: '9825012345',
            appointment_date: '2026-11-02',
            time_slot: '09:00',
            appointment_type: 1,
            booking_mode: 3,
            booked_by: 1,
            status: 4,
          })
          .returning('appointment_id')
          .executeTakeFirstOrThrow();
        const practitionerReviewId = (
          await ctx.db
            .insertInto('practitioner_reviews')
            .values({ practitioner_id, appointment_id, user_id: reviewer.user_id, rating: 5, review_text: 'Matrix' })
            .returning('review_id')
            .executeTakeFirstOrThrow()
        ).review_id;
        return { questionId, practitionerReviewId };
      })()),
    };
  });
  afterAll(() => ctx.close());

  const call = (route: string, token: string | null) => {
    const [method, path] = route.split(' ') as [string, string];
    const c = ENTRIES[route]!(fixtures);
    return ctx.app.inject({
      method: method as 'GET',
      url: c.url ?? path,
      headers: { ...(c.headers ?? {}), ...(token ? bearer(token) : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  };

  it('has exactly one entry per registered admin route (a new admin route needs its line)', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(
      routes.filter((r) => !(r in ENTRIES)),
      'admin routes without a matrix entry',
    ).toEqual([]);
    expect(
      Object.keys(ENTRIES).filter((r) => !routes.includes(r)),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  // Every admin route three times, with a snapshot of the tables before and after each: 17 s in a clean CI run
  // on a two-core machine, close to the suites' 20 s.
  it('answers 401 without a token and 403 to users and owners, changing nothing', { timeout: 90_000 }, async () => {
    for (const route of routes.filter((r) => r in ENTRIES)) {
      const before = await snapshot(ctx);
      for (const [who, token, status] of [
        ['anonymous', null, 401],
        ['user', tokens.user, 403],
        ['owner', tokens.owner, 403],
      ] as const) {
        const res = await call(route, token);
        expect.soft(res.statusCode, `${who} → ${route}: ${res.body}`).toBe(status);
      }
      expect.soft(await snapshot(ctx), `a refused call to ${route} changed data`).toBe(before);
    }
  });

  it('lets an admin through every admin route', async () => {
    // Deletes last, so the records other entries use are still there.
    const ordered = routes
      .filter((r) => r in ENTRIES)
      .sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
    for (const route of ordered) {
      const res = await call(route, tokens.admin);
      expect.soft(res.statusCode, `admin → ${route}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    }
  });
});
