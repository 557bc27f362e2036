/**
 * Demo data of the clinic desk (issue 20, decisions 31 and 86): the Ayurveda demo clinic — Shree Ayurvedam, the
 * spec's client 1 with branch 1 — linked to a directory business (an approved Ayurvedic clinic in Ahmedabad) and,
 * through its staff, to the records seed's six staff doctors and to the demo practitioner's profile; staff in all
 * four departments with logins (README's demo accounts table); 200 patients with Gujarati names in both
 * scripts, gap-free case numbers per year and their consents (a few withdrawn); and a small second clinic in
 * Surat with its own staff and patients. Deterministic for a seed; one transaction; batch inserts.
 */
import type { Kysely } from 'kysely';
import { abhaAddressProblem } from '@gd/contracts/clinic';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { hashPassword } from '../../platform/passwords';
import { patientSearchKey } from '../../modules/clinic/search';
import type { DB } from '../schema';
import { SURNAMES } from './data/names';
import { createRandom, type Random } from './random';
import { DEMO_PRACTITIONER } from './practitioners';

/** The demo clinic's staff logins (also in README's demo accounts table). */
export const DEMO_CLINIC_STAFF = {
  admin: {
    name: 'Nilesh Panchal',
    phone: '9427010001',
    email: 'manager@shreeayurvedam.in',
    password: 'DemoClinicAdmin#2026',
    department: DEPARTMENT.RECEPTION,
    designation: 'Clinic Manager',
    admin: true,
  },
  reception: {
    name: 'Komal Rathod',
    phone: '9427010002',
    email: 'reception@shreeayurvedam.in',
    password: 'DemoReception#2026',
    department: DEPARTMENT.RECEPTION,
    designation: 'Receptionist',
    admin: false,
  },
  panchakarma: {
    name: 'Kavita Rana',
    phone: '9427010004',
    email: 'panchakarma@shreeayurvedam.in',
    password: 'DemoPanchakarma#2026',
    department: DEPARTMENT.PANCHAKARMA,
    designation: 'Panchakarma Therapist',
    admin: false,
  },
  lab: {
    name: 'Nayan Prajapati',
    phone: '9427010019',
    email: 'lab@shreeayurvedam.in',
    password: 'DemoLab#2026',
    department: DEPARTMENT.LAB,
    designation: 'Lab Technician',
    admin: false,
  },
} as const;

/** The second clinic's staff (isolation: they see none of the demo clinic's records). */
export const DEMO_SECOND_CLINIC_STAFF = {
  admin: {
    name: 'Daksha Mistry',
    phone: '9427020001',
    email: 'reception@sanjivaniclinic.in',
    password: 'DemoSecondClinic#2026',
    department: DEPARTMENT.RECEPTION,
    designation: 'Receptionist and Manager',
    admin: true,
  },
  doctor: {
    name: 'Dr. Vipul Gajera',
    phone: '9427020002',
    email: 'doctor@sanjivaniclinic.in',
    password: 'DemoSecondClinic#2026',
    department: DEPARTMENT.DOCTOR,
    designation: 'Homoeopath',
    admin: false,
  },
} as const;

export const DEMO_CLINIC_PATIENTS = 200;
const SECOND_CLINIC_PATIENTS = 24;

