import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import {
  AUTOCOMPLETE_LIMIT,
  type TBusinessCard,
  type TBusinessList,
  type TBusinessListQuery,
  type TCategory,
  type TCity,
  type TOptionsResponse,
  type TService,
  type TSuggestion,
} from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { onPublicDataChange, publicDataChanged } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import { keyWords } from '../../platform/search-key';
import * as billing from '../billing/service';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import * as ownerRepo from './owner-repo';
import * as profileRepo from './profile-repo';
import { planNames } from './profile-service';
import * as adminRepo from './admin-repo';
import * as repo from './repo';
import type { IndexQuery } from './search-index';
import { correct, hasText, matchReasons, parseQuery } from './search';
import { businessSearchKeys } from './search-keys';
import * as searchRepo from './search-repo';
import { buildSearchIndex, currentIndex } from './search-engine';
import { indiaDate } from './views';

/**
 * The public directory: search, autocomplete, category counts and the sitemap's businesses; the approval of a
 * business; and what other modules need of businesses (names for their lists, filters for their queries). The
 * public profile and contact details are assembled in `profile-service.ts` (re-exported below); the owner's
 * editing of the record is in `owner-service.ts`.
 */

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
const searches = cachePerDatabase<TBusinessList>(30_000, 2_000);

/** Autocomplete answers for the last 1,000 texts (60 s): every keystroke asks, often the same letters. */
const suggestions = cachePerDatabase<TSuggestion[]>(60_000, 1_000);

/** Counts, totals, searches and suggestions: what lists of businesses were built from. */
function forgetLists(db: object) {
  for (const cache of [categoryCounts, totals, searches, suggestions]) cache(db).clear();
}

// What is cached here follows the public data it was built from (platform/changes.ts): a business approved,
// edited or deleted; the names of categories and cities cards show. (Profiles follow in profile-service.ts.)
onPublicDataChange((db, change) => {
  if (change.topic === 'businesses' || change.topic === 'categories' || change.topic === 'reference') forgetLists(db);
});

/**
 * Forget cached counts, totals, searches and suggestions (after an approval change, an edit or a delete).
 * Kept for modules that still call it: it announces `businesses` like any other change.
 */
export function invalidateDirectoryCounts(db: Kysely<DB>): void {
  publicDataChanged(db, { topic: 'businesses' });
}

/** Forget one business's cached profile (and what lists showed of it): announces `businesses` with its id. */
export function invalidateProfile(db: Kysely<DB>, businessId: number): void {
  publicDataChanged(db, { topic: 'businesses', id: businessId });
}

/**
 * Autocomplete (decision 54): names starting with the text as typed, then names whose key starts with the
 * query's key ("jalaram" → શ્રી જલારામ …, "પટેલ" → Patel …), then names with a word starting with each word.
 */
export function suggest(db: Kysely<DB>, q: string): Promise<TSuggestion[]> {
  const key = q.trim().toLowerCase();
  return suggestions(db).get(key, async () => {
    const index = currentIndex(db);
    if (index) {
      const words = keyWords(key);
      return index.suggest(
        key,
        words.join(' '),
        words.filter((w) => w.length >= 3),
        AUTOCOMPLETE_LIMIT,
      );
    }
    const found = (await repo.suggestBusinesses(db, key, AUTOCOMPLETE_LIMIT)) as TSuggestion[];
    const words = keyWords(key);
    if (found.length >= AUTOCOMPLETE_LIMIT || !words.length) return found;
    const seen = new Set(found.map((r) => r.business_id));
    const add = (rows: { business_id: number; business_name: string | null }[]) => {
      for (const r of rows) {
        if (found.length >= AUTOCOMPLETE_LIMIT || seen.has(r.business_id) || !r.business_name) continue;
        seen.add(r.business_id);
        found.push({ business_id: r.business_id, business_name: r.business_name });
      }
    };
    add(await searchRepo.suggestByKey(db, words.join(' '), AUTOCOMPLETE_LIMIT));
    // Skeletons of 1–2 letters are too common to suggest by ("શ્રી" is "sr", as is "Services").
    if (found.length < AUTOCOMPLETE_LIMIT && words.some((w) => w.length >= 3)) {
      add(
        await searchRepo.suggestByKeyWords(
          db,
          words.filter((w) => w.length >= 3),
          AUTOCOMPLETE_LIMIT,
        ),
      );
    }
    return found;
  });
}

