import { z } from 'zod';
import { GALLERY_MAX } from './owner';

/**
 * Decision 72: the owner arranges the gallery. Its order is the order the public profile shows, and its first
 * photo is the cover (the search card's photo and the profile's first); each photo may have a caption.
 */

export const CAPTION_MAX = 140;

/** The whole gallery in its new order: every photo of the business, each once. */
export const ZGalleryOrderRequest = z.object({
  photo_ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(GALLERY_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'GALLERY_ORDER_DUPLICATE'),
});
export type TGalleryOrderRequest = z.infer<typeof ZGalleryOrderRequest>;

/** A caption; empty (or only spaces) removes it. */
export const ZPhotoCaptionRequest = z.object({
  caption: z
    .string()
    .trim()
    .max(CAPTION_MAX, 'FIELD_TOO_LONG')
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type TPhotoCaptionRequest = z.input<typeof ZPhotoCaptionRequest>;
