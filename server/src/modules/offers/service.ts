import type { Kysely } from 'kysely';
import { indiaDate } from '@gd/contracts/india-time';
import { APPROVAL } from '@gd/contracts/codes';
import { ZCreateOfferRequest, type TOffer, type TOfferCard } from '@gd/contracts/schemas/content';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import { publicDataChanged } from '../../platform/changes';
import { storeContentImage } from '../../platform/content-images';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { cleanHtml } from '../../platform/safe-html';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as business from '../directory/owner-service';
import * as directory from '../directory/service';
import * as repo from './repo';

export interface ContentCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  clock: { now(): Date };
}

/** An offer with the name of its business (null for the site's own offers). */
type OfferRow = NonNullable<Awaited<ReturnType<typeof repo.find>>> & { business_name: string | null };
type Row = NonNullable<Awaited<ReturnType<typeof repo.find>>>;

/** Rows with their businesses' names: one lookup for the page. */
async function withNames(db: Kysely<DB>, rows: Row[]): Promise<OfferRow[]> {
  const names = await directory.businessNamesById(
    db,
    rows.flatMap((r) => (r.business_id === null ? [] : [r.business_id])),
  );
  return rows.map((r) => ({ ...r, business_name: r.business_id === null ? null : (names.get(r.business_id) ?? null) }));
}

async function withName(db: Kysely<DB>, row: Row | undefined): Promise<OfferRow | undefined> {
  return row ? (await withNames(db, [row]))[0] : undefined;
}

/** After a write committed: the public lists, pages and sitemaps built from offers are forgotten. */
const offersChanged = (ctx: ContentCtx, offerId: number) => publicDataChanged(ctx.db, { topic: 'offers', id: offerId });

const notFound = () => AppError.notFound('OFFER_NOT_FOUND', 'Error loading offer');

const toCard = (r: OfferRow): TOfferCard => ({
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  offer_description_short: r.offer_description_short,
  offer_start_date: r.offer_start_date,
  offer_end_date: r.offer_end_date,
  offer_image_url: r.offer_image_url,
  offer_discount: r.offer_discount,
  offer_code: r.offer_code,
  business_id: r.business_id,
  business_name: r.business_name ?? null,
});

const toOffer = (r: OfferRow, today: string): TOffer => ({
  ...toCard(r),
  offer_description: r.offer_description,
  is_expired: r.offer_end_date < today,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const today = (ctx: { clock: { now(): Date } }) => indiaDate(ctx.clock.now());

/** Offers whose last day is today or later (India time): an expired offer leaves the list by itself. */
export async function listPublic(ctx: ContentCtx): Promise<TOfferCard[]> {
  return (await withNames(ctx.db, await repo.listPublic(ctx.db, today(ctx)))).map(toCard);
}

/** One offer (an expired one stays readable, marked expired); another business's unapproved offer is 404. */
export async function getPublic(ctx: ContentCtx, offerId: number): Promise<TOffer | null> {
  const r = await withName(ctx.db, await repo.findPublic(ctx.db, offerId));
  return r ? toOffer(r, today(ctx)) : null;
}

export function listForSitemap(db: Kysely<DB>, now: Date) {
  return repo.listForSitemap(db, indiaDate(now));
}

function fields(form: MultipartForm) {
  const parsed = ZCreateOfferRequest.safeParse(form.fields);
  if (!parsed.success)
    throw new AppError(400, 'VALIDATION', 'Please fill all required fields.', zodFieldErrors(parsed.error.issues));
  const f = parsed.data;
  return {
    offer_name: f.offer_name,
    offer_description_short: f.offer_description_short,
    offer_description: cleanHtml(f.offer_description),
    offer_start_date: f.offer_start_date,
    offer_end_date: f.offer_end_date,
    offer_discount: f.offer_discount ?? null,
    offer_code: f.offer_code ?? null,
  };
}

async function find(ctx: ContentCtx, offerId: number): Promise<OfferRow> {
  const r = await withName(ctx.db, await repo.find(ctx.db, offerId));
  if (!r) throw notFound();
  return r;
}

interface Writer {
  userId: number;
  /** admin writes are audited */
  admin: boolean;
}

async function createOffer(ctx: ContentCtx, who: Writer, businessId: number | null, form: MultipartForm) {
  const values = fields(form);
  const image = form.file ? await storeContentImage(ctx.storage, 'offers', form.file.bytes) : null;
  const now = ctx.clock.now().toISOString();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const after = { ...values, business_id: businessId, offer_image_url: image };
      const { offer_id } = await repo.insert(trx, {
        ...after,
        created_by: who.userId,
        created_at: now,
        updated_at: now,
      });
      if (who.admin)
        await audit(trx, {
          actorUserId: who.userId,
          action: 'offer.create',
          entity: 'offers',
          entityId: offer_id,
          after,
          at: now,
        });
      return offer_id;
    });
    offersChanged(ctx, id);
    return toOffer(await find(ctx, id), today(ctx));
  } catch (err) {
    await ctx.storage.remove(image);
    throw err;
  }
}

