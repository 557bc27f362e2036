import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { RECORD_TABLES, type RecordTable, updateBodySchema, writableFields } from '@gd/contracts/schemas/records';
import { seedRecords } from '../src/db/seed/records';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createUser } from './factories';
import { createTestContext, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';
import { adminSession, auth, entry, sampleBody, tablesInRefOrder } from './records-support';

describe('generic record API', () => {
  let ctx: TestContext;
  let admin: { token: string; userId: number };
  let user: { token: string; userId: number };
  /** one existing row per registry table, for refs */
  const refs: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, ...auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  async function reviewRow() {
    const b = await createBusiness(ctx.db);
    const u = await createUser(ctx.db);
    return (
      await ctx.db
        .insertInto('business_reviews')
        .values({ business_id: b.business_id, user_id: u.user_id, rating: 4, review_text: 'Good Ayurvedic care' })
        .returning('review_id')
        .executeTakeFirstOrThrow()
    ).review_id;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await adminSession(ctx.app, ctx.db);
    user = await registeredUser(ctx.app);
    for (const t of tablesInRefOrder()) {
      if (t.create === false) {
        refs[t.table] = await reviewRow();
        continue;
      }
      const staffUser = await createUser(ctx.db);
      const res = await call(
        'POST',
        `/api/common/record/${t.table}`,
        admin.token,
        sampleBody(t, refs, staffUser.user_id),
      );
      expect(res.statusCode, `${t.table}: ${res.body}`).toBe(200);
      refs[t.table] = json(res).data[t.pk];
    }
  });
  afterAll(() => ctx.close());

  describe('round trip for every registry table', () => {
    it.each(RECORD_TABLES.map((t) => [t.table, t] as [string, RecordTable]))('%s', async (_name, t) => {
      const base = `/api/common/record/${t.table}`;
      let id: number;
      let body: Record<string, unknown>;
      if (t.create === false) {
        id = await reviewRow();
        expect((await call('POST', base, admin.token, {})).statusCode).toBe(405);
        body = {};
      } else {
        const staffUser = await createUser(ctx.db);
        body = sampleBody(t, refs, staffUser.user_id);
        const created = await call('POST', base, admin.token, body);
        expect(created.statusCode, created.body).toBe(200);
        id = json(created).data[t.pk];
        for (const [k, v] of Object.entries(body)) expect(json(created).data[k], k).toEqual(v);
        const audited = await ctx.db
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', t.dbTable)
          .where('entity_id', '=', String(id))
          .where('action', '=', 'record.create')
          .executeTakeFirst();
        expect(audited?.actor_user_id).toBe(admin.userId);
      }

      const got = await call('GET', `${base}/${id}`, admin.token);
      expect(got.statusCode, got.body).toBe(200);
      expect(json(got).data[t.pk]).toBe(id);

      const listed = json(await call('GET', base, admin.token)).data;
      expect(listed.count).toBeGreaterThanOrEqual(2);
      expect(listed.rows.length).toBe(Math.min(listed.count, 20));

      const text = String(json(got).data[t.autocomplete]);
      const term = encodeURIComponent(text.slice(0, 6));
      const suggestions = json(await call('GET', `/api/common/autocomplete/${t.table}/${term}`, admin.token)).data;
      expect(
        suggestions.some((row: Record<string, unknown>) => row[t.pk] === id),
        text,
      ).toBe(true);

      const pkFilter = t.filters[t.pk] ? t.pk : Object.keys(t.filters).find((f) => t.filters[f]!.includes('EQUAL'))!;
      const where = await call('POST', `/api/common/get-data-by-where/${t.table}`, admin.token, {
        whereFields: [{ field: pkFilter, type: 'EQUAL', value: json(got).data[pkFilter] }],
      });
      expect(where.statusCode, where.body).toBe(200);
      expect(json(where).data.rows.some((row: Record<string, unknown>) => row[t.pk] === id)).toBe(true);

      const writable = t.fields.filter((f) => f.writable !== false);
      const flag = writable.find((f) => f.kind === 'flag');
      const change = flag ? { [flag.name]: 0 } : { [writable[0]!.name]: body[writable[0]!.name] };
      const updated = await call('PUT', `${base}/${id}`, admin.token, change);
      expect(updated.statusCode, updated.body).toBe(200);
      for (const [k, v] of Object.entries(change)) expect(json(updated).data[k]).toEqual(v);

      const removed = await call('DELETE', `${base}/${id}`, admin.token);
      if (t.remove === false) {
        expect(removed.statusCode).toBe(405);
      } else {
        expect(removed.statusCode, removed.body).toBe(200);
        expect((await call('GET', `${base}/${id}`, admin.token)).statusCode).toBe(404);
        const audits = await ctx.db
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', t.dbTable)
          .where('entity_id', '=', String(id))
          .execute();
        expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['record.update', 'record.delete']));
      }
    });
  });

  describe('closed by default', () => {
    it.each([
      'users',
      'payments',
      'password_reset_otps',
      'sessions',
      'settings',
      'audit_log',
      'sqlite_master',
      'sqlite_schema',
      'pg_catalog.pg_user',
      'pg_shadow',
      'information_schema.tables',
      'rooms',
      'Room',
      '__proto__',
      'constructor',
    ])('answers 404 for %s on every generic path', async (table) => {
      const t = encodeURIComponent(table);
      for (const [method, url, payload] of [
        ['GET', `/api/common/record/${t}`],
        ['GET', `/api/common/record/${t}/1`],
        ['POST', `/api/common/record/${t}`, { name: 'x' }],
        ['PUT', `/api/common/record/${t}/1`, { name: 'x' }],
        ['DELETE', `/api/common/record/${t}/1`],
        ['GET', `/api/common/autocomplete/${t}/a`],
        ['POST', `/api/common/get-data-by-where/${t}`, { whereFields: [] }],
      ] as const) {
        const res = await call(method, url, admin.token, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
        expect(res.body).not.toContain('password_hash');
      }
    });

    it('never returns a column the caller may not read', async () => {
      const asAdmin = json(await call('GET', `/api/common/record/reviews/${refs.reviews}`, admin.token)).data;
      expect(asAdmin.user_id).toEqual(expect.any(Number));
      for (const token of [undefined, user.token]) {
        const res = await call('GET', `/api/common/record/reviews/${refs.reviews}`, token);
        expect(res.statusCode).toBe(200);
        expect(json(res).data).not.toHaveProperty('user_id');
        const list = json(await call('GET', '/api/common/record/reviews', token)).data;
        for (const row of list.rows) expect(row).not.toHaveProperty('user_id');
      }
    });

    it('shows non-admins only visible rows (inactive masters, hidden reviews stay out)', async () => {
      const made = json(
        await call('POST', '/api/common/record/yoga', admin.token, { name: 'Hidden Asana', is_active: 0 }),
      ).data;
      expect((await call('GET', `/api/common/record/yoga/${made.yoga_id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/common/record/yoga/${made.yoga_id}`, admin.token)).statusCode).toBe(200);
      const hits = json(await call('GET', '/api/common/autocomplete/yoga/Hidden%20Asana')).data;
      expect(hits).toEqual([]);
    });

    it('refuses a body with the id, a non-writable or an unknown key, and changes nothing', async () => {
      const before = await ctx.db
        .selectFrom('room_categories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const good = { name: 'Deluxe', daily_charge: 250000 };
      for (const [extra, field] of [
        [{ room_category_id: 99 }, 'room_category_id'],
        [{ created_at: '2020-01-01' }, 'created_at'],
        [{ password_hash: 'x' }, 'password_hash'],
        [{ user_type: 'admin' }, 'user_type'],
      ] as const) {
        const res = await call('POST', '/api/common/record/room_category', admin.token, { ...good, ...extra });
        expect(res.statusCode).toBe(400);
        expect(json(res).errors).toEqual({ [field]: 'FIELD_UNKNOWN' });
      }
      const put = await call('PUT', `/api/common/record/reviews/${refs.reviews}`, admin.token, { rating: 1 });
      expect(put.statusCode).toBe(400);
      expect(json(put).errors).toMatchObject({ rating: 'FIELD_UNKNOWN' });
      const after = await ctx.db
        .selectFrom('room_categories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    });

    it('names the field and message key of a bad value', async () => {
      const res = await call('POST', '/api/common/record/supplier', admin.token, {
        name: 'Shree Pharma',
        phone: '12345',
        email: 'not-an-email',
        gst_type: 7,
        approval_level: 1,
        gstin: 'BAD',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toMatchObject({
        phone: 'PHONE_INVALID',
        email: 'EMAIL_INVALID',
        gst_type: 'CODE_INVALID',
        gstin: 'GSTIN_INVALID',
      });
      const missing = await call('POST', '/api/common/record/room', admin.token, { floor: 1 });
      expect(json(missing).errors).toMatchObject({ room_number: 'FIELD_REQUIRED', room_category_id: 'FIELD_REQUIRED' });
      const ref = await call('POST', '/api/common/record/room', admin.token, {
        room_number: 'G-1',
        room_category_id: 987654,
        bed_count: 1,
      });
      expect(ref.statusCode).toBe(400);
      expect(json(ref).errors).toEqual({ room_category_id: 'REF_NOT_FOUND' });
      const big = await call('GET', '/api/common/record/room/99999999999', admin.token);
      expect(big.statusCode).toBe(400);
    });

    it('answers 409, not 500, when a row is still in use', async () => {
      const res = await call('DELETE', `/api/common/record/room_category/${refs.room_category}`, admin.token);
      expect(res.statusCode).toBe(409);
      expect(json(res).message_key).toBe('RECORD_IN_USE');
    });

    it('refuses whereFields with an unlisted field or operator, a long IN list or a malformed date range', async () => {
      const where = (table: string, whereFields: unknown) =>
        call('POST', `/api/common/get-data-by-where/${table}`, admin.token, { whereFields });
      const cases: [string, unknown, Record<string, string>][] = [
        [
          'room',
          [{ field: 'password_hash', type: 'EQUAL', value: 'x' }],
          { 'whereFields.0.field': 'FILTER_FIELD_NOT_ALLOWED' },
        ],
        [
          'room',
          [{ field: 'created_at', type: 'EQUAL', value: 'x' }],
          { 'whereFields.0.field': 'FILTER_FIELD_NOT_ALLOWED' },
        ],
        [
          'room',
          [{ field: 'floor', type: 'LIKE', value: '1' }],
          { 'whereFields.0.type': 'FILTER_OPERATOR_NOT_ALLOWED' },
        ],
        ['room', [{ field: 'floor', type: 'GREATER', value: 1 }], { 'whereFields.0.type': 'FILTER_OPERATOR_INVALID' }],
        [
          'room',
          [{ field: 'room_id', type: 'IN', value: Array.from({ length: 101 }, (_, i) => i + 1) }],
          { 'whereFields.0.value': 'FILTER_IN_TOO_MANY' },
        ],
        ['room', [{ field: 'room_id', type: 'IN', value: 5 }], { 'whereFields.0.value': 'FILTER_IN_INVALID' }],
        ['room', [{ field: 'floor', type: 'EQUAL', value: 'one' }], { 'whereFields.0.value': 'FIELD_INVALID' }],
        [
          'userBookAppointment',
          [
            {
              field: 'appointment_date',
              type: 'date_range',
              value: { startDate: '2026-02-30', endDate: '2026-03-01' },
            },
          ],
          { 'whereFields.0.value': 'FILTER_DATE_RANGE_INVALID' },
        ],
        [
          'userBookAppointment',
          [
            {
              field: 'appointment_date',
              type: 'date_range',
              value: { startDate: '2026-03-02', endDate: '2026-03-01' },
            },
          ],
          { 'whereFields.0.value': 'FILTER_DATE_RANGE_INVALID' },
        ],
        [
          'userBookAppointment',
          [{ field: 'appointment_date', type: 'date_range', value: '2026-03-01' }],
          { 'whereFields.0.value': 'FILTER_DATE_RANGE_INVALID' },
        ],
      ];
      for (const [table, whereFields, errors] of cases) {
        const res = await where(table, whereFields);
        expect(res.statusCode, JSON.stringify(whereFields).slice(0, 80)).toBe(400);
        expect(json(res).errors).toEqual(errors);
      }
      const ok100 = await where('room', [
        { field: 'room_id', type: 'IN', value: Array.from({ length: 100 }, (_, i) => i + 1) },
      ]);
      expect(ok100.statusCode).toBe(200);
    });

    it('escapes LIKE patterns: % and _ match only themselves', async () => {
      for (const name of ['100% Organic Khichdi', '100X Organic Khichdi', 'Kadha_Special', 'KadhaXSpecial'])
        expect((await call('POST', '/api/common/record/diet_item', admin.token, { name })).statusCode).toBe(200);
      const like = async (value: string) =>
        json(
          await call('POST', '/api/common/get-data-by-where/diet_item', admin.token, {
            whereFields: [{ field: 'name', type: 'LIKE', value }],
          }),
        ).data.rows.map((r: { name: string }) => r.name);
      expect(await like('100%')).toEqual(['100% Organic Khichdi']);
      expect(await like('a_S')).toEqual(['Kadha_Special']);
      expect(await like('%')).toEqual(['100% Organic Khichdi']);
      expect(
        json(await call('GET', '/api/common/autocomplete/diet_item/_', admin.token)).data.map(
          (r: { name: string }) => r.name,
        ),
      ).toEqual(['Kadha_Special']);
      expect(await like('khichdi')).toHaveLength(2);
    });

    it('needs the role the entry names: 401 for guests, 403 for users, on reads and writes', async () => {
      // supplier: admins only
      expect((await call('GET', '/api/common/record/supplier')).statusCode).toBe(401);
      expect((await call('GET', '/api/common/record/supplier', user.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/common/record/supplier/${refs.supplier}`, user.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/common/autocomplete/supplier/a', user.token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/common/get-data-by-where/supplier', user.token, { whereFields: [] })).statusCode,
      ).toBe(403);
      // room: logged-in users read, admins write
      expect((await call('GET', '/api/common/record/room')).statusCode).toBe(401);
      expect((await call('GET', '/api/common/record/room', user.token)).statusCode).toBe(200);
      // yoga: anyone reads
      expect((await call('GET', '/api/common/record/yoga')).statusCode).toBe(200);
      const body = { name: 'Tadasana' };
      expect((await call('POST', '/api/common/record/yoga', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/common/record/yoga', user.token, body)).statusCode).toBe(403);
      expect((await call('PUT', `/api/common/record/yoga/${refs.yoga}`, user.token, body)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/common/record/yoga/${refs.yoga}`, user.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/common/record/yoga/${refs.yoga}`)).statusCode).toBe(200);
      const invalidToken = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/common/record/yoga/${refs.yoga}`,
        headers: bearer('not-a-token'),
      });
      expect(invalidToken.statusCode).toBe(401);
    });
  });

  describe('lists page by 20 with serial data.count', () => {
    it('pages 45 records', async () => {
      for (let i = 1; i <= 45; i++)
        await ctx.db
          .insertInto('therapies')
          .values({ name: `Paging Therapy ${String(i).padStart(2, '0')}` })
          .execute();
      const page = async (p: number) =>
        json(
          await call('POST', '/api/common/get-data-by-where/therapy', admin.token, {
            whereFields: [{ field: 'name', type: 'LIKE', value: 'Paging Therapy' }],
            page: p,
          }),
        ).data;
      const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
      expect([p1.count, p1.rows.length, p2.rows.length, p3.rows.length]).toEqual([45, 20, 20, 5]);
      expect(p3.rows.map((r: { name: string }) => r.name)).toEqual(
        [41, 42, 43, 44, 45].map((i) => `Paging Therapy ${i}`),
      );
      expect((await call('GET', '/api/common/record/therapy?page=0', admin.token)).statusCode).toBe(400);
      expect((await call('GET', '/api/common/record/therapy?limit=5', admin.token)).statusCode).toBe(400);
    });
  });

  describe('client settings, staff and uploads', () => {
    beforeAll(async () => {
      await ctx.db
        .insertInto('settings')
        .values([
          { name: 'support_phone', value: '9898989898', is_public: 1 },
          { name: 'internal_note', value: 'treasurer pin', is_public: 0 },
        ])
        .execute();
    });

    it('gives non-admins only public settings', async () => {
      for (const token of [undefined, user.token]) {
        const all = json(await call('GET', '/api/client/get/setting', token)).data;
        expect(all).toContainEqual({ name: 'support_phone', value: '9898989898' });
        expect(all.map((s: { name: string }) => s.name)).not.toContain('internal_note');
        expect((await call('POST', '/api/client/get/setting', token, { name: 'internal_note' })).statusCode).toBe(404);
        expect(json(await call('POST', '/api/client/get/setting', token, { name: 'support_phone' })).data).toEqual({
          name: 'support_phone',
          value: '9898989898',
        });
      }
      expect(
        json(await call('POST', '/api/client/get/setting', admin.token, { name: 'internal_note' })).data.value,
      ).toBe('treasurer pin');
      expect((await call('POST', '/api/client/get/setting', user.token, { name: 'x', extra: 1 })).statusCode).toBe(400);
    });

    it('lists the active doctors of a sub-department as doctor_id and doctor_name', async () => {
      const sub = json(
        await call('POST', '/api/common/record/doctor_sub_department', admin.token, {
          department_id: DEPARTMENT.DOCTOR,
          name: 'Kayachikitsa',
        }),
      ).data.doctor_sub_department_id;
      const drA = await createUser(ctx.db, { name: 'Dr. Meera Joshi' });
      const drB = await createUser(ctx.db, { name: 'Dr. Alpesh Patel' });
      const drC = await createUser(ctx.db, { name: 'Dr. Inactive Shah' });
      for (const [u, is_active] of [
        [drA, 1],
        [drB, 1],
        [drC, 0],
      ] as const)
        expect(
          (
            await call('POST', '/api/common/record/staff', admin.token, {
              user_id: u.user_id,
              department_id: DEPARTMENT.DOCTOR,
              doctor_sub_department_id: sub,
              designation: 'Consultant',
              is_active,
            })
          ).statusCode,
        ).toBe(200);
      const res = await call('GET', `/api/client/get/staffBySubDept/${sub}`);
      expect(json(res).data).toEqual([
        { doctor_id: drB.user_id, doctor_name: 'Dr. Alpesh Patel' },
        { doctor_id: drA.user_id, doctor_name: 'Dr. Meera Joshi' },
      ]);
      expect((await call('GET', '/api/client/get/staffBySubDept/987654')).statusCode).toBe(404);
      expect((await call('GET', '/api/client/get/staffBySubDept/abc')).statusCode).toBe(400);
      const dup = await call('POST', '/api/common/record/staff', admin.token, {
        user_id: drA.user_id,
        department_id: DEPARTMENT.DOCTOR,
      });
      expect(dup.statusCode).toBe(409);
      const noUser = await call('POST', '/api/common/record/staff', admin.token, {
        user_id: 99999999,
        department_id: DEPARTMENT.DOCTOR,
      });
      expect(json(noUser).errors).toEqual({ user_id: 'REF_NOT_FOUND' });
    });

    it('seeds the spec departments and payment modes, and new ones get fresh ids', async () => {
      const deps = json(await call('GET', '/api/common/record/department', admin.token)).data.rows;
      expect(deps.map((d: { department_id: number }) => d.department_id).sort((a: number, b: number) => a - b)).toEqual(
        expect.arrayContaining([1, 2, 4, 19]),
      );
      const modes = json(await call('GET', '/api/common/record/payment_mode')).data.rows;
      expect(modes.map((m: { payment_mode_id: number; name: string }) => [m.payment_mode_id, m.name])).toEqual(
        expect.arrayContaining([
          [1, 'Cash'],
          [2, 'Card'],
        ]),
      );
      const added = await call('POST', '/api/common/record/payment_mode', admin.token, {
        name: 'UPI',
        name_guj: 'યુપીઆઈ',
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(json(added).data.payment_mode_id).toBeGreaterThan(2);
    });

    it('uploads a real image for admins only and refuses what is not an image', async () => {
      const png = multipartBody({}, { name: 'banner.png', type: 'image/png', bytes: await realPng(120, 60) });
      const asUser = await ctx.app.inject({
        method: 'POST',
        url: '/api/common/upload-image',
        payload: png.payload,
        headers: { ...png.headers, ...bearer(user.token) },
      });
      expect(asUser.statusCode).toBe(403);
      const asGuest = await ctx.app.inject({
        method: 'POST',
        url: '/api/common/upload-image',
        payload: png.payload,
        headers: png.headers,
      });
      expect(asGuest.statusCode).toBe(401);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/common/upload-image',
        payload: png.payload,
        headers: { ...png.headers, ...bearer(admin.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.url).toMatch(/^\/uploads\/records\/.+\.webp$/);
      const fake = multipartBody({}, { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') });
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/common/upload-image',
        payload: fake.payload,
        headers: { ...fake.headers, ...bearer(admin.token) },
      });
      expect(bad.statusCode).toBe(415);
    });
  });

  it('documents every registry table in OpenAPI with its exact body', async () => {
    const doc = json(await ctx.app.inject({ url: '/api/openapi.json' }));
    for (const t of RECORD_TABLES) {
      expect(doc.paths[`/api/common/record/${t.table}`]?.get, t.table).toBeDefined();
      expect(doc.paths[`/api/common/get-data-by-where/${t.table}`]?.post).toBeDefined();
    }
    const post = doc.paths['/api/common/record/room'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(post.properties).sort()).toEqual(
      entry('room')
        .fields.map((f) => f.name)
        .sort(),
    );
    expect(post.additionalProperties).toBe(false);
    expect(Object.keys(doc.paths).some((p) => p.includes(':table') || p.includes('{table}'))).toBe(false);
  });

  it('seeds demo clinic data that the registry accepts, with real doctors per sub-department', async () => {
    await seedRecords(ctx.db, '2025-01-01T00:00:00.000Z');
    const subs = json(
      await call('POST', '/api/common/get-data-by-where/doctor_sub_department', undefined, {
        whereFields: [{ field: 'name', type: 'LIKE', value: 'General Medicine' }],
      }),
    ).data.rows;
    expect(subs).toHaveLength(1);
    const doctors = json(await call('GET', `/api/client/get/staffBySubDept/${subs[0].doctor_sub_department_id}`)).data;
    expect(doctors.map((d: { doctor_name: string }) => d.doctor_name)).toEqual(['Dr. Alpesh Patel', 'Dr. Meera Joshi']);
    for (const t of RECORD_TABLES) {
      const schema = updateBodySchema(t);
      const names = writableFields(t).map((f) => f.name);
      for (let page = 1; ; page++) {
        const data = json(await call('GET', `/api/common/record/${t.table}?page=${page}`, admin.token)).data;
        for (const row of data.rows) {
          const body = Object.fromEntries(names.map((n) => [n, row[n]]));
          const parsed = schema.safeParse(body);
          expect(parsed.success, `${t.table} ${JSON.stringify(row)} ${JSON.stringify(parsed.error?.issues)}`).toBe(
            true,
          );
        }
        if (page * 20 >= data.count) break;
      }
    }
  });
});
