import type { TPhoto } from '@gd/contracts/schemas/owner';
import { AppError } from '../../platform/errors';
import * as business from '../directory/owner-service';
import { businessChanged, type OwnerCtx, owned } from './context';

/**
 * Decision 72: the owner arranges the gallery. The order is the public profile's, and its first photo is the
 * cover (the search card's photo). Each change is one transaction over the locked gallery, so two arrangements at
 * once end as one of them, never a mix; then the profile, the cards and the rendered pages forget the old order.
 */

const photoNotFound = () => AppError.notFound('PHOTO_NOT_FOUND', 'Image not found.');

async function arrange(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  order: (current: number[]) => number[],
): Promise<TPhoto[]> {
  await owned(ctx, businessId, userId);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await business.lockedGallery(trx, businessId);
    await business.writeOrder(trx, businessId, order(current));
  });
  businessChanged(ctx, businessId);
  return business.listGallery(ctx.db, businessId);
}

/**
 * The whole gallery in a new order. A photo that is not this business's answers 404; a list that leaves out one
 * of its photos (one added or deleted meanwhile, on another screen) answers 409 and changes nothing.
 */
export function setOrder(ctx: OwnerCtx, userId: number, businessId: number, photoIds: number[]): Promise<TPhoto[]> {
  return arrange(ctx, userId, businessId, (current) => {
    const known = new Set(current);
    if (photoIds.some((id) => !known.has(id))) throw photoNotFound();
    if (photoIds.length !== current.length) {
      throw AppError.conflict(
        'photo_ids',
        'GALLERY_CHANGED',
        'The gallery has changed since it was loaded. Please try again.',
      );
    }
    return photoIds;
  });
}

/** The photo becomes the cover: it moves to the front, the others keep their order. */
export function setCover(ctx: OwnerCtx, userId: number, businessId: number, photoId: number): Promise<TPhoto[]> {
  return arrange(ctx, userId, businessId, (current) => {
    if (!current.includes(photoId)) throw photoNotFound();
    return [photoId, ...current.filter((id) => id !== photoId)];
  });
}

export async function setCaption(
  ctx: OwnerCtx,
  userId: number,
  businessId: number,
  photoId: number,
  caption: string | null,
): Promise<TPhoto> {
  await owned(ctx, businessId, userId);
  if (!(await business.writeCaption(ctx.db, businessId, photoId, caption))) throw photoNotFound();
  businessChanged(ctx, businessId);
  return (await business.findPhoto(ctx.db, businessId, photoId))!;
}
