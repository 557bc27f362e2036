/**
 * Demo data of the practitioner marketplace (decision 65): 32 verified practitioners across Gujarat's cities in
 * 13 specialties (Ayurveda first among them), with degrees, languages, practices, weekly timings, leave days,
 * answered questions, and about 240 appointments before and after today in every visit status. One of them,
 * Dr. Kiran Vyas, has the demo practitioner account; the demo user has appointments of their own.
 * Deterministic for a seed, except that appointments and leave are placed around the day the seed runs.
 */
import type { Kysely } from 'kysely';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { slugify } from '@gd/contracts/patterns';
import { hashPassword } from '../../platform/passwords';
import type { DB } from '../schema';
import { seedPractitionerCommunity } from './practitioner-community';
import { seedAppointmentPayments } from './practitioner-payments';
import { createRandom } from './random';

export const DEMO_PRACTITIONER = {
  name: 'Dr. Kiran Vyas',
  phone: '9909012121',
  email: 'doctor@gujaratdirectory.in',
  password: 'DemoPractitioner#2026',
} as const;

/** Specialties beyond the clinic's seven (records.ts): [name, Gujarati]. */
const MORE_SPECIALTIES = [
  ['Ayurveda', 'આયુર્વેદ'],
  ['General Medicine', 'જનરલ મેડિસિન'],
  ['Dentistry', 'દંતચિકિત્સા'],
  ['Homoeopathy', 'હોમિયોપેથી'],
  ['Physiotherapy', 'ફિઝિયોથેરાપી'],
  ['Gynaecology', 'સ્ત્રીરોગ'],
] as const;

