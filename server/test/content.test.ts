import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { seedContent } from '../src/db/seed/content';
import { hashPassword } from '../src/platform/passwords';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createUser } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/** The XSS corpus: each payload must lose everything that could run when it is stored. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction=javascript:alert(1)>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<div><scr<script>ipt>alert(1)</scr</script>ipt></div>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<img src="x" onerror="alert(1)"//>',
];

/** What stored HTML must never contain, whatever it was sent as. */
function assertInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|svg|math|object|embed|style|form|input|button|meta|base|body|img|details|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/formaction/i);
}

describe('community content: events, offers, contact us', () => {
  let ctx: TestContext;
  // 23:59:59 on 1 Nov 2026 in India (UTC+05:30).
  const clock = fakeClock(new Date('2026-11-01T18:29:59.000Z'));
  let adminToken: string;
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let other: Awaited<ReturnType<typeof registeredUser>>;
  let approvedId: number;
  let pendingId: number;
  let othersBusinessId: number;
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-content-web-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><title>Gujarat Business Directory</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://gd.example' }, { clock });
    await createUser(ctx.db, {
      name: 'Content Admin',
      email: 'content-admin@example.in',
      phone: null,
      user_type: 'admin',
      password_hash: await hashPassword('Content-Admin#2026'),
    });
    adminToken = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'content-admin@example.in', password: 'Content-Admin#2026' },
      }),
    ).data.token;
    owner = await registeredUser(ctx.app, { owner_name: 'Offer Owner' });
    other = await registeredUser(ctx.app, { owner_name: 'Other Owner' });
    approvedId = (await createBusiness(ctx.db, { owner_user_id: owner.userId, business_name: 'Kesar Sweets' }))
      .business_id;
    pendingId = (
      await createBusiness(ctx.db, {
        owner_user_id: owner.userId,
        business_name: 'Pending Farsan',
        is_approve: APPROVAL.PENDING,
      })
    ).business_id;
    othersBusinessId = (await createBusiness(ctx.db, { owner_user_id: other.userId, business_name: 'Other Shop' }))
      .business_id;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const form = (
    method: 'POST' | 'PUT',
    url: string,
    token: string | null,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const body = multipartBody(fields, file);
    return ctx.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
  const del = (url: string, token?: string) =>
    ctx.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });

  const event = (over: Record<string, string> = {}) => ({
    event_name: 'Navratri Garba Night',
    event_start_date: '2026-11-01',
    event_location: 'GMDC Ground, Ahmedabad',
    event_organizer: 'Amdavad Garba Mandal',
    event_description: 'Nine nights of garba.',
    event_status: 'published',
    ...over,
  });
  const createEvent = async (over: Record<string, string> = {}) => {
    const res = await form('POST', '/api/admin/events', adminToken, event(over));
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.event_id as number;
  };
  const offer = (over: Record<string, string> = {}) => ({
    offer_name: 'Diwali Mithai Festival',
    offer_description_short: 'Fresh kaju katli and mohanthal at festival prices.',
    offer_description: '<p>All <strong>sweets</strong> freshly made.</p>',
    offer_start_date: '2026-10-25',
    offer_end_date: '2026-11-05',
    offer_discount: '15',
    offer_code: 'diwali15',
    ...over,
  });
  const audits = (action: string, id: number) =>
    ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', String(id))
      .execute();

  describe('events', () => {
    let today: number;
    let yesterday: number;
    let future: number;
    let draft: number;
    let cancelled: number;

    beforeAll(async () => {
      today = await createEvent({ event_name: 'Today event', event_start_date: '2026-11-01' });
      yesterday = await createEvent({
        event_name: 'Yesterday event',
        event_start_date: '2026-10-31',
        event_end_date: '2026-11-03',
      });
      future = await createEvent({ event_name: 'Future event', event_start_date: '2026-12-20' });
      draft = await createEvent({ event_name: 'Draft event', event_start_date: '2026-11-10', event_status: 'draft' });
      cancelled = await createEvent({
        event_name: 'Cancelled event',
        event_start_date: '2026-09-01',
        event_status: 'cancelled',
      });
    });

    it('splits at the start of the India day: today is upcoming until India midnight, then past', async () => {
      clock.advance(0);
      let data = json(await get('/api/events')).data;
      expect(data.today).toBe('2026-11-01');
      expect(data.upcoming.map((e: { event_id: number }) => e.event_id)).toEqual([today, future]);
      // Past: newest start first; a multi-day event that started yesterday is past (spec §4 splits by start day).
      expect(data.past.map((e: { event_id: number }) => e.event_id)).toEqual([yesterday, cancelled]);

      clock.advance(1000); // 00:00:00 on 2 Nov in India, still 1 Nov in UTC
      data = json(await get('/api/events')).data;
      expect(data.today).toBe('2026-11-02');
      expect(data.upcoming.map((e: { event_id: number }) => e.event_id)).toEqual([future]);
      expect(data.past.map((e: { event_id: number }) => e.event_id)).toEqual([today, yesterday, cancelled]);
      clock.advance(-1000);
    });

    it('never shows drafts publicly, in the list or by id', async () => {
      const data = json(await get('/api/events')).data;
      const all = [...data.upcoming, ...data.past].map((e: { event_id: number }) => e.event_id);
      expect(all).not.toContain(draft);
      expect((await get(`/api/events/${draft}`)).statusCode).toBe(404);
      expect(json(await get(`/api/events/${draft}`)).message).toBe('Error loading event');
      expect(json(await get(`/api/events/${cancelled}`)).data.event_status).toBe('cancelled');
      const one = json(await get(`/api/events/${today}`)).data;
      expect(one).toMatchObject({
        event_organizer: 'Amdavad Garba Mandal',
        event_description: 'Nine nights of garba.',
      });
      expect((await get('/api/events/999999')).statusCode).toBe(404);
    });

    it('filters by start-day range and status, and refuses bad filters naming the field', async () => {
      const ids = (d: { upcoming: { event_id: number }[]; past: { event_id: number }[] }) =>
        [...d.upcoming, ...d.past].map((e) => e.event_id).sort((a, b) => a - b);
      expect(ids(json(await get('/api/events?from=2026-10-31&to=2026-11-01')).data)).toEqual(
        [today, yesterday].sort((a, b) => a - b),
      );
      expect(ids(json(await get('/api/events?status=cancelled')).data)).toEqual([cancelled]);
      expect(ids(json(await get('/api/events?from=2026-12-01')).data)).toEqual([future]);
      const bad = await get('/api/events?status=draft');
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toHaveProperty('status');
      const badDate = await get('/api/events?from=2026-02-30');
      expect(badDate.statusCode).toBe(400);
      expect(json(badDate).errors).toEqual({ from: 'DATE_INVALID' });
      expect((await get('/api/events?sort=x')).statusCode).toBe(400);
    });

    it('lets only an admin write, audits every write, and validates the form', async () => {
      const user = owner.token;
      for (const token of [null, user]) {
        const expected = token ? 403 : 401;
        expect((await form('POST', '/api/admin/events', token, event())).statusCode).toBe(expected);
        expect((await form('PUT', `/api/admin/events/${today}`, token, event())).statusCode).toBe(expected);
        expect((await del(`/api/admin/events/${today}`, token ?? undefined)).statusCode).toBe(expected);
        expect((await get('/api/admin/events', token ?? undefined)).statusCode).toBe(expected);
        expect((await get(`/api/admin/events/${today}`, token ?? undefined)).statusCode).toBe(expected);
      }
      const count = async () => (await ctx.db.selectFrom('events').select('event_id').execute()).length;
      const before = await count();
      const missing = await form(
        'POST',
        '/api/admin/events',
        adminToken,
        event({ event_name: '', event_location: '' }),
      );
      expect(missing.statusCode).toBe(400);
      expect(json(missing).errors).toMatchObject({
        event_name: 'EVENT_NAME_REQUIRED',
        event_location: 'EVENT_LOCATION_REQUIRED',
      });
      const backwards = await form(
        'POST',
        '/api/admin/events',
        adminToken,
        event({ event_start_date: '2026-11-05', event_end_date: '2026-11-01' }),
      );
      expect(json(backwards).errors).toEqual({ event_end_date: 'END_BEFORE_START' });
      const unknown = await form('POST', '/api/admin/events', adminToken, { ...event(), created_by: '1' });
      expect(json(unknown).errors).toEqual({ created_by: 'FIELD_UNKNOWN' });
      const status = await form('POST', '/api/admin/events', adminToken, event({ event_status: 'live' }));
      expect(json(status).errors).toEqual({ event_status: 'EVENT_STATUS_INVALID' });
      expect(await count()).toBe(before);

      const id = await createEvent({ event_name: 'Audited event' });
      expect(await audits('event.create', id)).toHaveLength(1);
      const updated = await form('PUT', `/api/admin/events/${id}`, adminToken, event({ event_name: 'Renamed' }));
      expect(json(updated).data.event_name).toBe('Renamed');
      const [u] = await audits('event.update', id);
      expect(JSON.parse(u!.before_json!).event_name).toBe('Audited event');
      expect(JSON.parse(u!.after_json!).event_name).toBe('Renamed');
      expect((await del(`/api/admin/events/${id}`, adminToken)).statusCode).toBe(200);
      expect(await audits('event.delete', id)).toHaveLength(1);
      expect((await get(`/api/admin/events/${id}`, adminToken)).statusCode).toBe(404);
      expect((await del(`/api/admin/events/${id}`, adminToken)).statusCode).toBe(404);
      const list = json(await get('/api/admin/events', adminToken)).data;
      expect(list.rows.map((e: { event_id: number }) => e.event_id)).toContain(draft);
    });

    it('decodes uploaded banners with sharp and refuses what is not an image', async () => {
      const png = await realPng(300, 200);
      const res = await form('POST', '/api/admin/events', adminToken, event({ event_name: 'With banner' }), {
        name: 'banner.png',
        type: 'image/png',
        bytes: png,
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = json(res).data.event_image_url as string;
      expect(url).toMatch(/^\/uploads\/events\/.+\.webp$/);
      const stored = fs.readFileSync(path.join(ctx.dataDir, url));
      expect((await sharp(stored).metadata()).format).toBe('webp');
      const fake = await form('POST', '/api/admin/events', adminToken, event({ event_name: 'Fake' }), {
        name: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('<svg onload=alert(1)></svg>'),
      });
      expect(fake.statusCode).toBe(415);
      expect(
        await ctx.db.selectFrom('events').select('event_id').where('event_name', '=', 'Fake').execute(),
      ).toHaveLength(0);
    });

    it('serves each event page with its own title, description and image, and lists it in the sitemap', async () => {
      const id = await createEvent({ event_name: 'Rann Utsav <Kutch>', event_start_date: '2026-12-01' });
      const res = await get(`/event-view/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Rann Utsav &lt;Kutch&gt; · Gujarat Business Directory</title>');
      expect(res.body).toMatch(/<meta name="description" content="1 Dec 2026, GMDC Ground, Ahmedabad\. Nine nights/);
      expect(res.body).toContain('"@type":"Event"');
      expect((await get(`/event-view/${draft}`)).statusCode).toBe(404);
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`https://gd.example/event-view/${id}<`);
      expect(sitemap).not.toContain(`/event-view/${draft}<`);
    });
  });

  describe('offers', () => {
    it('cleans every XSS payload of the corpus when saved, keeping the safe formatting', async () => {
      const payload = `<h3>Sale</h3><p><strong>Bold</strong> <a href="https://example.com/x">site</a></p>${XSS_CORPUS.join('')}`;
      const res = await form('POST', '/api/admin/offers', adminToken, offer({ offer_description: payload }));
      expect(res.statusCode, res.body).toBe(200);
      const id = json(res).data.offer_id as number;
      const row = await ctx.db
        .selectFrom('offers')
        .select('offer_description')
        .where('offer_id', '=', id)
        .executeTakeFirstOrThrow();
      const html = row.offer_description!;
      assertInert(html);
      expect(html).toContain('<strong>Bold</strong>');
      expect(html).toContain('<h3>Sale</h3>');
      expect(html).toContain(
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a>',
      );
      for (const p of XSS_CORPUS) {
        const one = await form('POST', '/api/admin/offers', adminToken, offer({ offer_description: p }));
        expect(one.statusCode).toBe(200);
        const stored = json(one).data.offer_description as string | null;
        if (stored) assertInert(stored);
      }
      // Through the owner route too.
      const own = await form(
        'POST',
        `/api/my/businesses/${approvedId}/offers`,
        owner.token,
        offer({
          offer_description: XSS_CORPUS.join(''),
        }),
      );
      expect(own.statusCode, own.body).toBe(200);
      assertInert(json(own).data.offer_description ?? '');
    });

    it('shows current offers with code and discount, and expired offers leave the list by themselves', async () => {
      const res = await form(
        'POST',
        '/api/admin/offers',
        adminToken,
        offer({ offer_name: 'Ends today', offer_end_date: '2026-11-01' }),
      );
      const id = json(res).data.offer_id as number;
      expect(json(res).data).toMatchObject({ offer_code: 'DIWALI15', offer_discount: 15, is_expired: false });
      const ids = async () => json(await get('/api/offers')).data.map((o: { offer_id: number }) => o.offer_id);
      expect(await ids()).toContain(id);
      clock.advance(1000); // India midnight
      expect(await ids()).not.toContain(id);
      const view = json(await get(`/api/offers/${id}`)).data;
      expect(view.is_expired).toBe(true);
      clock.advance(-1000);
      const bad = await form(
        'POST',
        '/api/admin/offers',
        adminToken,
        offer({ offer_discount: '150', offer_code: 'no spaces' }),
      );
      expect(json(bad).errors).toEqual({ offer_discount: 'OFFER_DISCOUNT_INVALID', offer_code: 'OFFER_CODE_INVALID' });
      const missing = await form('POST', '/api/admin/offers', adminToken, offer({ offer_end_date: '' }));
      expect(json(missing).errors).toEqual({ offer_end_date: 'OFFER_END_DATE_REQUIRED' });
      expect((await get('/api/offers/999999')).statusCode).toBe(404);
      expect(json(await get('/api/offers/999999')).message).toBe('Error loading offer');
    });

    it('lets only an admin write site offers, with an audit row for each write', async () => {
      for (const token of [null, owner.token]) {
        const expected = token ? 403 : 401;
        expect((await form('POST', '/api/admin/offers', token, offer())).statusCode).toBe(expected);
        expect((await form('PUT', '/api/admin/offers/1', token, offer())).statusCode).toBe(expected);
        expect((await del('/api/admin/offers/1', token ?? undefined)).statusCode).toBe(expected);
        expect((await get('/api/admin/offers', token ?? undefined)).statusCode).toBe(expected);
      }
      const id = json(await form('POST', '/api/admin/offers', adminToken, offer())).data.offer_id as number;
      expect(await audits('offer.create', id)).toHaveLength(1);
      await form('PUT', `/api/admin/offers/${id}`, adminToken, offer({ offer_name: 'Changed' }));
      expect(await audits('offer.update', id)).toHaveLength(1);
      await del(`/api/admin/offers/${id}`, adminToken);
      expect(await audits('offer.delete', id)).toHaveLength(1);
      expect((await get(`/api/offers/${id}`)).statusCode).toBe(404);
    });

    it('lets an owner publish offers only for their own approved business, shown with its name', async () => {
      const mine = await form(
        'POST',
        `/api/my/businesses/${approvedId}/offers`,
        owner.token,
        offer({ offer_name: 'Owner offer' }),
      );
      expect(mine.statusCode, mine.body).toBe(200);
      const id = json(mine).data.offer_id as number;
      expect(json(mine).data.business_name).toBe('Kesar Sweets');
      const publicRow = json(await get('/api/offers')).data.find((o: { offer_id: number }) => o.offer_id === id);
      expect(publicRow).toMatchObject({ business_id: approvedId, business_name: 'Kesar Sweets' });
      expect(await audits('offer.create', id)).toHaveLength(0);

      // Pending business: refused (403), nothing stored.
      const pending = await form('POST', `/api/my/businesses/${pendingId}/offers`, owner.token, offer());
      expect(pending.statusCode).toBe(403);
      expect(json(pending).message_key).toBe('OFFER_BUSINESS_NOT_APPROVED');

      // Another owner's business or offer: 404 for every verb, and nothing changes.
      expect(
        (await form('POST', `/api/my/businesses/${othersBusinessId}/offers`, owner.token, offer())).statusCode,
      ).toBe(404);
      expect((await get(`/api/my/businesses/${approvedId}/offers`, other.token)).statusCode).toBe(404);
      expect(
        (
          await form(
            'PUT',
            `/api/my/businesses/${approvedId}/offers/${id}`,
            other.token,
            offer({ offer_name: 'Hijack' }),
          )
        ).statusCode,
      ).toBe(404);
      expect((await del(`/api/my/businesses/${approvedId}/offers/${id}`, other.token)).statusCode).toBe(404);
      // …nor through the other owner's own business id.
      expect(
        (await form('PUT', `/api/my/businesses/${othersBusinessId}/offers/${id}`, other.token, offer())).statusCode,
      ).toBe(404);
      expect((await del(`/api/my/businesses/${othersBusinessId}/offers/${id}`, other.token)).statusCode).toBe(404);
      expect(json(await get(`/api/offers/${id}`)).data.offer_name).toBe('Owner offer');
      expect((await get(`/api/my/businesses/${approvedId}/offers`)).statusCode).toBe(401);

      const list = json(await get(`/api/my/businesses/${approvedId}/offers`, owner.token)).data;
      expect(list.map((o: { offer_id: number }) => o.offer_id)).toContain(id);
      const edited = await form(
        'PUT',
        `/api/my/businesses/${approvedId}/offers/${id}`,
        owner.token,
        offer({ offer_name: 'Owner offer 2' }),
      );
      expect(json(edited).data.offer_name).toBe('Owner offer 2');
      const strict = await form('POST', `/api/my/businesses/${approvedId}/offers`, owner.token, {
        ...offer(),
        business_id: String(othersBusinessId),
      });
      expect(json(strict).errors).toEqual({ business_id: 'FIELD_UNKNOWN' });

      // When the business is no longer approved, its offers leave the public pages.
      await ctx.db
        .updateTable('businesses')
        .set({ is_approve: APPROVAL.REJECTED })
        .where('business_id', '=', approvedId)
        .execute();
      expect((await get(`/api/offers/${id}`)).statusCode).toBe(404);
      await ctx.db
        .updateTable('businesses')
        .set({ is_approve: APPROVAL.APPROVED })
        .where('business_id', '=', approvedId)
        .execute();

      expect((await del(`/api/my/businesses/${approvedId}/offers/${id}`, owner.token)).statusCode).toBe(200);
      expect((await get(`/api/offers/${id}`)).statusCode).toBe(404);
    });

    it('serves each offer page with its own head and lists current offers in the sitemap', async () => {
      const png = await realPng(200, 120);
      const res = await form(
        'POST',
        '/api/admin/offers',
        adminToken,
        offer({ offer_name: 'Monsoon Sale', offer_end_date: '2099-12-31' }),
        {
          name: 'o.png',
          type: 'image/png',
          bytes: png,
        },
      );
      const { offer_id: id, offer_image_url: image } = json(res).data;
      const page = await get(`/offer-view/${id}`);
      expect(page.body).toContain('<title>Monsoon Sale · Gujarat Business Directory</title>');
      expect(page.body).toContain(`<meta property="og:image" content="https://gd.example${image}"`);
      expect(page.body).toMatch(/<meta name="description" content="15% off\. Fresh kaju katli/);
      expect((await get('/offer-view/999999')).statusCode).toBe(404);
      expect((await get('/sitemap.xml')).body).toContain(`https://gd.example/offer-view/${id}<`);
    });
  });

  describe('contact us', () => {
    it('stores a valid message for the admin contact list', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Meera Shah',
          email: 'Meera@Example.com',
          mobile: '9876501234',
          subject: 'Listing',
          message: 'Please call me.',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await ctx.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', json(res).data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Meera Shah',
        email: 'meera@example.com',
        mobile: '9876501234',
        user_id: null,
      });
    });

    it('refuses a bad form naming each field, and stores nothing', async () => {
      const before = (await ctx.db.selectFrom('contact_messages').select('id').execute()).length;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: ' ', email: 'not-an-email', mobile: '12345', subject: '', message: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({
        name: 'CONTACT_US_NAME_REQUIRED',
        email: 'EMAIL_INVALID',
        mobile: 'CONTACT_US_MOBILE_INVALID',
        subject: 'CONTACT_US_SUBJECT_REQUIRED',
        message: 'CONTACT_US_MESSAGE_REQUIRED',
      });
      const extra = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', mobile: '9876501234', subject: 's', message: 'm', is_read: 1 },
      });
      expect(json(extra).errors).toEqual({ is_read: 'FIELD_UNKNOWN' });
      expect((await ctx.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before);
    });
  });
});

