/**
 * Demo data for an empty database: settings, the cities and option lists of Gujarat, business categories
 * with their services, three known accounts (admin, owner, user) and a few hundred believable businesses,
 * or 100k of them for load tests (`businesses: 100_000`).
 *
 * Everything is derived from one seeded random source and a fixed reference date, so the same options
 * give the same data on SQLite and PostgreSQL. Only ids may differ between runs.
 */
import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { APPROVAL, type OptionList } from '@gd/contracts/codes';
import { slugify } from '@gd/contracts/patterns';
import { hashPassword } from '../../platform/passwords';
import { refreshStatistics } from '../sql';
import type { BusinessGalleryTable, BusinessServicesTable, NewBusiness } from '../../modules/directory/tables';
import { fillHoursFromText } from '../../modules/directory/hours-service';
import { businessSearchKeys } from '../../modules/directory/search-keys';
import type { InquiriesTable } from '../../modules/inquiries/tables';
import type { BusinessProductsTable } from '../../modules/products/tables';
import type { NewUser } from '../../modules/users/tables';
import type { DB } from '../schema';
import { CATEGORIES, type SeedCategory } from './data/categories';
import { DEMO_PRACTITIONER, seedPractitioners } from './practitioners';
import { seedBulkPractitioners } from './practitioners-bulk';
import { seedRecords } from './records';
import { seedClinics } from './clinic';
import { seedOpdVisits } from './opd';
import { seedClinicAppointments } from './appointments';
import { seedConsultations } from './consult';
import { seedTherapy } from './therapy';
import { seedLab } from './lab';
import { seedPharmacy } from './pharmacy';
import { seedWard } from './ward';
import { seedActivityHistory } from './activity';
import { seedReviews } from './reviews';
import { CITIES, type SeedCity } from './data/cities';
import {
  CATEGORY_NAME_PATTERNS,
  CLOSING_LINES,
  COMPLEXES,
  FEMALE_FIRST_NAMES,
  GENERIC_LOCALITIES,
  GENERIC_NAME_PATTERNS,
  INDUSTRIAL_CATEGORIES,
  LANDMARKS,
  LOCALITIES,
  type Locality,
  MALE_FIRST_NAMES,
  NAME_PREFIXES,
  REJECTION_REASONS,
  SOLO_CATEGORIES,
  SURNAMES,
} from './data/names';
import { DESIGNATION, FIRM_TYPE, OPTIONS } from './data/options';
import {
  ensureImagePool,
  type ImagePool,
  LOGO_COLOURS,
  type LogoSpec,
  initialsOf,
  logoUrl,
  writeLogos,
} from './images';
import { seedJobs } from './jobs';
import { seedContent } from './content';
import { seedBilling } from './billing';
import { seedReviewHistory } from './review-history';
import { createRandom, cumulativeWeights, type Random } from './random';
import { seedAdminDemo } from './admin';

/** Known accounts, for the README, the e2e tests and anyone trying the demo. */
export const DEMO_ACCOUNTS = {
  admin: {
    name: 'Directory Admin',
    email: 'admin@gujaratdirectory.in',
    phone: null,
    password: 'DemoAdmin#2026',
    user_type: 'admin',
  },
  owner: {
    name: 'Ramesh Patel',
    email: 'owner@gujaratdirectory.in',
    phone: '9876543210',
    password: 'DemoOwner#2026',
    user_type: 'user',
  },
  user: {
    name: 'Priya Shah',
    email: 'user@gujaratdirectory.in',
    phone: '9123456780',
    password: 'DemoUser#2026',
    user_type: 'user',
  },
} as const;

/** Password of every generated owner (their phones are in the users table). */
export const GENERATED_OWNER_PASSWORD = 'DemoSeedOwner#2026';

/** The demo owner's businesses: two approved, one still in the wizard (saved up to step 2, so at step 3). */
export const DEMO_OWNER_BUSINESSES = [
  {
    business_name: 'Jalaram Sweets & Farsan',
    category_name: 'Dairy & Sweets (Farsan)',
    city_slug: 'ahmedabad',
    locality: 'Maninagar',
    is_approve: APPROVAL.APPROVED,
    profile_step: 7,
  },
  {
    business_name: 'Patel Caterers',
    category_name: 'Caterers',
    city_slug: 'ahmedabad',
    locality: 'Naranpura',
    is_approve: APPROVAL.APPROVED,
    profile_step: 7,
  },
  {
    business_name: 'Shree Umiya Textiles',
    category_name: 'Textiles & Sarees',
    city_slug: 'surat',
    locality: 'Ring Road',
    is_approve: APPROVAL.PENDING,
    profile_step: 3,
  },
] as const;

/** "Now" for the demo data: every date is placed relative to it, never to the clock. */
export const SEED_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';

export interface SeedDemoOptions {
  dataDir: string;
  /** How many businesses (default 340). Above LARGE_MODE_FROM the data gets lighter per business. */
  businesses?: number;
  /** How many practitioners in all (default: the demo's 32); more are added in bulk for measuring. */
  practitioners?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  users: number;
  cities: number;
  categories: number;
  services: number;
  businesses: number;
  approved: number;
}

export const DEFAULT_BUSINESSES = 340;
export const DEFAULT_SEED = 2026;
/** From this many businesses on: logos from a shared pool, one owner per 5 businesses, 2 services/products/photos each. */
export const LARGE_MODE_FROM = 5000;
/** Distinct two-letter logos in large mode (single-letter ones come on top, one per first letter). */
const LOGO_POOL_SIZE = 200;

const REF = Date.parse(SEED_REFERENCE_DATE);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Rows per multi-row insert: under SQLite's 32766 and PostgreSQL's 65535 bound parameters. */
const MAX_PARAMS_PER_INSERT = 30_000;
/** Businesses generated and inserted per transaction. */
const BATCH = 5000;

