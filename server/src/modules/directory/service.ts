import { type Kysely, sql, type Transaction } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import {
  AUTOCOMPLETE_LIMIT,
  type TBusinessCard,
  type TBusinessProfile,
  type TContactDetails,
  type TBusinessListQuery,
  type TCategory,
  type TCity,
  type TOptionsResponse,
  type TService,
  type TSuggestion,
} from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import { clearMicroCache } from '../../platform/micro-cache';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as categories from '../categories/service';
import * as reference from '../reference/service';
import * as repo from './repo';

export const listCities = (db: Kysely<DB>): Promise<TCity[]> => reference.listActiveCities(db);
export const listServices = (db: Kysely<DB>): Promise<TService[]> => categories.listMasterServices(db);
export const categoryExists = (db: Kysely<DB>, categoryId: number) => categories.categoryExists(db, categoryId);

/** Category counts change only when a business is approved, added or removed: 30 s old is fine. */
const categoryCounts = cachePerDatabase<Map<number, number>>(30_000, 1);

export async function listCategories(db: Kysely<DB>, opts: { featured?: boolean }): Promise<TCategory[]> {
  const [list, counts] = await Promise.all([
    categories.listCategories(db, opts),
    categoryCounts(db).get('all', () => repo.countPublicBusinessesByCategory(db)),
  ]);
  return list.map((c) => ({
    category_id: c.category_id,
    category_name: c.category_name,
    category_name_guj: c.category_name_guj,
    slug: c.slug,
    image: c.image,
    is_featured: c.is_featured,
    business_count: counts.get(c.category_id) ?? 0,
  }));
}

export async function listOptions(db: Kysely<DB>): Promise<TOptionsResponse> {
  const [lists, cats] = await Promise.all([reference.optionLists(db), categories.listCategories(db)]);
  return {
    categories: cats.map((c) => ({
      op_key: c.category_id,
      op_value: c.category_name,
      op_value_guj: c.category_name_guj,
    })),
    ...lists,
  };
}

/**
 * Totals for "Search ({count} matches found)" without a name filter: one per city/category combination,
 * kept 30 s (a count over 100,000 rows costs far more than the page of rows itself).
 */
const totals = cachePerDatabase<number>(30_000, 2_000);

/**
 * Whole answers to text searches, kept 30 s: ranking every match of a common word ("patel": 2,000+ of
 * 100,000) costs milliseconds, and people search the same words.
 */
const searches = cachePerDatabase<{ rows: TBusinessCard[]; count: number }>(30_000, 2_000);

type Named = { id: number; name: string; name_guj: string | null };

/** Autocomplete answers for the last 1,000 texts (60 s): every keystroke asks, often the same letters. */
const suggestions = cachePerDatabase<TSuggestion[]>(60_000, 1_000);

/** Assembled public profiles (15 s): five queries each, and the most viewed are viewed most. */
const profiles = cachePerDatabase<TBusinessProfile | null>(15_000, 5_000);

/** Forget cached counts, totals, searches and suggestions (after an approval change, an edit or a delete). */
export function invalidateDirectoryCounts(db: Kysely<DB>): void {
  for (const cache of [categoryCounts, totals, searches, suggestions]) cache(db).clear();
  clearMicroCache(db);
}

/** Forget one business's cached profile (after the owner edits it, or its approval changes). */
export function invalidateProfile(db: Kysely<DB>, businessId: number): void {
  profiles(db).delete(String(businessId));
  clearMicroCache(db);
}

/** Category and service names match from 3 characters (shorter text would match nearly all of them). */
async function textSearch(db: Kysely<DB>, q: string): Promise<repo.TextSearch> {
  const text = q.toLowerCase();
  if (text.length < repo.TRIGRAM_MIN) return { q: text, categoryIds: [], serviceIds: [] };
  const names = await categories.searchableNames(db);
  const matches = (n: Named) => n.name.toLowerCase().includes(text) || (n.name_guj ?? '').includes(text);
  return {
    q: text,
    categoryIds: names.categories.filter(matches).map((c) => c.id),
    serviceIds: names.services.filter(matches).map((c) => c.id),
  };
}

export function suggest(db: Kysely<DB>, q: string): Promise<TSuggestion[]> {
  const key = q.trim().toLowerCase();
  return suggestions(db).get(key, () => repo.suggestBusinesses(db, key, AUTOCOMPLETE_LIMIT) as Promise<TSuggestion[]>);
}

const cardsOf = (rows: Awaited<ReturnType<typeof repo.listBusinessCards>>): TBusinessCard[] =>
  rows.map((r) => ({ ...r, ratings: Number(r.ratings), number_of_reviews: Number(r.number_of_reviews) }));

export async function listBusinesses(
  db: Kysely<DB>,
  query: TBusinessListQuery,
): Promise<{ rows: TBusinessCard[]; count: number }> {
  const filters = `${query.city_id ?? ''}|${[...(query.category_id ?? [])].sort((x, y) => x - y).join(',')}`;
  if (query.q) {
    const key = `${query.q.toLowerCase()}|${filters}|${query.sort}|${query.limit}|${query.offset}`;
    return searches(db).get(key, async () => {
      const search = await textSearch(db, query.q!);
      const [rows, count] = await Promise.all([
        repo.listBusinessCards(db, query, search),
        repo.countBusinessCards(db, query, search),
      ]);
      return { rows: cardsOf(rows), count };
    });
  }
  const [rows, count] = await Promise.all([
    repo.listBusinessCards(db, query),
    totals(db).get(filters, () => repo.countBusinessCards(db, query)),
  ]);
  return { rows: cardsOf(rows), count };
}

