import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { type TCategory, type TCity, type TOptionsResponse, type TService } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { onPublicDataChange, publicDataChanged } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import * as ownerRepo from './owner-repo';
import * as profileRepo from './profile-repo';
import * as adminRepo from './admin-repo';
import * as repo from './repo';
import { businessSearchKeys } from './search-keys';
import { recordDecision } from './review-service';
import * as searchRepo from './search-repo';
import * as viewsRepo from './views-repo';

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
const categoryCounts = cachePerDatabase<Map<number, number>>(30_000, 200);

/** Categories with their number of public businesses, everywhere or in one city. */
export async function listCategories(
  db: Kysely<DB>,
  opts: { featured?: boolean; cityId?: number },
): Promise<TCategory[]> {
  const [list, counts] = await Promise.all([
    categories.listCategories(db, opts),
    categoryCounts(db).get(String(opts.cityId ?? 'all'), () => repo.countPublicBusinessesByCategory(db, opts.cityId)),
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

/** Category counts: what the category lists were built from (list-service.ts forgets its own). */
function forgetLists(db: object) {
  categoryCounts(db).clear();
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

// Search, autocomplete and browsing: list-service.ts.
export {
  featuredBusinesses,
  listBusinesses,
  listBusinessesJson,
  SEARCH_COUNT_CAP,
  startSearchIndex,
  suggest,
  suggestJson,
} from './list-service';
export { stopSearchThread } from './search-thread';

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

export { fillHoursFromText } from './hours-service';

// The public profile and the contact details: profile-service.ts (with their cache).
export { getContact, getProfile, withHttps } from './profile-service';
export { fillProfileDocs, profileAnswer } from './profile-docs';

/** Whether the business is public (approved, not deleted), and who owns it. */
export async function publicOwner(db: Db, businessId: number): Promise<number | null> {
  return (await profileRepo.findPublicOwner(db, businessId))?.owner_user_id ?? null;
}

/** Reviews keep the business's rating and review count (decision 4); the caller announces `reviews`. */
export async function setRatings(db: Db, businessId: number, average: number, count: number): Promise<void> {
  await profileRepo.setRatings(db, businessId, average, count);
}

/** Inquiries received count on the business (total_inquiry) and on its India day (decision 71). */
export async function countInquiry(db: Db, businessId: number, at: Date = new Date()): Promise<void> {
  await profileRepo.addInquiry(db, businessId);
  await viewsRepo.countActivity(db, businessId, indiaDate(at), 'inquiries');
}

/**
 * Decision 71: one more contact-detail reveal or profile link click on the business's India day; 404 (false) when
 * the business is not public.
 */
export async function countActivity(
  db: Db,
  businessId: number,
  at: Date,
  metric: viewsRepo.ActivityMetric,
): Promise<boolean> {
  if ((await profileRepo.findPublicOwner(db, businessId)) === undefined) return false;
  await viewsRepo.countActivity(db, businessId, indiaDate(at), metric);
  return true;
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
  input: { is_approve: 1 | 2; reason: string | null; now: Date; actorUserId?: number | null },
): Promise<boolean> {
  const result = await ownerRepo.setApproval(db, businessId, {
    is_approve: input.is_approve,
    approval_reason: input.is_approve === APPROVAL.REJECTED ? input.reason : null,
    approved_at: input.is_approve === APPROVAL.APPROVED ? input.now.toISOString() : null,
    updated_at: input.now.toISOString(),
  });
  const changed = Number(result.numUpdatedRows) > 0;
  // Decision 70: the decision joins the business's review history, in the same transaction.
  if (changed) await recordDecision(db, businessId, input);
  return changed;
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
