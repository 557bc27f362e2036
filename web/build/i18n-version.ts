import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../contracts/src/codes.ts';

/**
 * A short hash of the translation files. The app asks for `/assets/i18n/{lng}.json?v={hash}`, so a new
 * deploy never shows translations cached from the previous one (public/ files are not content-hashed).
 */
export function i18nVersion(webRoot: string): string {
  const hash = createHash('sha256');
  for (const lng of LANGUAGES) hash.update(readFileSync(join(webRoot, 'public/assets/i18n', `${lng}.json`)));
  return hash.digest('hex').slice(0, 10);
}