/** Rows → cards: city and category names from their modules' in-memory lists, plan badges in one query. */
async function cardsOf(
  db: Kysely<DB>,
  rows: Awaited<ReturnType<typeof repo.listBusinessCards>>,
  search?: repo.TextSearch,
): Promise<TBusinessCard[]> {
  if (!rows.length) return [];
  const [reasons, cities, cats, plans] = await Promise.all([
    search ? matchReasons(db, search, rows) : new Map<number, NonNullable<TBusinessCard['match']>>(),
    reference.citiesById(db),
    categories.categoriesById(db),
    planNames(
      db,
      rows.map((r) => r.business_id),
    ),
  ]);
  return rows.map((r) => {
    const city = r.location_id === null ? undefined : cities.get(r.location_id);
    const category = r.category_id === null ? undefined : cats.get(r.category_id);
    return {
      business_id: r.business_id,
      business_name: r.business_name,
      owner_name: r.owner_name,
      slug: r.slug,
      business_logo: r.business_logo,
      city: city?.city_name ?? null,
      city_guj: city?.city_name_guj ?? null,
      location: r.location,
      category_id: r.category_id,
      category_name: category?.category_name ?? null,
      category_name_guj: category?.category_name_guj ?? null,
      ratings: Number(r.ratings),
      number_of_reviews: Number(r.number_of_reviews),
      created_at: r.created_at,
      plan_name: plans.get(r.business_id) ?? null,
      ...(reasons.has(r.business_id) ? { match: reasons.get(r.business_id) } : {}),
    };
  });
}

export async function listBusinesses(db: Kysely<DB>, query: TBusinessListQuery): Promise<TBusinessList> {
  if (query.q) {
    const filters = `${query.city_id ?? ''}|${[...(query.category_id ?? [])].sort((x, y) => x - y).join(',')}`;
    const key = `${query.q.toLowerCase()}|${filters}|${query.sort}|${query.limit}|${query.offset}`;
    return searches(db).get(key, async () => {
      const found = await searchText(db, query, query.q!);
      // Load More of a corrected search corrects the same way (the vocabulary is kept 10 minutes).
      if (found.count > 0) return found;
      // Nothing as typed: search what the words most likely meant, and say so.
      const corrected = await correct(db, query.q!);
      if (!corrected) return found;
      const retried = await searchText(db, query, corrected);
      return retried.count > 0 ? { ...retried, did_you_mean: corrected } : found;
    });
  }
  const filters = `${query.city_id ?? ''}|${[...(query.category_id ?? [])].sort((x, y) => x - y).join(',')}`;
  const [rows, count] = await Promise.all([
    repo.listBusinessCards(db, query),
    totals(db).get(filters, () => repo.countBusinessCards(db, query)),
  ]);
  return { rows: await cardsOf(db, rows), count };
}

/** Decision 55: a text search counts up to this many matches and then says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/** One text search: the parsed query (a place it names acts as the city filter), ranked with plan boosts. */
async function searchText(db: Kysely<DB>, query: TBusinessListQuery, q: string): Promise<TBusinessList> {
  const parsed = await parseQuery(db, q, query.city_id);
  const search = { ...parsed.search, boost: billing.activePlanBoost(indiaDate(new Date())) };
  const filter = { ...query, city_id: undefined, city_ids: parsed.cityIds.length ? parsed.cityIds : undefined };
  if (query.city_id !== undefined && !parsed.cityIds.length) filter.city_ids = [query.city_id];
  const text = hasText(parsed) ? search : undefined;
  const index = text && indexAnswers(query) ? currentIndex(db) : null;
  if (text && index) {
    const found = index.search({
      ...text,
      cityIds: filter.city_ids,
      filterCategoryIds: query.category_id,
      sort: query.sort as IndexQuery['sort'],
      offset: query.offset,
      limit: query.limit,
      cap: SEARCH_COUNT_CAP,
    });
    const rows = await repo.listBusinessCardsByIds(db, found.ids);
    return listOf(await cardsOf(db, rows, text), found, query.city_id, parsed.cityIds);
  }
  const [rows, total] = await Promise.all([
    repo.listBusinessCards(db, filter, text),
    text
      ? repo.countSearchMatches(db, filter, text, SEARCH_COUNT_CAP)
      : { count: await repo.countBusinessCards(db, filter), capped: false },
  ]);
  return listOf(await cardsOf(db, rows, text), total, query.city_id, parsed.cityIds);
}

