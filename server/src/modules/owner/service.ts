import { slugify } from '@gd/contracts/patterns';
import {
  PROFILE_COMPLETE,
  WIZARD_STEPS,
  type TBusinessEdit,
  type TMyBusiness,
  type ZServicesRequest,
  type ZStep1,
  type ZStep2,
  type ZStep3,
  type ZStep6,
} from '@gd/contracts/schemas/owner';
import type { z } from 'zod';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as categories from '../categories/service';
import * as business from '../directory/owner-service';
import * as requests from '../requests/service';
import { businessChanged, iso, type OwnerCtx, owned } from './context';

/**
 * The owner's businesses and the six-step profile wizard. Uploads are in media.ts; the dashboard, inquiries
 * and products in dashboard.ts.
 */
export type { OwnerCtx } from './context';

type Step1 = z.output<typeof ZStep1>;
type Step2 = z.output<typeof ZStep2>;
type Step3 = z.output<typeof ZStep3>;
type Services = z.output<typeof ZServicesRequest>;
type Step6 = z.output<typeof ZStep6>;

/**
 * A new business at the start of the profile wizard (registration with "has business: yes", or a new
 * business from the owner's list): pending approval, profile_step 1, owned by the caller.
 */
export const createDraftBusiness = business.createDraftBusiness;

export const completeness = (profileStep: number) =>
  Math.round((Math.min(Math.max(profileStep, 1), PROFILE_COMPLETE) - 1) * (100 / WIZARD_STEPS));

export async function listMine(ctx: OwnerCtx, userId: number): Promise<TMyBusiness[]> {
  const rows = await business.listOwnerBusinesses(ctx.db, userId);
  return rows.map((r) => ({ ...r, completeness: completeness(r.profile_step) }));
}

async function requireCategory(ctx: OwnerCtx, categoryId: number, field: string) {
  if (!(await categories.categoryExists(ctx.db, categoryId))) {
    throw AppError.validation(
      field,
      field === 'category_id' ? 'CATEGORY_REQUIRED' : 'STEP1_CATEGORY_REQUIRED',
      'Please choose a category.',
    );
  }
}

/** Adds a business; once per Idempotency-Key (decision 79: a double click adds one). */
export async function addBusiness(
  ctx: OwnerCtx,
  user: { user_id: number; name: string },
  input: { category_id: number; business_name: string },
  idempotencyKey: string | null = null,
): Promise<{ result: { business_id: number }; replayed: boolean }> {
  await requireCategory(ctx, input.category_id, 'category_id');
  const now = ctx.clock.now();
  const idem = idempotencyKey
    ? { scope: 'business', caller: requests.callerOf(user.user_id, ''), key: idempotencyKey, request: input, now }
    : null;
  return requests.once(ctx.db, idem, (trx) =>
    createDraftBusiness(trx, {
      ownerUserId: user.user_id,
      categoryId: input.category_id,
      ownerName: user.name,
      businessName: input.business_name,
      phone: null,
      now: iso(now),
    }),
  );
}

/** Soft delete: the admin can still audit it; it leaves every public list at once. */
export async function deleteBusiness(ctx: OwnerCtx, userId: number, businessId: number): Promise<void> {
  await owned(ctx, businessId, userId);
  const now = iso(ctx.clock.now());
  await business.updateBusiness(ctx.db, businessId, { deleted_at: now, updated_at: now });
  businessChanged(ctx, businessId);
}

