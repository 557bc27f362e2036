import { randomBytes } from 'node:crypto';
import { processImage } from './images';
import type { FileStorage } from './storage';

/**
 * Stores an uploaded banner or offer image: decoded and re-encoded by sharp (never stored as sent),
 * at most 1200 px wide, under `folder/` with an unguessable name. Answers the public URL.
 */
export async function storeContentImage(storage: FileStorage, folder: string, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, { maxWidth: 1200 });
  const key = `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.webp`;
  return storage.put(key, image.full, 'image/webp');
}
