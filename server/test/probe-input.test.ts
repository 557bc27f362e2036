import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '@gd/contracts/endpoint';
import * as adminEndpoints from '@gd/contracts/endpoints/admin';
import * as billingEndpoints from '@gd/contracts/endpoints/billing';
import * as eventEndpoints from '@gd/contracts/endpoints/events';
import * as offerEndpoints from '@gd/contracts/endpoints/offers';
import * as ownerEndpoints from '@gd/contracts/endpoints/owner';
import * as practitionerProfileEndpoints from '@gd/contracts/endpoints/practitioner-profile';
import * as productEndpoints from '@gd/contracts/endpoints/products';
import * as recordEndpoints from '@gd/contracts/endpoints/records';
import { createOrPromoteAdmin } from '../src/modules/auth/service';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/**
 * Issue 19's security probe, sent again: a NUL character in any text (decision 75) and a multipart body cut off
 * in the middle of its file answer 400 with a message key, never 500, and change nothing.
 */
describe('probe: NUL characters and truncated multipart bodies', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let admin: { token: string };
  let practitioner: { token: string };
  let ownBusinessId: number;
  let publicBusinessId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const categoryId = (await createCategory(ctx.db, { category_name: 'Sweets' })).category_id;
    const cityId = (await createCity(ctx.db, { city_name: 'Navsari', slug: 'navsari' })).city_id;
    owner = await registeredUser(ctx.app, { owner_name: 'Nila Probe', hasBusiness: 'yes', category_id: categoryId });
    const email = `probe.admin.${process.pid}@example.in`;
    await createOrPromoteAdmin(ctx.db, { email, password: 'Saffron-Lotus#7319', name: 'Console Keeper' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email, password: 'Saffron-Lotus#7319' },
    });
    expect(login.statusCode, login.body).toBe(200);
    admin = { token: json(login).data.token as string };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr Probe Vaidya', phone: uniquePhone(), password: GOOD_PASSWORD, agree: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    practitioner = { token: json(res).data.token as string };
    const mine = await ctx.app.inject({ url: '/api/my/businesses', headers: bearer(owner.token) });
    ownBusinessId = json(mine).data[0].business_id;
    publicBusinessId = (
      await createBusiness(ctx.db, { business_name: 'Navsari Farsan', location_id: cityId, category_id: categoryId })
    ).business_id;
  });
  afterAll(() => ctx.close());

  const counts = async () => ({
    contacts: (await ctx.db
      .selectFrom('contact_messages')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
    inquiries: (await ctx.db
      .selectFrom('inquiries')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
    reviews: (await ctx.db
      .selectFrom('business_reviews')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
    products: (await ctx.db
      .selectFrom('business_products')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
    business: await ctx.db
      .selectFrom('businesses')
      .select(['business_name', 'about_me', 'phone'])
      .where('business_id', '=', ownBusinessId)
      .executeTakeFirst(),
  });

  const expectNul = (res: { statusCode: number; body: string }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'VALIDATION' });
    expect(json(res).errors).toEqual({ [field]: 'FIELD_INVALID_CHARACTER' });
  };

  it('answers 400 naming the field for a NUL in a query, a path, a JSON body or a form field, and stores nothing', async () => {
    const before = await counts();
    const asOwner = bearer(owner.token);
    const asAdmin = bearer(admin.token);
    const cases: [{ method?: 'GET' | 'POST' | 'PUT'; url: string; headers?: object; payload?: object }, string][] = [
      [{ url: '/api/businesses?q=%00abc' }, 'q'],
      [{ url: '/api/businesses/autocomplete?q=ab%00c' }, 'q'],
      [{ url: '/api/businesses/12%00' }, 'id'],
      [{ url: '/api/practitioners?q=%00' }, 'q'],
      [{ url: '/api/jobs?city_id=1%00' }, 'city_id'],
      [
        {
          method: 'POST',
          url: '/api/contact',
          payload: {
            name: 'Probe\u0000',
            mobile: '9876543210',
            subject: 'Hello',
            message: 'A message',
          },
        },
        'name',
      ],
      [
        {
          method: 'POST',
          url: `/api/businesses/${publicBusinessId}/inquiries`,
          headers: asOwner,
          payload: { name: 'Probe', mobile: '9876543210', subject: 'Rates', message: 'Kaju katli\u0000 price?' },
        },
        'message',
      ],
      [
        {
          method: 'POST',
          url: `/api/businesses/${publicBusinessId}/reviews`,
          headers: asOwner,
          payload: { rating: 5, review_text: '\u0000Fresh farsan' },
        },
        'review_text',
      ],
      [
        {
          method: 'PUT',
          url: `/api/my/businesses/${ownBusinessId}/steps/1`,
          headers: asOwner,
          payload: { is_business_registered: 0, category_id: 1, phone: '9876501234', about_me: 'Sweets\u0000' },
        },
        'about_me',
      ],
      [
        {
          method: 'PUT',
          url: `/api/my/businesses/${ownBusinessId}/steps/2`,
          headers: asOwner,
          payload: { location: 'Station Road', nested: [{ deep: 'x\u0000' }] },
        },
        'nested.0.deep',
      ],
      [{ url: '/api/admin/businesses?q=%00', headers: asAdmin }, 'q'],
      [{ url: '/api/admin/users?q=Nila%00', headers: asAdmin }, 'q'],
      [{ url: '/api/admin/contacts?q=%00', headers: asAdmin }, 'q'],
      [
        {
          method: 'POST',
          url: '/api/common/get-data-by-where/department',
          headers: asAdmin,
          payload: { whereFields: [{ field: 'name', type: 'LIKE', value: 'Re\u0000' }] },
        },
        'whereFields.0.value',
      ],
      [{ url: '/api/businesses?%00=1' }, '\uFFFD'],
    ];
    for (const [req, field] of cases) {
      const res = await ctx.app.inject({ method: req.method ?? 'GET', ...req } as InjectOptions);
      expectNul(res, field);
    }

    // A multipart form's text field (a product) and a file's name.
    const form = multipartBody({ product_name: 'Kaju\u0000 Katli', price: '450' });
    expectNul(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/my/businesses/${ownBusinessId}/products`,
        payload: form.payload,
        headers: { ...form.headers, ...asOwner },
      }),
      'product_name',
    );
    const named = multipartBody({}, { name: 'logo\u0000.png', type: 'image/png', bytes: await realPng() });
    expectNul(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/my/businesses/${ownBusinessId}/logo`,
        payload: named.payload,
        headers: { ...named.headers, ...asOwner },
      }),
      'file',
    );

    expect(await counts()).toEqual(before);
  });

  /** Every upload route of the API, from the endpoint definitions (one or more from each module). */
  const uploads = [
    adminEndpoints,
    billingEndpoints,
    eventEndpoints,
    offerEndpoints,
    ownerEndpoints,
    practitionerProfileEndpoints,
    productEndpoints,
    recordEndpoints,
  ].flatMap((mod) => Object.values(mod as Record<string, EndpointDef>).filter((e) => e?.multipart === true));

  it('finds every upload route', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(15);
    const routes = new Set(uploads.map((e) => `${e.method} ${e.path}`));
    expect(routes.size).toBe(uploads.length);
  });

  it('answers 400 UPLOAD_INCOMPLETE for a body cut off in the middle of its file, on every upload route', async () => {
    const png = await realPng(200, 150);
    const whole = multipartBody({ name: 'Cut off' }, { name: 'photo.png', type: 'image/png', bytes: png });
    // The closing boundary and the second half of the image never come; content-length matches what is sent.
    const cut = whole.payload.subarray(0, whole.payload.length - Math.floor(png.length / 2));
    const before = await counts();
    for (const e of uploads) {
      const token = e.access === 'admin' ? admin.token : e.access === 'practitioner' ? practitioner.token : owner.token;
      const url = `/api${e.path.replace(/:id\b/, String(ownBusinessId)).replace(/:[a-z_]+/g, '1')}`;
      const res = await ctx.app.inject({
        method: e.method,
        url,
        payload: cut,
        headers: { ...whole.headers, ...bearer(token), 'content-length': String(cut.length) },
      });
      expect(res.statusCode, `${e.method} ${url}: ${res.body}`).toBe(400);
      expect(json(res).message_key, url).toBe('UPLOAD_INCOMPLETE');
    }
    expect(await counts()).toEqual(before);
    // The same form sent whole still works (the owner's logo).
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/businesses/${ownBusinessId}/logo`,
      payload: whole.payload,
      headers: { ...whole.headers, ...bearer(owner.token) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