const MALE: readonly (readonly [string, string])[] = [
  ['Ramesh', 'રમેશ'],
  ['Mahesh', 'મહેશ'],
  ['Suresh', 'સુરેશ'],
  ['Dinesh', 'દિનેશ'],
  ['Jignesh', 'જીગ્નેશ'],
  ['Hitesh', 'હિતેશ'],
  ['Kalpesh', 'કલ્પેશ'],
  ['Nilesh', 'નિલેશ'],
  ['Mukesh', 'મુકેશ'],
  ['Rajesh', 'રાજેશ'],
  ['Bhavesh', 'ભાવેશ'],
  ['Ketan', 'કેતન'],
  ['Chirag', 'ચિરાગ'],
  ['Nirav', 'નિરવ'],
  ['Parth', 'પાર્થ'],
  ['Hardik', 'હાર્દિક'],
  ['Kunal', 'કુણાલ'],
  ['Alpesh', 'અલ્પેશ'],
  ['Vipul', 'વિપુલ'],
  ['Bharat', 'ભરત'],
  ['Pravin', 'પ્રવીણ'],
  ['Dilip', 'દિલીપ'],
  ['Ashok', 'અશોક'],
  ['Mehul', 'મેહુલ'],
  ['Sanjay', 'સંજય'],
  ['Yogesh', 'યોગેશ'],
  ['Dharmesh', 'ધર્મેશ'],
  ['Paresh', 'પરેશ'],
  ['Jayesh', 'જયેશ'],
  ['Hiren', 'હિરેન'],
  ['Dhaval', 'ધવલ'],
  ['Keyur', 'કેયૂર'],
  ['Chintan', 'ચિંતન'],
  ['Ghanshyam', 'ઘનશ્યામ'],
  ['Mansukh', 'મનસુખ'],
  ['Kishor', 'કિશોર'],
  ['Vijay', 'વિજય'],
  ['Yash', 'યશ'],
  ['Darshan', 'દર્શન'],
  ['Pratik', 'પ્રતીક'],
];
const FEMALE: readonly (readonly [string, string])[] = [
  ['Priya', 'પ્રિયા'],
  ['Hetal', 'હેતલ'],
  ['Nisha', 'નિશા'],
  ['Komal', 'કોમલ'],
  ['Pooja', 'પૂજા'],
  ['Bhavna', 'ભાવના'],
  ['Sejal', 'સેજલ'],
  ['Krupa', 'કૃપા'],
  ['Dhara', 'ધારા'],
  ['Heena', 'હીના'],
  ['Jigna', 'જીગ્ના'],
  ['Mital', 'મિતલ'],
  ['Payal', 'પાયલ'],
  ['Shital', 'શીતલ'],
  ['Falguni', 'ફાલ્ગુની'],
  ['Kinjal', 'કિંજલ'],
  ['Nirali', 'નિરાલી'],
  ['Riddhi', 'રિદ્ધિ'],
  ['Khushbu', 'ખુશ્બુ'],
  ['Urvashi', 'ઉર્વશી'],
  ['Foram', 'ફોરમ'],
  ['Janvi', 'જાનવી'],
  ['Bhumi', 'ભૂમિ'],
  ['Asha', 'આશા'],
  ['Geeta', 'ગીતા'],
  ['Meena', 'મીના'],
  ['Varsha', 'વર્ષા'],
  ['Daksha', 'દક્ષા'],
  ['Hiral', 'હીરલ'],
  ['Mansi', 'માનસી'],
  ['Sonal', 'સોનલ'],
  ['Trupti', 'તૃપ્તિ'],
  ['Vaishali', 'વૈશાલી'],
  ['Savita', 'સવિતા'],
  ['Jashoda', 'જશોદા'],
];
export const AHMEDABAD_AREAS = [
  'Maninagar',
  'Isanpur',
  'Vastrapur',
  'Naranpura',
  'Ghatlodia',
  'Bapunagar',
  'Nikol',
  'Vejalpur',
  'Paldi',
  'Satellite',
  'Chandkheda',
  'Naroda',
  'Vastral',
  'Khokhra',
  'Jodhpur',
];
const SURAT_AREAS = ['Adajan', 'Varachha', 'Katargam', 'Athwalines', 'Piplod', 'Vesu'];
export const STREETS = ['Society', 'Park', 'Nagar', 'Apartment', 'Tenament', 'Residency'];

interface StaffSeed {
  name: string;
  phone: string | null;
  email: string;
  password: string;
  department: number;
  designation: string;
  admin: boolean;
}

/** A person's name in both scripts; women are written with "ben" and men often with "bhai" as Gujarat does. */
export function personOf(rng: Random): { en: string; guj: string; sex: 1 | 2 } {
  const female = rng.chance(0.52);
  const [first, firstGuj] = rng.pick(female ? FEMALE : MALE);
  const surname = rng.pick(SURNAMES);
  const suffix = female ? (rng.chance(0.5) ? ['ben', 'બેન'] : ['', '']) : rng.chance(0.3) ? ['bhai', 'ભાઈ'] : ['', ''];
  return {
    en: `${first}${suffix[0]} ${surname.en}`,
    guj: `${firstGuj}${suffix[1]} ${surname.guj}`,
    sex: female ? 2 : 1,
  };
}

