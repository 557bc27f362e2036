import { randomBytes } from 'node:crypto';
import { GALLERY_MAX, type TPhoto } from '@gd/contracts/schemas/owner';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { MultipartForm } from '../../platform/uploads';
import * as billing from '../billing/service';
import * as business from '../directory/owner-service';
import { businessChanged, iso, type OwnerCtx, owned } from './context';

/** The owner's uploads of the business record: the logo and the gallery (wizard step 5). */

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
  await business.updateBusiness(ctx.db, businessId, { business_logo: url, updated_at: iso(ctx.clock.now()) });
  await ctx.storage.remove(b.business_logo);
  businessChanged(ctx, businessId);
  return { business_logo: url };
}

export async function addPhoto(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  form: MultipartForm,
): Promise<TPhoto> {
  await owned(ctx, businessId, userId);
  const count = await business.countGallery(ctx.db, businessId);
  if (count >= GALLERY_MAX) {
    throw new AppError(409, 'GALLERY_FULL', `A gallery holds at most ${GALLERY_MAX} photos.`, { file: 'GALLERY_FULL' });
  }
  // Decision 67: the business's plan decides how many photos its gallery holds (asked first, to spare the upload).
  const now = ctx.clock.now();
  await billing.requirePlanAllows(ctx.db, businessId, 'photos', count, now);
  const image = await processImage(requireFile(form).bytes);
  const key = fileKey('gallery', businessId);
  const photo_url = await ctx.storage.put(`${key}.webp`, image.full, 'image/webp');
  const thumb_url = await ctx.storage.put(`${key}-thumb.webp`, image.thumb, 'image/webp');
  let photo: TPhoto;
  try {
    // Counted again under the business's plan-limit lock: two photos added at once cannot pass the limit together.
    photo = await billing.withinPlanLimit(
      ctx.db,
      { businessId, feature: 'photos', now },
      async (trx) => {
        const inGallery = await business.countGallery(trx, businessId);
        if (inGallery >= GALLERY_MAX) {
          throw new AppError(409, 'GALLERY_FULL', `A gallery holds at most ${GALLERY_MAX} photos.`, {
            file: 'GALLERY_FULL',
          });
        }
        return inGallery;
      },
      (trx) =>
        business.insertPhoto(trx, {
          business_id: businessId,
          photo_url,
          thumb_url,
          sort_order: count,
          created_at: iso(now),
        }),
    );
  } catch (err) {
    await Promise.all([ctx.storage.remove(photo_url), ctx.storage.remove(thumb_url)]);
    throw err;
  }
  businessChanged(ctx, businessId);
  return photo;
}

export async function deletePhoto(ctx: OwnerCtx, userId: number, businessId: number, photoId: number): Promise<void> {
  await owned(ctx, businessId, userId);
  const photo = await business.findPhoto(ctx.db, businessId, photoId);
  if (!photo) throw AppError.notFound('PHOTO_NOT_FOUND', 'Image not found.');
  await business.deletePhoto(ctx.db, photoId);
  await Promise.all([ctx.storage.remove(photo.photo_url), ctx.storage.remove(photo.thumb_url)]);
  businessChanged(ctx, businessId);
}