export async function getForEdit(ctx: OwnerCtx, userId: number, businessId: number): Promise<TBusinessEdit> {
  const b = await owned(ctx, businessId, userId);
  const [gallery, serviceIds, openingHours] = await Promise.all([
    business.listGallery(ctx.db, businessId),
    business.listServiceIds(ctx.db, businessId),
    business.openingHoursOf(ctx.db, businessId),
  ]);
  const services = await categories.findServicesByIds(ctx.db, serviceIds);
  return {
    business_id: b.business_id,
    profile_step: b.profile_step,
    is_approve: b.is_approve,
    approval_reason: b.approval_reason,
    is_business_registered: b.is_business_registered,
    category_id: b.category_id,
    business_name: b.business_name,
    slug: b.slug,
    year: b.year,
    type_of_firm: b.type_of_firm,
    annual_sales_turnover_id: b.annual_sales_turnover_id,
    no_of_employees: b.no_of_employees,
    about_me: b.about_me,
    description: b.description,
    operating_hours: b.operating_hours,
    opening_hours: openingHours,
    phone: b.phone,
    location_id: b.location_id,
    zipcode: b.zipcode,
    location: b.location,
    service_areas: b.service_areas,
    latitude: b.latitude,
    longitude: b.longitude,
    contact_name: b.contact_name,
    contact_phone: b.contact_phone,
    contact_designation: b.contact_designation,
    contact_email: b.contact_email,
    social_media_facebook: b.social_media_facebook,
    social_media_instagram: b.social_media_instagram,
    social_media_youtube: b.social_media_youtube,
    social_media_pinterest: b.social_media_pinterest,
    social_media_website: b.social_media_website,
    website_url: b.website_url,
    business_logo: b.business_logo,
    gallery,
    services: services.map((s) => ({
      service_id: s.service_id,
      service_name: s.service_name,
      service_name_guj: s.service_name_guj,
      is_custom: s.created_by_user_id !== null,
    })),
  };
}

/**
 * Spec §4 profile_step: saving step N moves it to N+1 (the final step to 7) and it never moves back;
 * a step beyond the frontier (reached by clicking a circle) keeps its data but does not advance.
 */
export function nextProfileStep(current: number, saved: number): number {
  if (saved > current) return current;
  return Math.min(PROFILE_COMPLETE, Math.max(current, saved + 1));
}

/** Step 1 fields; "not registered" clears the registered-only fields (spec §4). */
function step1Values(input: Step1, ownerName: string | null): business.BusinessUpdate {
  const registered = input.is_business_registered === 1;
  const businessName = registered ? (input.business_name ?? null) : null;
  return {
    is_business_registered: input.is_business_registered,
    category_id: input.category_id,
    business_name: businessName,
    slug: slugify(businessName || ownerName || 'business'),
    year: registered ? (input.year ?? null) : null,
    type_of_firm: registered ? (input.type_of_firm ?? null) : null,
    annual_sales_turnover_id: registered ? (input.annual_sales_turnover_id ?? null) : null,
    no_of_employees: registered ? (input.no_of_employees ?? null) : null,
    about_me: input.about_me ?? null,
    description: input.description ?? null,
    operating_hours: input.operating_hours ?? null,
    phone: input.phone,
  };
}

/** Picked master services and custom names → service ids (a custom name reuses an existing service of that name). */
async function resolveServices(ctx: OwnerCtx, userId: number, input: Services): Promise<number[]> {
  const picked = [...new Set(input.service_ids)];
  const usable = await categories.usableServiceIds(ctx.db, picked, userId);
  if (usable.length !== picked.length) {
    throw AppError.validation('service_ids', 'FIELD_INVALID', 'One of the services does not exist.');
  }
  const ids = new Set(usable);
  const seen = new Set<string>();
  for (const raw of input.custom_services) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    let existing = await categories.findServiceByName(ctx.db, name);
    if (!existing) {
      try {
        existing = {
          service_id: await categories.addCustomService(ctx.db, name, userId, iso(ctx.clock.now())),
          created_by_user_id: userId,
        };
      } catch (err) {
        // Another owner added the same name a moment ago: use theirs.
        if (!uniqueViolationColumn(err)) throw err;
        existing = await categories.findServiceByName(ctx.db, name);
        if (!existing) throw err;
      }
    }
    ids.add(existing.service_id);
  }
  return [...ids];
}

export type StepBody = Step1 | Step2 | Step3 | Services | Record<string, never> | Step6;

