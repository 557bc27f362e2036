import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';
import { hugePngHeader, jpegWithExif, multipartBody, realPng } from './images-support';

describe('owner workspace', () => {
  let ctx: TestContext;
  let categoryId: number;
  let cityId: number;
  let ownerA: Awaited<ReturnType<typeof registeredUser>>;
  let ownerB: Awaited<ReturnType<typeof registeredUser>>;
  let masterServiceId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    categoryId = (await createCategory(ctx.db, { category_name: 'Tailors' })).category_id;
    cityId = (await createCity(ctx.db, { city_name: 'Anand', slug: 'anand' })).city_id;
    await ctx.db
      .insertInto('options')
      .values({ list_name: 'designation', op_key: 1, op_value: 'Owner', op_value_guj: 'માલિક', sort_order: 1 })
      .execute();
    masterServiceId = (
      await ctx.db
        .insertInto('services')
        .values({ service_name: 'Blouse Stitching', service_name_guj: 'બ્લાઉઝ સિલાઈ' })
        .returning('service_id')
        .executeTakeFirstOrThrow()
    ).service_id;
    ownerA = await registeredUser(ctx.app, { owner_name: 'Asha Tailor', hasBusiness: 'yes', category_id: categoryId });
    ownerB = await registeredUser(ctx.app, { owner_name: 'Bharat Other' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A multipart body with the caller's bearer token. */
  const withAuth = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const form = multipartBody(fields, file);
    return { payload: form.payload, headers: { ...form.headers, ...bearer(token) } };
  };
  const myBusinessId = async (token: string) =>
    json(await call('GET', '/api/my/businesses', token)).data[0].business_id as number;

  const step1 = {
    is_business_registered: 1,
    category_id: 0,
    business_name: 'Asha Ladies Tailor',
    year: 2012,
    type_of_firm: 1,
    no_of_employees: 2,
    about_me: 'Bridal blouses and dress stitching.',
    phone: '9876501234',
  };

  it('walks the six steps: profile_step moves 1→7 only on saves, never back, and a skipped-ahead step does not advance', async () => {
    const id = await myBusinessId(ownerA.token);
    const save = (step: number, body: unknown) =>
      call('PUT', `/api/my/businesses/${id}/steps/${step}`, ownerA.token, body);
    const stepOf = async () => json(await call('GET', `/api/my/businesses/${id}`, ownerA.token)).data.profile_step;
    expect(await stepOf()).toBe(1);

    // Jumping to step 3 first stores it without advancing.
    const ahead = await save(3, { contact_name: 'Asha', contact_phone: '9876501234', contact_designation: 1 });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(json(ahead).data.profile_step).toBe(1);

    const s1 = await save(1, { ...step1, category_id: categoryId });
    expect(s1.statusCode, s1.body).toBe(200);
    expect(json(s1)).toMatchObject({
      message: 'Step 1 saved successfully',
      data: { profile_step: 2, business_name: 'Asha Ladies Tailor', slug: 'asha-ladies-tailor' },
    });
    expect(
      json(await save(2, { location_id: cityId, zipcode: '388001', location: 'Station Road' })).data.profile_step,
    ).toBe(3);
    expect(
      json(
        await save(3, { contact_name: 'Asha', contact_phone: '9876501234', contact_designation: 1, contact_email: '' }),
      ).data.profile_step,
    ).toBe(4);
    const s4 = await save(4, {
      service_ids: [masterServiceId],
      custom_services: ['  Saree Fall Pico ', 'saree fall pico', 'Blouse stitching'],
    });
    expect(s4.statusCode, s4.body).toBe(200);
    expect(
      json(s4)
        .data.services.map((s: { service_name: string }) => s.service_name)
        .sort(),
    ).toEqual(['Blouse Stitching', 'Saree Fall Pico']);
    expect(json(s4).data.profile_step).toBe(5);
    expect(json(await save(5, {})).data.profile_step).toBe(6);
    const fin = await save(6, { social_media_facebook: 'facebook.com/asha', social_media_website: '' });
    expect(json(fin)).toMatchObject({
      message: 'Business details updated successfully!',
      data: { profile_step: 7, social_media_facebook: 'facebook.com/asha' },
    });
    // Re-saving an early step keeps 7.
    expect(json(await save(1, { ...step1, category_id: categoryId })).data.profile_step).toBe(7);
    expect(await stepOf()).toBe(7);
  });

  it('clears the registered-only fields when the business is not registered, and requires them when it is', async () => {
    const id = await myBusinessId(ownerA.token);
    const notRegistered = await call('PUT', `/api/my/businesses/${id}/steps/1`, ownerA.token, {
      ...step1,
      category_id: categoryId,
      is_business_registered: 0,
    });
    expect(json(notRegistered).data).toMatchObject({
      is_business_registered: 0,
      business_name: null,
      year: null,
      type_of_firm: null,
      no_of_employees: null,
    });
    const missing = await call('PUT', `/api/my/businesses/${id}/steps/1`, ownerA.token, {
      is_business_registered: 1,
      category_id: categoryId,
      phone: '98',
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual({
      phone: 'STEP1_PHONE_INVALID',
      business_name: 'STEP1_BUSINESS_NAME_REQUIRED',
      year: 'STEP1_YEAR_REQUIRED',
      type_of_firm: 'STEP1_TYPE_OF_FIRM_REQUIRED',
      no_of_employees: 'STEP1_EMPLOYEES_REQUIRED',
      about_me: 'STEP1_ABOUT_ME_REQUIRED',
    });
    await call('PUT', `/api/my/businesses/${id}/steps/1`, ownerA.token, { ...step1, category_id: categoryId });
  });

  it('validates steps 2, 3 and 4 with the spec keys', async () => {
    const id = await myBusinessId(ownerA.token);
    const s2 = await call('PUT', `/api/my/businesses/${id}/steps/2`, ownerA.token, { zipcode: '38800', location: '' });
    expect(json(s2).errors).toEqual({
      location_id: 'CITY_REQUIRED',
      zipcode: 'ZIPCODE_INVALID',
      location: 'ADDRESS_REQUIRED',
    });
    const s3 = await call('PUT', `/api/my/businesses/${id}/steps/3`, ownerA.token, { contact_email: 'x@' });
    expect(json(s3).errors).toEqual({
      contact_name: 'CONTACT_NAME_REQUIRED',
      contact_phone: 'CONTACT_PHONE_REQUIRED',
      contact_designation: 'DESIGNATION_REQUIRED',
      contact_email: 'EMAIL_INVALID',
    });
    const s4 = await call('PUT', `/api/my/businesses/${id}/steps/4`, ownerA.token, {
      service_ids: [],
      custom_services: [],
    });
    expect(json(s4).errors).toEqual({ service_ids: 'SERVICES_REQUIRED' });
    expect((await call('PUT', `/api/my/businesses/${id}/steps/7`, ownerA.token, {})).statusCode).toBe(400);
  });

  it('refuses body keys the owner may not set (business_id, approval, counters) with 400 and changes nothing', async () => {
    const id = await myBusinessId(ownerA.token);
    const before = await ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('business_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `/api/my/businesses/${id}/steps/2`, ownerA.token, {
      location_id: cityId,
      zipcode: '388001',
      location: 'New Road',
      is_approve: 1,
      total_view: 99999,
      owner_user_id: ownerB.userId,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      is_approve: 'FIELD_UNKNOWN',
      total_view: 'FIELD_UNKNOWN',
      owner_user_id: 'FIELD_UNKNOWN',
    });
    const add = await call('POST', '/api/my/businesses', ownerA.token, {
      category_id: categoryId,
      business_name: 'X',
      is_approve: 1,
    });
    expect(json(add).errors).toEqual({ is_approve: 'FIELD_UNKNOWN' });
    const after = await ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('business_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('accepts a real image and re-encodes it to WebP without metadata; refuses HTML, SVG, oversized and bomb images', async () => {
    const id = await myBusinessId(ownerA.token);
    const upload = (url: string, file: { name: string; type: string; bytes: Buffer }) =>
      ctx.app.inject({ method: 'POST', url, ...withAuth(ownerA.token, {}, file) });

    const logo = await upload(`/api/my/businesses/${id}/logo`, {
      name: 'logo.png',
      type: 'image/png',
      bytes: await realPng(),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = json(logo).data.business_logo as string;
    expect(logoUrl).toMatch(/^\/uploads\/logos\/\d+\/.+\.webp$/);
    const served = await ctx.app.inject(logoUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const photo = await upload(`/api/my/businesses/${id}/gallery`, {
      name: 'shop.jpg',
      type: 'image/jpeg',
      bytes: await jpegWithExif(),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const stored = fs.readFileSync(path.join(ctx.dataDir, json(photo).data.photo_url.replace(/^\//, '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    const galleryBefore = await ctx.db
      .selectFrom('business_gallery')
      .select('photo_id')
      .where('business_id', '=', id)
      .execute();
    const refusals: [string, { name: string; type: string; bytes: Buffer }, number][] = [
      [
        'html named .png',
        { name: 'x.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
        415,
      ],
      [
        'svg with a script',
        {
          name: 'x.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          ),
        },
        415,
      ],
      [
        '6 MB file',
        { name: 'big.png', type: 'image/png', bytes: Buffer.concat([await realPng(), Buffer.alloc(6 * 1024 * 1024)]) },
        413,
      ],
      ['20000×20000 png', { name: 'bomb.png', type: 'image/png', bytes: hugePngHeader(20000, 20000) }, 413],
    ];
    for (const [label, file, status] of refusals) {
      const res = await upload(`/api/my/businesses/${id}/gallery`, file);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(json(res).is_error).toBe(true);
    }
    const galleryAfter = await ctx.db
      .selectFrom('business_gallery')
      .select('photo_id')
      .where('business_id', '=', id)
      .execute();
    expect(galleryAfter).toEqual(galleryBefore);
    const files = fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'gallery', String(id)));
    expect(files).toHaveLength(2); // the one accepted photo and its thumbnail

    const json415 = await call('POST', `/api/my/businesses/${id}/gallery`, ownerA.token, { file: 'x' });
    expect(json415.statusCode).toBe(415);

    const del = await call('DELETE', `/api/my/businesses/${id}/gallery/${json(photo).data.photo_id}`, ownerA.token);
    expect(del.statusCode).toBe(200);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'gallery', String(id)))).toHaveLength(0);
  });

  it('manages products: image required, price in rupees stored in paise, active switch, only active ones public', async () => {
    const id = await myBusinessId(ownerA.token);
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.APPROVED })
      .where('business_id', '=', id)
      .execute();
    const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage: boolean) =>
      realPng().then((bytes) =>
        ctx.app.inject({
          method,
          url,
          ...withAuth(ownerA.token, fields, withImage ? { name: 'p.png', type: 'image/png', bytes } : undefined),
        }),
      );
    const noImage = await send('POST', `/api/my/businesses/${id}/products`, { product_name: 'Kurti' }, false);
    expect(json(noImage).errors).toEqual({ file: 'IMAGE_REQUIRED' });
    const noName = await send(
      'POST',
      `/api/my/businesses/${id}/products`,
      { product_name: '', product_price: '12.345' },
      true,
    );
    expect(json(noName).errors).toEqual({ product_name: 'PRODUCT_NAME_REQUIRED', product_price: 'PRICE_INVALID' });
    const sneaky = await send(
      'POST',
      `/api/my/businesses/${id}/products`,
      { product_name: 'Kurti', business_id: '1' },
      true,
    );
    expect(json(sneaky).errors).toEqual({ business_id: 'FIELD_UNKNOWN' });

    const created = await send(
      'POST',
      `/api/my/businesses/${id}/products`,
      { product_name: 'Cotton Kurti', product_price: '499.50', description: 'Hand block print' },
      true,
    );
    expect(created.statusCode, created.body).toBe(200);
    const product = json(created).data;
    expect(product).toMatchObject({ product_name: 'Cotton Kurti', product_price: 49950, is_active: 1 });
    const updated = await send(
      'PUT',
      `/api/my/businesses/${id}/products/${product.product_id}`,
      { product_name: 'Cotton Kurti (M)', product_price: '550' },
      false,
    );
    expect(json(updated).data).toMatchObject({
      product_name: 'Cotton Kurti (M)',
      product_price: 55000,
      image_name: product.image_name,
    });

    const publicNames = async () =>
      (json(await ctx.app.inject(`/api/businesses/${id}`)).data?.products ?? []).map(
        (p: { product_name: string }) => p.product_name,
      );
    expect(await publicNames()).toEqual(['Cotton Kurti (M)']);
    await call('PATCH', `/api/my/businesses/${id}/products/${product.product_id}`, ownerA.token, { is_active: 0 });
    expect(await publicNames()).toEqual([]);
    const listed = json(await call('GET', `/api/my/businesses/${id}/products`, ownerA.token)).data;
    expect(listed.map((p: { is_active: number }) => p.is_active)).toEqual([0]);

    const imageGone = await call(
      'DELETE',
      `/api/my/businesses/${id}/products/${product.product_id}/image`,
      ownerA.token,
    );
    expect(json(imageGone).data.image_name).toBeNull();
    const needsImage = await send(
      'PUT',
      `/api/my/businesses/${id}/products/${product.product_id}`,
      { product_name: 'Kurti' },
      false,
    );
    expect(json(needsImage).errors).toEqual({ file: 'IMAGE_REQUIRED' });
    expect(
      (await call('DELETE', `/api/my/businesses/${id}/products/${product.product_id}`, ownerA.token)).statusCode,
    ).toBe(200);
    expect(json(await call('GET', `/api/my/businesses/${id}/products`, ownerA.token)).data).toEqual([]);
  });

  it('lists inquiries received, deletes one, and shows the sender their requests; stats cover 30 days', async () => {
    const id = await myBusinessId(ownerA.token);
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.APPROVED })
      .where('business_id', '=', id)
      .execute();
    const body = { name: 'Bharat', mobile: '9898989898', subject: 'Alteration', message: 'Can you shorten a kurta?' };
    const sent = json(await call('POST', `/api/businesses/${id}/inquiries`, ownerB.token, body)).data;
    const received = json(await call('GET', `/api/my/businesses/${id}/inquiries`, ownerA.token)).data;
    expect(received[0]).toMatchObject({ id: sent.id, subject: 'Alteration', business_id: id });
    const mine = json(await call('GET', '/api/my/requests', ownerB.token)).data;
    expect(mine[0]).toMatchObject({ id: sent.id, business_id: id, business_name: 'Asha Ladies Tailor' });

    await ctx.app.inject({ url: `/api/businesses/${id}`, headers: { 'user-agent': 'stats-test' } });
    await ctx.app.views.flush();
    const stats = json(await call('GET', `/api/my/businesses/${id}/stats`, ownerA.token)).data;
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1).views).toBeGreaterThanOrEqual(1);
    expect(stats.daily.at(-1).inquiries).toBe(1);
    expect(stats.total_inquiry).toBeGreaterThanOrEqual(1);

    expect((await call('DELETE', `/api/my/businesses/${id}/inquiries/${sent.id}`, ownerA.token)).statusCode).toBe(200);
    expect(json(await call('GET', `/api/my/businesses/${id}/inquiries`, ownerA.token)).data).toEqual([]);
    expect((await call('DELETE', `/api/my/businesses/${id}/inquiries/${sent.id}`, ownerA.token)).statusCode).toBe(404);
  });

  it("answers 404 to owner B on every one of owner A's routes and changes nothing", async () => {
    const id = await myBusinessId(ownerA.token);
    const product = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/my/businesses/${id}/products`,
        ...withAuth(
          ownerA.token,
          { product_name: 'Dupatta' },
          { name: 'p.png', type: 'image/png', bytes: await realPng() },
        ),
      }),
    ).data;
    const photo = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/my/businesses/${id}/gallery`,
        ...withAuth(ownerA.token, {}, { name: 'g.png', type: 'image/png', bytes: await realPng() }),
      }),
    ).data;
    const inquiry = json(
      await call('POST', `/api/businesses/${id}/inquiries`, ownerB.token, {
        name: 'B',
        mobile: '9898989898',
        subject: 'S',
        message: 'M',
      }),
    ).data;
    const snapshot = async () => ({
      business: await ctx.db
        .selectFrom('businesses')
        .selectAll()
        .where('business_id', '=', id)
        .executeTakeFirstOrThrow(),
      products: await ctx.db.selectFrom('business_products').selectAll().where('business_id', '=', id).execute(),
      gallery: await ctx.db.selectFrom('business_gallery').selectAll().where('business_id', '=', id).execute(),
      inquiries: await ctx.db.selectFrom('inquiries').selectAll().where('business_id', '=', id).execute(),
      services: await ctx.db.selectFrom('business_services').selectAll().where('business_id', '=', id).execute(),
    });
    const before = await snapshot();
    const png = await realPng();
    const mp = (fields: Record<string, string>, withFile: boolean) =>
      multipartBody(fields, withFile ? { name: 'x.png', type: 'image/png', bytes: png } : undefined);
    const attempts: [string, string, unknown?, ReturnType<typeof mp>?][] = [
      ['GET', `/api/my/businesses/${id}`],
      ['DELETE', `/api/my/businesses/${id}`],
      ['PUT', `/api/my/businesses/${id}/steps/2`, { location_id: cityId, zipcode: '388001', location: 'Hijacked' }],
      ['PUT', `/api/my/businesses/${id}/steps/5`, {}],
      ['PUT', `/api/my/businesses/${id}/services`, { service_ids: [masterServiceId] }],
      ['POST', `/api/my/businesses/${id}/logo`, undefined, mp({}, true)],
      ['POST', `/api/my/businesses/${id}/gallery`, undefined, mp({}, true)],
      ['DELETE', `/api/my/businesses/${id}/gallery/${photo.photo_id}`],
      ['GET', `/api/my/businesses/${id}/stats`],
      ['GET', `/api/my/businesses/${id}/inquiries`],
      ['DELETE', `/api/my/businesses/${id}/inquiries/${inquiry.id}`],
      ['GET', `/api/my/businesses/${id}/products`],
      ['POST', `/api/my/businesses/${id}/products`, undefined, mp({ product_name: 'Hijack' }, true)],
      ['GET', `/api/my/businesses/${id}/products/${product.product_id}`],
      [
        'PUT',
        `/api/my/businesses/${id}/products/${product.product_id}`,
        undefined,
        mp({ product_name: 'Hijack' }, true),
      ],
      ['PATCH', `/api/my/businesses/${id}/products/${product.product_id}`, { is_active: 0 }],
      ['DELETE', `/api/my/businesses/${id}/products/${product.product_id}`],
      ['DELETE', `/api/my/businesses/${id}/products/${product.product_id}/image`],
    ];
    for (const [method, url, body, form] of attempts) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(ownerB.token), ...(form?.headers ?? {}) },
        ...(form ? { payload: form.payload } : body !== undefined ? { payload: body as object } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    const others = json(await call('GET', '/api/my/businesses', ownerB.token)).data;
    expect(others).toEqual([]);
  });

  it('adds a business, starts one from the wizard, and deletes one (gone from public lists)', async () => {
    const added = await call('POST', '/api/my/businesses', ownerB.token, {
      category_id: categoryId,
      business_name: 'Bharat Boutique',
    });
    expect(json(added)).toMatchObject({ message: 'Business added successfully!' });
    const fromWizard = await call('POST', '/api/my/businesses/wizard', ownerB.token, {
      ...step1,
      category_id: categoryId,
      business_name: 'Bharat Tailors',
    });
    expect(fromWizard.statusCode, fromWizard.body).toBe(200);
    expect(json(fromWizard).data).toMatchObject({ profile_step: 2, business_name: 'Bharat Tailors' });
    const list = json(await call('GET', '/api/my/businesses', ownerB.token)).data;
    expect(list.map((b: { business_name: string }) => b.business_name).sort()).toEqual([
      'Bharat Boutique',
      'Bharat Tailors',
    ]);
    expect(list.find((b: { business_name: string }) => b.business_name === 'Bharat Tailors')).toMatchObject({
      completeness: 17,
      is_approve: 0,
    });
    const approvedOne = await createBusiness(ctx.db, {
      owner_user_id: ownerB.userId,
      business_name: 'Bharat Approved',
    });
    expect((await ctx.app.inject('/api/businesses?q=bharat approved')).body).toContain('Bharat Approved');
    expect((await call('DELETE', `/api/my/businesses/${approvedOne.business_id}`, ownerB.token)).statusCode).toBe(200);
    expect(json(await ctx.app.inject('/api/businesses?q=bharat approved')).data.count).toBe(0);
    expect((await ctx.app.inject(`/api/businesses/${approvedOne.business_id}`)).statusCode).toBe(404);
  });
});
