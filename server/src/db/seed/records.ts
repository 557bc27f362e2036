/**
 * Demo master data of the practitioner and clinic side (the generic record API's tables): an Ayurveda and
 * Panchakarma centre in Gujarat with its rooms, therapies, yoga, diet kitchen, suppliers, staff doctors and a few
 * listed practitioners. Departments (1, 2, 4, 19) and payment modes (1 Cash, 2 Card) come from migration 0010.
 * Deterministic: the same rows in the same order on SQLite and PostgreSQL. Job categories are seeded by the jobs
 * board, not here.
 */
import type { Insertable, Kysely } from 'kysely';
import { DEPARTMENT } from '@gd/contracts/codes';
import { hashPassword } from '../../platform/passwords';
import type { UsersTable } from '../../modules/users/tables';
import type { DB } from '../schema';

/** Staff doctors can log in with their email and this password (demo data only). */
export const DEMO_DOCTOR_PASSWORD = 'DemoDoctor#2026';

const rupees = (r: number) => r * 100;

const SUB_DEPARTMENTS = [
  ['Kayachikitsa (General Medicine)', 'કાયચિકિત્સા (જનરલ મેડિસિન)'],
  ['Stri Roga & Prasuti (Women’s Health)', 'સ્ત્રી રોગ અને પ્રસૂતિ'],
  ['Kaumarbhritya (Child Health)', 'કૌમારભૃત્ય (બાળ આરોગ્ય)'],
  ['Shalakya (Eye and ENT)', 'શાલાક્ય (આંખ અને કાન-નાક-ગળું)'],
  ['Shalya (Surgery)', 'શલ્ય (સર્જરી)'],
] as const;

/** [name, sub-department index, designation] */
const DOCTORS = [
  ['Dr. Meera Joshi', 0, 'Chief Physician'],
  ['Dr. Alpesh Patel', 0, 'Consultant'],
  ['Dr. Hetal Desai', 1, 'Consultant'],
  ['Dr. Kunal Trivedi', 2, 'Consultant'],
  ['Dr. Nirali Shah', 3, 'Visiting Consultant'],
  ['Dr. Bhavesh Parmar', 4, 'Surgeon'],
] as const;

const DEGREES = [
  ['BAMS', 'Bachelor of Ayurvedic Medicine and Surgery'],
  ['MD (Ayurveda)', 'Doctor of Medicine in Ayurveda'],
  ['MS (Ayurveda)', 'Master of Surgery in Ayurveda'],
  ['BHMS', 'Bachelor of Homoeopathic Medicine and Surgery'],
  ['BNYS', 'Bachelor of Naturopathy and Yogic Sciences'],
  ['MBBS', 'Bachelor of Medicine, Bachelor of Surgery'],
  ['BPT', 'Bachelor of Physiotherapy'],
] as const;

const SPECIALTIES = [
  ['Panchakarma', 'પંચકર્મ'],
  ['Joint and Spine Care', 'સાંધા અને કરોડરજ્જુ સારવાર'],
  ['Skin and Hair', 'ત્વચા અને વાળ'],
  ['Diabetes Care', 'ડાયાબિટીસ સારવાર'],
  ['Women’s Health', 'મહિલા આરોગ્ય'],
  ['Child Health', 'બાળ આરોગ્ય'],
  ['Yoga Therapy', 'યોગ ચિકિત્સા'],
] as const;

const SERVICE_TYPES = [
  ['In-clinic Consultation', 'ક્લિનિકમાં પરામર્શ'],
  ['Video Consultation', 'વિડિયો પરામર્શ'],
  ['Home Visit', 'ઘરે મુલાકાત'],
  ['Day-care Panchakarma', 'ડે-કેર પંચકર્મ'],
  ['In-patient Stay', 'દાખલ સારવાર'],
] as const;

/** [name, Gujarati, ₹ per day, description] */
const ROOM_CATEGORIES = [
  ['General Ward', 'જનરલ વોર્ડ', 800, 'Six beds, shared washroom, fan.'],
  ['Semi-Private', 'સેમી-પ્રાઇવેટ', 1800, 'Two beds, attached washroom.'],
  ['Private Non-AC', 'પ્રાઇવેટ નોન-એસી', 2500, 'One patient and one attendant bed.'],
  ['Private AC', 'પ્રાઇવેટ એસી', 3500, 'Air-conditioned, attendant bed, television.'],
  ['Deluxe Suite', 'ડીલક્સ સ્યુટ', 6000, 'Sitting area, pantry, for long Panchakarma stays.'],
] as const;

