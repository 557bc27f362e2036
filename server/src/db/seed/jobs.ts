/**
 * Demo data of the jobs board: job categories (each tied to the business category it suits), about fifty
 * jobs across approved businesses, cities, employment and remote types (a few inactive or waiting for an
 * admin), the demo owner's own job posts, and applications with https resume links. Deterministic from the
 * demo seeder's random source and reference date.
 */
import type { Insertable, Kysely } from 'kysely';
import type { JobApplicationsTable, JobsTable } from '../../modules/jobs/tables';
import type { DB } from '../schema';
import type { Random } from './random';

interface SeedJobCategory {
  name: string;
  name_guj: string;
  /** the business category whose businesses post such jobs */
  business: string | null;
}

export const JOB_CATEGORIES: readonly SeedJobCategory[] = [
  { name: 'Cooks & Kitchen Staff', name_guj: 'રસોઈયા અને રસોડા સ્ટાફ', business: 'Restaurants' },
  { name: 'Hotel & Hospitality', name_guj: 'હોટેલ અને આતિથ્ય', business: 'Hotels' },
  { name: 'Nursing & Healthcare', name_guj: 'નર્સિંગ અને આરોગ્ય સંભાળ', business: 'Hospitals' },
  { name: 'Pharmacy', name_guj: 'ફાર્મસી', business: 'Chemists' },
  { name: 'Textile & Garment', name_guj: 'કાપડ અને ગારમેન્ટ', business: 'Textiles & Sarees' },
  { name: 'Diamond & Jewellery Craft', name_guj: 'હીરા અને ઝવેરાત કારીગરી', business: 'Diamond & Jewellery' },
  { name: 'Electrician & Technician', name_guj: 'ઇલેક્ટ્રિશિયન અને ટેકનિશિયન', business: 'Electricians' },
  { name: 'Accounts & Tax', name_guj: 'હિસાબ અને કરવેરા', business: 'CA & Tax Consultants' },
  { name: 'Real Estate Sales', name_guj: 'રિયલ એસ્ટેટ વેચાણ', business: 'Real Estate' },
  { name: 'Teaching', name_guj: 'શિક્ષણ', business: 'Schools' },
  { name: 'Coaching Faculty', name_guj: 'કોચિંગ ફેકલ્ટી', business: 'Coaching Classes' },
  { name: 'Mechanic & Auto Service', name_guj: 'મિકેનિક અને ઓટો સર્વિસ', business: 'Car Repair' },
  { name: 'Catering & Events', name_guj: 'કેટરિંગ અને ઇવેન્ટ', business: 'Caterers' },
  { name: 'Beauty & Wellness', name_guj: 'સૌંદર્ય અને વેલનેસ', business: 'Beauty Parlours' },
  { name: 'Fitness Trainer', name_guj: 'ફિટનેસ ટ્રેનર', business: 'Gyms' },
  { name: 'Retail & Store Staff', name_guj: 'રિટેલ અને સ્ટોર સ્ટાફ', business: 'Grocery & Kirana' },
  { name: 'Sweets & Farsan Karigar', name_guj: 'મીઠાઈ અને ફરસાણ કારીગર', business: 'Dairy & Sweets (Farsan)' },
  { name: 'Delivery & Logistics', name_guj: 'ડિલિવરી અને લોજિસ્ટિક્સ', business: 'Courier' },
  { name: 'Driver', name_guj: 'ડ્રાઇવર', business: 'Transporters' },
  { name: 'IT & Computer', name_guj: 'આઈટી અને કમ્પ્યુટર', business: 'Computer Repair' },
  { name: 'Factory & Production', name_guj: 'ફેક્ટરી અને ઉત્પાદન', business: 'Ceramics & Tiles' },
  { name: 'Banking & Finance', name_guj: 'બેંકિંગ અને નાણાં', business: 'Banks & Finance' },
  { name: 'Sales & Marketing', name_guj: 'વેચાણ અને માર્કેટિંગ', business: null },
  { name: 'Office & Admin', name_guj: 'ઓફિસ અને વહીવટ', business: null },
];

interface JobTemplate {
  title: string;
  category: string;
  description: string;
  responsibilities: string;
  requirements: string;
  /** monthly salary range in rupees */
  salary: [number, number];
  experience: [number, number];
}

const t = (
  title: string,
  category: string,
  description: string,
  responsibilities: string,
  requirements: string,
  salary: [number, number],
  experience: [number, number],
): JobTemplate => ({ title, category, description, responsibilities, requirements, salary, experience });