/** The answer to a text search: its cards, the (capped) count, and the city the query named. */
function listOf(
  rows: TBusinessCard[],
  total: { count: number; capped: boolean },
  chosenCityId: number | undefined,
  namedCityIds: number[],
): TBusinessList {
  const namedCity = chosenCityId === undefined && namedCityIds.length === 1 ? namedCityIds[0] : undefined;
  return {
    rows,
    count: total.count,
    ...(total.capped ? { count_capped: true } : {}),
    ...(namedCity !== undefined ? { city_id: namedCity } : {}),
  };
}

/** What the search index can answer (decision 61): text with a city, categories and these sorts; other filters go to the database. */
const INDEX_PARAMETERS = new Set(['q', 'city_id', 'category_id', 'sort', 'limit', 'offset']);
const INDEX_SORTS = new Set(['relevance', 'name', 'rating', 'newest']);

function indexAnswers(query: TBusinessListQuery): boolean {
  return (
    INDEX_SORTS.has(query.sort) &&
    Object.entries(query).every(([name, value]) => value === undefined || INDEX_PARAMETERS.has(name))
  );
}

/** Starts building the search index (decision 61) and logs how long it took; searches never wait for it. */
export function startSearchIndex(db: Kysely<DB>): void {
  const started = performance.now();
  buildSearchIndex(db).then(
    () => console.log(`Search index built in ${Math.round(performance.now() - started)} ms`),
    (err: unknown) => console.error('Search index not built; the database answers searches:', err),
  );
}

/** Businesses saved before search keys existed get theirs (decision 54); runs at start-up, a batch at a time. */
export async function fillMissingSearchKeys(db: Kysely<DB>): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await searchRepo.listMissingKeys(db, 500);
    if (!batch.length) return filled;
    const productNames = await products.activeProductNames(
      db,
      batch.map((b) => b.business_id),
    );
    for (const b of batch) {
      const keys = businessSearchKeys(b.business_name, b.owner_name, productNames.get(b.business_id) ?? []);
      // A row with no words at all keeps a single space, so it is not picked again.
      await searchRepo.setKeys(db, b.business_id, { ...keys, search_key: keys.search_key || ' ' });
    }
    filled += batch.length;
  }
}

// The public profile and the contact details: profile-service.ts (with their cache).
export { getContact, getProfile, withHttps } from './profile-service';

/** Whether the business is public (approved, not deleted), and who owns it. */
export async function publicOwner(db: Db, businessId: number): Promise<number | null> {
  return (await profileRepo.findPublicOwner(db, businessId))?.owner_user_id ?? null;
}

/** Reviews keep the business's rating and review count (decision 4); the caller announces `reviews`. */
export async function setRatings(db: Db, businessId: number, average: number, count: number): Promise<void> {
  await profileRepo.setRatings(db, businessId, average, count);
}

/** Inquiries received count on the business (total_inquiry). */
export async function countInquiry(db: Db, businessId: number): Promise<void> {
  await profileRepo.addInquiry(db, businessId);
}

export const countPublicBusinesses = (db: Kysely<DB>) => repo.countPublicBusinesses(db);
export const listSitemapBusinesses = (db: Kysely<DB>, limit: number, offset: number) =>
  repo.listSitemapBusinesses(db, limit, offset);

