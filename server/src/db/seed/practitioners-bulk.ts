/**
 * Practitioners in bulk, for measuring (decision 65, `npm run bench` seeds 5,000): verified practitioners beyond
 * the demo's 32, spread over every active city and the specialties, each with a degree, languages, a fee, weekly
 * timings, a leave day and a few live bookings in the coming days — the rows the public list, the profile and
 * the slots read. Names are drawn from Gujarati first names and surnames in both scripts. Deterministic for a seed.
 */
import type { Kysely } from 'kysely';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { slugify } from '@gd/contracts/patterns';
import type { DB } from '../schema';
import { createRandom } from './random';

const FIRST = [
  ['Amit', 'અમિત'],
  ['Bhavesh', 'ભાવેશ'],
  ['Chetna', 'ચેતના'],
  ['Darshan', 'દર્શન'],
  ['Ekta', 'એકતા'],
  ['Foram', 'ફોરમ'],
  ['Gaurang', 'ગૌરાંગ'],
  ['Hetal', 'હેતલ'],
  ['Ishan', 'ઈશાન'],
  ['Jignesh', 'જિજ્ઞેશ'],
  ['Kinjal', 'કિંજલ'],
  ['Lalit', 'લલિત'],
  ['Mansi', 'માનસી'],
  ['Nirav', 'નિરવ'],
  ['Pooja', 'પૂજા'],
  ['Rakesh', 'રાકેશ'],
  ['Shital', 'શીતલ'],
  ['Tejas', 'તેજસ'],
  ['Urvi', 'ઉર્વી'],
  ['Viral', 'વિરલ'],
] as const;

const LAST = [
  ['Patel', 'પટેલ'],
  ['Shah', 'શાહ'],
  ['Desai', 'દેસાઈ'],
  ['Joshi', 'જોશી'],
  ['Mehta', 'મહેતા'],
  ['Trivedi', 'ત્રિવેદી'],
  ['Pandya', 'પંડ્યા'],
  ['Bhatt', 'ભટ્ટ'],
  ['Chauhan', 'ચૌહાણ'],
  ['Parmar', 'પરમાર'],
  ['Vaghela', 'વાઘેલા'],
  ['Modi', 'મોદી'],
  ['Soni', 'સોની'],
  ['Rathod', 'રાઠોડ'],
  ['Jadeja', 'જાડેજા'],
  ['Thakkar', 'ઠક્કર'],
] as const;

const LANGUAGES = [',gu,', ',gu,hi,', ',gu,hi,en,', ',gu,en,', ',hi,en,'] as const;

/** Morning and evening shifts (minutes), Monday to Saturday. */
const SHIFTS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [600, 780],
    [1020, 1200],
  ],
  [[540, 840]],
  [[960, 1260]],
];