describe('contact us rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => ctx.close());

  it('answers 429 after five messages an hour from one address', async () => {
    const send = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Spammer', mobile: `98765000${String(i).padStart(2, '0')}`, subject: 's', message: 'm' },
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(200);
    const limited = await send(9);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message_key).toBe('RATE_LIMITED');
    expect((await ctx.db.selectFrom('contact_messages').select('id').execute()).length).toBe(5);
  });
});

describe('demo events and offers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await createBusiness(ctx.db, { business_name: 'Seeded Shop' });
  });
  afterAll(() => ctx.close());

  it('seeds at least 12 events (upcoming, past, multi-day) and 12 offers (discounts, codes, expired) with images', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const summary = await seedContent(ctx.db, { dataDir: ctx.dataDir, seed: 2026, now });
    expect(summary.events).toBeGreaterThanOrEqual(12);
    expect(summary.offers).toBeGreaterThanOrEqual(12);
    const events = await ctx.db.selectFrom('events').selectAll().execute();
    expect(events.filter((e) => e.event_start_date >= '2026-11-21').length).toBeGreaterThanOrEqual(4);
    expect(events.filter((e) => e.event_start_date < '2026-11-21').length).toBeGreaterThanOrEqual(4);
    expect(events.filter((e) => e.event_end_date && e.event_end_date > e.event_start_date).length).toBeGreaterThan(2);
    const offers = await ctx.db.selectFrom('offers').selectAll().execute();
    expect(offers.filter((o) => o.offer_discount && o.offer_code).length).toBeGreaterThanOrEqual(3);
    expect(offers.filter((o) => o.offer_end_date < '2026-11-21').length).toBeGreaterThanOrEqual(2);
    expect(offers.filter((o) => o.business_id !== null).length).toBeGreaterThanOrEqual(3);
    for (const url of [...events.map((e) => e.event_image_url), ...offers.map((o) => o.offer_image_url)]) {
      const file = path.join(ctx.dataDir, url!);
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
  });
});