async function updateOffer(ctx: ContentCtx, who: Writer, before: OfferRow, form: MultipartForm) {
  const values = fields(form);
  const image = form.file ? await storeContentImage(ctx.storage, 'offers', form.file.bytes) : before.offer_image_url;
  const now = ctx.clock.now().toISOString();
  const after = { ...values, offer_image_url: image };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.update(trx, before.offer_id, { ...after, updated_at: now });
    if (who.admin)
      await audit(trx, {
        actorUserId: who.userId,
        action: 'offer.update',
        entity: 'offers',
        entityId: before.offer_id,
        before,
        after,
        at: now,
      });
  });
  if (form.file) await ctx.storage.remove(before.offer_image_url);
  offersChanged(ctx, before.offer_id);
  return toOffer(await find(ctx, before.offer_id), today(ctx));
}

async function deleteOffer(ctx: ContentCtx, who: Writer, before: OfferRow) {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.remove(trx, before.offer_id);
    if (who.admin)
      await audit(trx, {
        actorUserId: who.userId,
        action: 'offer.delete',
        entity: 'offers',
        entityId: before.offer_id,
        before,
        at: now,
      });
  });
  await ctx.storage.remove(before.offer_image_url);
  offersChanged(ctx, before.offer_id);
}

// ---------------------------------------------------------------------------------------------------------------
// Admin: every offer, audited

export async function adminList(ctx: ContentCtx, limit: number, offset: number) {
  const { rows, count } = await repo.listAll(ctx.db, limit, offset);
  const t = today(ctx);
  return { rows: (await withNames(ctx.db, rows)).map((r) => toOffer(r, t)), count };
}

export const adminGet = async (ctx: ContentCtx, offerId: number) => toOffer(await find(ctx, offerId), today(ctx));
export const adminCreate = (ctx: ContentCtx, adminId: number, form: MultipartForm) =>
  createOffer(ctx, { userId: adminId, admin: true }, null, form);
export const adminUpdate = async (ctx: ContentCtx, adminId: number, offerId: number, form: MultipartForm) =>
  updateOffer(ctx, { userId: adminId, admin: true }, await find(ctx, offerId), form);
export const adminDelete = async (ctx: ContentCtx, adminId: number, offerId: number) =>
  deleteOffer(ctx, { userId: adminId, admin: true }, await find(ctx, offerId));

// ---------------------------------------------------------------------------------------------------------------
// Owner: offers of their own business; publishing needs the business approved

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

async function ownedBusiness(ctx: ContentCtx, userId: number, businessId: number) {
  const b = await business.findOwnedBusiness(ctx.db, businessId, userId);
  if (!b) throw businessNotFound();
  return b;
}

async function approvedOwnedBusiness(ctx: ContentCtx, userId: number, businessId: number) {
  const b = await ownedBusiness(ctx, userId, businessId);
  if (b.is_approve !== APPROVAL.APPROVED)
    throw AppError.forbidden('OFFER_BUSINESS_NOT_APPROVED', 'Offers can be published once the business is approved.');
  return b;
}

async function ownedOffer(ctx: ContentCtx, businessId: number, offerId: number) {
  const r = await withName(ctx.db, await repo.find(ctx.db, offerId));
  if (!r || r.business_id !== businessId) throw notFound();
  return r;
}

export async function ownerList(ctx: ContentCtx, userId: number, businessId: number): Promise<TOffer[]> {
  await ownedBusiness(ctx, userId, businessId);
  const t = today(ctx);
  return (await withNames(ctx.db, await repo.listForBusiness(ctx.db, businessId))).map((r) => toOffer(r, t));
}

export async function ownerCreate(ctx: ContentCtx, userId: number, businessId: number, form: MultipartForm) {
  await approvedOwnedBusiness(ctx, userId, businessId);
  return createOffer(ctx, { userId, admin: false }, businessId, form);
}

export async function ownerUpdate(
  ctx: ContentCtx,
  userId: number,
  businessId: number,
  offerId: number,
  form: MultipartForm,
) {
  await approvedOwnedBusiness(ctx, userId, businessId);
  return updateOffer(ctx, { userId, admin: false }, await ownedOffer(ctx, businessId, offerId), form);
}

export async function ownerDelete(ctx: ContentCtx, userId: number, businessId: number, offerId: number) {
  await ownedBusiness(ctx, userId, businessId);
  return deleteOffer(ctx, { userId, admin: false }, await ownedOffer(ctx, businessId, offerId));
}
