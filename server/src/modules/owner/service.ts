import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import { slugify } from '@gd/contracts/patterns';
import {
  GALLERY_MAX,
  PROFILE_COMPLETE,
  WIZARD_STEPS,
  ZProductFields,
  type TBusinessEdit,
  type TBusinessStats,
  type TMyBusiness,
  type TPhoto,
  type TProduct,
  type ZServicesRequest,
  type ZStep1,
  type ZStep2,
  type ZStep3,
  type ZStep6,
} from '@gd/contracts/schemas/owner';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { BusinessUpdate } from '../directory/tables';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as directory from '../directory/service';
import { indiaDate } from '../directory/views';
import * as inquiries from '../inquiries/service';
import * as repo from './repo';

export interface OwnerCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  clock: { now(): Date };
}

type Step1 = z.output<typeof ZStep1>;
type Step2 = z.output<typeof ZStep2>;
type Step3 = z.output<typeof ZStep3>;
type Services = z.output<typeof ZServicesRequest>;
type Step6 = z.output<typeof ZStep6>;

const iso = (d: Date) => d.toISOString();
const notFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

/**
 * A new business at the start of the profile wizard (registration with "has business: yes", or a new
 * business from the owner's list): pending approval, profile_step 1, owned by the caller.
 */
export async function createDraftBusiness(
  db: Kysely<DB> | Transaction<DB>,
  input: {
    ownerUserId: number;
    categoryId: number | null;
    ownerName: string;
    phone: string | null;
    businessName?: string | null;
    now: string;
  },
): Promise<{ business_id: number }> {
  return repo.insertBusiness(db, {
    owner_user_id: input.ownerUserId,
    category_id: input.categoryId,
    owner_name: input.ownerName,
    business_name: input.businessName ?? null,
    slug: slugify(input.businessName || input.ownerName),
    phone: input.phone,
    is_approve: APPROVAL.PENDING,
    profile_step: 1,
    created_at: input.now,
    updated_at: input.now,
  });
}

/** Every owner route starts here: another owner's (or a deleted) business answers 404. */
async function owned(ctx: OwnerCtx, businessId: number, userId: number) {
  const b = await repo.findOwned(ctx.db, businessId, userId);
  if (!b) throw notFound();
  return b;
}

/** Public answers built from this business (profile, search, counts) must not show the old data. */
function forgetPublic(ctx: OwnerCtx, businessId: number) {
  directory.invalidateProfile(ctx.db, businessId);
  directory.invalidateDirectoryCounts(ctx.db);
}

export const completeness = (profileStep: number) =>
  Math.round((Math.min(Math.max(profileStep, 1), PROFILE_COMPLETE) - 1) * (100 / WIZARD_STEPS));

export async function listMine(ctx: OwnerCtx, userId: number): Promise<TMyBusiness[]> {
  const rows = await repo.listOwned(ctx.db, userId);
  return rows.map((r) => ({ ...r, completeness: completeness(r.profile_step) }));
}

async function requireCategory(ctx: OwnerCtx, categoryId: number, field: string) {
  if (!(await directory.categoryExists(ctx.db, categoryId))) {
    throw AppError.validation(
      field,
      field === 'category_id' ? 'CATEGORY_REQUIRED' : 'STEP1_CATEGORY_REQUIRED',
      'Please choose a category.',
    );
  }
}

export async function addBusiness(
  ctx: OwnerCtx,
  user: { user_id: number; name: string },
  input: { category_id: number; business_name: string },
): Promise<{ business_id: number }> {
  await requireCategory(ctx, input.category_id, 'category_id');
  return createDraftBusiness(ctx.db, {
    ownerUserId: user.user_id,
    categoryId: input.category_id,
    ownerName: user.name,
    businessName: input.business_name,
    phone: null,
    now: iso(ctx.clock.now()),
  });
}

