import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDataChanged } from '../src/platform/changes';
import { buildPractitionerIndex, setPractitionerIndexEnabled } from '../src/modules/practitioners/public-engine';
import { bearer, registeredUser } from './auth-support';
import { createCity } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 66: the public practitioner list, profile and slots answered from memory give exactly what the database
 * gives, and a booking shows at once. The clock stands on Monday 2026-11-02 at 12:00 India time.
 */
describe('practitioners: the in-memory index', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-02T06:30:00.000Z'));
  const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n)).toISOString().slice(0, 10);
  const cities: number[] = [];
  const specialties: number[] = [];
  const ids: number[] = [];
  let patient: Awaited<ReturnType<typeof registeredUser>>;

  // A fixed pseudo-random sequence: the same practitioners on every run.
  let seed = 20261102;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;

  const get = async (url: string) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return json(res).data;
  };
  /** The same URL answered from the index and from the database. */
  const both = async (url: string) => {
    publicDataChanged(ctx.db, { topic: 'practitioners' });
    setPractitionerIndexEnabled(ctx.db, true);
    await buildPractitionerIndex(ctx.db, clock.now());
    const fromIndex = await get(url);
    setPractitionerIndexEnabled(ctx.db, false);
    const fromDatabase = await get(url);
    setPractitionerIndexEnabled(ctx.db, true);
    return [fromIndex, fromDatabase];
  };
  const slots = async (id: number, date: string) =>
    (await get(`/api/practitioners/${id}/slots?date=${date}`)).slots as { time: string; available: boolean }[];
  const isFree = async (id: number, date: string, time: string) =>
    (await slots(id, date)).find((s) => s.time === time)?.available;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    for (const [name, guj] of [
      ['Surat', 'સુરત'],
      ['Rajkot', 'રાજકોટ'],
      ['Vadodara', 'વડોદરા'],
    ] as const)
      cities.push(
        (await createCity(ctx.db, { city_name: name, city_name_guj: guj, slug: name.toLowerCase() })).city_id,
      );
    for (const name of ['Ayurveda', 'Dentistry', 'Homeopathy', 'Physiotherapy'])
      specialties.push(
        (
          await ctx.db
            .insertInto('master_specialties')
            .values({ name })
            .returning('specialty_id')
            .executeTakeFirstOrThrow()
        ).specialty_id,
      );
    const degree = (
      await ctx.db
        .insertInto('master_medical_degrees')
        .values({ name: 'BAMS' })
        .returning('degree_id')
        .executeTakeFirstOrThrow()
    ).degree_id;
    const first = ['Nita', 'Arun', 'Kavya', 'Hiren', 'Mira', 'Jay', 'Riya', 'Dev'];
    const last: [string, string][] = [
      ['Shah', 'શાહ'],
      ['Patel', 'પટેલ'],
      ['Mehta', 'મહેતા'],
      ['Desai', 'દેસાઈ'],
      ['Joshi', 'જોશી'],
    ];
    for (let i = 0; i < 60; i++) {
      const [surname, surnameGuj] = pick(last);
      const id = (
        await ctx.db
          .insertInto('practitioners')
          .values({
            name: `Dr. ${pick(first)} ${surname}`,
            name_guj: rnd() < 0.6 ? `ડૉ. ${surnameGuj}` : null,
            slug: `doctor-${i}`,
            city_id: rnd() < 0.9 ? pick(cities) : null,
            consultation_fee: rnd() < 0.9 ? Math.floor(rnd() * 10) * 10_000 : null,
            languages: pick([',gu,', ',gu,hi,', ',en,', ',en,gu,hi,', '']),
            // Ties on purpose: the list orders by rating, reviews, then id.
            ratings: pick([0, 3.5, 4, 4.5, 5]),
            review_count: pick([0, 2, 10]),
            is_approve: rnd() < 0.85 ? 1 : pick([0, 2]),
            is_active: rnd() < 0.95 ? 1 : 0,
          })
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id;
      ids.push(id);
      const mine = specialties.filter(() => rnd() < 0.4);
      if (mine.length)
        await ctx.db
          .insertInto('practitioner_specialties')
          .values(mine.map((specialty_id) => ({ practitioner_id: id, specialty_id })))
          .execute();
      if (rnd() < 0.7)
        await ctx.db.insertInto('practitioner_degrees').values({ practitioner_id: id, degree_id: degree }).execute();
      const opens = pick([480, 540, 600, 720]);
      const days = [0, 1, 2, 3, 4, 5, 6].filter(() => rnd() < 0.7);
      if (days.length)
        await ctx.db
          .insertInto('practitioner_timings')
          .values(
            days.flatMap((d) => [
              { practitioner_id: id, day: d, opens, closes: opens + pick([60, 120, 180]) },
              ...(rnd() < 0.5 ? [{ practitioner_id: id, day: d, opens: 1020, closes: 1140 }] : []),
            ]),
          )
          .execute();
      for (const n of [0, 1, 3, 9, -1]) {
        if (rnd() < 0.15)
          await ctx.db
            .insertInto('practitioner_leaves')
            .values({ practitioner_id: id, leave_date: day(n) })
            .execute();
      }
      for (let b = 0; b < 4; b++) {
        const held = rnd() < 0.3;
        await ctx.db
          .insertInto('user_book_appointments')
          .values({
            practitioner_id: id,
            patient_name: 'Walk In',
            patient_phone: '9825000000',
            appointment_date: day(pick([0, 0, 1, 2, 5, -1])),
            time_slot: pick(['08:00', '09:30', '12:30', '13:00', '17:30', '18:00']),
            appointment_type: 1,
            booking_mode: 2,
            booked_by: 1,
            live: rnd() < 0.8 ? 1 : 0,
            // An unpaid online booking's hold: still running, or lapsed a minute ago.
            ...(held
              ? {
                  booking_status: 2,
                  pay_mode: 'online',
                  hold_expires_at: new Date(clock.now().getTime() + pick([-60_000, 600_000])).toISOString(),
                }
              : {}),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    patient = await registeredUser(ctx.app, { owner_name: 'Kiran Desai' });
  });

  afterAll(() => ctx.close());

  it('answers every filter of the list, its count and pages as the database does', async () => {
    const queries = [
      '',
      'limit=50',
      'offset=7&limit=5',
      'available=today&limit=50',
      'available=today&offset=2&limit=3',
      'q=shah',
      'q=SHAH&limit=50',
      'q=' + encodeURIComponent('પટેલ'),
      'q=' + encodeURIComponent('ડૉ'),
      'q=dr.%20nita',
      'q=%25',
      'q=_',
      'language=gu&limit=50',
      'language=en&available=today',
      'fee_min=300&fee_max=600&limit=50',
      'fee_max=0',
      ...cities.map((c) => `city_id=${c}&limit=50`),
      ...specialties.map((s) => `specialty_id=${s}&limit=50`),
      ...specialties.map((s) => `specialty_id=${s}&city_id=${cities[0]}&available=today`),
      `city_id=${cities[1]}&language=hi&q=a&fee_min=100`,
      // Pages that start and end inside the second word of the filters' bits (positions 32–63).
      'offset=31&limit=3',
      'language=gu&offset=20&limit=7',
      'fee_max=500&language=gu&offset=5&limit=5',
      'available=today&language=gu&offset=1&limit=2',
      'language=mr',
      `specialty_id=${specialties[0]}&language=en&fee_min=200`,
      `city_id=${cities[2]}&specialty_id=${specialties[1]}&offset=1&limit=2`,
      `q=a&language=gu&offset=3&limit=4`,
    ];
    let found = 0;
    for (const query of queries) {
      const url = `/api/practitioners?${query}`;
      const [fromIndex, fromDatabase] = await both(url);
      expect(fromIndex, url).toEqual(fromDatabase);
      found += (fromIndex as { count: number }).count;
    }
    expect(found).toBeGreaterThan(200); // the filters find people: the comparison is not of empty pages
    const today = (await both('/api/practitioners?available=today'))[0] as { count: number };
    expect(today.count).toBeGreaterThan(3);
  });

  /** Status and body of one URL from the index and from the database. */
  const raw = async (url: string) => {
    await buildPractitionerIndex(ctx.db, clock.now());
    const fromIndex = await ctx.app.inject({ url });
    setPractitionerIndexEnabled(ctx.db, false);
    const fromDatabase = await ctx.app.inject({ url });
    setPractitionerIndexEnabled(ctx.db, true);
    return [
      { status: fromIndex.statusCode, body: json(fromIndex) },
      { status: fromDatabase.statusCode, body: json(fromDatabase) },
    ];
  };

  it('answers every slot of every practitioner, and the profile, as the database does', async () => {
    let hidden = 0;
    for (const id of ids) {
      for (const n of [-1, 0, 1, 2, 3, 5, 9, 61]) {
        const url = `/api/practitioners/${id}/slots?date=${day(n)}`;
        const [fromIndex, fromDatabase] = await raw(url);
        expect(fromIndex, url).toEqual(fromDatabase);
      }
      const [fromIndex, fromDatabase] = await raw(`/api/practitioners/${id}`);
      expect(fromIndex, `profile ${id}`).toEqual(fromDatabase);
      if (fromIndex!.status === 404) hidden++;
    }
    expect(hidden).toBeGreaterThan(3); // unverified and inactive practitioners are in the fixture, and stay hidden
  });

  describe('bookings show at once', () => {
    let doctor: number;
    const TOMORROW = day(1);
    const booking = (time: string) => ({
      practitioner_id: doctor,
      date: TOMORROW,
      time,
      booked_by: 1,
      patient_name: 'Kiran Desai',
      patient_phone: '9825012345',
      sex: 2,
      appointment_type: 1,
      pay: 'clinic',
    });

    beforeAll(async () => {
      doctor = (
        await ctx.db
          .insertInto('practitioners')
          .values({ name: 'Dr. Fresh Slots', slug: 'fresh', is_approve: 1, is_active: 1 })
          .returning('practitioner_id')
          .executeTakeFirstOrThrow()
      ).practitioner_id;
      await ctx.db
        .insertInto('practitioner_timings')
        .values([0, 1, 2, 3, 4, 5, 6].map((d) => ({ practitioner_id: doctor, day: d, opens: 540, closes: 720 })))
        .execute();
      publicDataChanged(ctx.db, { topic: 'practitioners' });
      await buildPractitionerIndex(ctx.db, clock.now());
    });

    const nextSlot = async () =>
      ((await get('/api/practitioners?q=fresh%20slots')).rows as { next_slot: unknown }[])[0]!.next_slot;

    it('takes a booked slot off and gives a cancelled one back, in the slots and on the card', async () => {
      expect(await isFree(doctor, TOMORROW, '09:00')).toBe(true);
      expect(await nextSlot()).toEqual({ date: TOMORROW, time: '09:00' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: booking('09:00'),
        headers: bearer(patient.token),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await isFree(doctor, TOMORROW, '09:00')).toBe(false);
      expect(await nextSlot()).toEqual({ date: TOMORROW, time: '09:30' });
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/appointments/${json(res).data.appointment_id}/cancel`,
        headers: bearer(patient.token),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await isFree(doctor, TOMORROW, '09:00')).toBe(true);
      expect(await nextSlot()).toEqual({ date: TOMORROW, time: '09:00' });
    });

    it('learns of a booking made through another process within seconds, and frees an unpaid hold when it runs out', async () => {
      const hold = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
      // Written past this process's service, as another process would: the poll every 2 s finds it.
      await ctx.db
        .insertInto('user_book_appointments')
        .values(
          ['10:00', '10:30'].map((time_slot, i) => ({
            practitioner_id: doctor,
            patient_name: 'Elsewhere',
            patient_phone: '9825000001',
            appointment_date: TOMORROW,
            time_slot,
            appointment_type: 1,
            booking_mode: 3,
            booked_by: 1,
            booking_status: 2,
            pay_mode: 'online',
            hold_expires_at: i === 0 ? hold(15) : null,
          })),
        )
        .execute();
      const started = Date.now();
      while ((await isFree(doctor, TOMORROW, '10:30')) && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(await isFree(doctor, TOMORROW, '10:30')).toBe(false);
      expect(await isFree(doctor, TOMORROW, '10:00')).toBe(false);
      // The database decides a booking whatever was shown.
      const taken = await ctx.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: booking('10:30'),
        headers: bearer(patient.token),
      });
      expect(taken.statusCode, taken.body).toBe(409);
      clock.advance(16 * 60_000);
      expect(await isFree(doctor, TOMORROW, '10:00')).toBe(true);
      expect(await isFree(doctor, TOMORROW, '10:30')).toBe(false);
    });
  });
});
