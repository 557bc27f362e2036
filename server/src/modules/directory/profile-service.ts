import type { Kysely } from 'kysely';
import { indiaDate } from '@gd/contracts/india-time';
import { openStatus } from '@gd/contracts/opening-hours';
import type { TBusinessProfile, TContactDetails } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as billing from '../billing/service';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import * as hours from './hours-service';
import * as profileRepo from './profile-repo';
import * as reviewRepo from './review-repo';

/**
 * The public profile of a business and its contact details, assembled from the directory's record and what
 * other modules own of it: city, category and service names (reference, categories), active products
 * (products) and the plan badge (billing). Other modules reach these through the directory's service.
 */

/**
 * The plan badge (decision 27): the plan of the subscription covering today (India), from billing — one query
 * for a whole page of cards, or for one profile.
 */
export const planNames = (db: Db, ids: number[]) => billing.activePlanNames(db, ids, indiaDate(new Date()));

/** Assembled public profiles (15 s): several queries each, and the most viewed are viewed most. */
const profiles = cachePerDatabase<TBusinessProfile | null>(15_000, 5_000);

// A profile follows its business, its reviews and products (by id: one profile; without: all of them) and
// the names of categories, services and cities it shows (platform/changes.ts).
onPublicDataChange((db, change) => {
  switch (change.topic) {
    case 'businesses':
    case 'reviews':
    case 'products':
      if (change.id === undefined) profiles(db).clear();
      else profiles(db).delete(String(change.id));
      break;
    case 'categories':
    case 'reference':
      profiles(db).clear();
      break;
    default:
  }
});

/** Spec §2: a social link without http(s) gets https:// in front; empty means none. */
export function withHttps(link: string | null | undefined): string | null {
  const v = link?.trim();
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`;
}

/** The public profile as it is at `at`: cached a few seconds, its open-now badge worked out for the moment. */
export async function getProfile(
  db: Kysely<DB>,
  businessId: number,
  at: Date = new Date(),
): Promise<TBusinessProfile | null> {
  const profile = await profiles(db).get(String(businessId), () => loadProfile(db, businessId));
  return profile && { ...profile, open_status: openStatus(profile.opening_hours ?? null, at) };
}

/**
 * Decision 70: the profile of any not deleted business as the public would see it once approved (the admin's
 * preview before deciding); never cached, never counted as a view.
 */
export async function previewProfile(db: Kysely<DB>, businessId: number, at: Date) {
  const profile = await loadProfile(db, businessId, reviewRepo.findAnyProfile);
  return profile && { ...profile, open_status: openStatus(profile.opening_hours ?? null, at) };
}

/** Decision 70: the contact details of any not deleted business (the admin's preview). */
export const previewContact = (db: Kysely<DB>, businessId: number) =>
  getContact(db, businessId, reviewRepo.findAnyContact);

/** The profile assembled from its records (the public one; `find` may widen it for the admin's preview). */
export async function loadProfile(
  db: Kysely<DB>,
  businessId: number,
  find: typeof profileRepo.findPublicProfile = profileRepo.findPublicProfile,
): Promise<TBusinessProfile | null> {
  // Two rounds of queries, as when services were joined: the record (and its service ids), then the rest.
  const [b, serviceIds] = await Promise.all([find(db, businessId), profileRepo.listServiceIds(db, businessId)]);
  if (!b) return null;
  const [gallery, serviceRows, productList, plans, cities, cats, openingHours] = await Promise.all([
    profileRepo.listGallery(db, businessId),
    categories.findServicesByIds(db, serviceIds),
    products.listActiveProducts(db, businessId),
    planNames(db, [businessId]),
    reference.citiesById(db),
    categories.categoriesById(db),
    hours.hoursOfOne(db, businessId),
  ]);
  const city = b.location_id === null ? undefined : cities.get(b.location_id);
  const category = b.category_id === null ? undefined : cats.get(b.category_id);
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
    city: city?.city_name ?? null,
    city_guj: city?.city_name_guj ?? null,
    zipcode: b.zipcode,
    service_areas: b.service_areas,
    operating_hours: b.operating_hours,
    opening_hours: openingHours,
    latitude: b.latitude,
    longitude: b.longitude,
    year: b.year,
    category_id: b.category_id,
    category_name: category?.category_name ?? null,
    category_name_guj: category?.category_name_guj ?? null,
    category_slug: category?.slug ?? null,
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
    services: serviceRows.map((s) => ({
      service_id: s.service_id,
      service_name: s.service_name,
      service_name_guj: s.service_name_guj,
    })),
    products: productList,
    owner_user_id: b.owner_user_id,
    created_at: b.created_at,
    plan_name: plans.get(b.business_id) ?? null,
  };
}

export async function getContact(
  db: Kysely<DB>,
  businessId: number,
  find: typeof profileRepo.findPublicContact = profileRepo.findPublicContact,
): Promise<TContactDetails | null> {
  const c = await find(db, businessId);
  if (!c) return null;
  const designation = await reference.optionLabel(db, 'designation', c.contact_designation);
  return {
    contact_name: c.contact_name,
    contact_email: c.contact_email,
    contact_phone: c.contact_phone,
    designation_name: designation?.op_value ?? null,
    designation_name_guj: designation?.op_value_guj ?? null,
    phone: c.phone,
    email: c.email,
    website_url: withHttps(c.website_url),
  };
}