/** Soft delete: the admin can still audit it; it leaves every public list at once. */
export async function deleteBusiness(ctx: OwnerCtx, userId: number, businessId: number): Promise<void> {
  await owned(ctx, businessId, userId);
  await repo.updateBusiness(ctx.db, businessId, { deleted_at: iso(ctx.clock.now()), updated_at: iso(ctx.clock.now()) });
  forgetPublic(ctx, businessId);
}

export async function getForEdit(ctx: OwnerCtx, userId: number, businessId: number): Promise<TBusinessEdit> {
  const b = await owned(ctx, businessId, userId);
  const [gallery, services] = await Promise.all([
    repo.listGallery(ctx.db, businessId),
    repo.listServices(ctx.db, businessId),
  ]);
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
    phone: b.phone,
    location_id: b.location_id,
    zipcode: b.zipcode,
    location: b.location,
    service_areas: b.service_areas,
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
    services: services.map(({ created_by_user_id, ...s }) => ({ ...s, is_custom: created_by_user_id !== null })),
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
function step1Values(input: Step1, ownerName: string | null): BusinessUpdate {
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
  const usable = await repo.findUsableServices(ctx.db, [...new Set(input.service_ids)], userId);
  if (usable.length !== new Set(input.service_ids).size) {
    throw AppError.validation('service_ids', 'FIELD_INVALID', 'One of the services does not exist.');
  }
  const ids = new Set(usable.map((s) => s.service_id));
  const seen = new Set<string>();
  for (const raw of input.custom_services) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    let existing = await repo.findServiceByName(ctx.db, name);
    if (!existing) {
      try {
        existing = {
          service_id: (await repo.insertService(ctx.db, name, userId, iso(ctx.clock.now()))).service_id,
          created_by_user_id: userId,
        };
      } catch (err) {
        // Another owner added the same name a moment ago: use theirs.
        if (!uniqueViolationColumn(err)) throw err;
        existing = await repo.findServiceByName(ctx.db, name);
        if (!existing) throw err;
      }
    }
    ids.add(existing.service_id);
  }
  return [...ids];
}

export type StepBody = Step1 | Step2 | Step3 | Services | Record<string, never> | Step6;

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
  let values: BusinessUpdate = {};
  let serviceIds: number[] | null = null;
  switch (step) {
    case 1:
      await requireCategory(ctx, (body as Step1).category_id, 'category_id');
      values = step1Values(body as Step1, b.owner_name);
      break;
    case 2: {
      const s = body as Step2;
      values = {
        location_id: s.location_id,
        zipcode: s.zipcode,
        location: s.location,
        service_areas: s.service_areas ?? null,
      };
      break;
    }
    case 3: {
      const s = body as Step3;
      values = {
        contact_name: s.contact_name,
        contact_phone: s.contact_phone,
        contact_designation: s.contact_designation,
        contact_email: s.contact_email ?? null,
      };
      break;
    }
    case 4:
      serviceIds = await resolveServices(ctx, userId, body as Services);
      break;
    case 5:
      break;
    case 6: {
      const s = body as Step6;
      values = {
        social_media_facebook: s.social_media_facebook ?? null,
        social_media_instagram: s.social_media_instagram ?? null,
        social_media_youtube: s.social_media_youtube ?? null,
        social_media_pinterest: s.social_media_pinterest ?? null,
        social_media_website: s.social_media_website ?? null,
        website_url: s.website_url ?? null,
      };
      break;
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (serviceIds) await repo.replaceServices(trx, businessId, serviceIds);
    await repo.updateBusiness(trx, businessId, {
      ...values,
      profile_step: nextProfileStep(b.profile_step, step),
      updated_at: now,
    });
  });
  forgetPublic(ctx, businessId);
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
  await repo.updateBusiness(ctx.db, business_id, { ...step1Values(body, user.name), profile_step: 2, updated_at: now });
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
    await repo.replaceServices(trx, businessId, ids);
    await repo.updateBusiness(trx, businessId, { updated_at: iso(ctx.clock.now()) });
  });
  forgetPublic(ctx, businessId);
  return getForEdit(ctx, userId, businessId);
}

