import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@gd/contracts/schemas/owner';
import { AppError } from './errors';

/** Formats we accept, decided by decoding the bytes (never by the file name or the browser's type). */
const ACCEPTED = new Set(['png', 'jpeg', 'gif', 'webp']);

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_IMAGE', 'Please upload a PNG, JPG, GIF or WebP image.', { file: 'UNSUPPORTED_IMAGE' });
export const imageTooLarge = () =>
  new AppError(413, 'IMAGE_TOO_LARGE', 'The image must be at most 5 MB and 40 megapixels.', {
    file: 'IMAGE_TOO_LARGE',
  });

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload and re-encodes it as WebP (at most 1600 px wide) plus a 400 px thumbnail. Re-encoding
 * drops all metadata (EXIF, GPS) and anything that is not pixels; an SVG, HTML or a polyglot never survives.
 */
export async function processImage(
  bytes: Buffer,
  opts: { maxWidth?: number; thumbWidth?: number } = {},
): Promise<ProcessedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw imageTooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw unsupportedImage();
  const pages = meta.pages ?? 1;
  if (!meta.width || !meta.height || meta.width * meta.height * pages > UPLOAD_MAX_PIXELS) throw imageTooLarge();
  try {
    const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false }).rotate();
    const full = await input()
      .resize({ width: opts.maxWidth ?? 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input()
      .resize({ width: opts.thumbWidth ?? 400, withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw unsupportedImage();
  }
}