/** [name, Gujarati, minutes, ₹] — Panchakarma department */
const THERAPIES = [
  ['Abhyanga', 'અભ્યંગ', 45, 1200],
  ['Shirodhara', 'શિરોધારા', 60, 1800],
  ['Basti', 'બસ્તિ', 45, 1500],
  ['Nasya', 'નસ્ય', 30, 700],
  ['Virechana', 'વિરેચન', 90, 3500],
  ['Vamana', 'વમન', 120, 4000],
  ['Kati Basti', 'કટિ બસ્તિ', 40, 900],
  ['Janu Basti', 'જાનુ બસ્તિ', 40, 900],
  ['Pizhichil', 'પિઝિચિલ', 60, 2500],
  ['Udvartana', 'ઉદ્વર્તન', 45, 1300],
  ['Netra Tarpana', 'નેત્ર તર્પણ', 30, 800],
  ['Patra Pinda Sweda', 'પત્ર પિંડ સ્વેદ', 45, 1400],
] as const;

/** [name, Gujarati, minutes, benefits] */
const YOGA = [
  ['Surya Namaskar', 'સૂર્ય નમસ્કાર', 15, 'Warms the whole body; flexibility and stamina.'],
  ['Tadasana', 'તાડાસન', 5, 'Posture and balance.'],
  ['Vrikshasana', 'વૃક્ષાસન', 5, 'Balance and focus.'],
  ['Bhujangasana', 'ભુજંગાસન', 5, 'Strengthens the back; eases stiffness.'],
  ['Vajrasana', 'વજ્રાસન', 10, 'Aids digestion after meals.'],
  ['Setu Bandhasana', 'સેતુ બંધાસન', 5, 'Back and hips; gentle for knee patients.'],
  ['Anulom Vilom', 'અનુલોમ વિલોમ', 10, 'Calms the mind; steadies breathing.'],
  ['Kapalbhati', 'કપાલભાતી', 10, 'Digestion and metabolism (not for hypertension).'],
  ['Bhramari', 'ભ્રામરી', 5, 'Eases stress and sleeplessness.'],
  ['Shavasana', 'શવાસન', 10, 'Deep rest after practice.'],
] as const;

/** [name, Gujarati, serving, kcal, ₹, Jain] */
const DIET_ITEMS = [
  ['Moong Dal Khichdi', 'મગની દાળની ખીચડી', '1 bowl', 320, 60, 1],
  ['Bajra Rotla', 'બાજરીનો રોટલો', '1 piece', 180, 20, 1],
  ['Jowar Rotli', 'જુવારની રોટલી', '2 pieces', 200, 25, 1],
  ['Methi Thepla', 'મેથીના થેપલા', '2 pieces', 240, 40, 1],
  ['Dudhi Sabzi', 'દૂધીનું શાક', '1 bowl', 110, 45, 1],
  ['Gujarati Kadhi', 'ગુજરાતી કઢી', '1 bowl', 150, 40, 1],
  ['Chaas (Buttermilk)', 'છાશ', '1 glass', 60, 15, 1],
  ['Daliya Porridge', 'ફાડા લાપસી', '1 bowl', 210, 40, 1],
  ['Nagli (Ragi) Porridge', 'નાગલીની રાબ', '1 bowl', 190, 40, 1],
  ['Mixed Vegetable Soup', 'મિક્સ વેજ સૂપ', '1 bowl', 90, 50, 0],
  ['Herbal Ukalo', 'ઉકાળો', '1 cup', 30, 20, 1],
  ['Papaya Bowl', 'પપૈયું', '1 bowl', 80, 35, 1],
  ['Jeera Rice', 'જીરા રાઇસ', '1 bowl', 260, 45, 1],
] as const;

/** [name, contact, phone, email, GSTIN, gst type, approval level, address, city] */
const SUPPLIERS = [
  [
    'Shree Dhanvantari Ayurved Distributors',
    'Rakesh Shah',
    '9824012345',
    'orders@dhanvantari-dist.in',
    '24AAGFS1234K1Z6',
    1,
    1,
    '12, Kalupur Medicine Market',
    'Ahmedabad',
  ],
  [
    'Nagarjun Pharma Supplies',
    'Jignesh Mehta',
    '9825023456',
    'sales@nagarjunpharma.in',
    '24AAKCN5678L1Z2',
    1,
    2,
    'Near Mandvi Gate, Raopura',
    'Vadodara',
  ],
  [
    'Kesari Herbals',
    'Pooja Vora',
    '9898034567',
    'kesariherbals@example.in',
    '24ABMPV4321Q1Z9',
    1,
    0,
    'Gundawadi Main Road',
    'Rajkot',
  ],
  [
    'Saurashtra Surgical and Lab Supplies',
    'Imran Ghanchi',
    '9879045678',
    'lab@saurashtrasurgical.in',
    '24AAPFS8765M1Z1',
    1,
    1,
    'Sadar Bazar',
    'Rajkot',
  ],
  [
    'Pune Ayur Exports',
    'Sachin Kulkarni',
    '9822056789',
    'exports@puneayur.in',
    '27AAHCP2468N1Z4',
    0,
    2,
    'Market Yard, Gultekdi',
    'Pune',
  ],
] as const;