/** The business columns a wizard step writes (step 4 writes services, step 5 nothing). */
function stepValues(step: number, body: StepBody, ownerName: string | null): business.BusinessUpdate {
  switch (step) {
    case 1:
      return step1Values(body as Step1, ownerName);
    case 2: {
      const s = body as Step2;
      return {
        location_id: s.location_id,
        zipcode: s.zipcode,
        location: s.location,
        service_areas: s.service_areas ?? null,
        ...(s.latitude !== undefined ? { latitude: s.latitude, longitude: s.longitude ?? null } : {}),
      };
    }
    case 3: {
      const s = body as Step3;
      return {
        contact_name: s.contact_name,
        contact_phone: s.contact_phone,
        contact_designation: s.contact_designation,
        contact_email: s.contact_email ?? null,
      };
    }
    case 6: {
      const s = body as Step6;
      return {
        social_media_facebook: s.social_media_facebook ?? null,
        social_media_instagram: s.social_media_instagram ?? null,
        social_media_youtube: s.social_media_youtube ?? null,
        social_media_pinterest: s.social_media_pinterest ?? null,
        social_media_website: s.social_media_website ?? null,
        website_url: s.website_url ?? null,
      };
    }
    default:
      return {};
  }
}

/** Saves one wizard step of the caller's business and answers the business as the wizard shows it. */
export async function saveStep(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  step: number,
  body: StepBody,
): Promise<TBusinessEdit> {
  const b = await owned(ctx, businessId, userId);
  const now = iso(ctx.clock.now());
  if (step === 1) await requireCategory(ctx, (body as Step1).category_id, 'category_id');
  const serviceIds = step === 4 ? await resolveServices(ctx, userId, body as Services) : null;
  const values = stepValues(step, body, b.owner_name);
  const hours = step === 1 ? (body as Step1).opening_hours : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    // The business row first: its lock makes a second save of the same step (a double click) wait for this one,
    // so its replacing of services or hours sees these rows instead of inserting beside them (PostgreSQL).
    await business.updateBusiness(trx, businessId, {
      ...values,
      ...(hours !== undefined ? { hours_checked: 1 } : {}),
      profile_step: nextProfileStep(b.profile_step, step),
      updated_at: now,
    });
    if (serviceIds) await business.replaceServices(trx, businessId, serviceIds);
    if (hours !== undefined) {
      await business.replaceOpeningHours(trx, businessId, hours ?? { week: [], holidays: [] });
    }
  });
  businessChanged(ctx, businessId);
  return getForEdit(ctx, userId, businessId);
}

/** Decision 3: /profile-setup without an id starts a new business with the first step's data. */
export async function startFromWizard(
  ctx: OwnerCtx,
  user: { user_id: number; name: string },
  body: Step1,
): Promise<TBusinessEdit> {
  await requireCategory(ctx, body.category_id, 'category_id');
  const now = iso(ctx.clock.now());
  const { business_id } = await createDraftBusiness(ctx.db, {
    ownerUserId: user.user_id,
    categoryId: body.category_id,
    ownerName: user.name,
    phone: body.phone,
    now,
  });
  await ctx.db.transaction().execute(async (trx) => {
    if (body.opening_hours) await business.replaceOpeningHours(trx, business_id, body.opening_hours);
    await business.updateBusiness(trx, business_id, {
      ...step1Values(body, user.name),
      ...(body.opening_hours ? { hours_checked: 1 } : {}),
      profile_step: 2,
      updated_at: now,
    });
  });
  return getForEdit(ctx, user.user_id, business_id);
}

export async function updateServices(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  body: Services,
): Promise<TBusinessEdit> {
  await owned(ctx, businessId, userId);
  const ids = await resolveServices(ctx, userId, body);
  await ctx.db.transaction().execute(async (trx) => {
    await business.replaceServices(trx, businessId, ids);
    await business.updateBusiness(trx, businessId, { updated_at: iso(ctx.clock.now()) });
  });
  businessChanged(ctx, businessId);
  return getForEdit(ctx, userId, businessId);
}