const BATCH = 400;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Adds verified practitioners until the database holds `total` of them; answers how many were added. */
export async function seedBulkPractitioners(
  db: Kysely<DB>,
  opts: { total: number; seed: number; now: Date; at: string },
): Promise<number> {
  const { n } = await db
    .selectFrom('practitioners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = opts.total - Number(n);
  if (missing <= 0) return 0;
  const rng = createRandom(opts.seed ^ 0xb01d);
  const stamp = { created_at: opts.at, updated_at: opts.at };
  const cities = await db
    .selectFrom('cities')
    .select(['city_id', 'city_name'])
    .where('is_active', '=', 1)
    .orderBy('city_id')
    .execute();
  const specialties = (await db.selectFrom('master_specialties').select('specialty_id').execute()).map(
    (s) => s.specialty_id,
  );
  const degrees = (await db.selectFrom('master_medical_degrees').select('degree_id').execute()).map((d) => d.degree_id);
  if (!cities.length || !specialties.length || !degrees.length) return 0;

  const practitioners = Array.from({ length: missing }, (_, i) => {
    const [first, firstGuj] = rng.pick(FIRST);
    const [last, lastGuj] = rng.pick(LAST);
    const city = cities[i % cities.length]!;
    const name = `Dr. ${first} ${last}`;
    return {
      name,
      name_guj: `ડૉ. ${firstGuj} ${lastGuj}`,
      slug: slugify(name),
      city_id: city.city_id,
      city: city.city_name,
      experience_years: rng.int(1, 35),
      consultation_fee: 100 * 50 * rng.int(4, 20),
      languages: rng.pick(LANGUAGES),
      phone: `96${String(10_000_000 + i).padStart(8, '0')}`,
      about: `Practice in ${city.city_name}.`,
      ratings: rng.chance(0.6) ? rng.int(30, 50) / 10 : 0,
      review_count: 0,
      is_approve: rng.chance(0.96) ? 1 : 0,
      is_active: 1,
      ...stamp,
    };
  });
  for (const p of practitioners) p.review_count = p.ratings ? rng.int(1, 120) : 0;

  const ids: number[] = [];
  await insertInBatches(practitioners, async (batch) => {
    const rows = await db.insertInto('practitioners').values(batch).returning('practitioner_id').execute();
    ids.push(...rows.map((r) => r.practitioner_id));
  });

  // One practice location each, where their timings and bookings are.
  const locationRows = ids.map((id, i) => ({
    practitioner_id: id,
    name: `${practitioners[i]!.name} Clinic`,
    address: `Main Road, ${practitioners[i]!.city}`,
    city_id: practitioners[i]!.city_id,
    sort_order: 0,
    is_active: 1,
    ...stamp,
  }));
  const locationOf = new Map<number, number>();
  await insertInBatches(locationRows, async (batch) => {
    const rows = await db
      .insertInto('practitioner_locations')
      .values(batch)
      .returning(['location_id', 'practitioner_id'])
      .execute();
    for (const r of rows) locationOf.set(r.practitioner_id, r.location_id);
  });

  const today = indiaDate(opts.now);
  const specialtyRows = [];
  const degreeRows = [];
  const timingRows = [];
  const leaveRows = [];
  const bookingRows = [];
  for (const [i, id] of ids.entries()) {
    for (const specialty_id of rng.sample(specialties, rng.int(1, 2)))
      specialtyRows.push({ practitioner_id: id, specialty_id });
    degreeRows.push({ practitioner_id: id, degree_id: rng.pick(degrees) });
    const shifts = SHIFTS[i % SHIFTS.length]!;
    for (const day of [1, 2, 3, 4, 5, 6])
      for (const [opens, closes] of shifts)
        timingRows.push({ practitioner_id: id, location_id: locationOf.get(id)!, day, opens, closes, ...stamp });
    leaveRows.push({ practitioner_id: id, leave_date: addDays(today, 1 + (i % 20)), ...stamp });
    const taken = new Set<string>();
    for (let k = 0; k < 4; k++) {
      const date = addDays(today, rng.int(0, 6));
      const [opens, closes] = rng.pick(shifts);
      const minute = opens + 30 * rng.int(0, (closes - opens) / 30 - 1);
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      if (taken.has(`${date} ${time}`)) continue;
      taken.add(`${date} ${time}`);
      bookingRows.push({
        practitioner_id: id,
        location_id: locationOf.get(id)!,
        patient_name: 'Patient',
        patient_phone: `97${String(rng.int(10_000_000, 99_999_999))}`,
        sex: rng.int(1, 2),
        appointment_date: date,
        time_slot: time,
        appointment_type: 1,
        booking_mode: 3,
        booked_by: 1,
        status: 1,
        booking_status: 2,
        pay_mode: 'clinic',
        fee_paise: practitioners[i]!.consultation_fee,
        live: 1,
        ...stamp,
      });
    }
  }
  await insertInBatches(specialtyRows, (b) => db.insertInto('practitioner_specialties').values(b).execute());
  await insertInBatches(degreeRows, (b) => db.insertInto('practitioner_degrees').values(b).execute());
  await insertInBatches(timingRows, (b) => db.insertInto('practitioner_timings').values(b).execute());
  await insertInBatches(leaveRows, (b) => db.insertInto('practitioner_leaves').values(b).execute());
  await insertInBatches(bookingRows, (b) => db.insertInto('user_book_appointments').values(b).execute());
  return ids.length;
}
