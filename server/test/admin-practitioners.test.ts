import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

/**
 * Decision 65, the admin's side: the verification queue (pending first, registration and proof document) and every
 * appointment with filters, paging and CSV; admins only.
 */
describe('admin: practitioners to verify and all appointments', () => {
  let ctx: TestContext;
  let admin: string;
  let user: string;
  let practitionerToken: string;
  let surat: number;
  let rajkot: number;
  const ids: Record<string, number> = {};
  let documentId: number;

  const get = (url: string, token: string | null = admin) =>
    ctx.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
  const rows = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { rows: Record<string, unknown>[]; count: number };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await adminSession(ctx)).token;
    user = (await registeredUser(ctx.app)).token;
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Own Account', phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    practitionerToken = json(reg).data.token;
    ids.own = json(reg).data.practitioner_id;
    surat = (await createCity(ctx.db, { city_name: 'Surat', slug: 'surat-adm' })).city_id;
    rajkot = (await createCity(ctx.db, { city_name: 'Rajkot', slug: 'rajkot-adm' })).city_id;
    const add = async (key: string, row: Record<string, unknown>) => {
      ids[key] = (
        await ctx.db
          .insertInto('practitioners')
          .values({ city_id: surat, phone: '9825000000', ...row } as never)
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id;
    };
    await add('verified', { name: 'Dr. Verified Shah', is_approve: 1 });
    await add('pending', { name: 'Dr. Pending Vora', name_guj: 'ડૉ. વોરા', is_approve: 0, city_id: rajkot });
    await add('rejected', { name: 'Dr. Rejected Rana', is_approve: 2, verification_reason: 'No proof' });
    await ctx.db
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: ids.verified!,
        clinic_name: 'Shah Clinic',
        registration_council: 'Gujarat Medical Council',
        registration_number: 'G-1001',
      })
      .execute();
    // The pending practitioner sent a proof twice: the latest counts.
    for (const number of ['OLD-1', 'GBAU-2002']) {
      documentId = (
        await ctx.db
          .insertInto('practitioner_documents')
          .values({
            practitioner_id: ids.pending!,
            storage_key: `documents/${number}.pdf`,
            content_type: 'application/pdf',
            size_bytes: 1000,
            registration_council: 'Gujarat Board of Ayurveda',
            registration_number: number,
          })
          .returning('document_id')
          .executeTakeFirstOrThrow()
      ).document_id;
    }

    const book = (practitioner: string, date: string, time: string, over: Record<string, unknown> = {}) =>
      ctx.db
        .insertInto('user_book_appointments')
        .values({
          practitioner_id: ids[practitioner]!,
          appointment_date: date,
          time_slot: time,
          patient_name: 'Kiran Desai',
          patient_phone: '9825012345',
          appointment_type: 1,
          booking_mode: 3,
          booked_by: 1,
          fee_paise: 50_000,
          status: 1,
          booking_status: 2,
          live: 1,
          ...over,
        } as never)
        .execute();
    await book('verified', '2026-11-02', '09:00');
    await book('verified', '2026-11-02', '09:30', { patient_name: 'Shah, "Raju"', status: 4, booking_status: 1 });
    await book('verified', '2026-11-05', '10:00', { patient_name: 'નીતા પટેલ', status: 5, live: 0 });
    await book('verified', '2026-11-09', '10:00', { patient_name: '=HYPERLINK("x")' });
    await book('pending', '2026-11-03', '11:00', { patient_name: 'Rajkot Patient' });
  });
  afterAll(() => ctx.close());

  it('lists practitioners pending first, with the registration and the latest proof document', async () => {
    const { rows: list, count } = await rows('/api/admin/practitioners');
    expect(count).toBe(4);
    expect(list.map((r) => r.is_approve)).toEqual([0, 0, 2, 1]);
    const pending = list.find((r) => r.practitioner_id === ids.pending)!;
    expect(pending).toMatchObject({
      name: 'Dr. Pending Vora',
      city: 'Rajkot',
      registration_council: 'Gujarat Board of Ayurveda',
      registration_number: 'GBAU-2002',
      document_id: documentId,
      document_type: 'application/pdf',
    });
    expect(list.find((r) => r.practitioner_id === ids.verified)).toMatchObject({
      registration_number: 'G-1001',
      document_id: null,
    });
    expect(list.find((r) => r.practitioner_id === ids.rejected)).toMatchObject({
      is_approve: 2,
      verification_reason: 'No proof',
    });
  });

  it('filters the queue by state, city and name (either script), and pages it', async () => {
    expect((await rows('/api/admin/practitioners?is_approve=0')).rows.map((r) => r.practitioner_id).sort()).toEqual(
      [ids.own, ids.pending].sort(),
    );
    expect((await rows(`/api/admin/practitioners?city_id=${rajkot}`)).rows.map((r) => r.practitioner_id)).toEqual([
      ids.pending,
    ]);
    expect((await rows('/api/admin/practitioners?q=વોરા')).rows.map((r) => r.practitioner_id)).toEqual([ids.pending]);
    expect((await rows('/api/admin/practitioners?q=100%25')).count).toBe(0); // % is a character, not a wildcard
    const page = await rows('/api/admin/practitioners?limit=2&offset=2');
    expect(page).toMatchObject({ count: 4 });
    expect(page.rows).toHaveLength(2);
    expect((await get('/api/admin/practitioners?is_approve=7')).statusCode).toBe(400);
  });

  it('a verification through the audited PATCH moves the practitioner out of the pending part', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${ids.own}/verification`,
      payload: { is_approve: 2, reason: 'Registration number not found' },
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = (await rows('/api/admin/practitioners?is_approve=2')).rows.find((r) => r.practitioner_id === ids.own);
    expect(own).toMatchObject({ verification_reason: 'Registration number not found' });
    expect((await rows('/api/admin/practitioners?is_approve=0')).rows.map((r) => r.practitioner_id)).toEqual([
      ids.pending,
    ]);
  });

  it('lists every appointment latest first, with names, city and status names', async () => {
    const { rows: list, count } = await rows('/api/admin/appointments');
    expect(count).toBe(5);
    expect(list.map((r) => `${r.date} ${r.time}`)).toEqual([
      '2026-11-09 10:00',
      '2026-11-05 10:00',
      '2026-11-03 11:00',
      '2026-11-02 09:30',
      '2026-11-02 09:00',
    ]);
    expect(list[3]).toMatchObject({
      practitioner_name: 'Dr. Verified Shah',
      city: 'Surat',
      status: 4,
      status_name: 'Checkout',
      booking_status: 1,
      booking_status_name: 'Confirm',
      fee_paise: 50_000,
    });
  });

  it('filters appointments by date range, practitioner, city, visit and booking status', async () => {
    const dates = async (query: string) => (await rows(`/api/admin/appointments?${query}`)).rows.map((r) => r.date);
    expect(await dates('from=2026-11-03&to=2026-11-05')).toEqual(['2026-11-05', '2026-11-03']);
    expect(await dates('from=2026-11-05')).toEqual(['2026-11-09', '2026-11-05']);
    expect(await dates(`practitioner_id=${ids.pending}`)).toEqual(['2026-11-03']);
    expect(await dates(`city_id=${rajkot}`)).toEqual(['2026-11-03']);
    expect(await dates('status=5')).toEqual(['2026-11-05']);
    expect(await dates('booking_status=1')).toEqual(['2026-11-02']);
    expect(await dates(`status=1&city_id=${surat}&to=2026-11-08`)).toEqual(['2026-11-02']);
    const page = await rows('/api/admin/appointments?limit=2&offset=4');
    expect(page.count).toBe(5);
    expect(page.rows.map((r) => r.date)).toEqual(['2026-11-02']);
  });

  it('refuses a bad filter with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-11-09&to=2026-11-01', 'to', 'DATE_RANGE_INVALID'],
      ['from=2026-02-30', 'from', 'DATE_INVALID'],
      ['status=9', 'status', 'STATUS_INVALID'],
      ['booking_status=3', 'booking_status', 'STATUS_INVALID'],
      ['practitioner_id=abc', 'practitioner_id', ''],
    ];
    for (const [query, field, key] of cases) {
      const res = await get(`/api/admin/appointments?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = json(res);
      expect(Object.keys(body.errors ?? body.field_errors ?? {}), query).toContain(field);
      if (key) expect(JSON.stringify(body), query).toContain(key);
    }
  });

  it('downloads the filtered appointments as CSV: a byte-order mark, quoted cells, Gujarati intact, no formulas', async () => {
    const res = await get('/api/admin/appointments?format=csv&to=2026-11-05&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointments.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'appointment_id,date,time,practitioner_id,practitioner_name,city,patient_name,patient_phone,status,status_name,booking_status,booking_status_name,pay_mode,fee_paise,created_at,cancelled_at',
    );
    // Every row of the filter (not the page's limit), and none outside it.
    expect(lines).toHaveLength(1 + 4);
    expect(text).toContain(',"Shah, ""Raju""",');
    expect(text).toContain(',નીતા પટેલ,');
    expect(text).not.toContain('HYPERLINK'); // 2026-11-09 is outside the filter
    const all = (await get('/api/admin/appointments?format=csv')).rawPayload.toString('utf8');
    expect(all).toContain(`,"'=HYPERLINK(""x"")",`); // a formula is written as text
  });

  it('downloads the queue as CSV', async () => {
    const res = await get('/api/admin/practitioners?format=csv&is_approve=0');
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFpractitioner_id,name,name_guj,')).toBe(true);
    expect(text).toContain('Dr. Pending Vora,ડૉ. વોરા,');
    expect(text).toContain(',GBAU-2002,');
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('is for admins only: a guest gets 401, a plain user and a practitioner 403', async () => {
    for (const url of [
      '/api/admin/practitioners',
      '/api/admin/appointments',
      '/api/admin/appointments?format=csv',
      '/api/admin/practitioners?format=csv',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, user)).statusCode, url).toBe(403);
      expect((await get(url, practitionerToken)).statusCode, url).toBe(403);
    }
  });
});