const SETTINGS = [
  { name: 'site_name', value: 'Gujarat Business Directory', is_public: 1 },
  { name: 'auto_approve_profiles', value: '1', is_public: 0 },
  { name: 'payment_provider_type', value: 'manual', is_public: 1 },
  { name: 'support_phone', value: '9825012345', is_public: 1 },
  { name: 'support_email', value: 'support@gujaratdirectory.in', is_public: 1 },
  { name: 'whatsapp_phone', value: '9825012345', is_public: 1 },
  { name: 'facebook_url', value: 'https://www.facebook.com/gujaratdirectory', is_public: 1 },
  { name: 'instagram_url', value: 'https://www.instagram.com/gujaratdirectory', is_public: 1 },
  { name: 'youtube_url', value: 'https://www.youtube.com/@gujaratdirectory', is_public: 1 },
] as const;

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

function chunk<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS_PER_INSERT / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const columnCount = (row: object) => Object.keys(row).length;

// ---------------------------------------------------------------------------------------------------------------
// Reference data

interface CategoryRef {
  id: number;
  data: SeedCategory;
  /** Service ids in the order the category lists them (shared services point at the first category's row). */
  serviceIds: number[];
  serviceNames: string[];
}

interface Reference {
  cityIds: number[];
  categories: CategoryRef[];
  categoryByName: Map<string, CategoryRef>;
  serviceCount: number;
}

