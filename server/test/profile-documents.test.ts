import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { openStatus } from '@gd/contracts/opening-hours';
import { ok } from '../src/platform/envelope';
import { publicDataChanged } from '../src/platform/changes';
import * as docs from '../src/modules/directory/profile-doc-repo';
import { fillProfileDocs } from '../src/modules/directory/profile-docs';
import { loadProfile } from '../src/modules/directory/profile-service';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity, givePlan } from './factories';
import { createTestContext, fakeClock, type TestContext } from './helpers';

/**
 * Decision 81: GET /api/businesses/:id answers from a stored document with the view count, plan badge and open now
 * put in per request. Its bytes must be what the assembly (profile-service.ts) gives for the same data, at once
 * after every change, in both scripts.
 */
describe('profile documents', () => {
  let ctx: TestContext;
  // Monday 2026-11-23, 13:30 in India.
  const clock = fakeClock(new Date('2026-11-23T08:00:00.000Z'));
  const ids: number[] = [];
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let ownedId: number;
  let categoryId: number;

  /** The answer the route gave before decision 81, for the data as it is now. */
  const assembled = async (id: number) => {
    const p = await loadProfile(ctx.db, id);
    if (!p) return null;
    return JSON.stringify(ok({ ...p, open_status: openStatus(p.opening_hours ?? null, clock.now()) }));
  };
  const served = async (id: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/businesses/${id}` });
    return { status: res.statusCode, body: res.body };
  };
  /** Views recorded by earlier requests are written first, so both read one view count. */
  const same = async (id: number) => {
    await ctx.app.views.flush();
    const expected = await assembled(id);
    const got = await served(id);
    expect(got.status).toBe(200);
    expect(got.body).toBe(expected);
    return JSON.parse(got.body).data;
  };
  const stored = (id: number) => docs.readProfileDoc(ctx.db, id);

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const db = ctx.db;
    const city = await createCity(db, { city_name: 'Vadodara', city_name_guj: 'વડોદરા', slug: 'vadodara' });
    categoryId = (await createCategory(db, { category_name: 'Sweets', category_name_guj: 'મીઠાઈ' })).category_id;
    const service = await db
      .insertInto('services')
      .values({ service_name: 'Home delivery', service_name_guj: 'ઘરે ડિલિવરી' })
      .returning('service_id')
      .executeTakeFirstOrThrow();
    const awkward = [
      'Plain text.',
      'Quotes " and \\ backslashes, "total_view":0, "plan_name":null,"open_status":null}}',
      'કેસર પેંડા — Gujarati and emoji 🍬, line\nbreaks\tand\u2028separators',
      '',
    ];
    for (let i = 0; i < 24; i++) {
      const b = await createBusiness(db, {
        business_name: i % 2 ? `મીઠાઈ ઘર ${i}` : `Sweet House ${i}`,
        location_id: i % 3 ? city.city_id : null,
        category_id: i % 4 ? categoryId : null,
        about_me: awkward[i % awkward.length]!,
        description: i % 5 ? null : awkward[(i + 1) % awkward.length]!,
        social_media_facebook: i % 2 ? 'facebook.com/x' : null,
        latitude: i % 3 ? 22.3 + i / 1000 : null,
        longitude: i % 3 ? 73.18 : null,
        total_view: i * 7,
        ratings: (i % 5) + 0.5,
        number_of_reviews: i,
        year: 1990 + i,
      });
      ids.push(b.business_id);
      if (i % 2)
        await db
          .insertInto('business_services')
          .values({ business_id: b.business_id, service_id: service.service_id })
          .execute();
      if (i % 3 === 0) {
        await db
          .insertInto('business_hours')
          .values([1, 2, 3, 4, 5, 6].map((day) => ({ business_id: b.business_id, day, opens: 600, closes: 1200 })))
          .execute();
        if (i % 2)
          await db.insertInto('business_holidays').values({ business_id: b.business_id, day: '2026-11-23' }).execute();
      }
      if (i % 4 === 1) {
        await db
          .insertInto('business_gallery')
          .values([
            {
              business_id: b.business_id,
              photo_url: `/uploads/g/${i}-2.webp`,
              thumb_url: null,
              sort_order: 2,
              caption: 'બીજો',
            },
            {
              business_id: b.business_id,
              photo_url: `/uploads/g/${i}-1.webp`,
              thumb_url: `/uploads/g/${i}-1t.webp`,
              sort_order: 1,
            },
          ])
          .execute();
      }
      if (i % 4 === 2) {
        await db
          .insertInto('business_products')
          .values({
            business_id: b.business_id,
            product_name: `Kaju katli ${i}`,
            product_price: 49900,
            is_active: 1,
            deleted_at: null,
          })
          .execute();
      }
      if (i % 6 === 5) await givePlan(db, b.business_id);
    }
    owner = await registeredUser(ctx.app, { owner_name: 'Mehul Shah', hasBusiness: 'yes', category_id: categoryId });
    ownedId = (
      await db
        .selectFrom('businesses')
        .select('business_id')
        .where('owner_user_id', '=', owner.userId)
        .executeTakeFirstOrThrow()
    ).business_id;
    await db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.APPROVED })
      .where('business_id', '=', ownedId)
      .execute();
  });
  afterAll(() => ctx.close());

  it('answers byte for byte what the assembly gives, built on first view and read from the store after', async () => {
    for (const id of ids) {
      expect((await stored(id))?.version).toBeNull();
      await same(id); // built on this view
      expect((await stored(id))?.head).toBeTruthy();
      await same(id); // from the stored document
    }
  });

  it('answers the same from documents the start-up fill built, and 404 for what is not public', async () => {
    await ctx.db.deleteFrom('business_profiles').execute();
    expect(await fillProfileDocs(ctx.db)).toBeGreaterThanOrEqual(ids.length);
    expect(await fillProfileDocs(ctx.db)).toBe(0);
    for (const id of ids) await same(id);
    const pending = await createBusiness(ctx.db, { is_approve: APPROVAL.PENDING });
    expect((await served(pending.business_id)).status).toBe(404);
    expect((await served(999_999)).status).toBe(404);
  });

  it('works out open now at the request’s moment and reads the view count live, without a change announced', async () => {
    const id = ids[0]!; // Mon–Sat 10:00–20:00
    expect((await same(id)).open_status).toMatchObject({ open: true, closes_at: '20:00' });
    clock.advance(8 * 3_600_000); // 21:30
    expect((await same(id)).open_status).toMatchObject({ open: false, opens_at: '10:00', opens_in_days: 1 });
    const before = (await same(id)).total_view;
    await ctx.app.inject({ url: `/api/businesses/${id}`, headers: { 'user-agent': 'another viewer' } });
    await ctx.app.views.flush();
    expect((await same(id)).total_view).toBe(before + 1);
    clock.advance(-8 * 3_600_000);
  });

  it('shows an owner’s edit, photos, hours, a product and a review at once', async () => {
    const call = (method: 'PUT' | 'POST', url: string, token: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), payload });
    await same(ownedId);
    const step1 = {
      is_business_registered: 1,
      category_id: categoryId,
      business_name: 'મહેતા સ્વીટ્સ Mehta Sweets',
      year: 2012,
      type_of_firm: 1,
      no_of_employees: 2,
      about_me: 'Fresh every morning.',
      phone: '9876501234',
      opening_hours: { week: [{ day: 1, opens: '09:00', closes: '21:00' }], holidays: [] },
    };
    expect((await call('PUT', `/api/my/businesses/${ownedId}/steps/1`, owner.token, step1)).statusCode).toBe(200);
    let p = await same(ownedId);
    expect(p.business_name).toBe('મહેતા સ્વીટ્સ Mehta Sweets');
    expect(p.open_status).toMatchObject({ open: true, closes_at: '21:00' });

    const photo = await ctx.db
      .insertInto('business_gallery')
      .values({ business_id: ownedId, photo_url: '/uploads/g/o.webp', thumb_url: null, sort_order: 1 })
      .returning('photo_id')
      .executeTakeFirstOrThrow();
    publicDataChanged(ctx.db, { topic: 'businesses', id: ownedId }); // what the upload announces
    expect((await same(ownedId)).gallery).toHaveLength(1);
    const caption = await call('PUT', `/api/my/businesses/${ownedId}/gallery/${photo.photo_id}/caption`, owner.token, {
      caption: 'કેસર પેંડા',
    });
    expect(caption.statusCode).toBe(200);
    expect((await same(ownedId)).gallery[0].caption).toBe('કેસર પેંડા');

    await givePlan(ctx.db, ownedId);
    const product = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/businesses/${ownedId}/products`,
      headers: bearer(owner.token),
      payload: { product_name: 'Kesar peda', product_price: 450, image_url: '/uploads/products/p.webp' },
    });
    if (product.statusCode === 200) expect((await same(ownedId)).products).toHaveLength(1);

    const reviewer = await registeredUser(ctx.app);
    const review = await call('POST', `/api/businesses/${ownedId}/reviews`, reviewer.token, {
      rating: 4,
      review_text: 'Good',
    });
    expect(review.statusCode).toBe(200);
    p = await same(ownedId);
    expect(p.number_of_reviews).toBe(1);
    expect(p.ratings).toBe(4);
  });

  it('follows a category renamed and a plan badge switched for every document, and a new India day', async () => {
    for (const id of ids) await same(id);
    await ctx.db.updateTable('business_categories').set({ category_name_guj: 'મીઠાઈ અને ફરસાણ' }).execute();
    publicDataChanged(ctx.db, { topic: 'categories' });
    expect((await same(ids[1]!)).category_name_guj).toBe('મીઠાઈ અને ફરસાણ');

    const planned = ids[5]!;
    expect((await same(planned)).plan_name).toMatch(/^Test Plan/);
    await ctx.db
      .updateTable('subscription_plans')
      .set({ limits: JSON.stringify({ badge: false }) })
      .execute();
    publicDataChanged(ctx.db, { topic: 'plans', id: 1 });
    expect((await same(planned)).plan_name).toBeNull();

    // A document whose badge is of another day looks it up again.
    await ctx.db.updateTable('business_profiles').set({ plan_name: 'Yesterday', plan_date: '2000-01-01' }).execute();
    for (const id of ids) await same(id);
  });

  it('never stores a document built from data a change has since replaced', async () => {
    const id = ids[2]!;
    const before = await stored(id);
    await docs.markProfileStale(ctx.db, id);
    await docs.storeProfileDoc(ctx.db, id, before!.version, {
      head: 'old',
      middle: 'old',
      hours: null,
      plan_name: null,
      plan_date: '2026-11-23',
    });
    expect((await stored(id))?.head).toBeNull();
    await same(id);
    // No row yet: a change that comes first leaves a row the late store does not overwrite.
    const fresh = await createBusiness(ctx.db);
    await docs.markProfileStale(ctx.db, fresh.business_id);
    await docs.storeProfileDoc(ctx.db, fresh.business_id, null, {
      head: 'old',
      middle: 'old',
      hours: null,
      plan_name: null,
      plan_date: '2026-11-23',
    });
    expect((await stored(fresh.business_id))?.head).toBeNull();
    await same(fresh.business_id);
  });

  it('gzips for a client that takes it, the same text', async () => {
    const long = ids[3]!;
    await ctx.db
      .updateTable('businesses')
      .set({ about_me: 'મીઠાઈ '.repeat(300) })
      .where('business_id', '=', long)
      .execute();
    publicDataChanged(ctx.db, { topic: 'businesses', id: long });
    const plain = await served(long);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ url: `/api/businesses/${long}`, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});