/** A category with its number of public businesses (the category page's head). */
export async function getCategory(db: Kysely<DB>, categoryId: number) {
  const [category, counts] = await Promise.all([
    categories.categoriesById(db).then((all) => all.get(categoryId)),
    categoryCounts(db).get('all', () => repo.countPublicBusinessesByCategory(db)),
  ]);
  if (!category) return null;
  return {
    category_id: category.category_id,
    category_name: category.category_name,
    category_name_guj: category.category_name_guj,
    slug: category.slug,
    image: category.image,
    business_count: counts.get(categoryId) ?? 0,
  };
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
  db: Db,
  businessId: number,
  input: { is_approve: 1 | 2; reason: string | null; now: Date },
): Promise<boolean> {
  const result = await ownerRepo.setApproval(db, businessId, {
    is_approve: input.is_approve,
    approval_reason: input.is_approve === APPROVAL.REJECTED ? input.reason : null,
    approved_at: input.is_approve === APPROVAL.APPROVED ? input.now.toISOString() : null,
    updated_at: input.now.toISOString(),
  });
  return Number(result.numUpdatedRows) > 0;
}

/** After a business's public visibility changed (approval, admin delete): forget what the public was shown. */
export function approvalChanged(db: Kysely<DB>, businessId: number): void {
  publicDataChanged(db, { topic: 'businesses', id: businessId });
}

// ---- for other modules' lists and queries --------------------------------------------------------------------

/**
 * business id → what jobs, offers and inquiries show of it (name, owner's name, logo, address, city), with its
 * state (approval, deletion) and owner: one query for a page of their rows.
 */
export async function businessesById(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, BusinessSummary>();
  const [rows, cities] = await Promise.all([profileRepo.findSummaries(db, ids), reference.citiesById(db)]);
  return new Map(
    rows.map((r): [number, BusinessSummary] => {
      const city = r.location_id === null ? undefined : cities.get(r.location_id);
      return [r.business_id, { ...r, city: city?.city_name ?? null, city_guj: city?.city_name_guj ?? null }];
    }),
  );
}
export type BusinessSummary = Awaited<ReturnType<typeof profileRepo.findSummaries>>[number] & {
  city: string | null;
  city_guj: string | null;
};

/** Query filters to embed (see repo.ts): approved and not deleted / not deleted / one owner's business ids. */
export const isPublicBusiness = repo.isPublicBusiness;
export const isLiveBusiness = repo.isLiveBusiness;
export const ownedBusinessIdsQuery = repo.ownedBusinessIdsQuery;

// ---- for billing (added by Engineer C) ------------------------------------------------------------------------

/** The buyer on a tax invoice: a not deleted business, its owner, and its city's name and state; null if none. */
export async function billingBuyer(db: Kysely<DB>, businessId: number) {
  const b = await repo.findBillingBuyer(db, businessId);
  if (!b) return null;
  const city = b.location_id === null ? undefined : await reference.findCity(db, b.location_id);
  return { ...b, city_name: city?.city_name ?? null, state: city?.state ?? null };
}

/** An owner's not deleted businesses (id and name), in id order. */
export const ownedBusinesses = (db: Kysely<DB>, userId: number) => repo.listOwnedBusinesses(db, userId);

/** business id → name, for lists of another module's rows (one query per page). */
export const businessNamesById = (db: Kysely<DB>, ids: readonly number[]) => repo.businessNamesById(db, ids);

// ---- for the admin console (added by Engineer A): its business list, dashboard counts and deletes -----------
// (the admin module adds names through users/reference/categories, the audit entry, and approvalChanged())

export type { AdminBusinessFilter } from './admin-repo';
export const adminListBusinesses = adminRepo.adminListBusinesses;
export const adminCountBusinesses = adminRepo.adminCountBusinesses;
export const adminCountByApproval = adminRepo.adminCountByApproval;
export const adminCountCreated = adminRepo.adminCountCreated;
export const adminCountByOwner = adminRepo.adminCountByOwner;
export const adminCountByCategory = adminRepo.adminCountByCategory;
export const adminFindBusinessState = adminRepo.adminFindBusinessState;
export const adminSoftDelete = adminRepo.adminSoftDelete;
export const adminBusinessIdsNamed = adminRepo.adminBusinessIdsNamed;
