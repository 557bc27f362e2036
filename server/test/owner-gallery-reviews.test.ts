/**
 * Decision 72: the owner arranges the gallery (order, cover = the first photo, captions), and reads and answers
 * the reviews of their business on the dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredUser } from './auth-support';
import { createBusiness } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

describe('owner gallery: order, cover and captions', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  let otherBusinessId: number;
  let photos: number[];
  let otherPhoto: number;

  const addPhoto = async (id: number, n: number, sort_order: number) =>
    (
      await ctx.db
        .insertInto('business_gallery')
        .values({
          business_id: id,
          photo_url: `/uploads/gallery/${id}/p${n}.webp`,
          thumb_url: `/uploads/gallery/${id}/p${n}-thumb.webp`,
          sort_order,
        })
        .returning('photo_id')
        .executeTakeFirstOrThrow()
    ).photo_id;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await registeredUser(ctx.app, { owner_name: 'Gallery Owner' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    businessId = (await createBusiness(ctx.db, { owner_user_id: owner.userId, business_name: 'Kesar Mithai Ghar' }))
      .business_id;
    otherBusinessId = (await createBusiness(ctx.db, { owner_user_id: other.userId })).business_id;
    photos = [];
    for (let i = 0; i < 4; i++) photos.push(await addPhoto(businessId, i, i));
    otherPhoto = await addPhoto(otherBusinessId, 9, 0);
  });
  afterAll(() => ctx.close());

  const as = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const profileGallery = async () =>
    (
      json(await as(null, 'GET', `/businesses/${businessId}`)).data.gallery as { photo_id: number; caption: string }[]
    ).map((p) => p.photo_id);
  const card = async () => {
    const res = await as(null, 'GET', `/businesses?q=kesar`);
    expect(res.statusCode, res.body).toBe(200);
    return (json(res).data.rows as { business_id: number; photo_url: string }[]).find(
      (c) => c.business_id === businessId,
    );
  };

  it('puts the gallery in the owner’s order: the profile and the search card follow it', async () => {
    const [a, b, c, d] = photos as [number, number, number, number];
    const res = await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, { photo_ids: [c, a, d, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.map((p: { photo_id: number }) => p.photo_id)).toEqual([c, a, d, b]);
    expect(await profileGallery()).toEqual([c, a, d, b]);
    expect((await card())?.photo_url).toBe(`/uploads/gallery/${businessId}/p2-thumb.webp`);
    const edit = json(await as(owner.token, 'GET', `/my/businesses/${businessId}`)).data;
    expect(edit.gallery.map((p: { photo_id: number }) => p.photo_id)).toEqual([c, a, d, b]);
  });

  it('makes a photo the cover: it moves to the front and the others keep their order', async () => {
    const [a, b, c, d] = photos as [number, number, number, number];
    const res = await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/${b}/cover`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.map((p: { photo_id: number }) => p.photo_id)).toEqual([b, c, a, d]);
    expect(await profileGallery()).toEqual([b, c, a, d]);
    expect((await card())?.photo_url).toBe(`/uploads/gallery/${businessId}/p1-thumb.webp`);
  });

  it('puts a new photo last, even after photos were deleted and the rest reordered', async () => {
    const before = await profileGallery();
    const extra = await addPhoto(businessId, 7, 0);
    await ctx.db.deleteFrom('business_gallery').where('photo_id', '=', extra).execute();
    // The service's insert: placed after the highest place, whatever count it is given.
    const { insertPhoto } = await import('../src/modules/directory/owner-repo');
    const added = await insertPhoto(ctx.db, {
      business_id: businessId,
      photo_url: '/uploads/gallery/new.webp',
      thumb_url: '/uploads/gallery/new-thumb.webp',
      sort_order: 0,
      created_at: new Date().toISOString(),
    });
    const order = await ctx.db
      .selectFrom('business_gallery')
      .select('photo_id')
      .where('business_id', '=', businessId)
      .orderBy('sort_order')
      .orderBy('photo_id')
      .execute();
    expect(order.map((r) => r.photo_id)).toEqual([...before, added.photo_id]);
    await ctx.db.deleteFrom('business_gallery').where('photo_id', '=', added.photo_id).execute();
  });

  it('refuses an order that leaves a photo out (409), repeats one (400) or names another business’s (404), and changes nothing', async () => {
    const before = await profileGallery();
    const [a, b, c] = photos as [number, number, number, number];
    const missing = await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, {
      photo_ids: [a, b, c],
    });
    expect(missing.statusCode).toBe(409);
    expect(json(missing).message_key).toBe('GALLERY_CHANGED');
    const repeated = await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, {
      photo_ids: [a, a, b, c],
    });
    expect(repeated.statusCode).toBe(400);
    expect(json(repeated).errors).toHaveProperty('photo_ids');
    const foreign = await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, {
      photo_ids: [...photos.slice(0, 3), otherPhoto],
    });
    expect(foreign.statusCode).toBe(404);
    for (const body of [{}, { photo_ids: [] }, { photo_ids: ['x'] }, { photo_ids: [0] }]) {
      expect((await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, body)).statusCode).toBe(400);
    }
    expect(await profileGallery()).toEqual(before);
  });

  it('answers 404 for another owner’s business or photo and 401 for a guest', async () => {
    expect(
      (await as(other.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, { photo_ids: photos })).statusCode,
    ).toBe(404);
    expect((await as(other.token, 'PUT', `/my/businesses/${businessId}/gallery/${photos[0]}/cover`)).statusCode).toBe(
      404,
    );
    expect((await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/${otherPhoto}/cover`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await as(other.token, 'PUT', `/my/businesses/${businessId}/gallery/${photos[0]}/caption`, {
          caption: 'Mine now',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/${otherPhoto}/caption`, { caption: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(null, 'PUT', `/my/businesses/${businessId}/gallery/order`, { photo_ids: photos })).statusCode,
    ).toBe(401);
    const theirs = await ctx.db
      .selectFrom('business_gallery')
      .select('caption')
      .where('photo_id', '=', otherPhoto)
      .executeTakeFirstOrThrow();
    expect(theirs.caption).toBeNull();
  });

  it('keeps a caption (trimmed, at most 140 characters, empty removes it) and shows it on the profile', async () => {
    const url = `/my/businesses/${businessId}/gallery/${photos[0]}/caption`;
    const saved = await as(owner.token, 'PUT', url, { caption: '  કેસર પેંડા, fresh every morning  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ photo_id: photos[0], caption: 'કેસર પેંડા, fresh every morning' });
    const shown = json(await as(null, 'GET', `/businesses/${businessId}`)).data.gallery.find(
      (p: { photo_id: number }) => p.photo_id === photos[0],
    );
    expect(shown.caption).toBe('કેસર પેંડા, fresh every morning');

    const long = await as(owner.token, 'PUT', url, { caption: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(json(long).errors.caption).toBe('FIELD_TOO_LONG');
    expect((await as(owner.token, 'PUT', url, { caption: 'x'.repeat(140) })).statusCode).toBe(200);

    const cleared = await as(owner.token, 'PUT', url, { caption: '   ' });
    expect(json(cleared).data.caption).toBeNull();
    expect((await as(owner.token, 'PUT', url, {})).statusCode).toBe(400);
  });

  it('ends as one whole order when arrangements race (every photo once, one cover)', async () => {
    const orders = [
      [...photos].reverse(),
      [...photos],
      [photos[2]!, photos[0]!, photos[3]!, photos[1]!],
      [photos[1]!, photos[3]!, photos[0]!, photos[2]!],
    ];
    const answers = await Promise.all([
      ...orders.map((photo_ids) => as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/order`, { photo_ids })),
      ...photos.map((id) => as(owner.token, 'PUT', `/my/businesses/${businessId}/gallery/${id}/cover`)),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .selectFrom('business_gallery')
      .select(['photo_id', 'sort_order'])
      .where('business_id', '=', businessId)
      .execute();
    // The places are 0..3, each once: no two photos share the front.
    expect(rows.map((r) => r.sort_order).sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(rows.map((r) => r.photo_id))).toEqual(new Set(photos));
  });
});

describe('owner reviews tab', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  const reviewers: Awaited<ReturnType<typeof registeredUser>>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await registeredUser(ctx.app, { owner_name: 'Review Owner' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    businessId = (await createBusiness(ctx.db, { owner_user_id: owner.userId })).business_id;
    for (let i = 0; i < 3; i++) {
      const r = await registeredUser(ctx.app, { owner_name: `Reviewer ${['Asha', 'Bhavin', 'Chirag'][i]}` });
      reviewers.push(r);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/businesses/${businessId}/reviews`,
        headers: bearer(r.token),
        payload: { rating: 5 - i, review_text: `Review number ${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  const list = (token: string | null, query = '', id = businessId) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/my/businesses/${id}/reviews${query}`,
      headers: token ? bearer(token) : {},
    });
  const reply = (token: string, reviewId: number, text: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/reviews/${reviewId}/reply`,
      headers: bearer(token),
      payload: { reply: text },
    });

  it('lists every review newest first with the reviewer’s name, the count and the unanswered count', async () => {
    const res = await list(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ count: 3, matching: 3, unanswered: 3, average: 4 });
    expect(data.rows.map((r: { review_text: string }) => r.review_text)).toEqual([
      'Review number 2',
      'Review number 1',
      'Review number 0',
    ]);
    expect(data.rows[0]).toMatchObject({ user_name: 'Reviewer Chirag', rating: 3, owner_reply: null, is_hidden: 0 });
  });

  it('replies, edits the reply, and filters the unanswered ones', async () => {
    const rows = json(await list(owner.token)).data.rows as { review_id: number }[];
    const first = rows[0]!.review_id;
    expect((await reply(owner.token, first, 'Thank you for coming!')).statusCode).toBe(200);
    expect((await reply(owner.token, first, 'Thank you, please visit again.')).statusCode).toBe(200);
    const after = json(await list(owner.token)).data;
    expect(after.rows[0].owner_reply).toBe('Thank you, please visit again.');
    expect(after.unanswered).toBe(2);
    const unanswered = json(await list(owner.token, '?filter=unanswered')).data;
    expect(unanswered.matching).toBe(2);
    expect(unanswered.rows.map((r: { review_id: number }) => r.review_id)).not.toContain(first);
    // The public list shows the edited reply.
    const pub = json(await ctx.app.inject({ method: 'GET', url: `/api/businesses/${businessId}/reviews` })).data;
    expect(pub.rows.find((r: { review_id: number }) => r.review_id === first).owner_reply).toBe(
      'Thank you, please visit again.',
    );
  });

  it('shows a review the admin hid, marked, and leaves it out of the average', async () => {
    const rows = json(await list(owner.token)).data.rows as { review_id: number; rating: number }[];
    const three = rows.find((r) => r.rating === 3)!;
    await ctx.db
      .updateTable('business_reviews')
      .set({ is_hidden: 1 })
      .where('review_id', '=', three.review_id)
      .execute();
    const data = json(await list(owner.token)).data;
    expect(data.count).toBe(3);
    expect(data.rows.find((r: { review_id: number }) => r.review_id === three.review_id).is_hidden).toBe(1);
    expect(data.average).toBe(4.5);
  });

  it('pages with limit and offset', async () => {
    const page = json(await list(owner.token, '?limit=2&offset=2')).data;
    expect(page.rows).toHaveLength(1);
    expect(page.count).toBe(3);
  });

  it('answers 404 for another owner’s business (list and reply), 401 for a guest, 400 for a bad query', async () => {
    expect((await list(other.token)).statusCode).toBe(404);
    expect((await list(owner.token, '', 999_999)).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    for (const q of ['?filter=hidden', '?limit=0', '?limit=51', '?offset=-1']) {
      expect((await list(owner.token, q)).statusCode, q).toBe(400);
    }
    const rows = json(await list(owner.token)).data.rows as { review_id: number; owner_reply: string | null }[];
    const res = await reply(other.token, rows[1]!.review_id, 'Not my business');
    expect(res.statusCode).toBe(404);
    expect(json(await list(owner.token)).data.rows[1].owner_reply).toBe(rows[1]!.owner_reply);
    // An empty reply is refused.
    expect((await reply(owner.token, rows[1]!.review_id, '   ')).statusCode).toBe(400);
  });
});
