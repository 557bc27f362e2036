import { APPROVAL } from '@gd/contracts/codes';
import { slugify } from '@gd/contracts/patterns';
import type { Db } from '../../db/sql';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import * as hoursRepo from './hours-repo';
import * as ownerRepo from './owner-repo';
import * as profileRepo from './profile-repo';
import { businessSearchKeys } from './search-keys';
import * as viewsRepo from './views-repo';

/**
 * The business record as its owner builds it: the owner module's workspace (wizard, logo, gallery, services,
 * dashboard) composes these. They only read and write; the caller runs them in its transaction and, once that
 * committed, announces `publicDataChanged(db, { topic: 'businesses', id })`.
 */
import type { BusinessUpdate } from './tables';

export type { BusinessUpdate };

/**
 * A new business at the start of the profile wizard (registration with "has business: yes", or a new
 * business from the owner's list): pending approval, profile_step 1, owned by the caller.
 */
export function createDraftBusiness(
  db: Db,
  input: {
    ownerUserId: number;
    categoryId: number | null;
    ownerName: string;
    phone: string | null;
    businessName?: string | null;
    now: string;
  },
): Promise<{ business_id: number }> {
  return ownerRepo.insertBusiness(db, {
    owner_user_id: input.ownerUserId,
    category_id: input.categoryId,
    owner_name: input.ownerName,
    business_name: input.businessName ?? null,
    ...businessSearchKeys(input.businessName ?? null, input.ownerName, []),
    slug: slugify(input.businessName || input.ownerName),
    phone: input.phone,
    is_approve: APPROVAL.PENDING,
    profile_step: 1,
    created_at: input.now,
    updated_at: input.now,
  });
}

/** The caller's own, not deleted business (every column), or undefined: another owner's looks like none. */
export const findOwnedBusiness = (db: Db, businessId: number, userId: number) =>
  ownerRepo.findOwned(db, businessId, userId);

/** The owner's not deleted businesses, newest first, with category and city names. */
export async function listOwnerBusinesses(db: Db, userId: number) {
  const [rows, cats, cities] = await Promise.all([
    ownerRepo.listForOwner(db, userId),
    categories.categoriesById(db),
    reference.citiesById(db),
  ]);
  return rows.map((r) => {
    const category = r.category_id === null ? undefined : cats.get(r.category_id);
    const city = r.location_id === null ? undefined : cities.get(r.location_id);
    return {
      business_id: r.business_id,
      business_name: r.business_name,
      slug: r.slug,
      business_logo: r.business_logo,
      category_id: r.category_id,
      category_name: category?.category_name ?? null,
      category_name_guj: category?.category_name_guj ?? null,
      city: city?.city_name ?? null,
      city_guj: city?.city_name_guj ?? null,
      is_approve: r.is_approve,
      approval_reason: r.approval_reason,
      profile_step: r.profile_step,
      total_view: r.total_view,
      total_inquiry: r.total_inquiry,
      created_at: r.created_at,
    };
  });
}

/** Writes the record; a new name or owner's name renews the search keys (decision 54). */
export async function updateBusiness(db: Db, businessId: number, values: BusinessUpdate): Promise<void> {
  await ownerRepo.updateBusiness(db, businessId, values);
  if ('business_name' in values || 'owner_name' in values) await refreshSearchKeys(db, businessId);
}

/** Renews a business's search keys from its name, owner's name and active products (after a product change). */
export async function refreshSearchKeys(db: Db, businessId: number): Promise<void> {
  const names = await ownerRepo.findNames(db, businessId);
  if (!names) return;
  const productNames = (await products.listActiveProducts(db, businessId)).map((p) => p.product_name);
  await ownerRepo.updateBusiness(
    db,
    businessId,
    businessSearchKeys(names.business_name, names.owner_name, productNames),
  );
}

export const listGallery = profileRepo.listGallery;
export const countGallery = ownerRepo.countGallery;
export const insertPhoto = ownerRepo.insertPhoto;
export const findPhoto = ownerRepo.findPhoto;
export const deletePhoto = ownerRepo.deletePhoto;

/** The services the business offers (ids; names and who added them: categories.findServicesByIds). */
export const listServiceIds = profileRepo.listServiceIds;

/** Opening hours (decision 62): the wizard's shifts and holidays; saving them marks the free text as read. */
export async function openingHoursOf(db: Db, businessId: number) {
  return (await hoursRepo.hoursOf(db, [businessId])).get(businessId) ?? null;
}
export const replaceOpeningHours = hoursRepo.replaceHours;
export const replaceServices = ownerRepo.replaceServices;

/** Views per India day from `fromDate` on, for the owner's chart. */
export const viewDays = viewsRepo.viewDays;

/** Decision 71: the owner's insights, every counter per India day of a period. */
export const activityDays = viewsRepo.activityDays;

/** Decision 72: arranging the gallery (the caller runs these in one transaction). */
export { lockedGallery, writeCaption, writeOrder } from './gallery-repo';