/** Jobs a business of a category typically posts, by job category name. */
const TEMPLATES: readonly JobTemplate[] = [
  t(
    'Gujarati Thali Cook',
    'Cooks & Kitchen Staff',
    'We need an experienced cook for our busy Gujarati thali restaurant.',
    'Prepare dal, kadhi, shaak and rotli, Keep the kitchen clean, Plan daily menus',
    'Experience with Gujarati cuisine, Hygiene habits, Ready for evening shifts',
    [15000, 24000],
    [2, 6],
  ),
  t(
    'Kitchen Helper',
    'Cooks & Kitchen Staff',
    'Help our head cook with cutting, cleaning and serving during lunch and dinner.',
    'Cut vegetables, Wash utensils, Serve guests',
    'Punctual, Physically fit',
    [9000, 12000],
    [0, 1],
  ),
  t(
    'Front Office Executive',
    'Hotel & Hospitality',
    'Welcome guests and handle check-in and check-out at our hotel.',
    'Handle bookings, Check guests in and out, Answer calls',
    'Good spoken English and Gujarati, Basic computer skills',
    [14000, 20000],
    [1, 3],
  ),
  t(
    'Room Attendant',
    'Hotel & Hospitality',
    'Keep our guest rooms spotless and welcoming.',
    'Clean rooms, Change linen, Report repairs',
    'Attention to detail, Willing to work shifts',
    [10000, 13000],
    [0, 2],
  ),
  t(
    'Staff Nurse (GNM)',
    'Nursing & Healthcare',
    'Join the nursing team of a growing multi-speciality hospital.',
    'Patient care, Medication rounds, Maintain records',
    'GNM or B.Sc Nursing, Gujarat Nursing Council registration',
    [18000, 28000],
    [1, 5],
  ),
  t(
    'Pharmacist',
    'Pharmacy',
    'Registered pharmacist needed for a busy medical store.',
    'Dispense medicines, Manage stock, Advise customers',
    'B.Pharm or D.Pharm, Pharmacy Council registration',
    [16000, 25000],
    [1, 4],
  ),
  t(
    'Saree Sales Executive',
    'Textile & Garment',
    'Show and sell sarees and dress materials to walk-in customers.',
    'Assist customers, Display stock, Billing',
    'Pleasant manner, Knowledge of fabrics is a plus',
    [11000, 16000],
    [0, 3],
  ),
  t(
    'Tailor (Ladies Wear)',
    'Textile & Garment',
    'Skilled tailor for blouses, kurtis and alterations.',
    'Cutting, Stitching, Alterations',
    'Two years of tailoring, Own machine not needed',
    [12000, 18000],
    [2, 8],
  ),
  t(
    'Diamond Polisher',
    'Diamond & Jewellery Craft',
    'Experienced polisher for our diamond unit.',
    'Polish diamonds, Quality checks, Follow safety rules',
    'Polishing experience, Steady hands',
    [18000, 35000],
    [2, 10],
  ),
  t(
    'Jewellery Showroom Sales',
    'Diamond & Jewellery Craft',
    'Sell gold and diamond jewellery at our showroom.',
    'Greet customers, Explain designs and purity, Close sales',
    'Trustworthy, Good communication',
    [15000, 25000],
    [1, 4],
  ),
  t(
    'Electrician',
    'Electrician & Technician',
    'House and shop wiring, repairs and fittings across the city.',
    'Wiring, Fault finding, Fitting fans and lights',
    'ITI Electrician, Own two-wheeler',
    [14000, 22000],
    [1, 5],
  ),
  t(
    'Accounts Assistant',
    'Accounts & Tax',
    'Maintain books and GST returns for our clients.',
    'Tally entries, GST filing, Bank reconciliation',
    'B.Com, Tally and GST knowledge',
    [15000, 25000],
    [1, 3],
  ),
  t(
    'Article Assistant',
    'Accounts & Tax',
    'CA firm seeks an article assistant for audit and tax work.',
    'Audit support, Income tax returns, Client visits',
    'CA Intermediate cleared',
    [8000, 12000],
    [0, 1],
  ),
  t(
    'Property Sales Advisor',
    'Real Estate Sales',
    'Show flats and plots to buyers and close deals.',
    'Site visits, Follow up leads, Documentation',
    'Own vehicle, Target driven',
    [15000, 30000],
    [1, 4],
  ),
  t(
    'Primary Teacher (English Medium)',
    'Teaching',
    'Teach classes 1 to 5 in our English medium school.',
    'Lesson planning, Teaching, Parent meetings',
    'B.Ed or PTC, Fluent English',
    [14000, 22000],
    [1, 5],
  ),
  t(
    'Maths Faculty (Class 9-12)',
    'Coaching Faculty',
    'Teach maths for board and JEE foundation batches.',
    'Take lectures, Prepare tests, Solve doubts',
    'M.Sc or B.Tech, Teaching experience',
    [25000, 45000],
    [2, 8],
  ),
  t(
    'Car Mechanic',
    'Mechanic & Auto Service',
    'Service and repair petrol and diesel cars at our garage.',
    'General service, Engine repair, Diagnose faults',
    'ITI Motor Mechanic, Two years in a garage',
    [15000, 25000],
    [2, 6],
  ),
  t(
    'Catering Supervisor',
    'Catering & Events',
    'Lead our service staff at weddings and functions.',
    'Plan staff, Supervise service, Handle client requests',
    'Catering experience, Ready for late evenings',
    [16000, 24000],
    [2, 5],
  ),
  t(
    'Beautician',
    'Beauty & Wellness',
    'Skilled beautician for facials, threading, waxing and bridal makeup.',
    'Beauty services, Keep the salon clean, Advise clients',
    'Beautician course, Bridal makeup a plus',
    [12000, 22000],
    [1, 4],
  ),
  t(
    'Gym Trainer',
    'Fitness Trainer',
    'Train members on the floor and run group classes.',
    'Guide workouts, Make plans, Keep equipment safe',
    'Fitness certificate, Friendly',
    [12000, 20000],
    [1, 3],
  ),
  t(
    'Store Helper',
    'Retail & Store Staff',
    'Stock shelves, pack orders and help customers at our kirana store.',
    'Arrange stock, Pack home delivery orders, Billing support',
    'Honest, Basic maths',
    [9000, 12000],
    [0, 2],
  ),
  t(
    'Farsan Karigar',
    'Sweets & Farsan Karigar',
    'Make fafda, gathiya, khaman and seasonal sweets.',
    'Prepare farsan, Maintain quality, Manage frying oil',
    'Farsan making experience',
    [14000, 22000],
    [2, 8],
  ),
  t(
    'Delivery Executive',
    'Delivery & Logistics',
    'Deliver parcels in the city on a fixed route.',
    'Pick up parcels, Deliver on time, Collect cash on delivery',
    'Own two-wheeler and licence, Smartphone',
    [12000, 18000],
    [0, 2],
  ),
  t(
    'Truck Driver',
    'Driver',
    'Heavy vehicle driver for Gujarat and Maharashtra routes.',
    'Drive safely, Keep documents, Basic vehicle checks',
    'Heavy vehicle licence, Clean record',
    [18000, 26000],
    [3, 10],
  ),
  t(
    'Computer Hardware Technician',
    'IT & Computer',
    'Repair laptops and desktops and visit customer offices.',
    'Diagnose faults, Replace parts, Install software',
    'Hardware diploma or experience',
    [12000, 20000],
    [1, 4],
  ),
  t(
    'Production Supervisor',
    'Factory & Production',
    'Supervise a shift of our tiles production line.',
    'Plan production, Manage workers, Quality checks',
    'Diploma in ceramics or mechanical, Shift work',
    [22000, 35000],
    [3, 8],
  ),
  t(
    'Loan Sales Officer',
    'Banking & Finance',
    'Source home and business loan customers.',
    'Meet customers, Collect documents, Follow up',
    'Graduate, Sales experience',
    [15000, 25000],
    [1, 3],
  ),
  t(
    'Sales Executive',
    'Sales & Marketing',
    'Field sales for our products across the district.',
    'Visit dealers, Take orders, Collect payments',
    'Own two-wheeler, Good communication',
    [14000, 22000],
    [1, 4],
  ),
  t(
    'Digital Marketing Executive',
    'Sales & Marketing',
    'Run our social media pages and online ads.',
    'Create posts, Run ads, Report results',
    'Instagram and Facebook ads, Canva',
    [15000, 25000],
    [1, 3],
  ),
  t(
    'Office Assistant',
    'Office & Admin',
    'Handle calls, files and day-to-day office work.',
    'Answer calls, Maintain files, Data entry',
    'Graduate, MS Office',
    [10000, 15000],
    [0, 2],
  ),
  t(
    'Receptionist',
    'Office & Admin',
    'Greet visitors and manage appointments.',
    'Front desk, Appointments, Phone calls',
    'Pleasant manner, Gujarati and English',
    [10000, 14000],
    [0, 2],
  ),
];