/** [name, Gujarati, city, specialties, degrees, years, fee ₹, languages, clinic] — degrees and specialties by name. */
type Row = readonly [string, string, string, readonly string[], readonly string[], number, number, string, string];
const NEW_PRACTITIONERS: readonly Row[] = [
  [
    'Dr. Hemant Dave',
    'ડૉ. હેમંત દવે',
    'Ahmedabad',
    ['Ayurveda', 'Panchakarma'],
    ['BAMS', 'MD (Ayurveda)'],
    15,
    600,
    'gu,hi,en',
    'Dhanvantari Ayurveda',
  ],
  ['Dr. Sejal Mehta', 'ડૉ. સેજલ મહેતા', 'Ahmedabad', ['Dentistry'], ['BDS'], 8, 400, 'gu,en', 'Smile Dental Studio'],
  [
    'Dr. Paresh Raval',
    'ડૉ. પરેશ રાવલ',
    'Ahmedabad',
    ['General Medicine', 'Diabetes Care'],
    ['MBBS'],
    20,
    500,
    'gu,hi,en',
    'Raval Family Clinic',
  ],
  [
    'Dr. Komal Trivedi',
    'ડૉ. કોમલ ત્રિવેદી',
    'Ahmedabad',
    ['Gynaecology', 'Women’s Health'],
    ['MBBS'],
    12,
    800,
    'gu,hi,en',
    'Matrutva Women’s Clinic',
  ],
  [
    'Dr. Jignesh Prajapati',
    'ડૉ. જીજ્ઞેશ પ્રજાપતિ',
    'Surat',
    ['Ayurveda', 'Skin and Hair'],
    ['BAMS'],
    10,
    350,
    'gu,hi',
    'Aarogya Ayurveda Surat',
  ],
  [
    'Dr. Nisha Kapadia',
    'ડૉ. નિશા કાપડિયા',
    'Surat',
    ['Physiotherapy', 'Joint and Spine Care'],
    ['BPT'],
    6,
    300,
    'gu,hi,en',
    'Motion Physio Centre',
  ],
  [
    'Dr. Yusuf Lakdawala',
    'ડૉ. યુસુફ લાકડાવાલા',
    'Surat',
    ['General Medicine'],
    ['MBBS'],
    25,
    450,
    'gu,hi,en',
    'Lakdawala Clinic',
  ],
  [
    'Dr. Rina Desai',
    'ડૉ. રીના દેસાઈ',
    'Surat',
    ['Homoeopathy', 'Child Health'],
    ['BHMS'],
    9,
    300,
    'gu,en',
    'Little Steps Homoeo Clinic',
  ],
  [
    'Dr. Amit Parikh',
    'ડૉ. અમિત પરીખ',
    'Vadodara',
    ['Ayurveda', 'Diabetes Care'],
    ['BAMS', 'MD (Ayurveda)'],
    17,
    500,
    'gu,hi,en',
    'Parikh Ayurveda Kendra',
  ],
  ['Dr. Bhumika Soni', 'ડૉ. ભૂમિકા સોની', 'Vadodara', ['Dentistry'], ['BDS'], 5, 350, 'gu,hi,en', 'Soni Dental Care'],
  [
    'Dr. Tushar Gandhi',
    'ડૉ. તુષાર ગાંધી',
    'Vadodara',
    ['Physiotherapy'],
    ['BPT'],
    11,
    400,
    'gu,en',
    'Gandhi Physio Clinic',
  ],
  [
    'Dr. Ketan Jadeja',
    'ડૉ. કેતન જાડેજા',
    'Rajkot',
    ['Ayurveda', 'Joint and Spine Care'],
    ['BAMS', 'MS (Ayurveda)'],
    19,
    550,
    'gu,hi',
    'Saurashtra Ayurveda',
  ],
  [
    'Dr. Pooja Kotecha',
    'ડૉ. પૂજા કોટેચા',
    'Rajkot',
    ['Gynaecology'],
    ['MBBS'],
    14,
    700,
    'gu,hi,en',
    'Kotecha Maternity Home',
  ],
  [
    'Dr. Vipul Chauhan',
    'ડૉ. વિપુલ ચૌહાણ',
    'Rajkot',
    ['Homoeopathy'],
    ['BHMS'],
    13,
    250,
    'gu,hi',
    'Chauhan Homoeo Clinic',
  ],
  [
    'Dr. Dhara Vaghela',
    'ડૉ. ધારા વાઘેલા',
    'Bhavnagar',
    ['Ayurveda', 'Women’s Health'],
    ['BAMS'],
    7,
    300,
    'gu,hi',
    'Vaghela Ayurveda',
  ],
  [
    'Dr. Ramesh Gohil',
    'ડૉ. રમેશ ગોહિલ',
    'Bhavnagar',
    ['General Medicine'],
    ['MBBS'],
    28,
    400,
    'gu,hi,en',
    'Gohil Hospital OPD',
  ],
  [
    'Dr. Sneha Nanavati',
    'ડૉ. સ્નેહા નાણાવટી',
    'Jamnagar',
    ['Ayurveda', 'Panchakarma'],
    ['BAMS', 'MD (Ayurveda)'],
    12,
    500,
    'gu,hi,en',
    'Jamnagar Panchakarma Centre',
  ],
  ['Dr. Hardik Acharya', 'ડૉ. હાર્દિક આચાર્ય', 'Jamnagar', ['Dentistry'], ['BDS'], 9, 300, 'gu,hi', 'Acharya Dental'],
  [
    'Dr. Mansi Joshi',
    'ડૉ. માનસી જોશી',
    'Junagadh',
    ['Yoga Therapy', 'Ayurveda'],
    ['BNYS'],
    6,
    300,
    'gu,hi,en',
    'Girnar Yoga & Wellness',
  ],
  [
    'Dr. Kalpesh Makwana',
    'ડૉ. કલ્પેશ મકવાણા',
    'Junagadh',
    ['General Medicine'],
    ['MBBS'],
    16,
    350,
    'gu,hi',
    'Makwana Clinic',
  ],
  [
    'Dr. Priti Shukla',
    'ડૉ. પ્રીતિ શુક્લ',
    'Gandhinagar',
    ['Ayurveda', 'Skin and Hair'],
    ['BAMS'],
    10,
    450,
    'gu,hi,en',
    'Shukla Ayurveda Clinic',
  ],
  [
    'Dr. Nirav Bhatt',
    'ડૉ. નીરવ ભટ્ટ',
    'Gandhinagar',
    ['Physiotherapy', 'Joint and Spine Care'],
    ['BPT'],
    8,
    400,
    'gu,en',
    'Capital Physio',
  ],
  [
    'Dr. Aarti Patel',
    'ડૉ. આરતી પટેલ',
    'Anand',
    ['Ayurveda', 'Child Health'],
    ['BAMS'],
    11,
    300,
    'gu,hi',
    'Amul Nagar Ayurveda',
  ],
  [
    'Dr. Sandeep Brahmbhatt',
    'ડૉ. સંદીપ બ્રહ્મભટ્ટ',
    'Anand',
    ['Homoeopathy', 'Skin and Hair'],
    ['BHMS'],
    14,
    300,
    'gu,hi,en',
    'Brahmbhatt Homoeo Care',
  ],
  [
    'Dr. Farida Memon',
    'ડૉ. ફરીદા મેમણ',
    'Bhuj',
    ['Gynaecology', 'Women’s Health'],
    ['MBBS'],
    18,
    500,
    'gu,hi,sd',
    'Kutch Women’s Clinic',
  ],
  ['Dr. Lalji Ahir', 'ડૉ. લાલજી આહીર', 'Bhuj', ['Ayurveda'], ['BAMS'], 22, 250, 'gu,hi', 'Kutch Ayurveda Ashram'],
  [
    'Dr. Chetna Modi',
    'ડૉ. ચેતના મોદી',
    'Mehsana',
    ['Ayurveda', 'Diabetes Care'],
    ['BAMS'],
    9,
    300,
    'gu,hi',
    'Modi Ayurveda',
  ],
] as const;

