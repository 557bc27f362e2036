import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/**
 * Decision 65, the practitioner's own profile: sections saved on their own, practice locations with their own
 * timings (no overlap across locations), images through the upload pipeline, and the private verification
 * document. The clock stands on Sunday 2026-11-01 at 12:00 India time.
 */

/** A small, well-formed one-page PDF. */
function realPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('practitioners: the practitioner’s own profile', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let admin: { token: string; userId: number };
  let doctor: { token: string; id: number };
  let other: { token: string; id: number };
  let patient: Awaited<ReturnType<typeof registeredUser>>;
  let surat: number;
  let vadodara: number;
  const m: Record<string, number> = {};

  const registerPractitioner = async (name: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name, phone: uniquePhone(), password: GOOD_PASSWORD, agree: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { token: json(res).data.token as string, id: json(res).data.practitioner_id as number };
  };
  const api = (token: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(payload ? { payload } : {}), ...(token ? { headers: bearer(token) } : {}) });
  const upload = (
    token: string | null,
    url: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const body = multipartBody(fields, file);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const professional = (over: Record<string, unknown> = {}) => ({
    degree_ids: [m.bams, m.md],
    specialty_ids: [m.ayurveda, m.panchakarma],
    experience_years: 12,
    languages: ['hi', 'gu'],
    fee_rupees: 450,
    service_type_ids: [m.consult],
    therapy_ids: [m.shirodhara],
    about: 'Classical Ayurveda.',
    ...over,
  });
  const personal = {
    date_of_birth: '1980-04-12',
    sex: 2,
    personal_phone: '9825099999',
    personal_email: 'meera.home@example.com',
    home_address: '14 Secret Society, Vesu, Surat',
    emergency_contact_name: 'Anil Joshi',
    emergency_contact_phone: '9825088888',
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await adminSession(ctx);
    surat = (await createCity(ctx.db, { city_name: 'Surat', slug: 'surat' })).city_id;
    vadodara = (await createCity(ctx.db, { city_name: 'Vadodara', slug: 'vadodara' })).city_id;
    const id = async (table: string, column: string, values: Record<string, unknown>) =>
      (
        (await ctx.db
          .insertInto(table as 'master_specialties')
          .values(values as never)
          .returning(column as 'specialty_id')
          .executeTakeFirstOrThrow()) as Record<string, number>
      )[column]!;
    m.ayurveda = await id('master_specialties', 'specialty_id', { name: 'Ayurveda', name_guj: 'આયુર્વેદ' });
    m.panchakarma = await id('master_specialties', 'specialty_id', { name: 'Panchakarma' });
    m.bams = await id('master_medical_degrees', 'degree_id', { name: 'BAMS' });
    m.md = await id('master_medical_degrees', 'degree_id', { name: 'MD (Ayu)' });
    m.consult = await id('master_type_of_services', 'service_type_id', { name: 'Consultation', name_guj: 'પરામર્શ' });
    m.shirodhara = await id('therapies', 'therapy_id', { name: 'Shirodhara' });
    doctor = await registerPractitioner('Dr. Meera Joshi');
    other = await registerPractitioner('Dr. Other Person');
    patient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });
  });
  afterAll(() => ctx.close());

  it('guards the workspace: 401 for a guest, 403 for a patient', async () => {
    expect((await api(null, 'GET', '/api/practitioner/profile')).statusCode).toBe(401);
    expect((await api(patient.token, 'GET', '/api/practitioner/profile')).statusCode).toBe(403);
    expect((await api(patient.token, 'PUT', '/api/practitioner/profile/personal', personal)).statusCode).toBe(403);
  });

  it('starts with one location named after the practitioner, pending verification', async () => {
    const me = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data;
    expect(me.practitioner_id).toBe(doctor.id);
    expect(me.locations).toEqual([expect.objectContaining({ name: 'Dr. Meera Joshi', address: null })]);
    expect(me.verification).toEqual({
      status: 0,
      reason: null,
      registration_council: null,
      registration_number: null,
      document: null,
    });
  });

  it('saves the professional section (masters checked, fee in paise) and reads it back', async () => {
    const res = await api(doctor.token, 'PUT', '/api/practitioner/profile/professional', professional());
    expect(res.statusCode, res.body).toBe(200);
    const p = json(res).data.professional;
    expect(p).toEqual({
      degree_ids: [m.bams, m.md],
      specialty_ids: [m.ayurveda, m.panchakarma],
      experience_years: 12,
      languages: ['gu', 'hi'],
      fee_rupees: 450,
      service_type_ids: [m.consult],
      therapy_ids: [m.shirodhara],
      about: 'Classical Ayurveda.',
    });
    const row = await ctx.db
      .selectFrom('practitioners')
      .select(['consultation_fee', 'languages', 'specialty_id'])
      .where('practitioner_id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consultation_fee: 45_000, languages: ',gu,hi,', specialty_id: m.ayurveda });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ specialty_ids: [m.ayurveda, 999_999] }, { 'specialty_ids.1': 'MASTER_UNKNOWN' }],
      [{ degree_ids: [999_999] }, { 'degree_ids.0': 'MASTER_UNKNOWN' }],
      [{ therapy_ids: [999_998] }, { 'therapy_ids.0': 'MASTER_UNKNOWN' }],
      [{ specialty_ids: [] }, { specialty_ids: 'SPECIALTY_REQUIRED' }],
      [{ fee_rupees: 45.5 }, { fee_rupees: 'FEE_INVALID' }],
      [{ fee_rupees: -1 }, { fee_rupees: 'FEE_INVALID' }],
      [{ languages: ['xx'] }, { 'languages.0': 'FIELD_INVALID' }],
      [{ experience_years: 200 }, { experience_years: 'FIELD_INVALID' }],
    ];
    for (const [over, errors] of cases) {
      const bad = await api(doctor.token, 'PUT', '/api/practitioner/profile/professional', professional(over));
      expect(bad.statusCode, JSON.stringify(over)).toBe(400);
      expect(json(bad).errors).toEqual(errors);
    }
    // Nothing of the refused saves was kept.
    const again = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data.professional;
    expect(again.specialty_ids).toEqual([m.ayurveda, m.panchakarma]);
    expect(again.fee_rupees).toBe(450);
  });

  it('keeps personal details private: saved and read back by the practitioner only', async () => {
    const res = await api(doctor.token, 'PUT', '/api/practitioner/profile/personal', personal);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.personal).toEqual(personal);
    // The other sections are untouched by this save.
    expect(json(res).data.professional.fee_rupees).toBe(450);
    const bad = await api(doctor.token, 'PUT', '/api/practitioner/profile/personal', {
      ...personal,
      personal_phone: '12',
      date_of_birth: '2030-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ personal_phone: 'MOBILE_INVALID' });
    const future = await api(doctor.token, 'PUT', '/api/practitioner/profile/personal', {
      ...personal,
      date_of_birth: '2030-01-01',
    });
    expect(json(future).errors).toEqual({ date_of_birth: 'DATE_INVALID' });
    // Another practitioner's workspace shows their own (empty) personal section, never this one.
    const theirs = json(await api(other.token, 'GET', '/api/practitioner/profile')).data;
    expect(theirs.practitioner_id).toBe(other.id);
    expect(theirs.personal.home_address).toBeNull();
  });

  it('saves practice locations (city from the reference list, an https map link) and refuses bad ones', async () => {
    const first = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data.locations[0].location_id;
    const body = {
      locations: [
        {
          location_id: first,
          name: 'Joshi Ayurveda',
          address: 'Adajan, Surat',
          city_id: surat,
          map_url: 'https://maps.example.com/?q=adajan',
        },
        { name: 'Vadodara Clinic', address: 'Alkapuri, Vadodara', city_id: vadodara },
      ],
    };
    const res = await api(doctor.token, 'PUT', '/api/practitioner/profile/locations', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = json(res).data.locations;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ location_id: first, name: 'Joshi Ayurveda', city_name: 'Surat' });
    expect(saved[1]).toMatchObject({ name: 'Vadodara Clinic', city_id: vadodara, map_url: null });

    const otherLocation = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.locations[0]
      .location_id;
    const cases: [object, Record<string, string>][] = [
      [
        { locations: [{ ...body.locations[0], map_url: 'javascript:alert(1)' }] },
        { 'locations.0.map_url': 'MAP_URL_INVALID' },
      ],
      [
        { locations: [{ ...body.locations[0], map_url: 'http://maps.example.com' }] },
        { 'locations.0.map_url': 'MAP_URL_INVALID' },
      ],
      [{ locations: [{ ...body.locations[0], city_id: 999_999 }] }, { 'locations.0.city_id': 'CITY_UNKNOWN' }],
      [{ locations: [{ ...body.locations[0], name: ' ' }] }, { 'locations.0.name': 'NAME_REQUIRED' }],
      [{ locations: [] }, { locations: 'LOCATION_REQUIRED' }],
      // Another practitioner's location is not one of yours.
      [
        { locations: [{ ...body.locations[0], location_id: otherLocation }] },
        { 'locations.0.location_id': 'LOCATION_UNKNOWN' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const bad = await api(doctor.token, 'PUT', '/api/practitioner/profile/locations', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(bad).errors).toEqual(errors);
    }
    const theirs = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.locations;
    expect(theirs).toEqual([expect.objectContaining({ location_id: otherLocation, name: 'Dr. Other Person' })]);
  });

  it('keeps a week per location; two locations may not overlap on a day; slots name their location', async () => {
    const [surat1, vadodara1] = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data.locations.map(
      (l: { location_id: number }) => l.location_id,
    );
    const put = (token: string, body: object) => api(token, 'PUT', '/api/practitioner/timings', body);
    const overlap = await put(doctor.token, {
      week: [
        { day: 1, opens: '09:00', closes: '12:00', location_id: surat1 },
        { day: 1, opens: '11:30', closes: '13:00', location_id: vadodara1 },
      ],
      leave: [],
    });
    expect(overlap.statusCode).toBe(400);
    expect(json(overlap).errors).toEqual({ 'week.1.opens': 'TIMING_OVERLAP_LOCATION' });
    // The window is named by its place in the request, whichever order the windows come in.
    const late = await put(doctor.token, {
      week: [
        { day: 5, opens: '09:00', closes: '10:00', location_id: surat1 },
        { day: 1, opens: '09:00', closes: '10:00', location_id: 999_999 },
      ],
      leave: [],
    });
    expect(json(late).errors).toEqual({ 'week.1.location_id': 'LOCATION_UNKNOWN' });
    const foreign = await put(other.token, {
      week: [{ day: 1, opens: '09:00', closes: '10:00', location_id: surat1 }],
      leave: [],
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).errors).toEqual({ 'week.0.location_id': 'LOCATION_UNKNOWN' });

    const saved = await put(doctor.token, {
      week: [
        { day: 1, opens: '09:00', closes: '10:00', location_id: surat1 },
        { day: 1, opens: '17:00', closes: '18:00', location_id: vadodara1 },
        { day: 2, opens: '09:00', closes: '10:00' },
      ],
      leave: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.week).toEqual([
      { day: 1, opens: '09:00', closes: '10:00', location_id: surat1 },
      { day: 1, opens: '17:00', closes: '18:00', location_id: vadodara1 },
      { day: 2, opens: '09:00', closes: '10:00', location_id: surat1 },
    ]);

    const verify = await api(admin.token, 'PATCH' as 'PUT', `/api/admin/practitioners/${doctor.id}/verification`, {
      is_approve: 1,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const slots = json(await api(null, 'GET', `/api/practitioners/${doctor.id}/slots?date=2026-11-02`)).data.slots;
    expect(slots).toEqual([
      { time: '09:00', available: true, location_id: surat1 },
      { time: '09:30', available: true, location_id: surat1 },
      { time: '17:00', available: true, location_id: vadodara1 },
      { time: '17:30', available: true, location_id: vadodara1 },
    ]);

    // A booking records the location of its slot; moving it records the new one.
    const booked = await api(patient.token, 'POST', '/api/appointments', {
      practitioner_id: doctor.id,
      date: '2026-11-02',
      time: '17:00',
      booked_by: 1,
      patient_name: 'Kiran Desai',
      patient_phone: '9825012345',
      sex: 2,
      appointment_type: 1,
      pay: 'clinic',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = json(booked).data.appointment_id as number;
    const where = () =>
      ctx.db
        .selectFrom('user_book_appointments')
        .select('location_id')
        .where('appointment_id', '=', appointmentId)
        .executeTakeFirstOrThrow();
    expect((await where()).location_id).toBe(vadodara1);
    const moved = await api(patient.token, 'PUT', `/api/appointments/${appointmentId}/slot`, {
      date: '2026-11-02',
      time: '09:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).data).toMatchObject({
      location_id: surat1,
      location_name: 'Joshi Ayurveda',
      location_address: 'Adajan, Surat',
    });
    expect((await where()).location_id).toBe(surat1);

    // A location with a visit booked ahead cannot be removed; one without can, and its timings go with it.
    const profile = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data;
    const only = (id: number) => ({
      locations: profile.locations
        .filter((l: { location_id: number }) => l.location_id === id)
        .map(({ location_id, name, address, city_id, map_url }: Record<string, unknown>) => ({
          location_id,
          name,
          address,
          city_id,
          map_url,
        })),
    });
    const refused = await api(doctor.token, 'PUT', '/api/practitioner/profile/locations', only(vadodara1));
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({ locations: 'LOCATION_HAS_VISITS' });
    // Vadodara has no visit ahead (the visit moved to Surat): it goes, and its timings with it.
    const ok = await api(doctor.token, 'PUT', '/api/practitioner/profile/locations', only(surat1));
    expect(ok.statusCode, ok.body).toBe(200);
    const week = json(await api(doctor.token, 'GET', '/api/practitioner/timings')).data.week;
    expect(week.map((w: { location_id: number }) => w.location_id)).toEqual([surat1, surat1]);
  });

  it('uploads a photo, gallery and banners through the image pipeline, with a limit, and refuses non-images', async () => {
    const png = await realPng(300, 200);
    const photo = await upload(
      doctor.token,
      '/api/practitioner/profile/photo',
      {},
      { name: 'me.png', type: 'image/png', bytes: png },
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect(json(photo).data.photo).toMatch(/^\/uploads\/practitioners\/\d+\/.+\.webp$/);

    const fake = await upload(
      doctor.token,
      '/api/practitioner/profile/media',
      { kind: 'gallery' },
      {
        name: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    );
    expect(fake.statusCode).toBe(415);
    expect(json(fake).errors).toEqual({ file: 'UNSUPPORTED_IMAGE' });
    const badKind = await upload(
      doctor.token,
      '/api/practitioner/profile/media',
      { kind: 'poster' },
      {
        name: 'a.png',
        type: 'image/png',
        bytes: png,
      },
    );
    expect(badKind.statusCode).toBe(400);
    expect(json(badKind).errors).toEqual({ kind: 'FIELD_INVALID' });

    const banners = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(
        doctor.token,
        '/api/practitioner/profile/media',
        { kind: 'banner' },
        {
          name: 'b.png',
          type: 'image/png',
          bytes: png,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      banners.push(json(res).data);
    }
    const full = await upload(
      doctor.token,
      '/api/practitioner/profile/media',
      { kind: 'banner' },
      {
        name: 'b.png',
        type: 'image/png',
        bytes: png,
      },
    );
    expect(full.statusCode).toBe(409);
    expect(json(full).errors).toEqual({ file: 'MEDIA_FULL' });
    const gallery = await upload(
      doctor.token,
      '/api/practitioner/profile/media',
      { kind: 'gallery' },
      {
        name: 'g.png',
        type: 'image/png',
        bytes: png,
      },
    );
    expect(gallery.statusCode).toBe(201);

    // Another practitioner cannot remove your banner.
    expect(
      (await api(other.token, 'DELETE', `/api/practitioner/profile/media/${banners[0].media_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await api(doctor.token, 'DELETE', `/api/practitioner/profile/media/${banners[0].media_id}`)).statusCode,
    ).toBe(200);
    const me = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data;
    expect(me.banners).toHaveLength(2);
    expect(me.gallery).toHaveLength(1);
  });

  it('takes a verification submission with a private proof: only the owner and admins can fetch it', async () => {
    const submit = (
      token: string,
      fields: Record<string, string>,
      file?: { name: string; type: string; bytes: Buffer },
    ) => upload(token, '/api/practitioner/verification', fields, file);
    const fields = { registration_council: 'Gujarat Board of Ayurveda', registration_number: 'GB-2011-0456' };

    const fakePdf = await submit(doctor.token, fields, {
      name: 'proof.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n<script>not really a pdf</script>\n%%EOF\n'),
    });
    expect(fakePdf.statusCode).toBe(415);
    expect(json(fakePdf).errors).toEqual({ file: 'UNSUPPORTED_DOCUMENT' });
    const text = await submit(doctor.token, fields, {
      name: 'proof.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(415);
    const scripted = realPdf()
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>');
    const js = await submit(doctor.token, fields, {
      name: 'p.pdf',
      type: 'application/pdf',
      bytes: Buffer.from(scripted, 'latin1'),
    });
    expect(js.statusCode).toBe(415);
    const noFile = await submit(doctor.token, fields);
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).errors).toEqual({ file: 'NO_FILE_SELECTED' });
    const badNumber = await submit(
      doctor.token,
      { ...fields, registration_number: '<b>' },
      {
        name: 'p.pdf',
        type: 'application/pdf',
        bytes: realPdf(),
      },
    );
    expect(badNumber.statusCode).toBe(400);
    expect(json(badNumber).errors).toEqual({ registration_number: 'REGISTRATION_NUMBER_INVALID' });
    expect(await ctx.db.selectFrom('practitioner_documents').selectAll().execute()).toEqual([]);

    // The practitioner was verified (previous test); a changed registration makes them pending again.
    const res = await submit(doctor.token, fields, { name: 'proof.pdf', type: 'application/pdf', bytes: realPdf() });
    expect(res.statusCode, res.body).toBe(201);
    const v = json(res).data;
    expect(v).toMatchObject({
      status: 0,
      registration_council: 'Gujarat Board of Ayurveda',
      registration_number: 'GB-2011-0456',
      document: { content_type: 'application/pdf', registration_number: 'GB-2011-0456' },
    });
    const documentId = v.document.document_id as number;
    const trail = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'practitioner')
      .where('entity_id', '=', String(doctor.id))
      .execute();
    expect(trail.map((t) => t.action)).toContain('practitioner.verification_submitted');

    const file = (token: string | null) => api(token, 'GET', `/api/practitioner-documents/${documentId}`);
    expect((await file(null)).statusCode).toBe(401);
    expect((await file(patient.token)).statusCode).toBe(404);
    expect((await file(other.token)).statusCode).toBe(404);
    const mine = await file(doctor.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forAdmin = await file(admin.token);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.rawPayload.equals(mine.rawPayload)).toBe(true);

    // Rejected with a reason, the practitioner sees it; an image proof goes through the image pipeline.
    await api(admin.token, 'PATCH' as 'PUT', `/api/admin/practitioners/${doctor.id}/verification`, {
      is_approve: 2,
      reason: 'The certificate is not readable.',
    });
    const seen = json(await api(doctor.token, 'GET', '/api/practitioner/profile')).data.verification;
    expect(seen).toMatchObject({ status: 2, reason: 'The certificate is not readable.' });
    const image = await submit(doctor.token, fields, {
      name: 'scan.png',
      type: 'image/png',
      bytes: await realPng(120, 80),
    });
    expect(image.statusCode, image.body).toBe(201);
    expect(json(image).data).toMatchObject({ status: 0, reason: null, document: { content_type: 'image/webp' } });
    const scan = await api(doctor.token, 'GET', `/api/practitioner-documents/${json(image).data.document.document_id}`);
    expect(scan.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // Verified, the same registration with a clearer copy keeps the practitioner verified.
    await api(admin.token, 'PATCH' as 'PUT', `/api/admin/practitioners/${doctor.id}/verification`, { is_approve: 1 });
    const copy = await submit(doctor.token, fields, { name: 'proof.pdf', type: 'application/pdf', bytes: realPdf() });
    expect(json(copy).data.status).toBe(1);
  });

  it('shows locations, photo, gallery and services publicly — never personal data or the proof document', async () => {
    const res = await api(null, 'GET', `/api/practitioners/${doctor.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = json(res).data;
    expect(p.locations).toEqual([expect.objectContaining({ name: 'Joshi Ayurveda', city_name: 'Surat' })]);
    expect(p.photo).toMatch(/\.webp$/);
    expect(p.gallery).toHaveLength(1);
    expect(p.banners).toHaveLength(2);
    expect(p.services).toEqual([{ id: m.consult, name: 'Consultation', name_guj: 'પરામર્શ' }]);
    expect(p.therapies).toEqual([{ id: m.shirodhara, name: 'Shirodhara', name_guj: null }]);
    expect(p.registration_number).toBe('GB-2011-0456');
    for (const secret of [
      personal.home_address,
      personal.personal_phone,
      personal.personal_email,
      personal.date_of_birth,
      personal.emergency_contact_name,
      'practitioner-documents',
      'document_id',
      'storage_key',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    const list = await api(null, 'GET', '/api/practitioners?limit=50');
    for (const secret of [personal.home_address, personal.personal_phone, 'practitioner-documents']) {
      expect(list.body).not.toContain(secret);
    }
    // The first location's city is where the list finds the practitioner.
    const inSurat = json(await api(null, 'GET', `/api/practitioners?city_id=${surat}&limit=50`)).data;
    expect(inSurat.rows.map((r: { practitioner_id: number }) => r.practitioner_id)).toContain(doctor.id);
    // The proof is nowhere under the public uploads.
    const doc = await ctx.db.selectFrom('practitioner_documents').select('storage_key').executeTakeFirstOrThrow();
    expect((await ctx.app.inject({ url: `/uploads/${doc.storage_key}` })).statusCode).toBe(404);
  });

  it('serialises location saves of one practitioner racing: each replaces the list whole', async () => {
    const base = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.locations[0];
    const body = (name: string) => ({
      locations: [
        { location_id: base.location_id, name: 'Main', address: 'Ring Road, Surat', city_id: surat },
        { name, address: 'Station Road, Surat', city_id: surat },
      ],
    });
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) =>
        api(other.token, 'PUT', '/api/practitioner/profile/locations', body(`Clinic ${n}`)),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const after = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.locations;
    // Four saves each listing the main location and one new one: the last to commit leaves exactly two.
    expect(after).toHaveLength(2);
    expect(after[0].location_id).toBe(base.location_id);
  });

  it('never leaves timings at a location removed while they were being saved', async () => {
    const loc = (name: string, location_id?: number) => ({
      ...(location_id ? { location_id } : {}),
      name,
      address: 'Ring Road, Surat',
      city_id: surat,
    });
    for (let round = 0; round < 4; round++) {
      const [main] = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.locations;
      const both = json(
        await api(other.token, 'PUT', '/api/practitioner/profile/locations', {
          locations: [loc('Main', main.location_id), loc(`Extra ${round}`)],
        }),
      ).data.locations;
      const extra = both[1].location_id as number;
      const [removal, timings] = await Promise.all([
        api(other.token, 'PUT', '/api/practitioner/profile/locations', { locations: [loc('Main', main.location_id)] }),
        api(other.token, 'PUT', '/api/practitioner/timings', {
          week: [{ day: 3, opens: '09:00', closes: '10:00', location_id: extra }],
          leave: [],
        }),
      ]);
      expect(removal.statusCode, removal.body).toBe(200);
      expect([200, 400]).toContain(timings.statusCode);
      const orphans = await ctx.db
        .selectFrom('practitioner_timings as t')
        .innerJoin('practitioner_locations as l', 'l.location_id', 't.location_id')
        .select('t.timing_id')
        .where('t.practitioner_id', '=', other.id)
        .where('l.is_active', '=', 0)
        .execute();
      expect(orphans).toEqual([]);
    }
  });

  it('keeps the banner limit when uploads race (the count is taken under a lock)', async () => {
    const png = await realPng(80, 40);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(
          other.token,
          '/api/practitioner/profile/media',
          { kind: 'banner' },
          {
            name: 'b.png',
            type: 'image/png',
            bytes: png,
          },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const banners = json(await api(other.token, 'GET', '/api/practitioner/profile')).data.banners;
    expect(banners).toHaveLength(3);
  });
});