/** Spec §2: a social link without http(s) gets https:// in front; empty means none. */
export function withHttps(link: string | null | undefined): string | null {
  const v = link?.trim();
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`;
}

export function getProfile(db: Kysely<DB>, businessId: number): Promise<TBusinessProfile | null> {
  return profiles(db).get(String(businessId), () => loadProfile(db, businessId));
}

async function loadProfile(db: Kysely<DB>, businessId: number): Promise<TBusinessProfile | null> {
  const b = await repo.findPublicProfile(db, businessId);
  if (!b) return null;
  const [gallery, services, products] = await Promise.all([
    repo.listGallery(db, businessId),
    repo.listBusinessServices(db, businessId),
    repo.listActiveProducts(db, businessId),
  ]);
  return {
    business_id: b.business_id,
    business_name: b.business_name,
    owner_name: b.owner_name,
    slug: b.slug,
    business_logo: b.business_logo,
    description: b.description,
    about_me: b.about_me,
    location: b.location,
    location_id: b.location_id,
    city: b.city,
    city_guj: b.city_guj,
    zipcode: b.zipcode,
    service_areas: b.service_areas,
    operating_hours: b.operating_hours,
    year: b.year,
    category_id: b.category_id,
    category_name: b.category_name,
    category_name_guj: b.category_name_guj,
    category_slug: b.category_slug,
    ratings: Number(b.ratings),
    number_of_reviews: Number(b.number_of_reviews),
    total_view: Number(b.total_view),
    social: {
      facebook: withHttps(b.social_media_facebook),
      instagram: withHttps(b.social_media_instagram),
      youtube: withHttps(b.social_media_youtube),
      pinterest: withHttps(b.social_media_pinterest),
      website: withHttps(b.social_media_website ?? b.website_url),
    },
    gallery,
    services,
    products,
    owner_user_id: b.owner_user_id,
    created_at: b.created_at,
    plan_name: b.plan_name ?? null,
  };
}

export async function getContact(db: Kysely<DB>, businessId: number): Promise<TContactDetails | null> {
  const c = await repo.findPublicContact(db, businessId);
  return c ? { ...c, website_url: withHttps(c.website_url) } : null;
}

/** Whether the business is public (approved, not deleted), and who owns it. */
export async function publicOwner(db: Kysely<DB>, businessId: number): Promise<number | null> {
  const row = await db
    .selectFrom('businesses')
    .select('owner_user_id')
    .where('business_id', '=', businessId)
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.owner_user_id ?? null;
}

/** Reviews keep the business's rating and review count (decision 4). */
export async function setRatings(db: Kysely<DB>, businessId: number, average: number, count: number) {
  await db
    .updateTable('businesses')
    .set({ ratings: average, number_of_reviews: count })
    .where('business_id', '=', businessId)
    .execute();
  invalidateProfile(db, businessId);
}

/** Inquiries received count on the business (total_inquiry). */
export async function countInquiry(db: Kysely<DB> | Transaction<DB>, businessId: number) {
  await db
    .updateTable('businesses')
    .set((eb) => ({ total_inquiry: eb('total_inquiry', '+', 1) }))
    .where('business_id', '=', businessId)
    .execute();
}

export const countPublicBusinesses = (db: Kysely<DB>) => repo.countPublicBusinesses(db);
export const listSitemapBusinesses = (db: Kysely<DB>, limit: number, offset: number) =>
  repo.listSitemapBusinesses(db, limit, offset);

export async function getCategory(db: Kysely<DB>, categoryId: number) {
  const category = await repo.findCategory(db, categoryId);
  if (!category) return null;
  const counts = await categoryCounts(db).get('all', () => repo.countPublicBusinessesByCategory(db));
  return { ...category, business_count: counts.get(categoryId) ?? 0 };
}

/** Decision 6: an admin approves or rejects (with an optional reason); public lists change at once. */
export async function setApproval(
  db: Kysely<DB>,
  businessId: number,
  input: { is_approve: 1 | 2; reason: string | null; now: Date },
): Promise<boolean> {
  const changed = await writeApproval(db, businessId, input);
  approvalChanged(db, businessId);
  return changed;
}

/** The approval write alone, inside the caller's transaction; call approvalChanged() once it commits. */
export async function writeApproval(
  db: Kysely<DB> | Transaction<DB>,
  businessId: number,
  input: { is_approve: 1 | 2; reason: string | null; now: Date },
): Promise<boolean> {
  const result = await repo.setApproval(db, businessId, {
    is_approve: input.is_approve,
    approval_reason: input.is_approve === APPROVAL.REJECTED ? input.reason : null,
    approved_at: input.is_approve === APPROVAL.APPROVED ? input.now.toISOString() : null,
    updated_at: input.now.toISOString(),
  });
  return Number(result.numUpdatedRows) > 0;
}

/** After a business's public visibility changed (approval, admin delete): forget what the public was shown. */
export function approvalChanged(db: Kysely<DB>, businessId: number): void {
  invalidateProfile(db, businessId);
  invalidateDirectoryCounts(db);
}