/** The five practitioners records.ts lists, by name: their city, specialties beyond the first, and languages. */
const EXISTING: Readonly<Record<string, { city: string; more: readonly string[]; languages: string }>> = {
  'Dr. Kiran Vyas': { city: 'Ahmedabad', more: ['Ayurveda'], languages: 'gu,hi,en' },
  'Dr. Rupal Thakkar': { city: 'Surat', more: ['Ayurveda'], languages: 'gu,hi,en' },
  'Dr. Manish Bhatt': { city: 'Vadodara', more: ['Ayurveda'], languages: 'gu,hi' },
  'Dr. Falguni Pandya': { city: 'Rajkot', more: [], languages: 'gu,en' },
  'Dr. Chirag Solanki': { city: 'Bhavnagar', more: ['Homoeopathy'], languages: 'gu,hi' },
};

const PATIENTS = [
  ['Harsh Patel', 1],
  ['Komal Shah', 2],
  ['Nilesh Parmar', 1],
  ['Jyoti Rathod', 2],
  ['Vivek Dholakia', 1],
  ['Mital Panchal', 2],
  ['Yash Thakor', 1],
  ['Pinal Solanki', 2],
  ['Ashok Chaudhari', 1],
  ['Ritu Bhavsar', 2],
  ['Sagar Makwana', 1],
  ['Heena Vora', 2],
  ['Dinesh Rabari', 1],
  ['Bhavna Gajjar', 2],
  ['Manoj Barot', 1],
] as const;

/** Mornings and evenings most days, a few morning-only or evening-only practices, Sunday off: minutes. */
const SHIFTS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [600, 780],
    [1020, 1200],
  ],
  [
    [540, 720],
    [960, 1140],
  ],
  [[600, 840]],
  [[1020, 1260]],
];

/**
 * The demo practitioner also sees patients on Sunday mornings (as many Gujarat doctors do), so their day — with
 * visits waiting and with the doctor — is never empty whichever day the demo is opened.
 */