const fileKey = (folder: string, businessId: number) =>
  `${folder}/${businessId}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

function requireFile(form: MultipartForm) {
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  return form.file;
}

export async function uploadLogo(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  form: MultipartForm,
): Promise<{ business_logo: string }> {
  const b = await owned(ctx, businessId, userId);
  const image = await processImage(requireFile(form).bytes, { maxWidth: 512, thumbWidth: 128 });
  const url = await ctx.storage.put(`${fileKey('logos', businessId)}.webp`, image.full, 'image/webp');
  await repo.updateBusiness(ctx.db, businessId, { business_logo: url, updated_at: iso(ctx.clock.now()) });
  await ctx.storage.remove(b.business_logo);
  forgetPublic(ctx, businessId);
  return { business_logo: url };
}

export async function addPhoto(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  form: MultipartForm,
): Promise<TPhoto> {
  await owned(ctx, businessId, userId);
  const count = await repo.countGallery(ctx.db, businessId);
  if (count >= GALLERY_MAX) {
    throw new AppError(409, 'GALLERY_FULL', `A gallery holds at most ${GALLERY_MAX} photos.`, { file: 'GALLERY_FULL' });
  }
  const image = await processImage(requireFile(form).bytes);
  const key = fileKey('gallery', businessId);
  const photo_url = await ctx.storage.put(`${key}.webp`, image.full, 'image/webp');
  const thumb_url = await ctx.storage.put(`${key}-thumb.webp`, image.thumb, 'image/webp');
  const photo = await repo.insertPhoto(ctx.db, {
    business_id: businessId,
    photo_url,
    thumb_url,
    sort_order: count,
    created_at: iso(ctx.clock.now()),
  });
  forgetPublic(ctx, businessId);
  return photo;
}

export async function deletePhoto(ctx: OwnerCtx, userId: number, businessId: number, photoId: number): Promise<void> {
  await owned(ctx, businessId, userId);
  const photo = await repo.findPhoto(ctx.db, businessId, photoId);
  if (!photo) throw AppError.notFound('PHOTO_NOT_FOUND', 'Image not found.');
  await repo.deletePhoto(ctx.db, photoId);
  await Promise.all([ctx.storage.remove(photo.photo_url), ctx.storage.remove(photo.thumb_url)]);
  forgetPublic(ctx, businessId);
}

export async function stats(ctx: OwnerCtx, userId: number, businessId: number): Promise<TBusinessStats> {
  const b = await owned(ctx, businessId, userId);
  const today = ctx.clock.now();
  const days = Array.from({ length: 30 }, (_, i) => indiaDate(new Date(today.getTime() - (29 - i) * 86_400_000)));
  const since = new Date(today.getTime() - 31 * 86_400_000);
  const [views, received] = await Promise.all([
    repo.viewDays(ctx.db, businessId, days[0]!),
    inquiries.createdSince(ctx.db, businessId, since),
  ]);
  const viewsByDay = new Map(views.map((v) => [v.view_date, Number(v.views)]));
  const inquiriesByDay = new Map<string, number>();
  for (const r of received) {
    const d = indiaDate(new Date(r.created_at));
    inquiriesByDay.set(d, (inquiriesByDay.get(d) ?? 0) + 1);
  }
  return {
    business_id: b.business_id,
    business_name: b.business_name,
    total_view: b.total_view,
    total_inquiry: b.total_inquiry,
    daily: days.map((date) => ({ date, views: viewsByDay.get(date) ?? 0, inquiries: inquiriesByDay.get(date) ?? 0 })),
  };
}

export async function listInquiries(ctx: OwnerCtx, userId: number, businessId: number) {
  await owned(ctx, businessId, userId);
  return inquiries.listForBusiness(ctx.db, businessId);
}

export async function deleteInquiry(ctx: OwnerCtx, userId: number, businessId: number, inquiryId: number) {
  await owned(ctx, businessId, userId);
  await inquiries.deleteForBusiness(ctx.db, businessId, inquiryId);
}

const productNotFound = () => AppError.notFound('PRODUCT_NOT_FOUND', 'Product not found to delete.');

/** Product form fields, validated like any JSON body (field message keys, unknown keys refused). */
function productFields(form: MultipartForm) {
  const parsed = ZProductFields.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(
      400,
      'VALIDATION',
      'Please fill all required fields correctly.',
      zodFieldErrors(parsed.error.issues),
    );
  }
  return parsed.data;
}

export async function listProducts(ctx: OwnerCtx, userId: number, businessId: number): Promise<TProduct[]> {
  await owned(ctx, businessId, userId);
  return repo.listProducts(ctx.db, businessId);
}

export async function getProduct(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
): Promise<TProduct> {
  await owned(ctx, businessId, userId);
  const p = await repo.findProduct(ctx.db, businessId, productId);
  if (!p) throw productNotFound();
  return p;
}

async function storeProductImage(ctx: OwnerCtx, businessId: number, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, { maxWidth: 1024 });
  return ctx.storage.put(`${fileKey('products', businessId)}.webp`, image.full, 'image/webp');
}

export async function createProduct(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  form: MultipartForm,
): Promise<TProduct> {
  await owned(ctx, businessId, userId);
  const fields = productFields(form);
  if (!form.file) throw AppError.validation('file', 'IMAGE_REQUIRED', 'Please fill all required fields correctly.');
  const image_name = await storeProductImage(ctx, businessId, form.file.bytes);
  const { product_id } = await repo.insertProduct(ctx.db, {
    business_id: businessId,
    product_name: fields.product_name,
    description: fields.description ?? null,
    product_price: fields.product_price ?? null,
    image_name,
    is_active: fields.is_active ?? 1,
    now: iso(ctx.clock.now()),
  });
  forgetPublic(ctx, businessId);
  return getProduct(ctx, userId, businessId, product_id);
}

export async function updateProduct(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
  form: MultipartForm,
): Promise<TProduct> {
  const existing = await getProduct(ctx, userId, businessId, productId);
  const fields = productFields(form);
  if (!form.file && !existing.image_name) {
    throw AppError.validation(
      'file',
      'IMAGE_REQUIRED',
      'Please fill all required fields correctly, including the image.',
    );
  }
  const image_name = form.file ? await storeProductImage(ctx, businessId, form.file.bytes) : existing.image_name;
  await repo.updateProduct(ctx.db, productId, {
    product_name: fields.product_name,
    description: fields.description ?? null,
    product_price: fields.product_price ?? null,
    image_name,
    ...(fields.is_active !== undefined ? { is_active: fields.is_active } : {}),
    updated_at: iso(ctx.clock.now()),
  });
  if (form.file) await ctx.storage.remove(existing.image_name);
  forgetPublic(ctx, businessId);
  return getProduct(ctx, userId, businessId, productId);
}

export async function setProductActive(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
  active: boolean,
): Promise<TProduct> {
  await getProduct(ctx, userId, businessId, productId);
  await repo.updateProduct(ctx.db, productId, { is_active: active ? 1 : 0, updated_at: iso(ctx.clock.now()) });
  forgetPublic(ctx, businessId);
  return getProduct(ctx, userId, businessId, productId);
}

export async function deleteProduct(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
): Promise<void> {
  await getProduct(ctx, userId, businessId, productId);
  const now = iso(ctx.clock.now());
  await repo.updateProduct(ctx.db, productId, { deleted_at: now, updated_at: now });
  forgetPublic(ctx, businessId);
}

export async function deleteProductImage(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  productId: number,
): Promise<TProduct> {
  const p = await getProduct(ctx, userId, businessId, productId);
  await repo.updateProduct(ctx.db, productId, { image_name: null, updated_at: iso(ctx.clock.now()) });
  await ctx.storage.remove(p.image_name);
  forgetPublic(ctx, businessId);
  return getProduct(ctx, userId, businessId, productId);
}

export const listSentInquiries = (ctx: OwnerCtx, userId: number) => inquiries.listSentBy(ctx.db, userId);
