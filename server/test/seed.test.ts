/**
 * The demo seeder: complete, believable, deterministic data on a fresh database.
 * Runs on SQLite; under the api-postgres project (TEST_DB=postgres) it seeds PostgreSQL databases instead.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { connect, type Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_OWNER_BUSINESSES, seedDemo, type SeedSummary } from '../src/db/seed/demo';
import { DEMO_PRACTITIONER } from '../src/db/seed/practitioners';
import { DEMO_CLINIC_PATIENTS, DEMO_CLINIC_STAFF, DEMO_SECOND_CLINIC_STAFF } from '../src/db/seed/clinic';
import { DEMO_MEDICINES } from '../src/db/seed/consult';
import { DEMO_DOCTOR_PASSWORD } from '../src/db/seed/records';
import { verifyPassword } from '../src/platform/passwords';
import { emptyPostgresDatabase, TSX } from './helpers';

const BUSINESSES = 60;
const GUJARATI = /[\u0A80-\u0AFF]/u;
const onPostgres = process.env.TEST_DB === 'postgres';

interface Seeded {
  dataDir: string;
  database: Database;
  summary: SeedSummary;
  drop(): Promise<void>;
}

const opened: Seeded[] = [];

/** A fresh, migrated database (SQLite file in a temp dir, or a new PostgreSQL database) seeded with demo data. */
async function seedFresh(): Promise<Seeded> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-seed-'));
  let database: Database;
  let dropDatabase = async () => {};
  if (onPostgres) {
    const scratch = await emptyPostgresDatabase('gd_seed');
    database = connect({ databaseUrl: scratch.url, dataDir, poolMax: 2 });
    dropDatabase = scratch.drop;
  } else {
    database = connect({ dataDir });
  }
  await migrateToLatest(database.db);
  const summary = await seedDemo(database.db, { dataDir, businesses: BUSINESSES });
  const seeded: Seeded = {
    dataDir,
    database,
    summary,
    async drop() {
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  opened.push(seeded);
  return seeded;
}

/** A stored /uploads/… URL as a file under the data directory. */
const fileOf = (dataDir: string, url: string) => path.join(dataDir, url.replace(/^\//, ''));

describe('demo seeder', () => {
  let first: Seeded;

  beforeAll(async () => {
    first = await seedFresh();
  }, 60_000);

  afterAll(async () => {
    for (const s of opened) await s.drop();
  });

  it('reports what it inserted', async () => {
    const { db } = first.database;
    const count = async (table: 'users' | 'cities' | 'business_categories' | 'services' | 'businesses') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(first.summary).toEqual({
      users: await count('users'),
      cities: await count('cities'),
      categories: await count('business_categories'),
      services: await count('services'),
      businesses: BUSINESSES,
      approved: expect.any(Number),
    });
    expect(await count('businesses')).toBe(BUSINESSES);
  });

  it('lists at least 60 cities, every district headquarters among them, with Gujarati names', async () => {
    const cities = await first.database.db.selectFrom('cities').selectAll().orderBy('sort_order').execute();
    expect(cities.length).toBeGreaterThanOrEqual(60);
    expect(cities[0]?.city_name).toBe('Ahmedabad');
    const names = new Set(cities.map((c) => c.city_name));
    for (const hq of [
      'Gandhinagar',
      'Bhuj',
      'Ahwa',
      'Khambhalia',
      'Veraval',
      'Lunawada',
      'Rajpipla',
      'Vyara',
      'Modasa',
      'Chhota Udepur',
    ]) {
      expect(names).toContain(hq);
    }
    expect(new Set(cities.map((c) => c.district)).size).toBeGreaterThanOrEqual(33);
    for (const c of cities) expect(c.city_name_guj).toMatch(GUJARATI);
  });

  it('has at least 40 categories named in Gujarati, about 12 of them featured', async () => {
    const categories = await first.database.db.selectFrom('business_categories').selectAll().execute();
    expect(categories.filter((c) => GUJARATI.test(c.category_name_guj ?? '')).length).toBeGreaterThanOrEqual(40);
    const featured = categories.filter((c) => c.is_featured === 1).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(16);
  });

  it('stores each service name once, ignoring case', async () => {
    const services = await first.database.db.selectFrom('services').select(['service_name', 'category_id']).execute();
    const lower = services.map((s) => s.service_name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(services.every((s) => s.category_id !== null)).toBe(true);
  });

  it('gives every approved business services, products, photos and a logo file on disk', async () => {
    const { db } = first.database;
    const approved = await db.selectFrom('businesses').selectAll().where('is_approve', '=', 1).execute();
    expect(approved.length).toBe(first.summary.approved);
    expect(approved.length).toBeGreaterThan(BUSINESSES / 2);

    const countBy = async (table: 'business_services' | 'business_products' | 'business_gallery') => {
      const rows = await db
        .selectFrom(table)
        .select(['business_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('business_id')
        .execute();
      return new Map(rows.map((r) => [r.business_id, Number(r.n)]));
    };
    const services = await countBy('business_services');
    const products = await countBy('business_products');
    const photos = await countBy('business_gallery');
    for (const b of approved) {
      expect(services.get(b.business_id), `services of ${b.business_id}`).toBeGreaterThanOrEqual(1);
      expect(products.get(b.business_id), `products of ${b.business_id}`).toBeGreaterThanOrEqual(1);
      expect(photos.get(b.business_id), `photos of ${b.business_id}`).toBeGreaterThanOrEqual(1);
      expect(b.business_logo).toMatch(/^\/uploads\/seed\/logos\/.+\.svg$/);
      expect(fs.existsSync(fileOf(first.dataDir, b.business_logo ?? '')), `logo of ${b.business_id}`).toBe(true);
      expect(b.profile_step).toBe(7);
      expect(b.approved_at).not.toBeNull();
      expect(b.location_id).not.toBeNull();
      // Gujarat PINs: 36xxxx Saurashtra, 37xxxx Kutch, 38xxxx central/north, 39xxxx south.
      expect(b.zipcode).toMatch(/^3[6-9]\d{4}$/);
      expect(b.phone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('writes the pooled gallery and product images it refers to', async () => {
    const { db } = first.database;
    const photos = await db.selectFrom('business_gallery').select(['photo_url', 'thumb_url']).distinct().execute();
    const productImages = await db.selectFrom('business_products').select('image_name').distinct().execute();
    for (const p of photos) {
      expect(fs.existsSync(fileOf(first.dataDir, p.photo_url))).toBe(true);
      expect(fs.existsSync(fileOf(first.dataDir, p.thumb_url ?? ''))).toBe(true);
    }
    for (const p of productImages) expect(fs.existsSync(fileOf(first.dataDir, p.image_name ?? ''))).toBe(true);
    const prices = await db.selectFrom('business_products').select('product_price').execute();
    for (const p of prices) expect(Number.isInteger(p.product_price) && (p.product_price ?? 0) > 0).toBe(true);
  });

  it('leaves some businesses pending and some rejected with a reason', async () => {
    const rows = await first.database.db.selectFrom('businesses').select(['is_approve', 'approval_reason']).execute();
    const pending = rows.filter((r) => r.is_approve === 0);
    const rejected = rows.filter((r) => r.is_approve === 2);
    expect(pending.length).toBeGreaterThan(0);
    expect(rejected.length).toBeGreaterThan(0);
    for (const r of rejected) expect(r.approval_reason).toBeTruthy();
  });

  it('refers only to option keys that exist', async () => {
    const { db } = first.database;
    const options = await db.selectFrom('options').select(['list_name', 'op_key']).execute();
    const keys = (list: string) => new Set(options.filter((o) => o.list_name === list).map((o) => o.op_key));
    const businesses = await db.selectFrom('businesses').selectAll().execute();
    const check = (value: number | null, list: string) => {
      if (value !== null) expect(keys(list)).toContain(value);
    };
    for (const b of businesses) {
      check(b.type_of_firm, 'type_of_firms');
      check(b.annual_sales_turnover_id, 'annual_sale');
      check(b.no_of_employees, 'employees');
      check(b.contact_designation, 'designation');
    }
  });

  it('creates the demo accounts with their documented passwords and the owner’s businesses', async () => {
    const { db } = first.database;
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.user_type).toBe(account.user_type);
      expect(user.phone).toBe(account.phone);
      expect(user.is_profile_approve).toBe(1);
      expect(await verifyPassword(user.password_hash, account.password)).toBe(true);
    }
    const owner = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_ACCOUNTS.owner.email)
      .executeTakeFirstOrThrow();
    const mine = await db
      .selectFrom('businesses')
      .select(['business_id', 'business_name', 'is_approve', 'profile_step', 'total_inquiry'])
      .where('owner_user_id', '=', owner.user_id)
      .orderBy('business_id')
      .execute();
    expect(mine.map((b) => [b.business_name, b.is_approve, b.profile_step])).toEqual(
      DEMO_OWNER_BUSINESSES.map((b) => [b.business_name, b.is_approve, b.profile_step]),
    );
    const inquiries = await db
      .selectFrom('inquiries')
      .select(['business_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('business_id')
      .execute();
    expect(inquiries.length).toBeGreaterThan(0);
    for (const q of inquiries) {
      expect(mine.find((b) => b.business_id === q.business_id)?.total_inquiry).toBe(Number(q.n));
    }
    const phones = await db.selectFrom('users').select('phone').where('phone', 'is not', null).execute();
    for (const p of phones) expect(p.phone).toMatch(/^[6-9]\d{9}$/);
  });

  it('names about one business in five in Gujarati script, and gives every business its search keys', async () => {
    const rows = await first.database.db
      .selectFrom('businesses')
      .select(['business_name', 'name_key', 'search_key'])
      .execute();
    const gujarati = rows.filter((r) => GUJARATI.test(r.business_name ?? '')).length / rows.length;
    expect(gujarati).toBeGreaterThan(0.12);
    expect(gujarati).toBeLessThan(0.3);
    for (const r of rows) if (r.business_name) expect(r.name_key, r.business_name).not.toBe('');
    expect(rows.every((r) => r.search_key.startsWith(' '))).toBe(true);
  });

  it('gives the demo user visits paid online with gap-free receipts, and one refunded (decision 65)', async () => {
    const { db } = first.database;
    const demoUser = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_ACCOUNTS.user.email)
      .executeTakeFirstOrThrow();
    const paid = await db
      .selectFrom('appointment_payments as ap')
      .innerJoin('user_book_appointments as a', 'a.appointment_id', 'ap.appointment_id')
      .select(['ap.status', 'ap.receipt_number', 'ap.amount_paise', 'ap.user_id', 'a.fee_paise', 'a.booking_status'])
      .orderBy('ap.receipt_number')
      .execute();
    expect(
      paid.every((p) => p.user_id === demoUser.user_id && p.amount_paise === p.fee_paise && p.amount_paise >= 100),
    ).toBe(true);
    const receipted = paid.filter((p) => p.status === 1);
    expect(receipted.length).toBeGreaterThanOrEqual(3);
    expect(receipted.every((p) => p.booking_status === 1)).toBe(true);
    const numbers = receipted.map((p) => Number(p.receipt_number!.slice(-4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(paid.filter((p) => p.status === 3)).toHaveLength(1);
  });

  it('books every marketplace visit at its practitioner’s fee, so the demo practitioner earns this month', async () => {
    const { db } = first.database;
    // The clinic desk's mirrored bookings are billed by the clinic's OPD (fee 0 on the practitioner's side).
    const visits = await db
      .selectFrom('user_book_appointments as a')
      .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id')
      .leftJoin('clinic_appointments as c', 'c.practitioner_appointment_id', 'a.appointment_id')
      .select(['a.fee_paise', 'p.consultation_fee', 'p.name', 'a.status'])
      .where('c.appointment_id', 'is', null)
      .execute();
    expect(visits.length).toBeGreaterThan(100);
    expect(visits.filter((v) => v.fee_paise !== v.consultation_fee)).toEqual([]);
    const demoCheckedOut = visits.filter((v) => v.name === DEMO_PRACTITIONER.name && v.status === 4);
    expect(demoCheckedOut.length).toBeGreaterThan(0);
    expect(demoCheckedOut.every((v) => v.fee_paise >= 100)).toBe(true);
  });

  it('lists 30+ verified practitioners in 10+ specialties with timings, leave and appointments in every status', async () => {
    const { db } = first.database;
    const practitioners = await db
      .selectFrom('practitioners')
      .select(['practitioner_id', 'city_id', 'languages', 'slug'])
      .where('is_approve', '=', 1)
      .where('is_active', '=', 1)
      .execute();
    expect(practitioners.length).toBeGreaterThanOrEqual(30);
    expect(practitioners.every((p) => p.city_id && p.languages?.startsWith(',') && p.slug)).toBe(true);
    expect(new Set(practitioners.map((p) => p.city_id)).size).toBeGreaterThanOrEqual(10);
    const specialties = await db
      .selectFrom('practitioner_specialties as ps')
      .innerJoin('master_specialties as s', 's.specialty_id', 'ps.specialty_id')
      .select('s.name')
      .distinct()
      .execute();
    expect(specialties.length).toBeGreaterThanOrEqual(10);
    expect(specialties.map((s) => s.name)).toContain('Ayurveda');
    const withTimings = await db.selectFrom('practitioner_timings').select('practitioner_id').distinct().execute();
    expect(withTimings.length).toBe(practitioners.length);
    const withDegrees = await db.selectFrom('practitioner_degrees').select('practitioner_id').distinct().execute();
    expect(withDegrees.length).toBe(practitioners.length);
    expect((await db.selectFrom('practitioner_leaves').select('leave_id').execute()).length).toBeGreaterThan(0);
    const appointments = await db.selectFrom('user_book_appointments').select(['status', 'live', 'user_id']).execute();
    expect(appointments.length).toBeGreaterThanOrEqual(200);
    expect(new Set(appointments.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(appointments.filter((a) => a.status === 5).every((a) => a.live === 0)).toBe(true);
    const demoUser = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_ACCOUNTS.user.email)
      .executeTakeFirstOrThrow();
    expect(appointments.some((a) => a.user_id === demoUser.user_id)).toBe(true);
    const doctor = await db
      .selectFrom('users')
      .innerJoin('practitioners as p', 'p.user_id', 'users.user_id')
      .select(['users.user_type', 'users.password_hash', 'users.phone', 'p.is_approve'])
      .where('users.email', '=', DEMO_PRACTITIONER.email)
      .executeTakeFirstOrThrow();
    expect(doctor).toMatchObject({ user_type: 'practitioner', phone: DEMO_PRACTITIONER.phone, is_approve: 1 });
    expect(await verifyPassword(doctor.password_hash, DEMO_PRACTITIONER.password)).toBe(true);
  });

  it('has reviews of checked-out visits with replies, ratings that follow them, and answered and waiting questions', async () => {
    const { db } = first.database;
    const reviews = await db
      .selectFrom('practitioner_reviews as r')
      .innerJoin('user_book_appointments as a', 'a.appointment_id', 'r.appointment_id')
      .select([
        'r.practitioner_id',
        'r.rating',
        'r.reply',
        'r.is_hidden',
        'r.user_id',
        'a.user_id as patient',
        'a.status',
      ])
      .execute();
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    expect(reviews.every((r) => r.status === 4 && r.user_id === r.patient)).toBe(true);
    expect(reviews.filter((r) => r.reply).length).toBeGreaterThanOrEqual(10);
    expect(reviews.some((r) => r.reply && GUJARATI.test(r.reply))).toBe(true);
    const practitioners = await db
      .selectFrom('practitioners')
      .select(['practitioner_id', 'ratings', 'review_count'])
      .where('is_approve', '=', 1)
      .execute();
    for (const p of practitioners) {
      const visible = reviews.filter((r) => r.practitioner_id === p.practitioner_id && r.is_hidden === 0);
      expect(p.review_count).toBe(visible.length);
      const average = visible.length ? visible.reduce((n, r) => n + r.rating, 0) / visible.length : 0;
      expect(Number(p.ratings)).toBeCloseTo(Math.round(average * 10) / 10, 5);
    }
    expect(practitioners.filter((p) => p.review_count > 0).length).toBeGreaterThanOrEqual(20);

    const questions = await db
      .selectFrom('practitioner_answers as q')
      .innerJoin('practitioners as p', 'p.practitioner_id', 'q.practitioner_id')
      .select(['q.answer', 'q.is_approve', 'q.user_id', 'q.answered_at', 'p.name'])
      .execute();
    const answered = questions.filter((q) => q.is_approve === 1 && q.answer !== '');
    expect(answered.length).toBeGreaterThanOrEqual(10);
    expect(answered.every((q) => q.user_id && q.answered_at)).toBe(true);
    expect(questions.some((q) => q.is_approve === 0 && q.answer !== '')).toBe(true); // the admin's queue
    expect(questions.filter((q) => q.name === DEMO_PRACTITIONER.name && q.answer === '').length).toBeGreaterThan(0);

    // The demo user can review a visit at once.
    const demoUser = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_ACCOUNTS.user.email)
      .executeTakeFirstOrThrow();
    const open = await db
      .selectFrom('user_book_appointments as a')
      .leftJoin('practitioner_reviews as r', 'r.appointment_id', 'a.appointment_id')
      .select('a.appointment_id')
      .where('a.user_id', '=', demoUser.user_id)
      .where('a.status', '=', 4)
      .where('r.review_id', 'is', null)
      .execute();
    expect(open.length).toBeGreaterThan(0);
  });

  it('gives the demo owner a year of daily activity up to yesterday, so the insights mean something (decision 71)', async () => {
    const { db } = first.database;
    const yesterday = addDays(indiaDate(new Date()), -1);
    const owner = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', DEMO_ACCOUNTS.owner.email)
      .executeTakeFirstOrThrow();
    const approved = await db
      .selectFrom('businesses')
      .select(['business_id', 'total_view', 'total_inquiry', 'approved_at'])
      .where('owner_user_id', '=', owner.user_id)
      .where('is_approve', '=', 1)
      .execute();
    expect(approved.length).toBeGreaterThan(0);
    for (const b of approved) {
      const days = await db
        .selectFrom('business_view_days')
        .selectAll()
        .where('business_id', '=', b.business_id)
        .orderBy('view_date')
        .execute();
      const since = indiaDate(new Date(b.approved_at!));
      const first = since > addDays(yesterday, -364) ? since : addDays(yesterday, -364);
      // Every day from its approval (at most a year ago) to yesterday has a row, and nothing comes later.
      expect(days[0]!.view_date).toBe(first);
      expect(days[days.length - 1]!.view_date).toBe(yesterday);
      const recent = days.filter((d) => d.view_date > addDays(yesterday, -30));
      expect(recent.reduce((n, d) => n + d.views, 0)).toBeGreaterThan(30);
      expect(recent.some((d) => d.calls > 0 && d.contact_views > 0)).toBe(true);
      const sum = (k: 'views' | 'inquiries') => days.reduce((n, d) => n + d[k], 0);
      expect(b.total_view).toBeGreaterThanOrEqual(sum('views'));
      // The demo owner's inquiries are the ones on the Inquiries tab, on their India days.
      const received = await db
        .selectFrom('inquiries')
        .select('created_at')
        .where('business_id', '=', b.business_id)
        .execute();
      expect(sum('inquiries')).toBe(received.length);
      for (const r of received) {
        expect(days.find((d) => d.view_date === indiaDate(new Date(r.created_at)))?.inquiries).toBeGreaterThan(0);
      }
    }
  });

  it('seeds the demo clinic (client 1, branch 1) with staff in all four departments, 200 patients and a second clinic (issue 20)', async () => {
    const { db } = first.database;
    const clinics = await db.selectFrom('clinics').selectAll().orderBy('clinic_id').execute();
    expect(clinics.map((c) => c.clinic_id)).toEqual([1, 2]);
    expect(clinics[0]!.business_id).not.toBeNull();
    const firstBranch = await db
      .selectFrom('clinic_branches')
      .select(['branch_id', 'clinic_id'])
      .orderBy('branch_id')
      .executeTakeFirstOrThrow();
    expect(firstBranch).toEqual({ branch_id: 1, clinic_id: 1 });
    const staff = await db
      .selectFrom('clinic_staff')
      .innerJoin('users', 'users.user_id', 'clinic_staff.user_id')
      .select([
        'clinic_staff.clinic_id',
        'department_id',
        'is_clinic_admin',
        'practitioner_id',
        'email',
        'password_hash',
      ])
      .execute();
    const demo = staff.filter((s) => s.clinic_id === 1);
    expect(new Set(demo.map((s) => s.department_id))).toEqual(new Set([1, 2, 4, 19]));
    expect(demo.filter((s) => s.department_id === 2).length).toBeGreaterThanOrEqual(6);
    expect(demo.some((s) => s.practitioner_id !== null)).toBe(true);
    for (const account of [...Object.values(DEMO_CLINIC_STAFF), ...Object.values(DEMO_SECOND_CLINIC_STAFF)]) {
      const row = staff.find((s) => s.email === account.email)!;
      expect(row.is_clinic_admin).toBe(account.admin ? 1 : 0);
      expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
    }
    const chief = staff.find((s) => s.email === 'meera.joshi@shreeayurvedam.in')!;
    expect(chief.is_clinic_admin).toBe(1);
    expect(await verifyPassword(chief.password_hash, DEMO_DOCTOR_PASSWORD)).toBe(true);

    const patients = await db.selectFrom('clinic_patients').selectAll().orderBy('patient_id').execute();
    expect(patients.filter((p) => p.clinic_id === 1)).toHaveLength(DEMO_CLINIC_PATIENTS);
    expect(patients.filter((p) => p.clinic_id === 2).length).toBeGreaterThan(0);
    expect(patients.every((p) => GUJARATI.test(p.name_guj ?? '') && p.search_key.trim() !== '')).toBe(true);
    // gap-free per clinic per year, and the counters stand at the last number
    const counters = await db.selectFrom('clinic_case_counters').selectAll().execute();
    for (const c of counters) {
      const seqs = patients
        .filter((p) => p.clinic_id === c.clinic_id && p.case_year === c.case_year)
        .map((p) => p.case_seq);
      expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: c.last_no }, (_, i) => i + 1));
    }
    const consents = await db.selectFrom('clinic_patient_consents').selectAll().execute();
    expect(consents).toHaveLength(patients.length);
    expect(consents.filter((c) => c.withdrawn_at !== null).length).toBeGreaterThan(0);
  });

  it('seeds each clinic’s medicine master and a consultation for every visit with the doctor or done (issue 20)', async () => {
    const db = first.database.db;
    const medicines = await db.selectFrom('clinic_medicines').selectAll().execute();
    expect(medicines.filter((m) => m.clinic_id === 1)).toHaveLength(DEMO_MEDICINES.length);
    expect(medicines.every((m) => GUJARATI.test(m.name_guj ?? ''))).toBe(true);
    const visits = await db.selectFrom('clinic_visits').select(['visit_id', 'clinic_id', 'status']).execute();
    const consultations = await db.selectFrom('clinic_consultations').selectAll().execute();
    const consulted = new Set(consultations.map((c) => c.visit_id));
    expect(consulted.size).toBe(consultations.length);
    for (const v of visits) expect(consulted.has(v.visit_id), `visit ${v.visit_id}`).toBe(v.status >= 3);
    const lines = await db
      .selectFrom('clinic_prescription_lines as l')
      .innerJoin('clinic_consultations as c', 'c.consultation_id', 'l.consultation_id')
      .innerJoin('clinic_medicines as m', 'm.medicine_id', 'l.medicine_id')
      .select(['c.clinic_id as consult_clinic', 'm.clinic_id as medicine_clinic', 'l.consultation_id'])
      .execute();
    expect(lines.every((l) => l.consult_clinic === l.medicine_clinic)).toBe(true);
    expect(new Set(lines.map((l) => l.consultation_id)).size).toBe(consultations.length);
  });

  it('seeds a week of OPD visits with bills: today in every status, numbers gap-free, counters at the last (issue 20)', async () => {
    const db = first.database.db;
    const visits = await db.selectFrom('clinic_visits').selectAll().execute();
    const today = visits.reduce((max, v) => (v.visit_date > max ? v.visit_date : max), '');
    expect(new Set(visits.map((v) => v.visit_date)).size).toBe(7);
    expect(new Set(visits.filter((v) => v.visit_date === today).map((v) => v.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(visits.filter((v) => v.visit_date < today).every((v) => v.status === 4)).toBe(true);
    const tokens = await db.selectFrom('clinic_token_counters').selectAll().execute();
    for (const c of tokens) {
      const mine = visits
        .filter((v) => v.clinic_id === c.clinic_id && v.doctor_id === c.doctor_id && v.visit_date === c.visit_date)
        .map((v) => v.token_no);
      expect(mine.sort((a, b) => a - b)).toEqual(Array.from({ length: c.last_number }, (_, i) => i + 1));
    }
    const bills = await db.selectFrom('clinic_bills').selectAll().execute();
    expect(bills).toHaveLength(visits.length);
    for (const c of await db.selectFrom('clinic_receipt_counters').selectAll().execute()) {
      const mine = bills
        .filter((b) => b.clinic_id === c.clinic_id && b.financial_year === c.financial_year)
        .map((b) => b.receipt_no);
      expect(mine.sort((a, b) => a - b)).toEqual(Array.from({ length: c.last_number }, (_, i) => i + 1));
    }
    expect(bills.some((b) => b.discount_type === 2)).toBe(true);
    const payments = await db.selectFrom('clinic_bill_payments').selectAll().execute();
    const paid = new Map<number, number>();
    for (const p of payments) paid.set(p.bill_id, (paid.get(p.bill_id) ?? 0) + p.amount);
    for (const b of bills) expect(paid.get(b.bill_id) ?? 0).toBe(b.tvalue);
    expect(new Set(payments.map((p) => p.payment_mode))).toEqual(new Set([1, 2, 3]));
  });

  it('produces the same businesses in the same order when seeded again', async () => {
    const second = await seedFresh();
    const names = (s: Seeded) =>
      s.database.db
        .selectFrom('businesses')
        .select(['business_name', 'slug', 'created_at', 'is_approve'])
        .orderBy('business_id')
        .execute();
    const a = await names(first);
    const b = await names(second);
    expect(b).toEqual(a);
    expect(second.summary).toEqual(first.summary);
  }, 60_000);
});

describe('npm run seed', () => {
  /** The seed command as a newcomer runs it, on a data folder (and, on PostgreSQL, a database) of its own. */
  function seedCommand(args: string[], env: Record<string, string>) {
    return new Promise<{ status: number | null; out: string }>((resolve) => {
      execFile(
        TSX,
        ['src/cli/seed.ts', '--businesses', '12', '--practitioners', '3', ...args],
        { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
        (err, stdout, stderr) => {
          const code = (err as { code?: unknown } | null)?.code;
          resolve({ status: err ? (typeof code === 'number' ? code : null) : 0, out: `${stdout}\n${stderr}` });
        },
      );
    });
  }

  it('refuses a database with users, and with --force empties every table and seeds it again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-seed-force-'));
    const env: Record<string, string> = { DATABASE_URL: '' };
    const scratch = onPostgres ? await emptyPostgresDatabase('gd_seed_force') : null;
    if (scratch) env.DATABASE_URL = scratch.url;
    try {
      const first = await seedCommand(['--data-dir', dataDir], env);
      expect(first.status, first.out).toBe(0);
      const again = await seedCommand(['--data-dir', dataDir], env);
      expect(again.status, again.out).toBe(1);
      expect(again.out).toContain('refusing to add demo data');
      // Every module's demo rows are there (the clinic's pharmacy, wards, lab…), and --force gets past them all.
      const forced = await seedCommand(['--data-dir', dataDir, '--force'], env);
      expect(forced.status, forced.out).toBe(0);
      expect(forced.out).toContain('emptying');
      const database = connect({ dataDir, ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}) });
      try {
        const users = await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const staysNow = await database.db
          .selectFrom('ward_stays')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(first.out).toContain(`${Number(users.n)} users`);
        expect(Number(staysNow.n)).toBeGreaterThan(0);
        // The reference rows the migrations write are made again too.
        const departments = await database.db
          .selectFrom('departments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(departments.n)).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }, 300_000);
});