/** Listed practitioners: [name, Gujarati, degree index, specialty index, years, fee ₹, phone, city, clinic] */
const PRACTITIONERS = [
  ['Dr. Kiran Vyas', 'ડૉ. કિરણ વ્યાસ', 1, 0, 18, 500, '9909012121', 'Ahmedabad', 'Vyas Ayurveda Clinic'],
  ['Dr. Rupal Thakkar', 'ડૉ. રૂપલ ઠક્કર', 0, 2, 9, 400, '9909023232', 'Surat', 'Tvacha Ayurved Kendra'],
  ['Dr. Manish Bhatt', 'ડૉ. મનીષ ભટ્ટ', 2, 1, 22, 700, '9909034343', 'Vadodara', 'Sandhi Care Ayurveda'],
  ['Dr. Falguni Pandya', 'ડૉ. ફાલ્ગુની પંડ્યા', 4, 6, 7, 350, '9909045454', 'Rajkot', 'Prana Yoga & Naturopathy'],
  ['Dr. Chirag Solanki', 'ડૉ. ચિરાગ સોલંકી', 3, 3, 12, 300, '9909056565', 'Bhavnagar', 'Solanki Homoeo Clinic'],
] as const;

export async function seedRecords(db: Kysely<DB>, at: string): Promise<{ users: number }> {
  const stamp = { created_at: at, updated_at: at };
  const doctorHash = await hashPassword(DEMO_DOCTOR_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const ids = async <T extends { [k: string]: unknown }>(
      table: keyof DB,
      pk: string,
      rows: T[],
    ): Promise<number[]> => {
      const out: number[] = [];
      for (const row of rows) {
        const r = await (trx as unknown as Kysely<any>)
          .insertInto(table)
          .values({ ...row, ...stamp })
          .returning(pk)
          .executeTakeFirstOrThrow();
        out.push(Number(r[pk]));
      }
      return out;
    };

    const subIds = await ids(
      'doctor_sub_departments',
      'doctor_sub_department_id',
      SUB_DEPARTMENTS.map(([name, name_guj]) => ({ department_id: DEPARTMENT.DOCTOR, name, name_guj })),
    );
    const doctorUsers: Insertable<UsersTable>[] = DOCTORS.map(([name]) => ({
      name,
      phone: null,
      email: `${name
        .replace(/^Dr\. /, '')
        .toLowerCase()
        .replace(/\s+/g, '.')}@shreeayurvedam.in`,
      password_hash: doctorHash,
      user_type: 'user',
      has_login_access: 1,
      is_profile_approve: 1,
      ...stamp,
    }));
    const userIds = await ids('users', 'user_id', doctorUsers);
    await ids(
      'staff',
      'staff_id',
      DOCTORS.map(([, sub, designation], i) => ({
        user_id: userIds[i],
        department_id: DEPARTMENT.DOCTOR,
        doctor_sub_department_id: subIds[sub],
        designation,
      })),
    );

    const degreeIds = await ids(
      'master_medical_degrees',
      'degree_id',
      DEGREES.map(([name, full_name]) => ({ name, full_name })),
    );
    const specialtyIds = await ids(
      'master_specialties',
      'specialty_id',
      SPECIALTIES.map(([name, name_guj]) => ({ name, name_guj })),
    );
    const serviceTypeIds = await ids(
      'master_type_of_services',
      'service_type_id',
      SERVICE_TYPES.map(([name, name_guj]) => ({ name, name_guj })),
    );

    const categoryIds = await ids(
      'room_categories',
      'room_category_id',
      ROOM_CATEGORIES.map(([name, name_guj, perDay, description]) => ({
        name,
        name_guj,
        daily_charge: rupees(perDay),
        description,
      })),
    );
    // Ground floor wards, first floor semi-private and private rooms, second floor AC rooms and suites.
    const rooms: { room_number: string; room_category_id: number; floor: number; bed_count: number; is_ac: number }[] =
      [];
    for (let n = 1; n <= 4; n++)
      rooms.push({ room_number: `G-0${n}`, room_category_id: categoryIds[0]!, floor: 0, bed_count: 6, is_ac: 0 });
    for (let n = 1; n <= 8; n++)
      rooms.push({
        room_number: `1-0${n}`,
        room_category_id: categoryIds[n <= 4 ? 1 : 2]!,
        floor: 1,
        bed_count: n <= 4 ? 2 : 1,
        is_ac: 0,
      });
    for (let n = 1; n <= 6; n++)
      rooms.push({
        room_number: `2-0${n}`,
        room_category_id: categoryIds[n <= 4 ? 3 : 4]!,
        floor: 2,
        bed_count: 1,
        is_ac: 1,
      });
    await ids('rooms', 'room_id', rooms);

    await ids(
      'therapies',
      'therapy_id',
      THERAPIES.map(([name, name_guj, duration_minutes, price]) => ({
        name,
        name_guj,
        department_id: DEPARTMENT.PANCHAKARMA,
        duration_minutes,
        price: rupees(price),
      })),
    );
    await ids(
      'yoga',
      'yoga_id',
      YOGA.map(([name, name_guj, duration_minutes, benefits]) => ({ name, name_guj, duration_minutes, benefits })),
    );
    await ids(
      'diet_items',
      'diet_item_id',
      DIET_ITEMS.map(([name, name_guj, serving, calories, price, is_jain]) => ({
        name,
        name_guj,
        serving,
        calories,
        price: rupees(price),
        is_jain,
      })),
    );
    await ids(
      'suppliers',
      'supplier_id',
      SUPPLIERS.map(([name, contact_person, phone, email, gstin, gst_type, approval_level, address, city]) => ({
        name,
        contact_person,
        phone,
        email,
        gstin,
        gst_type,
        approval_level,
        address,
        city,
      })),
    );

    const practitionerIds = await ids(
      'practitioners',
      'practitioner_id',
      PRACTITIONERS.map(([name, name_guj, degree, specialty, experience_years, fee, phone, city]) => ({
        name,
        name_guj,
        degree_id: degreeIds[degree],
        specialty_id: specialtyIds[specialty],
        department_id: DEPARTMENT.DOCTOR,
        experience_years,
        consultation_fee: rupees(fee),
        phone,
        city,
        is_approve: 1,
      })),
    );
    await ids(
      'practitioner_professional_info',
      'professional_info_id',
      PRACTITIONERS.map(([, , , , , , , city, clinic], i) => ({
        practitioner_id: practitionerIds[i],
        clinic_name: clinic,
        clinic_address: `${clinic}, near Bus Stand, ${city}, Gujarat`,
        registration_council: 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
        registration_number: `GBAUSM-${String(2004 + i * 3)}-${String(1200 + i * 37)}`,
        service_type_id: serviceTypeIds[i % serviceTypeIds.length],
        languages: 'Gujarati, Hindi, English',
        timings: 'Mon–Sat 10:00–13:00, 17:00–20:00',
      })),
    );
    await ids('practitioner_personal_info', 'personal_info_id', [
      {
        practitioner_id: practitionerIds[0],
        date_of_birth: '1979-03-14',
        sex: 1,
        personal_phone: '9727011111',
        home_address: 'Satellite, Ahmedabad',
        emergency_contact_name: 'Nisha Vyas',
        emergency_contact_phone: '9727022222',
      },
      {
        practitioner_id: practitionerIds[1],
        date_of_birth: '1988-09-02',
        sex: 2,
        personal_phone: '9727033333',
        home_address: 'Adajan, Surat',
      },
    ]);
    await ids('practitioner_answers', 'answer_id', [
      {
        practitioner_id: practitionerIds[2],
        question: 'Can Panchakarma help with knee pain from osteoarthritis?',
        answer:
          'Janu Basti with medicated oil and gentle Abhyanga usually ease the stiffness in two to three weeks; an examination comes first.',
        is_approve: 1,
      },
      {
        practitioner_id: practitionerIds[1],
        question: 'Which diet suits acne-prone skin in summer?',
        answer: 'Cooling foods: chaas, dudhi, moong; avoid fried farsan and very spicy pickles.',
        is_approve: 1,
      },
    ]);
    await ids('banners', 'banner_id', [
      {
        title: 'Monsoon Panchakarma package: 15% off',
        title_guj: 'ચોમાસું પંચકર્મ પેકેજ: ૧૫% છૂટ',
        image_url: '/uploads/seed/gallery/gallery-01.webp',
        sort_order: 1,
      },
      {
        title: 'Free yoga camp every Sunday morning',
        title_guj: 'દર રવિવારે સવારે મફત યોગ શિબિર',
        image_url: '/uploads/seed/gallery/gallery-02.webp',
        sort_order: 2,
      },
    ]);
    return { users: userIds.length };
  });
}
