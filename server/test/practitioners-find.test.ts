import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 65: finding a practitioner. The clock stands on Monday 2026-11-02 at 12:00 India time.
 */
describe('practitioners: the public list and profile', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-02T06:30:00.000Z'));
  const TODAY = '2026-11-02';
  const ids: Record<string, number> = {};
  let surat: number;
  let rajkot: number;
  let ayurveda: number;
  let dentist: number;

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/practitioners?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { rows: { practitioner_id: number; next_slot: unknown }[]; count: number };
  };
  const names = async (query: string) => {
    const data = await list(query);
    return data.rows.map((r) => Object.entries(ids).find(([, id]) => id === r.practitioner_id)![0]);
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    surat = (await createCity(ctx.db, { city_name: 'Surat', city_name_guj: 'સુરત', slug: 'surat' })).city_id;
    rajkot = (await createCity(ctx.db, { city_name: 'Rajkot', slug: 'rajkot' })).city_id;
    const master = async (table: 'master_specialties', name: string) =>
      (await ctx.db.insertInto(table).values({ name }).returning('specialty_id').executeTakeFirstOrThrow())
        .specialty_id;
    ayurveda = await master('master_specialties', 'Ayurveda');
    dentist = await master('master_specialties', 'Dentistry');
    const bams = (
      await ctx.db
        .insertInto('master_medical_degrees')
        .values({ name: 'BAMS', full_name: 'Bachelor of Ayurvedic Medicine and Surgery' })
        .returning('degree_id')
        .executeTakeFirstOrThrow()
    ).degree_id;

    const add = async (
      key: string,
      row: { name: string; name_guj?: string; city_id: number; fee: number; languages: string; ratings: number },
      opts: { specialty: number; approve?: number; opens?: number; closes?: number } = { specialty: ayurveda },
    ) => {
      const { fee, ...rest } = row;
      const id = (
        await ctx.db
          .insertInto('practitioners')
          .values({ ...rest, consultation_fee: fee * 100, is_approve: opts.approve ?? 1, slug: key })
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id;
      ids[key] = id;
      await ctx.db
        .insertInto('practitioner_specialties')
        .values({ practitioner_id: id, specialty_id: opts.specialty })
        .execute();
      await ctx.db.insertInto('practitioner_degrees').values({ practitioner_id: id, degree_id: bams }).execute();
      await ctx.db
        .insertInto('practitioner_timings')
        .values(
          [1, 2, 3, 4, 5, 6].map((day) => ({
            practitioner_id: id,
            day,
            opens: opts.opens ?? 600,
            closes: opts.closes ?? 1200,
          })),
        )
        .execute();
      return id;
    };
    await add('shah', {
      name: 'Dr. Nita Shah',
      name_guj: 'ડૉ. નીતા શાહ',
      city_id: surat,
      fee: 400,
      languages: ',gu,hi,',
      ratings: 4.8,
    });
    await add(
      'mehta',
      { name: 'Dr. Arun Mehta', city_id: surat, fee: 900, languages: ',en,hi,', ratings: 4.2 },
      { specialty: dentist },
    );
    // Consults only in the morning: nothing is left today at noon.
    await add(
      'joshi',
      { name: 'Dr. Kavya Joshi', city_id: surat, fee: 300, languages: ',gu,', ratings: 4.5 },
      {
        specialty: ayurveda,
        opens: 540,
        closes: 720,
      },
    );
    const onLeave = await add('patel', {
      name: 'Dr. Hiren Patel',
      city_id: rajkot,
      fee: 500,
      languages: ',gu,en,',
      ratings: 3.9,
    });
    await ctx.db.insertInto('practitioner_leaves').values({ practitioner_id: onLeave, leave_date: TODAY }).execute();
    // Every slot this afternoon is booked.
    const full = await add(
      'desai',
      { name: 'Dr. Mira Desai', city_id: rajkot, fee: 350, languages: ',gu,', ratings: 4.0 },
      {
        specialty: ayurveda,
        opens: 750,
        closes: 810,
      },
    );
    await ctx.db
      .insertInto('user_book_appointments')
      .values(
        ['12:30', '13:00'].map((time_slot) => ({
          practitioner_id: full,
          patient_name: 'Walk In',
          patient_phone: '9825000000',
          appointment_date: TODAY,
          time_slot,
          appointment_type: 1,
          booking_mode: 2,
          booked_by: 1,
        })),
      )
      .execute();
    await add(
      'hidden',
      { name: 'Dr. Unverified Rao', city_id: surat, fee: 100, languages: ',gu,', ratings: 5 },
      {
        specialty: ayurveda,
        approve: 0,
      },
    );
    await ctx.db
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: ids.shah!,
        clinic_name: 'Shah Ayurveda',
        clinic_address: 'Adajan, Surat',
        registration_council: 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
        registration_number: 'GB-2011-0456',
      })
      .execute();
    await ctx.db
      .insertInto('practitioner_answers')
      .values([
        {
          practitioner_id: ids.shah!,
          question: 'Is Nasya safe in winter?',
          answer: 'Yes, with warm oil.',
          is_approve: 1,
        },
        { practitioner_id: ids.shah!, question: 'Unreviewed question?', answer: 'Not yet public.', is_approve: 0 },
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  it('lists only verified practitioners, best rated first, with Load More paging', async () => {
    expect(await names('')).toEqual(['shah', 'joshi', 'mehta', 'desai', 'patel']);
    const page = await list('limit=2&offset=2');
    expect(page.count).toBe(5);
    expect(page.rows.map((r) => r.practitioner_id)).toEqual([ids.mehta, ids.desai]);
  });

  it('sends list cards with the city and specialties by id (the page names them from its own lists)', async () => {
    const [shah] = (await list('q=nita')).rows;
    expect(shah).toEqual({
      practitioner_id: ids.shah,
      name: 'Dr. Nita Shah',
      name_guj: expect.any(String),
      slug: expect.any(String),
      photo: null,
      city_id: surat,
      specialty_ids: [ayurveda],
      degrees: ['BAMS'],
      experience_years: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      fee_paise: 40000,
      languages: ['gu', 'hi'],
      ratings: expect.any(Number),
      review_count: expect.any(Number),
      next_slot: expect.anything(),
    });
  });

  it('offers the specialties that have verified practitioners, with their counts', async () => {
    const res = await ctx.app.inject({ url: '/api/practitioners/specialties' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual([
      { specialty_id: ayurveda, name: 'Ayurveda', name_guj: null, count: 4 },
      { specialty_id: dentist, name: 'Dentistry', name_guj: null, count: 1 },
    ]);
  });

  it('filters by city, specialty, language, fee range and name in either script', async () => {
    expect(await names(`city_id=${surat}`)).toEqual(['shah', 'joshi', 'mehta']);
    expect(await names(`specialty_id=${dentist}`)).toEqual(['mehta']);
    expect(await names(`city_id=${rajkot}&specialty_id=${ayurveda}`)).toEqual(['desai', 'patel']);
    expect(await names('language=en')).toEqual(['mehta', 'patel']);
    expect(await names('fee_min=350&fee_max=500')).toEqual(['shah', 'desai', 'patel']);
    expect(await names('q=nita')).toEqual(['shah']);
    expect(await names(`q=${encodeURIComponent('નીતા')}`)).toEqual(['shah']);
    expect(await names('q=unverified')).toEqual([]);
    const bad = await ctx.app.inject({ url: '/api/practitioners?language=xx&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ language: 'FIELD_INVALID', limit: 'FIELD_INVALID' });
  });

  it('"available today" keeps those with a free slot left today, in India time', async () => {
    // joshi's morning is over, patel is on leave, desai's afternoon is fully booked.
    expect(await names('available=today')).toEqual(['shah', 'mehta']);
    expect((await list('available=today')).count).toBe(2);
    const shah = (await list(`q=nita`)).rows[0]!;
    expect(shah.next_slot).toEqual({ date: TODAY, time: '12:30' });
    const joshi = (await list('q=kavya')).rows[0]!;
    expect(joshi.next_slot).toEqual({ date: '2026-11-03', time: '09:00' });
  });

  it('answers a verified profile with its degrees, registration, next slots and approved answers only', async () => {
    const res = await ctx.app.inject({ url: `/api/practitioners/${ids.shah}` });
    expect(res.statusCode, res.body).toBe(200);
    const p = json(res).data;
    expect(p).toMatchObject({
      name: 'Dr. Nita Shah',
      city_name: 'Surat',
      degrees: ['BAMS'],
      specialties: [{ specialty_id: ayurveda, name: 'Ayurveda' }],
      fee_paise: 40000,
      languages: ['gu', 'hi'],
      registration_number: 'GB-2011-0456',
      locations: [{ name: 'Shah Ayurveda', address: 'Adajan, Surat' }],
    });
    expect(p.next_slots).toHaveLength(12);
    expect(p.next_slots[0]).toEqual({ date: TODAY, time: '12:30' });
    expect(p.questions.map((q: { question: string }) => q.question)).toEqual(['Is Nasya safe in winter?']);
    expect(p.timings).toHaveLength(6);
    expect((await ctx.app.inject({ url: `/api/practitioners/${ids.hidden}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/practitioners/999999' })).statusCode).toBe(404);
  });
});