/** The demo owner's own job posts (their two approved businesses). */
const DEMO_OWNER_JOBS: Record<string, readonly string[]> = {
  'Dairy & Sweets (Farsan)': ['Farsan Karigar', 'Store Helper'],
  Caterers: ['Catering Supervisor', 'Kitchen Helper'],
};

const RESUME_HOSTS = [
  'https://drive.google.com/file/d',
  'https://resumes.gujaratdirectory.in/cv',
  'https://www.dropbox.com/s',
];

const APPLY_LINES = [
  'I have worked in a similar role for a few years and live nearby.',
  'I am available to join immediately and can work weekends.',
  'Please consider my application; my resume has the details of my experience.',
  'I am a quick learner and have good references from my last employer.',
];

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface SeedJobsOptions {
  rng: Random;
  /** the reference "now" of the demo data, ms */
  ref: number;
  demoOwnerId: number;
  demoUserId: number;
  /** jobs from generated businesses (default 48) */
  jobs?: number;
}

export async function seedJobs(db: Kysely<DB>, opts: SeedJobsOptions): Promise<{ jobs: number; applications: number }> {
  const { rng, ref } = opts;
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

  const businessCategories = await db
    .selectFrom('business_categories')
    .select(['category_id', 'category_name'])
    .execute();
  const categoryIdByName = new Map(businessCategories.map((c) => [c.category_name, c.category_id]));
  const categoryNameById = new Map(businessCategories.map((c) => [c.category_id, c.category_name]));

  const jobCategoryRows = await db
    .insertInto('job_categories')
    .values(
      JOB_CATEGORIES.map((c) => ({
        name: c.name,
        name_guj: c.name_guj,
        is_active: 1,
        business_category_id: c.business ? (categoryIdByName.get(c.business) ?? null) : null,
        created_at: iso(ref - 800 * DAY),
        updated_at: iso(ref - 800 * DAY),
      })),
    )
    .returning(['job_cat_id', 'name'])
    .execute();
  const jobCategoryId = new Map(jobCategoryRows.map((r) => [r.name, r.job_cat_id]));
  const templatesByBusinessCategory = new Map<string, JobTemplate[]>();
  for (const c of JOB_CATEGORIES) {
    if (!c.business) continue;
    templatesByBusinessCategory.set(
      c.business,
      TEMPLATES.filter((tpl) => tpl.category === c.name),
    );
  }
  const generic = TEMPLATES.filter((tpl) => tpl.category === 'Sales & Marketing' || tpl.category === 'Office & Admin');

  const businesses = await db
    .selectFrom('businesses')
    .select(['business_id', 'owner_user_id', 'category_id', 'location_id', 'location', 'business_name'])
    .where('is_approve', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('business_id')
    .execute();
  if (businesses.length === 0) return { jobs: 0, applications: 0 };

  const rows: Insertable<JobsTable>[] = [];
  const makeJob = (b: (typeof businesses)[number], tpl: JobTemplate, index: number, daysAgo: number) => {
    const [lo, hi] = tpl.salary;
    const disclosed = rng.chance(0.8);
    const min = Math.round(rng.int(lo, Math.round((lo + hi) / 2)) / 500) * 500;
    const max = Math.max(min, Math.round(rng.int(Math.round((lo + hi) / 2), hi) / 500) * 500);
    const employment = rng.weighted([60, 75, 85, 95, 100]) + 1;
    const remote =
      tpl.category === 'IT & Computer' || tpl.category === 'Sales & Marketing'
        ? rng.int(1, 3)
        : rng.chance(0.92)
          ? 1
          : 3;
    const created = ref - daysAgo * DAY - rng.int(0, 10) * 3_600_000;
    const site = slug(b.business_name ?? 'business');
    rows.push({
      business_id: b.business_id,
      category_id: jobCategoryId.get(tpl.category) ?? null,
      title: tpl.title,
      slug: `${slug(tpl.title)}-${index}`,
      description: `${tpl.description} ${b.business_name ?? ''} is hiring.`.trim(),
      responsibilities: tpl.responsibilities,
      requirements: tpl.requirements,
      employment_type: employment,
      remote_type: remote,
      address_line: b.location,
      city_id: b.location_id,
      state: 'Gujarat',
      country: 'India',
      salary_min: disclosed ? min * 100 : null,
      salary_max: disclosed ? max * 100 : null,
      currency: 'INR',
      experience_min: tpl.experience[0],
      experience_max: tpl.experience[1],
      apply_email: rng.chance(0.7) ? `jobs@${site.slice(0, 24) || 'business'}.in` : null,
      apply_url: rng.chance(0.3) ? `https://${site.slice(0, 24) || 'business'}.in/careers` : null,
      // A few switched off by their owner, a few waiting for (or refused by) the admin.
      status: rng.chance(0.08) ? 0 : 1,
      approval_status: rng.chance(0.1) ? 0 : rng.chance(0.03) ? 2 : 1,
      approved_at: iso(created),
      created_at: iso(created),
      updated_at: iso(created),
    });
  };

  const demoBusinesses = businesses.filter((b) => b.owner_user_id === opts.demoOwnerId);
  for (const b of demoBusinesses) {
    const titles = DEMO_OWNER_JOBS[categoryNameById.get(b.category_id ?? -1) ?? ''] ?? [];
    titles.forEach((title, i) => {
      const tpl = TEMPLATES.find((x) => x.title === title);
      if (tpl) makeJob(b, tpl, 1, 3 + i * 4);
    });
  }
  // Demo owner's jobs are always public and active.
  for (const r of rows) {
    r.status = 1;
    r.approval_status = 1;
  }

  const others = businesses.filter((b) => b.owner_user_id !== opts.demoOwnerId);
  const chosen = rng.sample(others, Math.min(opts.jobs ?? 48, others.length));
  chosen.forEach((b, i) => {
    const own = templatesByBusinessCategory.get(categoryNameById.get(b.category_id ?? -1) ?? '') ?? [];
    const tpl = own.length > 0 && rng.chance(0.8) ? rng.pick(own) : rng.pick(generic);
    makeJob(b, tpl, i + 1, rng.int(0, 60));
  });

  const jobIds = (await db.insertInto('jobs').values(rows).returning('job_id').execute()).map((r) => r.job_id);

  // Applicants: the demo user and some generated users; the demo owner's jobs get a few each.
  const applicants = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'phone', 'email'])
    .where('user_type', '=', 'user')
    .where('user_id', '!=', opts.demoOwnerId)
    .orderBy('user_id')
    .limit(40)
    .execute();
  const publicJobs = jobIds
    .map((id, i) => ({ id, row: rows[i]! }))
    .filter((j) => j.row.status === 1 && j.row.approval_status === 1);
  const demoOwnerJobs = publicJobs.filter((j) => demoBusinesses.some((b) => b.business_id === j.row.business_id));
  const pairs = new Set<string>();
  const applications: Insertable<JobApplicationsTable>[] = [];
  const addApplication = (jobIndex: { id: number; row: Insertable<JobsTable> }, user: (typeof applicants)[number]) => {
    const key = `${jobIndex.id}:${user.user_id}`;
    if (pairs.has(key)) return;
    pairs.add(key);
    const created = Date.parse(String(jobIndex.row.created_at)) + rng.int(1, 72) * 3_600_000;
    const first = user.name.split(' ')[0]?.toLowerCase() ?? 'candidate';
    applications.push({
      job_id: jobIndex.id,
      user_id: user.user_id,
      candidate_name: user.name,
      candidate_email: user.email ?? `${first}${user.user_id}@example.com`,
      candidate_phone: user.phone ?? `98${String(user.user_id).padStart(8, '0')}`.slice(0, 10),
      resume_url: `${rng.pick(RESUME_HOSTS)}/${first}-${user.user_id}-resume.pdf`,
      cover_letter: rng.pick(APPLY_LINES),
      created_at: iso(Math.min(created, ref - 3_600_000)),
    });
  };
  const demoUser = applicants.find((u) => u.user_id === opts.demoUserId);
  if (demoUser) {
    if (demoOwnerJobs[0]) addApplication(demoOwnerJobs[0], demoUser);
    for (const j of rng.sample(publicJobs, 3)) addApplication(j, demoUser);
  }
  const others2 = applicants.filter((u) => u.user_id !== opts.demoUserId);
  for (const j of demoOwnerJobs) for (const u of rng.sample(others2, rng.int(1, 3))) addApplication(j, u);
  for (let i = 0; i < 20 && others2.length > 0 && publicJobs.length > 0; i++)
    addApplication(rng.pick(publicJobs), rng.pick(others2));
  if (applications.length > 0) await db.insertInto('job_applications').values(applications).execute();

  return { jobs: rows.length, applications: applications.length };
}