const DEMO_SUNDAY_SHIFT = [540, 720] as const;
/** The demo practitioner's first four visits today, earliest first: checked out, with the doctor, waiting, booked. */
const DEMO_TODAY_STATUSES = [4, 3, 2, 1] as const;

export async function seedPractitioners(
  db: Kysely<DB>,
  opts: { seed: number; now: Date; demoUserId: number; at: string },
): Promise<{ practitioners: number; appointments: number }> {
  const rng = createRandom(opts.seed ^ 0x5eed_d0c);
  const stamp = { created_at: opts.at, updated_at: opts.at };
  const cities = new Map(
    (await db.selectFrom('cities').select(['city_id', 'city_name']).execute()).map((c) => [c.city_name, c.city_id]),
  );
  for (const [name, name_guj] of MORE_SPECIALTIES)
    await db
      .insertInto('master_specialties')
      .values({ name, name_guj, ...stamp })
      .execute();
  await db
    .insertInto('master_medical_degrees')
    .values({ name: 'BDS', full_name: 'Bachelor of Dental Surgery', ...stamp })
    .execute();
  const specialties = new Map(
    (await db.selectFrom('master_specialties').select(['specialty_id', 'name']).execute()).map((s) => [
      s.name,
      s.specialty_id,
    ]),
  );
  const degrees = new Map(
    (await db.selectFrom('master_medical_degrees').select(['degree_id', 'name']).execute()).map((d) => [
      d.name,
      d.degree_id,
    ]),
  );

  const existing = await db
    .selectFrom('practitioners')
    .select(['practitioner_id', 'name', 'specialty_id', 'degree_id', 'consultation_fee'])
    .execute();
  // Each practitioner's fee in paise: an appointment records the fee as booked (service.ts `book`).
  const all: { id: number; name: string; fee: number }[] = [];
  for (const p of existing) {
    const extra = EXISTING[p.name];
    if (!extra) continue;
    await db
      .updateTable('practitioners')
      .set({ city_id: cities.get(extra.city) ?? null, languages: `,${extra.languages},`, slug: slugify(p.name) })
      .where('practitioner_id', '=', p.practitioner_id)
      .execute();
    // records.ts gave each one specialty and degree; the marketplace lists several (decision 65).
    const own = [p.specialty_id, ...extra.more.map((s) => specialties.get(s)!)].filter((id): id is number => !!id);
    await db
      .insertInto('practitioner_specialties')
      .values([...new Set(own)].map((specialty_id) => ({ practitioner_id: p.practitioner_id, specialty_id })))
      .execute();
    if (p.degree_id) {
      await db
        .insertInto('practitioner_degrees')
        .values({ practitioner_id: p.practitioner_id, degree_id: p.degree_id })
        .execute();
    }
    all.push({ id: p.practitioner_id, name: p.name, fee: p.consultation_fee ?? 0 });
  }
  for (const [name, name_guj, city, specs, degs, years, fee, languages, clinic] of NEW_PRACTITIONERS) {
    const { practitioner_id: id } = await db
      .insertInto('practitioners')
      .values({
        name,
        name_guj,
        slug: slugify(name),
        city_id: cities.get(city) ?? null,
        city: city,
        experience_years: years,
        consultation_fee: fee * 100,
        languages: `,${languages},`,
        phone: `98${String(24_000_000 + all.length * 7_919).slice(0, 8)}`,
        about: `${specs.join(' and ')} practice in ${city}; ${years} years of experience.`,
        is_approve: 1,
        is_active: 1,
        ...stamp,
      })
      .returning('practitioner_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('practitioner_specialties')
      .values(specs.map((s) => ({ practitioner_id: id, specialty_id: specialties.get(s)! })))
      .execute();
    await db
      .insertInto('practitioner_degrees')
      .values(degs.map((d) => ({ practitioner_id: id, degree_id: degrees.get(d)! })))
      .execute();
    await db
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: id,
        clinic_name: clinic,
        clinic_address: `${clinic}, ${city}, Gujarat`,
        registration_council:
          degs[0] === 'MBBS' || degs[0] === 'BDS'
            ? 'Gujarat Medical Council'
            : 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
        registration_number: `G-${2000 + (years % 20)}-${1000 + all.length * 37}`,
        languages,
        ...stamp,
      })
      .execute();
    all.push({ id, name, fee: fee * 100 });
  }

  // Weekly timings (Monday to Saturday; the demo practitioner Sunday mornings too), a leave day or two in the
  // coming weeks, and answered questions.
  const today = indiaDate(opts.now);
  for (const [i, p] of all.entries()) {
    const shifts = SHIFTS[i % SHIFTS.length]!;
    // One practice location each (migration 0028), from the clinic of the professional row and the city.
    const [clinic, row] = await Promise.all([
      db
        .selectFrom('practitioner_professional_info')
        .select(['clinic_name', 'clinic_address'])
        .where('practitioner_id', '=', p.id)
        .orderBy('professional_info_id')
        .executeTakeFirst(),
      db.selectFrom('practitioners').select('city_id').where('practitioner_id', '=', p.id).executeTakeFirstOrThrow(),
    ]);
    const { location_id } = await db
      .insertInto('practitioner_locations')
      .values({
        practitioner_id: p.id,
        name: clinic?.clinic_name ?? p.name,
        address: clinic?.clinic_address ?? null,
        city_id: row.city_id,
        ...stamp,
      })
      .returning('location_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('practitioner_timings')
      .values(
        [1, 2, 3, 4, 5, 6]
          .flatMap((day) =>
            shifts.map(([opens, closes]) => ({ practitioner_id: p.id, day, opens, closes, location_id, ...stamp })),
          )
          .concat(
            p.name === DEMO_PRACTITIONER.name
              ? [
                  {
                    practitioner_id: p.id,
                    day: 7,
                    opens: DEMO_SUNDAY_SHIFT[0],
                    closes: DEMO_SUNDAY_SHIFT[1],
                    location_id,
                    ...stamp,
                  },
                ]
              : [],
          ),
      )
      .execute();
    const leave = [...new Set([addDays(today, 3 + (i % 9)), ...(i % 3 === 0 ? [addDays(today, 15 + (i % 7))] : [])])];
    await db
      .insertInto('practitioner_leaves')
      .values(leave.map((leave_date) => ({ practitioner_id: p.id, leave_date, ...stamp })))
      .execute();
  }
  await db
    .insertInto('practitioner_answers')
    .values(
      all.slice(5, 25).map((p, i) => ({
        practitioner_id: p.id,
        question: QUESTIONS[i % QUESTIONS.length]![0],
        answer: QUESTIONS[i % QUESTIONS.length]![1],
        is_approve: i % 5 === 4 ? 0 : 1,
        ...stamp,
      })),
    )
    .execute();

  // The demo practitioner's account.
  const { user_id: doctorUser } = await db
    .insertInto('users')
    .values({
      name: DEMO_PRACTITIONER.name,
      phone: DEMO_PRACTITIONER.phone,
      email: DEMO_PRACTITIONER.email,
      password_hash: await hashPassword(DEMO_PRACTITIONER.password),
      user_type: 'practitioner',
      is_profile_approve: 1,
      ...stamp,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('practitioners')
    .set({ user_id: doctorUser, email: DEMO_PRACTITIONER.email })
    .where('name', '=', DEMO_PRACTITIONER.name)
    .execute();

  // Appointments: from 21 days back to 14 ahead, in every status, at free slots of each practitioner's timings.
  const rows = [];
  for (const [i, p] of all.entries()) {
    const shifts = SHIFTS[i % SHIFTS.length]!;
    const taken = new Set<string>();
    const count = p.name === DEMO_PRACTITIONER.name ? 16 : 7;
    // Tries until `count` are placed (a Sunday off or a slot already used is skipped).
    for (let k = 0; taken.size < count && k < count * 5; k++) {
      const offset = rng.int(-21, 14);
      // The demo practitioner's day: four visits at the shift's first slots, seen, with the doctor, waiting, booked.
      const demoToday = p.name === DEMO_PRACTITIONER.name && k < 4;
      const date = demoToday ? today : addDays(today, offset);
      const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
      if (sunday && p.name !== DEMO_PRACTITIONER.name) continue;
      const [opens, closes] = sunday ? DEMO_SUNDAY_SHIFT : rng.pick(shifts);
      const minute = opens + 30 * (demoToday ? k : rng.int(0, (closes - opens) / 30 - 1));
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      if (taken.has(`${date} ${time}`)) continue;
      taken.add(`${date} ${time}`);
      const past = date < today;
      const status = demoToday
        ? DEMO_TODAY_STATUSES[k]!
        : past
          ? rng.pick([4, 4, 4, 4, 6, 5])
          : date === today
            ? rng.pick([1, 2, 3, 4])
            : rng.pick([1, 1, 1, 1, 5]);
      const mine = (i + k) % 11 === 0;
      const [patient, sex] = mine ? ['Priya Shah', 2] : rng.pick(PATIENTS);
      rows.push({
        practitioner_id: p.id,
        user_id: mine ? opts.demoUserId : null,
        patient_name: patient,
        patient_phone: mine ? '9123456780' : `97${String(rng.int(10_000_000, 99_999_999))}`,
        sex,
        appointment_date: date,
        time_slot: time,
        appointment_type: rng.chance(0.8) ? 1 : 2,
        booking_mode: rng.pick([1, 2, 3, 3, 3]),
        booked_by: rng.chance(0.85) ? 1 : 2,
        status,
        booking_status: status === 1 ? 2 : 1,
        pay_mode: 'clinic',
        fee_paise: p.fee,
        live: status === 5 ? 0 : 1,
        cancelled_at: status === 5 ? opts.at : null,
        ...stamp,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('user_book_appointments')
      .values(rows.slice(i, i + 100))
      .execute();
  // Each visit is at its practitioner's (one) location.
  await db
    .updateTable('user_book_appointments')
    .set((eb) => ({
      location_id: eb
        .selectFrom('practitioner_locations as l')
        .select((e) => e.fn.min('l.location_id').as('m'))
        .whereRef('l.practitioner_id', '=', 'user_book_appointments.practitioner_id'),
    }))
    .where('location_id', 'is', null)
    .execute();
  await seedPractitionerCommunity(db, { ...opts, demoPractitionerName: DEMO_PRACTITIONER.name });
  await seedAppointmentPayments(db, opts);
  return { practitioners: all.length, appointments: rows.length };
}

const QUESTIONS = [
  [
    'Is Panchakarma safe in the monsoon?',
    'Yes; the monsoon is the classical season for Basti. A check-up first decides which procedures suit you.',
  ],
  [
    'How long before Ayurvedic treatment shows results for acidity?',
    'Most patients feel better in two to three weeks with diet changes and medicines taken on time.',
  ],
  [
    'Can I continue my allopathic medicines with Ayurveda?',
    'Usually yes. Bring your prescriptions; we keep a gap of an hour between the two.',
  ],
  [
    'Do you treat children for frequent colds?',
    'Yes. Simple home remedies and a few weeks of immunity-building medicines help most children.',
  ],
  [
    'Is root canal treatment painful?',
    'Under local anaesthesia it feels like a filling. Some soreness for a day or two is normal.',
  ],
  [
    'How many physiotherapy sessions for a frozen shoulder?',
    'Usually ten to fifteen sessions over four to six weeks, with exercises at home.',
  ],
] as const;