export async function seedClinics(
  db: Kysely<DB>,
  opts: { seed: number; now: Date },
): Promise<{ clinics: number; staff: number; accounts: number; patients: number }> {
  const rng = createRandom(opts.seed + 20);
  const today = indiaDate(opts.now);
  const stamp = {
    created_at: `${addDays(today, -730)}T04:30:00.000Z`,
    updated_at: `${addDays(today, -730)}T04:30:00.000Z`,
  };
  const passwords = [
    ...new Set(
      [...Object.values(DEMO_CLINIC_STAFF), ...Object.values(DEMO_SECOND_CLINIC_STAFF)].map((s) => s.password),
    ),
  ];
  const hashes = new Map<string, string>(
    await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)),
  );

  return db.transaction().execute(async (trx) => {
    const cityId = async (name: string) =>
      (await trx.selectFrom('cities').select('city_id').where('city_name', '=', name).executeTakeFirst())?.city_id ??
      null;
    const ahmedabad = await cityId('Ahmedabad');
    const surat = await cityId('Surat');
    const business = await trx
      .selectFrom('businesses as b')
      .innerJoin('business_categories as c', 'c.category_id', 'b.category_id')
      .select('b.business_id')
      .where('c.category_name', '=', 'Ayurvedic Clinics')
      .where('b.is_approve', '=', 1)
      .orderBy((eb) => eb.case().when('b.location_id', '=', ahmedabad).then(0).else(1).end())
      .orderBy('b.business_id')
      .executeTakeFirst();

    const clinic = await trx
      .insertInto('clinics')
      .values({
        name: 'Shree Ayurvedam Ayurveda & Panchakarma Centre',
        name_guj: 'શ્રી આયુર્વેદમ્ આયુર્વેદ અને પંચકર્મ કેન્દ્ર',
        business_id: business?.business_id ?? null,
        phone: '07926540011',
        address: '12, Shantivan Society, near Maninagar Cross Roads, Maninagar',
        city_id: ahmedabad,
        ...stamp,
      })
      .returning('clinic_id')
      .executeTakeFirstOrThrow();
    const [main, second] = await trx
      .insertInto('clinic_branches')
      .values([
        {
          clinic_id: clinic.clinic_id,
          name: 'Maninagar (main)',
          name_guj: 'મણિનગર (મુખ્ય)',
          phone: '07926540011',
          address: '12, Shantivan Society, near Maninagar Cross Roads, Maninagar',
          city_id: ahmedabad,
          ...stamp,
        },
        {
          clinic_id: clinic.clinic_id,
          name: 'Satellite',
          name_guj: 'સેટેલાઇટ',
          phone: '07926740022',
          address: '4th floor, Shivalik Plaza, near Shyamal Cross Roads, Satellite',
          city_id: ahmedabad,
          ...stamp,
        },
      ])
      .returning('branch_id')
      .execute();
    // On a fresh database these are client 1 and branch 1 (the spec's ids).
    const other = await trx
      .insertInto('clinics')
      .values({
        name: 'Sanjivani Homoeo Clinic',
        name_guj: 'સંજીવની હોમિયો ક્લિનિક',
        phone: '02612765432',
        address: 'Shop 3, Rajhans Complex, Adajan Patiya, Adajan',
        city_id: surat,
        ...stamp,
      })
      .returning('clinic_id')
      .executeTakeFirstOrThrow();
    const otherBranch = await trx
      .insertInto('clinic_branches')
      .values({ clinic_id: other.clinic_id, name: 'Adajan', name_guj: 'અડાજણ', city_id: surat, ...stamp })
      .returning('branch_id')
      .executeTakeFirstOrThrow();

    // Staff: new accounts for reception, panchakarma, lab and the managers …
    const addStaff = async (clinicId: number, branchId: number, s: StaffSeed) => {
      const user = await trx
        .insertInto('users')
        .values({
          name: s.name,
          phone: s.phone,
          email: s.email,
          password_hash: hashes.get(s.password)!,
          user_type: 'staff',
          is_profile_approve: 1,
          ...stamp,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('clinic_staff')
        .values({
          user_id: user.user_id,
          clinic_id: clinicId,
          branch_id: branchId,
          department_id: s.department,
          designation: s.designation,
          is_clinic_admin: s.admin ? 1 : 0,
          ...stamp,
        })
        .execute();
    };
    for (const s of Object.values(DEMO_CLINIC_STAFF)) await addStaff(clinic.clinic_id, main!.branch_id, s);
    for (const s of Object.values(DEMO_SECOND_CLINIC_STAFF)) await addStaff(other.clinic_id, otherBranch.branch_id, s);

    // … the records seed's six staff doctors (their accounts log in with their email and DemoDoctor#2026); the
    // chief physician administers the clinic; the surgeon works at the Satellite branch …
    const doctors = await trx
      .selectFrom('staff')
      .innerJoin('users', 'users.user_id', 'staff.user_id')
      .select(['staff.user_id', 'staff.doctor_sub_department_id', 'staff.designation', 'users.email'])
      .where('users.email', 'like', '%@shreeayurvedam.in')
      .where('staff.department_id', '=', DEPARTMENT.DOCTOR)
      .orderBy('staff.staff_id')
      .execute();
    // … and the demo practitioner (Dr. Kiran Vyas) as a visiting doctor, his marketplace profile linked.
    const kiran = await trx
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_PRACTITIONER.email)
      .executeTakeFirst();
    const kiranProfile = kiran
      ? await trx
          .selectFrom('practitioners')
          .select('practitioner_id')
          .where('user_id', '=', kiran.user_id)
          .executeTakeFirst()
      : undefined;
    const doctorRows = doctors.map((d, i) => ({
      user_id: d.user_id,
      clinic_id: clinic.clinic_id,
      branch_id: i === doctors.length - 1 ? second!.branch_id : main!.branch_id,
      department_id: DEPARTMENT.DOCTOR,
      doctor_sub_department_id: d.doctor_sub_department_id,
      designation: d.designation,
      is_clinic_admin: i === 0 ? 1 : 0,
      ...stamp,
    }));
    if (kiran && kiranProfile) {
      doctorRows.push({
        user_id: kiran.user_id,
        clinic_id: clinic.clinic_id,
        branch_id: main!.branch_id,
        department_id: DEPARTMENT.DOCTOR,
        doctor_sub_department_id: doctors[0]?.doctor_sub_department_id ?? null,
        designation: 'Visiting Consultant',
        is_clinic_admin: 0,
        ...stamp,
      });
    }
    if (doctorRows.length > 0) {
      await trx
        .insertInto('clinic_staff')
        .values(
          doctorRows.map((r) => ({
            ...r,
            practitioner_id: r.user_id === kiran?.user_id ? kiranProfile!.practitioner_id : null,
          })),
        )
        .execute();
    }
    const receptionId = (
      await trx
        .selectFrom('clinic_staff')
        .innerJoin('users', 'users.user_id', 'clinic_staff.user_id')
        .select(['clinic_staff.staff_id', 'clinic_staff.clinic_id'])
        .where('users.email', 'in', [DEMO_CLINIC_STAFF.reception.email, DEMO_SECOND_CLINIC_STAFF.admin.email])
        .execute()
    ).reduce((m, r) => m.set(r.clinic_id, r.staff_id), new Map<number, number>());

    const patients =
      (await seedPatients(trx, rng, {
        clinicId: clinic.clinic_id,
        branches: [main!.branch_id, main!.branch_id, main!.branch_id, second!.branch_id],
        cityId: ahmedabad,
        areas: AHMEDABAD_AREAS,
        count: DEMO_CLINIC_PATIENTS,
        staffId: receptionId.get(clinic.clinic_id) ?? null,
        today,
        withdrawn: 3,
      })) +
      (await seedPatients(trx, rng, {
        clinicId: other.clinic_id,
        branches: [otherBranch.branch_id],
        cityId: surat,
        areas: SURAT_AREAS,
        count: SECOND_CLINIC_PATIENTS,
        staffId: receptionId.get(other.clinic_id) ?? null,
        today,
        withdrawn: 0,
      }));
    const accounts = Object.keys(DEMO_CLINIC_STAFF).length + Object.keys(DEMO_SECOND_CLINIC_STAFF).length;
    return { clinics: 2, staff: accounts + doctorRows.length, accounts, patients };
  });
}

