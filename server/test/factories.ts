import { businessSearchKeys } from '../src/modules/directory/search-keys';
import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import { slugify } from '@gd/contracts/patterns';
import type { DB } from '../src/db/schema';
import type { NewBusiness } from '../src/modules/directory/tables';
import type { NewUser } from '../src/modules/users/tables';

let n = 0;
const next = () => ++n;

/** A stored hash that verifies nothing: factories need users, not logins (auth tests hash for real). */
const UNUSABLE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function createUser(db: Kysely<DB>, overrides: Partial<NewUser> = {}) {
  const i = next();
  return db
    .insertInto('users')
    .values({
      name: `Test User ${i}`,
      phone: String(9000000000 + i * 7919).slice(0, 10),
      email: `user${i}.${Date.now()}@example.com`,
      password_hash: UNUSABLE_HASH,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCity(db: Kysely<DB>, overrides: Record<string, unknown> = {}) {
  const i = next();
  return db
    .insertInto('cities')
    .values({
      city_name: `City ${i}`,
      city_name_guj: `શહેર ${i}`,
      slug: `city-${i}`,
      district: null,
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cities named in English and Gujarati (`[name, Gujarati name, slug]`), in order: their ids. */
export async function createNamedCities(db: Kysely<DB>, names: readonly (readonly [string, string, string])[]) {
  const ids: number[] = [];
  for (const [en, gu, slug] of names)
    ids.push((await createCity(db, { city_name: en, city_name_guj: gu, slug })).city_id);
  return ids;
}

/** Categories named in English and Gujarati (`[name, Gujarati name]`), in order: their ids. */
export async function createNamedCategories(db: Kysely<DB>, names: readonly (readonly [string, string])[]) {
  const ids: number[] = [];
  for (const [en, gu] of names)
    ids.push((await createCategory(db, { category_name: en, category_name_guj: gu })).category_id);
  return ids;
}

export async function createCategory(db: Kysely<DB>, overrides: Record<string, unknown> = {}) {
  const i = next();
  const name = (overrides.category_name as string | undefined) ?? `Category ${i}`;
  return db
    .insertInto('business_categories')
    .values({ category_name: name, category_name_guj: `શ્રેણી ${i}`, slug: slugify(name), ...overrides } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createBusiness(db: Kysely<DB>, overrides: Partial<NewBusiness> = {}) {
  const i = next();
  const owner_user_id = overrides.owner_user_id ?? (await createUser(db)).user_id;
  const name = overrides.business_name ?? `Business ${i}`;
  return db
    .insertInto('businesses')
    .values({
      business_name: name,
      slug: slugify(name ?? 'business'),
      owner_name: `Owner ${i}`,
      is_approve: APPROVAL.APPROVED,
      profile_step: 7,
      ...overrides,
      ...businessSearchKeys(name ?? null, overrides.owner_name ?? `Owner ${i}`, []),
      owner_user_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Decision 67: gives a business a plan (unlimited by default) covering every test day: jobs, products and photos
 * past the free tier's limits need one.
 */
export async function givePlan(
  db: Kysely<DB>,
  businessId: number,
  limits: Record<string, unknown> = {
    products: null,
    jobs: null,
    photos: null,
    featured: false,
    inquiry_alerts: true,
    badge: true,
  },
) {
  const i = next();
  const plan = await db
    .insertInto('subscription_plans')
    .values({
      name: `Test Plan ${i}`,
      price_paise: 100_000 + i,
      limits: JSON.stringify(limits),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({
      business_id: businessId,
      plan_id: plan.plan_id,
      plan_name: plan.name,
      price_paise: plan.price_paise,
      start_date: '2000-01-01',
      end_date: '2999-12-31',
      is_active: 1,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    } as never)
    .execute();
  return plan;
}