async function insertReferenceData(trx: Transaction<DB>): Promise<Reference> {
  const created = iso(REF - 800 * DAY);

  await trx
    .insertInto('settings')
    .values(SETTINGS.map((s) => ({ ...s, updated_at: created })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  const cityRows = await trx
    .insertInto('cities')
    .values(
      CITIES.map((c, i) => ({
        city_name: c.city_name,
        city_name_guj: c.city_name_guj,
        district: c.district,
        slug: c.slug,
        sort_order: i + 1,
        is_active: 1,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    )
    .returning(['city_id', 'slug'])
    .execute();
  const cityIdBySlug = new Map(cityRows.map((r) => [r.slug, r.city_id]));
  const cityIds = CITIES.map((c) => mustGet(cityIdBySlug, c.slug));

  const optionRows = (Object.keys(OPTIONS) as OptionList[]).flatMap((list_name) =>
    OPTIONS[list_name].map((o) => ({ list_name, ...o, sort_order: o.op_key })),
  );
  await trx.insertInto('options').values(optionRows).execute();

  const categoryRows = await trx
    .insertInto('business_categories')
    .values(
      CATEGORIES.map((c, i) => ({
        category_name: c.category_name,
        category_name_guj: c.category_name_guj,
        slug: slugify(c.category_name),
        image: null,
        is_featured: c.is_featured,
        sort_order: i + 1,
        created_at: created,
        updated_at: created,
      })),
    )
    .returning(['category_id', 'slug'])
    .execute();
  const categoryIdBySlug = new Map(categoryRows.map((r) => [r.slug, r.category_id]));

  // Services: one row per name ignoring case, owned by the first category that lists it.
  const serviceRows: { service_name: string; service_name_guj: string; category_id: number; created_at: string }[] = [];
  const seen = new Set<string>();
  for (const c of CATEGORIES) {
    const category_id = mustGet(categoryIdBySlug, slugify(c.category_name));
    for (const s of c.services) {
      const key = s.en.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      serviceRows.push({ service_name: s.en, service_name_guj: s.guj, category_id, created_at: created });
    }
  }
  const insertedServices = await trx
    .insertInto('services')
    .values(serviceRows)
    .returning(['service_id', 'service_name'])
    .execute();
  const serviceIdByName = new Map(insertedServices.map((r) => [r.service_name.toLowerCase(), r.service_id]));

  const categories = CATEGORIES.map((data) => ({
    id: mustGet(categoryIdBySlug, slugify(data.category_name)),
    data,
    serviceIds: data.services.map((s) => mustGet(serviceIdByName, s.en.toLowerCase())),
    serviceNames: data.services.map((s) => s.en),
  }));
  return {
    cityIds,
    categories,
    categoryByName: new Map(categories.map((c) => [c.data.category_name, c])),
    serviceCount: serviceRows.length,
  };
}

function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${String(key)}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// People

interface Person {
  first: string;
  surname: string;
  name: string;
  phone: string;
  email: string | null;
  createdAt: number;
}

class PhoneBook {
  private readonly used = new Set<string>([
    ...Object.values(DEMO_ACCOUNTS).flatMap((a) => (a.phone ? [a.phone] : [])),
    DEMO_PRACTITIONER.phone,
  ]);
  constructor(private readonly rng: Random) {}
  /** A new 10-digit Indian mobile number (starts with 6–9), unique within this seed run. */
  next(): string {
    for (;;) {
      const phone = `${this.rng.int(6, 9)}${String(this.rng.int(0, 999_999_999)).padStart(9, '0')}`;
      if (!this.used.has(phone)) {
        this.used.add(phone);
        return phone;
      }
    }
  }
}

function personName(rng: Random): { first: string; surname: string; female: boolean } {
  const female = rng.chance(0.22);
  return { first: rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES), surname: rng.pick(SURNAMES).en, female };
}

function makeOwners(rng: Random, phones: PhoneBook, count: number): Person[] {
  const owners: Person[] = [];
  for (let i = 0; i < count; i++) {
    const { first, surname } = personName(rng);
    const createdAt = REF - rng.int(3 * DAY, 730 * DAY) - rng.int(0, DAY);
    owners.push({
      first,
      surname,
      name: `${first} ${surname}`,
      phone: phones.next(),
      // Generated addresses use the reserved example.com domain so no real mailbox ever gets demo mail.
      email: rng.chance(0.75) ? `${first}.${surname}${i + 1}@example.com`.toLowerCase() : null,
      createdAt,
    });
  }
  return owners;
}

function userRow(p: Person, passwordHash: string, language: string): NewUser {
  return {
    name: p.name,
    phone: p.phone,
    email: p.email,
    password_hash: passwordHash,
    user_type: 'user',
    has_login_access: 1,
    is_profile_approve: 1,
    language,
    token_version: 0,
    photo: null,
    created_at: iso(p.createdAt),
    updated_at: iso(p.createdAt),
  };
}

/** Inserts users in order and answers their ids in the same order. */
async function insertUsers(trx: Transaction<DB>, rows: NewUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunk(rows, columnCount(rows[0] ?? {}))) {
    const inserted = await trx.insertInto('users').values(part).returning('user_id').execute();
    ids.push(...inserted.map((r) => r.user_id).sort((a, b) => a - b));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// Businesses

interface PlannedBusiness {
  row: NewBusiness;
  serviceIds: number[];
  products: Omit<Insertable<BusinessProductsTable>, 'business_id'>[];
  gallery: Omit<Insertable<BusinessGalleryTable>, 'business_id'>[];
}

interface Generator {
  rng: Random;
  ref: Reference;
  pool: ImagePool;
  large: boolean;
  phones: PhoneBook;
  owners: { id: number; person: Person }[];
  usedNames: Set<string>;
  /** Per city: running totals of category weights (hubs weigh more). */
  categoryWeightsByCity: number[][];
  cityWeights: number[];
  /** Logo files still to write: file name → what it shows. */
  logos: Map<string, LogoSpec>;
  /** Shared logo files already planned (large mode). */
  pooledLogos: Set<string>;
}

interface BusinessSpec {
  ordinal: number;
  owner: { id: number; person: Person };
  status: number;
  step: number;
  cityIndex?: number;
  category?: CategoryRef;
  name?: string;
  locality?: string;
}

function fillPattern(pattern: string, rng: Random, city: SeedCity, locality: string): string {
  const prefix = rng.pick(NAME_PREFIXES);
  const honorific = prefix.deity && rng.chance(0.3);
  const surname = rng.pick(SURNAMES);
  let second = rng.pick(SURNAMES);
  if (second.en === surname.en) second = rng.pick(SURNAMES);
  return pattern.replace(/\{(pg|p|s2|sg|s|ff|f|c|l)\}/g, (_, key: string) => {
    switch (key) {
      case 'p':
        return honorific ? `Shree ${prefix.en}` : prefix.en;
      case 'pg':
        return honorific ? `શ્રી ${prefix.guj}` : prefix.guj;
      case 's':
        return surname.en;
      case 'sg':
        return surname.guj;
      case 's2':
        return second.en;
      case 'f':
        return rng.pick(MALE_FIRST_NAMES);
      case 'ff':
        return rng.pick(FEMALE_FIRST_NAMES);
      case 'c':
        return city.city_name;
      default:
        return locality;
    }
  });
}

function businessName(g: Generator, category: SeedCategory, city: SeedCity, locality: string): string {
  const { rng } = g;
  const patterns = CATEGORY_NAME_PATTERNS[category.category_name] ?? GENERIC_NAME_PATTERNS;
  // One business in five is named in Gujarati script, as on the signboards of a Gujarat market (issue 16).
  const gujarati = rng.chance(0.2);
  const list = gujarati ? patterns.guj : patterns.en;
  let name = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    name = fillPattern(rng.pick(list), rng, city, locality);
    if (!g.usedNames.has(name)) break;
  }
  if (g.usedNames.has(name)) name = gujarati ? `${name} (${city.city_name_guj})` : `${name} (${locality})`;
  g.usedNames.add(name);
  return name;
}

function localityOf(rng: Random, city: SeedCity, wanted?: string): Locality {
  const known = LOCALITIES[city.slug];
  if (wanted) return known?.find((l) => l.name === wanted) ?? { name: wanted, pin: city.pin };
  if (known && rng.chance(0.9)) return rng.pick(known);
  return { name: rng.pick(GENERIC_LOCALITIES), pin: city.pin };
}

/** Categories that occupy their own building or grounds rather than a shop. */
const CAMPUS_CATEGORIES: ReadonlySet<string> = new Set(['Hotels', 'Hospitals', 'Schools', 'Party Plots & Banquets']);

function address(rng: Random, category: SeedCategory, locality: string, city: SeedCity): string {
  const parts: string[] = [];
  if (INDUSTRIAL_CATEGORIES.has(category.category_name)) {
    parts.push(
      rng.chance(0.6)
        ? `Plot No. ${rng.int(1, 420)}, GIDC Estate`
        : `Survey No. ${rng.int(10, 999)}, ${rng.pick(['National Highway', 'Highway Road', 'Industrial Area'])}`,
    );
  } else if (CAMPUS_CATEGORIES.has(category.category_name)) {
    parts.push(`Plot No. ${rng.int(1, 250)}, ${rng.pick(['Main Road', 'Ring Road', 'Station Road', 'Highway Road'])}`);
  } else if (rng.chance(0.75)) {
    parts.push(`Shop No. ${rng.int(1, 48)}, ${rng.pick(COMPLEXES)}`);
  } else {
    const floor = rng.int(1, 4);
    parts.push(
      `${floor * 100 + rng.int(1, 12)}, ${['First', 'Second', 'Third', 'Fourth'][floor - 1]} Floor, ${rng.pick(COMPLEXES)}`,
    );
  }
  if (rng.chance(0.5)) parts.push(rng.pick(LANDMARKS));
  if (locality !== city.city_name) parts.push(locality);
  parts.push(city.city_name);
  return parts.join(', ');
}

function firmType(rng: Random, category: SeedCategory): number {
  const name = category.category_name;
  if (name === 'Schools' && rng.chance(0.6)) return FIRM_TYPE.TRUST;
  if (name === 'Hospitals' && rng.chance(0.25)) return FIRM_TYPE.TRUST;
  if (name === 'Banks & Finance' && rng.chance(0.45)) return FIRM_TYPE.COOPERATIVE;
  if (name === 'Yoga Centres' && rng.chance(0.2)) return FIRM_TYPE.TRUST;
  const x = rng.next();
  if (x < 0.46) return FIRM_TYPE.PROPRIETORSHIP;
  if (x < 0.71) return FIRM_TYPE.PARTNERSHIP;
  if (x < 0.77) return FIRM_TYPE.LLP;
  if (x < 0.92) return FIRM_TYPE.PRIVATE_LIMITED;
  if (x < 0.93) return FIRM_TYPE.PUBLIC_LIMITED;
  if (x < 0.96) return FIRM_TYPE.OPC;
  return FIRM_TYPE.HUF;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function turnover(rng: Random, firm: number, category: SeedCategory): number {
  const base: Record<number, number> = {
    [FIRM_TYPE.PROPRIETORSHIP]: 2,
    [FIRM_TYPE.PARTNERSHIP]: 3,
    [FIRM_TYPE.LLP]: 4,
    [FIRM_TYPE.PRIVATE_LIMITED]: 5,
    [FIRM_TYPE.PUBLIC_LIMITED]: 7,
    [FIRM_TYPE.OPC]: 3,
    [FIRM_TYPE.HUF]: 3,
    [FIRM_TYPE.TRUST]: 4,
    [FIRM_TYPE.COOPERATIVE]: 5,
  };
  const heavy =
    INDUSTRIAL_CATEGORIES.has(category.category_name) || category.category_name === 'Diamond & Jewellery' ? 1 : 0;
  return clamp((base[firm] ?? 3) + heavy + rng.int(-1, 1), 1, OPTIONS.annual_sale.length);
}

function ownerDesignation(firm: number): number {
  if (firm === FIRM_TYPE.PROPRIETORSHIP) return DESIGNATION.PROPRIETOR;
  if (firm === FIRM_TYPE.PARTNERSHIP || firm === FIRM_TYPE.LLP) return DESIGNATION.PARTNER;
  if (firm === FIRM_TYPE.PRIVATE_LIMITED || firm === FIRM_TYPE.PUBLIC_LIMITED || firm === FIRM_TYPE.OPC)
    return DESIGNATION.DIRECTOR;
  return DESIGNATION.OWNER;
}

function handleOf(name: string): string {
  // Social handles and example domains: ASCII only (Gujarati names use a transliterated handle).
  const ascii = slugify(name)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '');
  return ascii.length >= 4 ? ascii : '';
}

function priceInPaise(rng: Random, min: number, max: number): number {
  let rupees = min + rng.next() * (max - min);
  const step = rupees >= 10_000 ? 500 : rupees >= 1000 ? 50 : rupees >= 100 ? 10 : 1;
  rupees = Math.max(min, Math.round(rupees / step) * step);
  if (rupees >= 100 && rng.chance(0.45)) rupees -= 1; // ₹499, ₹1,249…
  return rupees * 100;
}

function aboutText(
  rng: Random,
  b: { name: string | null; owner: string; year: number | null; locality: string; city: string },
  category: SeedCategory,
): string {
  const place = b.locality === b.city ? b.city : `${b.locality}, ${b.city}`;
  const since = b.year ?? 2026 - rng.int(3, 15);
  const years = 2026 - since;
  const first = rng.pick([
    `Established in ${since}, we have served customers in ${place} for ${years > 1 ? `over ${years} years` : 'the past year'}.`,
    `Started by ${b.owner} in ${since}, we are a trusted name in ${place}.`,
    `A family business since ${since}, we serve customers across ${b.city} from ${b.locality === b.city ? 'our shop' : b.locality}.`,
  ]);
  const sentences = [first, category.blurb];
  if (rng.chance(0.7)) sentences.push(rng.pick(CLOSING_LINES));
  return sentences.join(' ');
}

/** File name of a shared logo: ASCII initials as they are, other scripts as code points. */
function pooledLogoFile(initials: string): string {
  const key = Array.from(initials)
    .map((ch) => (/^[A-Z0-9]$/.test(ch) ? ch.toLowerCase() : (ch.codePointAt(0) ?? 0).toString(16)))
    .join('-');
  return `pool-${key}.svg`;
}

/**
 * Decision 63: a map pin within 2.5 km of the town's centre, from a hash of the name (not the generator, so
 * every other pick of the demo data stays as it was).
 */
function pinNear(city: SeedCity, name: string): { latitude: number; longitude: number } {
  let h = 2166136261;
  for (const ch of `${city.slug}|${name}`) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const km = 2.5 * Math.sqrt((h >>> 16) / 0x10000);
  const lat = city.latitude + (km * Math.sin(angle)) / 111.32;
  const lng = city.longitude + (km * Math.cos(angle)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Math.round(lat * 1e5) / 1e5, longitude: Math.round(lng * 1e5) / 1e5 };
}

function planBusiness(g: Generator, spec: BusinessSpec): PlannedBusiness {
  const { rng, ref, large } = g;
  const cityIndex = spec.cityIndex ?? rng.weighted(g.cityWeights);
  const city = CITIES[cityIndex] as SeedCity;
  const category =
    spec.category ?? (ref.categories[rng.weighted(g.categoryWeightsByCity[cityIndex] as number[])] as CategoryRef);
  const cat = category.data;
  const loc = localityOf(rng, city, spec.locality);
  const owner = spec.owner.person;

  const registered = spec.name !== undefined || !(SOLO_CATEGORIES.has(cat.category_name) && rng.chance(0.12));
  const name = registered ? (spec.name ?? businessName(g, cat, city, loc.name)) : null;
  if (spec.name) g.usedNames.add(spec.name);
  const displayName = name ?? owner.name;

  // Dates: the business is created after its owner registered; review takes a few hours to three days.
  const pending = spec.status === APPROVAL.PENDING;
  let createdAt = owner.createdAt + rng.int(10 * MINUTE, Math.max(11 * MINUTE, REF - owner.createdAt - 6 * HOUR));
  if (pending) createdAt = Math.max(owner.createdAt + HOUR, REF - rng.int(HOUR, 30 * DAY));
  const reviewedAt = Math.min(REF - HOUR, createdAt + rng.int(2 * HOUR, 72 * HOUR));
  const approvedAt = spec.status === APPROVAL.APPROVED ? reviewedAt : null;
  const updatedAt =
    spec.status === APPROVAL.PENDING
      ? createdAt + rng.int(MINUTE, 40 * MINUTE)
      : reviewedAt + Math.floor(rng.next() * 0.5 * (REF - reviewedAt));

  const step = spec.step;
  const has = (savedStep: number) => step > savedStep; // profile_step N means steps 1..N-1 are saved

  const firm = firmType(rng, cat);
  const sales = turnover(rng, firm, cat);
  const employees = clamp(sales - 1 + rng.int(-1, 1), 1, OPTIONS.employees.length);
  const year = registered ? 2024 - Math.floor(54 * rng.next() ** 2) : null;
  const registrationDate = year
    ? `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
    : null;

  const ownerIsContact = rng.chance(0.75);
  const contactPerson = ownerIsContact
    ? owner.name
    : (() => {
        const p = personName(rng);
        return `${p.first} ${p.surname}`;
      })();
  const contactDesignation = ownerIsContact
    ? ownerDesignation(firm)
    : rng.pick([
        DESIGNATION.MANAGER,
        DESIGNATION.GENERAL_MANAGER,
        DESIGNATION.SALES_EXECUTIVE,
        DESIGNATION.ACCOUNTANT,
        DESIGNATION.RECEPTIONIST,
      ]);
  const phone = rng.chance(0.6) ? owner.phone : g.phones.next();
  const contactPhone = ownerIsContact ? owner.phone : g.phones.next();

  const handle = handleOf(name ?? owner.name) || `${handleOf(cat.category_name)}${spec.ordinal}`;
  const domain = `${handle}.example.com`;
  const email = rng.chance(0.7) ? `info@${domain}` : owner.email;
  const bigFirm = sales >= 4;
  const website = rng.chance(bigFirm ? 0.6 : 0.2) ? `https://www.${domain}` : null;
  const social = (chance: number, url: string) =>
    rng.chance(chance) ? (rng.chance(0.2) ? url.replace(/^https:\/\/(www\.)?/, '') : url) : null;

  const serviceCount = large ? 2 : rng.int(2, 5);
  const picked = rng.sample(
    category.serviceIds.map((id, i) => ({ id, name: category.serviceNames[i] as string })),
    serviceCount,
  );
  const localities = LOCALITIES[city.slug];
  const serviceAreas =
    localities && rng.chance(0.7)
      ? [
          loc.name,
          ...rng
            .sample(localities, rng.int(2, 4))
            .map((l) => l.name)
            .filter((n) => n !== loc.name),
        ].join(', ')
      : rng.pick([
          `All ${city.city_name}`,
          `${city.city_name} and nearby villages`,
          `${city.district} district`,
          'All Gujarat',
        ]);

  let views = 0;
  let inquiries = 0;
  if (spec.status === APPROVAL.APPROVED) {
    const ageDays = (REF - createdAt) / DAY;
    views = Math.round(ageDays * (0.3 + rng.next() * 4) + rng.int(0, 40));
    inquiries = Math.round(views * (0.005 + rng.next() * 0.03));
  }

  let logo: string | null = null;
  if (has(5)) {
    if (large) {
      // Shared logos: the first LOGO_POOL_SIZE pairs of initials get their own file, later pairs
      // reuse a single-letter logo of their first initial, so the pool stays at a few hundred files.
      let initials = initialsOf(displayName);
      let file = pooledLogoFile(initials);
      if (!g.pooledLogos.has(file) && g.pooledLogos.size >= LOGO_POOL_SIZE) {
        initials = Array.from(initials)[0] ?? '?';
        file = pooledLogoFile(initials);
      }
      if (!g.pooledLogos.has(file)) {
        g.pooledLogos.add(file);
        const colourIndex =
          Array.from(initials).reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % LOGO_COLOURS.length;
        g.logos.set(file, { label: initials, initials, colour: LOGO_COLOURS[colourIndex] as string });
      }
      logo = logoUrl(file);
    } else {
      const file = `business-${spec.ordinal}.svg`;
      g.logos.set(file, { label: displayName, initials: initialsOf(displayName), colour: rng.pick(LOGO_COLOURS) });
      logo = logoUrl(file);
    }
  }

  const row: NewBusiness = {
    owner_user_id: spec.owner.id,
    business_name: name,
    slug: slugify(displayName),
    business_logo: logo,
    description: has(1)
      ? `${cat.category_name} in ${loc.name === city.city_name ? city.city_name : `${loc.name}, ${city.city_name}`}: ${picked.map((s) => s.name).join(', ')}.`
      : null,
    owner_name: owner.name,
    location: has(2) ? address(rng, cat, loc.name, city) : null,
    location_id: has(2) ? (ref.cityIds[cityIndex] as number) : null,
    ...(has(2) ? pinNear(city, displayName) : {}),
    zipcode: has(2) ? loc.pin : null,
    service_areas: has(2) ? serviceAreas : null,
    phone,
    email,
    website_url: website,
    operating_hours: cat.hours ?? 'Mon–Sat 10:00–20:00',
    registration_date: registrationDate,
    ratings: 0,
    number_of_reviews: 0,
    about_me: aboutText(rng, { name, owner: owner.name, year, locality: loc.name, city: city.city_name }, cat),
    year,
    category_id: category.id,
    sub_category: picked[0]?.name ?? null,
    type_of_firm: registered ? firm : null,
    annual_sales_turnover_id: registered ? sales : null,
    no_of_employees: registered ? employees : null,
    is_business_registered: registered ? 1 : 0,
    profile_step: step,
    contact_name: has(3) ? contactPerson : null,
    contact_email: has(3) ? (ownerIsContact ? owner.email : rng.chance(0.5) ? email : null) : null,
    contact_phone: has(3) ? contactPhone : null,
    contact_designation: has(3) ? contactDesignation : null,
    social_media_facebook: has(6) ? social(0.5, `https://www.facebook.com/${handle}`) : null,
    social_media_instagram: has(6) ? social(0.45, `https://www.instagram.com/${handle}`) : null,
    social_media_youtube: has(6) ? social(0.1, `https://www.youtube.com/@${handle}`) : null,
    social_media_pinterest: has(6) ? social(0.05, `https://in.pinterest.com/${handle}`) : null,
    social_media_website: has(6) ? website : null,
    total_view: views,
    total_inquiry: inquiries,
    is_approve: spec.status,
    approval_reason: spec.status === APPROVAL.REJECTED ? rng.pick(REJECTION_REASONS) : null,
    approved_at: approvedAt === null ? null : iso(approvedAt),
    deleted_at: null,
    created_at: iso(createdAt),
    updated_at: iso(updatedAt),
  };

  const products: PlannedBusiness['products'] = [];
  if (spec.status === APPROVAL.APPROVED) {
    const templates = rng.sample(cat.products, large ? 2 : rng.int(2, 4));
    for (const t of templates) {
      const at = (approvedAt ?? createdAt) + rng.int(HOUR, 20 * DAY);
      products.push({
        product_name: t.name,
        description: t.description,
        product_price: priceInPaise(rng, t.min, t.max),
        image_name: rng.pick(g.pool.products),
        is_active: rng.chance(0.9) ? 1 : 0,
        deleted_at: null,
        created_at: iso(Math.min(at, REF - MINUTE)),
        updated_at: iso(Math.min(at, REF - MINUTE)),
      });
    }
  }

  const gallery: PlannedBusiness['gallery'] = has(5)
    ? rng.sample(g.pool.gallery, large ? 2 : rng.int(2, 4)).map((img, i) => ({
        photo_url: img.photo_url,
        thumb_url: img.thumb_url,
        sort_order: i,
        created_at: iso(createdAt + (i + 1) * MINUTE),
      }))
    : [];

  return { row, serviceIds: has(4) ? picked.map((s) => s.id) : [], products, gallery };
}

/** Inserts planned businesses with their services, products and photos; answers the business ids in order. */
async function insertBusinesses(trx: Transaction<DB>, planned: PlannedBusiness[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of planned) {
    const productNames = p.products.filter((x) => x.is_active === 1).map((x) => x.product_name);
    Object.assign(p.row, businessSearchKeys(p.row.business_name ?? null, p.row.owner_name ?? null, productNames));
  }
  for (const part of chunk(planned, columnCount(planned[0]?.row ?? {}))) {
    const inserted = await trx
      .insertInto('businesses')
      .values(part.map((p) => p.row))
      .returning('business_id')
      .execute();
    // Ids come from an increasing sequence in row order; sorting guards against any RETURNING order.
    ids.push(...inserted.map((r) => r.business_id).sort((a, b) => a - b));
  }

  const services: Insertable<BusinessServicesTable>[] = [];
  const products: Insertable<BusinessProductsTable>[] = [];
  const gallery: Insertable<BusinessGalleryTable>[] = [];
  planned.forEach((p, i) => {
    const business_id = ids[i] as number;
    for (const service_id of p.serviceIds) services.push({ business_id, service_id });
    for (const product of p.products) products.push({ business_id, ...product });
    for (const photo of p.gallery) gallery.push({ business_id, ...photo });
  });
  for (const part of chunk(services, 2)) await trx.insertInto('business_services').values(part).execute();
  for (const part of chunk(products, 9)) await trx.insertInto('business_products').values(part).execute();
  for (const part of chunk(gallery, 5)) await trx.insertInto('business_gallery').values(part).execute();
  return ids;
}

/** Which businesses are pending or rejected: fixed counts, spread at random over the generated ones. */
function approvalStates(rng: Random, total: number, fixed: readonly number[]): Uint8Array {
  const states = new Uint8Array(total).fill(APPROVAL.APPROVED);
  fixed.forEach((state, i) => {
    if (i < total) states[i] = state;
  });
  const free = total - fixed.length;
  if (free <= 0) return states;
  const wantPending = Math.max(1, Math.round(total * 0.06)) - fixed.filter((s) => s === APPROVAL.PENDING).length;
  const wantRejected = Math.max(1, Math.round(total * 0.03));
  const place = (state: number, count: number) => {
    for (let placed = 0; placed < Math.min(count, free - 1);) {
      const i = fixed.length + rng.int(0, free - 1);
      if (states[i] === APPROVAL.APPROVED) {
        states[i] = state;
        placed++;
      }
    }
  };
  place(APPROVAL.PENDING, wantPending);
  place(APPROVAL.REJECTED, Math.min(wantRejected, Math.max(0, free - wantPending - 1)));
  return states;
}

const DEMO_INQUIRIES: Readonly<Record<string, readonly { subject: string; message: string; daysAgo: number }[]>> = {
  'Dairy & Sweets (Farsan)': [
    {
      subject: 'Diwali gift boxes for our office',
      message:
        'Hello, we need 25 boxes of kaju katli and mohanthal (500 g each) for our office Diwali gifts. Can you deliver to Navrangpura by 28 October? Please share the price.',
      daysAgo: 12,
    },
    {
      subject: 'Fafda-jalebi order for Sunday',
      message: 'Can I pre-order 2 kg fafda and 1 kg jalebi with kadhi and sambharo for pickup this Sunday at 8 am?',
      daysAgo: 5,
    },
    {
      subject: 'Price of ghee tin',
      message: 'What is the price of a 5 kg tin of pure cow ghee? Do you deliver to Maninagar East?',
      daysAgo: 2,
    },
  ],
  Caterers: [
    {
      subject: 'Wedding catering enquiry',
      message:
        'We have a wedding on 14 December for about 350 guests at a party plot in Gota. Please share your Gujarati menu options and per-plate rates with live counters.',
      daysAgo: 20,
    },
    {
      subject: 'Jain lunch for a puja',
      message:
        'We need Jain lunch for 60 people for a griha pravesh puja next month. Do you also provide serving staff and utensils?',
      daysAgo: 7,
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------

/**
 * Fills an empty, migrated database with the demo data set and writes its images under `dataDir`.
 * Deterministic for a given `seed` and `businesses` count.
 */
export async function seedDemo(db: Kysely<DB>, opts: SeedDemoOptions): Promise<SeedSummary> {
  const total = Math.max(0, Math.floor(opts.businesses ?? DEFAULT_BUSINESSES));
  const rng = createRandom(opts.seed ?? DEFAULT_SEED);
  const log = opts.log ?? (() => {});
  const large = total >= LARGE_MODE_FROM;

  const [pool, adminHash, ownerHash, userHash, generatedHash] = await Promise.all([
    ensureImagePool(opts.dataDir),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
    hashPassword(DEMO_ACCOUNTS.user.password),
    // One hash for every generated owner: argon2 is slow on purpose.
    hashPassword(GENERATED_OWNER_PASSWORD),
  ]);

  const phones = new PhoneBook(rng);
  const generatedOwners = makeOwners(rng, phones, large ? Math.ceil(total / 5) : Math.max(3, Math.round(total / 4.2)));

  const { ref, demoOwnerId, demoUserId, ownerIds } = await db.transaction().execute(async (trx) => {
    const ref = await insertReferenceData(trx);
    const accountsAt = REF - 760 * DAY;
    const account = (
      a: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
      hash: string,
      createdAt: number,
    ): NewUser => ({
      name: a.name,
      phone: a.phone,
      email: a.email,
      password_hash: hash,
      user_type: a.user_type,
      has_login_access: 1,
      is_profile_approve: 1,
      language: 'en',
      token_version: 0,
      photo: null,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
    });
    const [, demoOwnerId, demoUserId] = await insertUsers(trx, [
      account(DEMO_ACCOUNTS.admin, adminHash, accountsAt),
      account(DEMO_ACCOUNTS.owner, ownerHash, accountsAt + DAY),
      account(DEMO_ACCOUNTS.user, userHash, accountsAt + 2 * DAY),
    ]);
    const ownerIds = await insertUsers(
      trx,
      generatedOwners.map((p) => userRow(p, generatedHash, rng.chance(0.15) ? 'guj' : 'en')),
    );
    return { ref, demoOwnerId: demoOwnerId as number, demoUserId: demoUserId as number, ownerIds };
  });
  log(`seed: reference data, ${3 + ownerIds.length} users`);

  const cityWeights = cumulativeWeights(CITIES.map((c) => c.weight));
  // A hub boosts its category a little in a metro and a lot in a specialist town (Morbi ceramics, Ankleshwar chemicals).
  const categoryWeightsByCity = CITIES.map((c) => {
    const boost = c.weight >= 20 ? 3 : 25;
    return cumulativeWeights(
      ref.categories.map((cat) => cat.data.weight * (cat.data.hubs?.includes(c.slug) ? boost : 1)),
    );
  });
  const g: Generator = {
    rng,
    ref,
    pool,
    large,
    phones,
    owners: generatedOwners.map((person, i) => ({ id: ownerIds[i] as number, person })),
    usedNames: new Set(),
    categoryWeightsByCity,
    cityWeights,
    logos: new Map(),
    pooledLogos: new Set(),
  };

  const demoOwner = {
    id: demoOwnerId,
    person: {
      first: 'Ramesh',
      surname: 'Patel',
      name: DEMO_ACCOUNTS.owner.name,
      phone: DEMO_ACCOUNTS.owner.phone,
      email: DEMO_ACCOUNTS.owner.email,
      createdAt: REF - 759 * DAY,
    },
  };
  const states = approvalStates(
    rng,
    total,
    DEMO_OWNER_BUSINESSES.map((b) => b.is_approve),
  );

  let approved = 0;
  let inserted = 0;
  const demoBusinessIds: { id: number; category: string }[] = [];
  for (let start = 0; start < total; start += BATCH) {
    const end = Math.min(total, start + BATCH);
    const planned: PlannedBusiness[] = [];
    for (let i = start; i < end; i++) {
      const status = states[i] as number;
      const demo = DEMO_OWNER_BUSINESSES[i];
      let spec: BusinessSpec;
      if (demo) {
        spec = {
          ordinal: i + 1,
          owner: demoOwner,
          status,
          step: demo.profile_step,
          cityIndex: CITIES.findIndex((c) => c.slug === demo.city_slug),
          category: mustGet(ref.categoryByName, demo.category_name),
          name: demo.business_name,
          locality: demo.locality,
        };
      } else {
        const step = status === APPROVAL.PENDING && rng.chance(0.4) ? rng.int(2, 6) : 7;
        spec = { ordinal: i + 1, owner: rng.pick(g.owners), status, step };
      }
      planned.push(planBusiness(g, spec));
      if (status === APPROVAL.APPROVED) approved++;
    }

    // Totals of the demo owner's businesses match the inquiries inserted below.
    planned.slice(0, Math.max(0, DEMO_OWNER_BUSINESSES.length - start)).forEach((p, i) => {
      const demo = DEMO_OWNER_BUSINESSES[start + i];
      if (demo) p.row.total_inquiry = DEMO_INQUIRIES[demo.category_name]?.length ?? 0;
    });

    const ids = await db.transaction().execute((trx) => insertBusinesses(trx, planned));
    ids.slice(0, Math.max(0, DEMO_OWNER_BUSINESSES.length - start)).forEach((id, i) => {
      const demo = DEMO_OWNER_BUSINESSES[start + i];
      if (demo) demoBusinessIds.push({ id, category: demo.category_name });
    });
    await writeLogos(opts.dataDir, g.logos);
    g.logos.clear();

    inserted = end;
    if (Math.floor(end / 10_000) > Math.floor(start / 10_000) || end === total)
      log(`seed: ${inserted}/${total} businesses`);
  }

  // A few inquiries from the demo user to the demo owner's approved businesses.
  const inquiryRows: Insertable<InquiriesTable>[] = demoBusinessIds.flatMap(({ id, category }) =>
    (DEMO_INQUIRIES[category] ?? []).map((q) => ({
      business_id: id,
      user_id: demoUserId,
      name: DEMO_ACCOUNTS.user.name,
      email: DEMO_ACCOUNTS.user.email,
      mobile: DEMO_ACCOUNTS.user.phone,
      subject: q.subject,
      message: q.message,
      created_at: iso(REF - q.daysAgo * DAY + 11 * HOUR),
    })),
  );
  if (inquiryRows.length > 0) await db.insertInto('inquiries').values(inquiryRows).execute();
  await seedAdminDemo(db, REF);
  await seedReviewHistory(db);

  const jobs = await seedJobs(db, { rng, ref: REF, demoOwnerId, demoUserId });
  log(`seed: ${jobs.jobs} jobs, ${jobs.applications} job applications`);
  await seedContent(db, { dataDir: opts.dataDir, seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  const clinic = await seedRecords(db, iso(REF - 700 * DAY));
  const doctors = await seedPractitioners(db, {
    seed: opts.seed ?? DEFAULT_SEED,
    now: new Date(),
    demoUserId,
    at: iso(REF - 400 * DAY),
  });
  log(`seed: ${doctors.practitioners} practitioners, ${doctors.appointments} appointments`);
  const clinics = await seedClinics(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${clinics.clinics} clinics, ${clinics.staff} clinic staff, ${clinics.patients} clinic patients`);
  const opd = await seedOpdVisits(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${opd.visits} OPD visits with their bills`);
  const booked = await seedClinicAppointments(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${booked.appointments} clinic appointments`);
  if (opts.practitioners && opts.practitioners > doctors.practitioners) {
    const added = await seedBulkPractitioners(db, {
      total: opts.practitioners,
      seed: opts.seed ?? DEFAULT_SEED,
      now: new Date(),
      at: iso(REF - 300 * DAY),
    });
    log(`seed: ${added} more practitioners for measuring`);
  }

  const billing = await seedBilling(db, { rng, dataDir: opts.dataDir, referenceMs: REF, demoOwnerId });
  log(`seed: ${billing.plans} plans, ${billing.subscriptions} subscriptions`);

  const reviewed = await seedReviews(db, { seed: opts.seed ?? DEFAULT_SEED, referenceMs: REF, large });
  log(`seed: ${reviewed.reviews} reviews (${reviewed.replies} answered)`);
  // Decision 71: a year of daily activity up to the day the seed runs, so the owner's insights show something.
  const activity = await seedActivityHistory(db, {
    seed: opts.seed ?? DEFAULT_SEED,
    until: new Date(Math.max(Date.now(), REF)),
    large,
    demoOwnerId,
  });
  log(`seed: ${activity} business-days of profile activity`);

  // After the OPD visits: each clinic's medicine list and the consultations of the visits with the doctor or done.
  const consults = await seedConsultations(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${consults.medicines} clinic medicines, ${consults.consultations} consultations`);
  const therapy = await seedTherapy(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${therapy.sessions} therapy sessions`);
  const lab = await seedLab(db, { seed: opts.seed ?? DEFAULT_SEED, now: new Date() });
  log(`seed: ${lab.tests} lab tests, ${lab.orders} lab orders`);
  const pharmacy = await seedPharmacy(db, { now: new Date() });
  log(`seed: ${pharmacy.items} pharmacy items, ${pharmacy.sales} pharmacy sales`);
  const ward = await seedWard(db, { now: new Date() });
  log(`seed: ${ward.beds} ward beds, ${ward.stays} in-patient stays`);

  // The categories' usual hours become shifts (decision 62), as they would for a business saved before them.
  log(`seed: opening hours for ${await fillHoursFromText(db)} businesses`);

  // Both databases plan by their statistics (decision 55): without them a freshly seeded 100,000-business
  // database picks a nested loop (PostgreSQL) or the approval index over the name index (SQLite).
  await refreshStatistics(db);

  return {
    users: 4 + ownerIds.length + clinic.users + clinics.accounts + therapy.users,
    cities: CITIES.length,
    categories: CATEGORIES.length,
    services: ref.serviceCount,
    businesses: total,
    approved,
  };
}