async function seedPatients(
  trx: Kysely<DB>,
  rng: Random,
  c: {
    clinicId: number;
    branches: number[];
    cityId: number | null;
    areas: readonly string[];
    count: number;
    staffId: number | null;
    today: string;
    withdrawn: number;
  },
): Promise<number> {
  // Registration days over the last two years, oldest first, so the case numbers run with the dates.
  const days = Array.from({ length: c.count }, () => rng.int(0, 700))
    .sort((a, b) => b - a)
    .map((ago) => addDays(c.today, -ago));
  const seqOfYear = new Map<number, number>();
  const phones = new Set<string>();
  const rows = days.map((day, i) => {
    const year = Number(day.slice(0, 4));
    const seq = (seqOfYear.get(year) ?? 0) + 1;
    seqOfYear.set(year, seq);
    const person = personOf(rng);
    let phone: string;
    do phone = `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const age = rng.int(1, 85);
    const exact = rng.chance(0.6);
    const birthYear = Number(day.slice(0, 4)) - age;
    const dob = exact
      ? `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
      : null;
    const first = person.en.split(' ')[0]!.toLowerCase();
    const abha = `${first}.${person.en.split(' ')[1]!.toLowerCase()}${rng.int(10, 99)}@abdm`;
    const relative = personOf(rng);
    const at = `${day}T${String(rng.int(4, 12)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
    return {
      clinic_id: c.clinicId,
      branch_id: c.branches[i % c.branches.length]!,
      case_year: year,
      case_seq: seq,
      name: person.en,
      name_guj: person.guj,
      search_key: patientSearchKey(person.en, person.guj),
      sex: person.sex,
      dob,
      birth_year: birthYear,
      dob_estimated: exact ? 0 : 1,
      phone,
      address: `${rng.int(1, 120)}, ${rng.pick(SURNAMES).en} ${rng.pick(STREETS)}, ${rng.pick(c.areas)}`,
      city_id: c.cityId,
      abha_address: rng.chance(0.3) && abhaAddressProblem(abha) === null ? abha : null,
      emergency_name: rng.chance(0.7) ? relative.en : null,
      emergency_phone: null as string | null,
      created_by_staff_id: c.staffId,
      created_at: at,
      updated_at: at,
      language: rng.chance(0.6) ? 'guj' : 'en',
    };
  });
  for (const r of rows)
    if (r.emergency_name) r.emergency_phone = `9${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100).map(({ language: _language, ...r }) => r);
    const inserted = await trx.insertInto('clinic_patients').values(chunk).returning('patient_id').execute();
    ids.push(...inserted.map((r) => r.patient_id));
  }
  const consents = rows.map((r, i) => ({
    patient_id: ids[i]!,
    clinic_id: c.clinicId,
    purpose: 'health_records',
    language: r.language,
    given_at: r.created_at,
    given_by_staff_id: c.staffId,
    withdrawn_at: i < c.withdrawn ? `${addDays(c.today, -3 - i)}T06:00:00.000Z` : null,
    withdrawn_by_staff_id: i < c.withdrawn ? c.staffId : null,
    withdraw_reason: i < c.withdrawn ? 'Patient asked to stop storing records' : null,
  }));
  for (let i = 0; i < consents.length; i += 100) {
    await trx
      .insertInto('clinic_patient_consents')
      .values(consents.slice(i, i + 100))
      .execute();
  }
  const counters = [...seqOfYear].map(([case_year, last_no]) => ({ clinic_id: c.clinicId, case_year, last_no }));
  if (counters.length > 0) await trx.insertInto('clinic_case_counters').values(counters).execute();
  return rows.length;
}
