import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Decision 75: no text the API receives may hold a NUL character (U+0000). PostgreSQL refuses it in text columns
 * and SQLite cuts strings at it, so a NUL reaching a query was a 500 (or a silently different value). One rule
 * for every route instead of a refinement on each schema: the query, the path parameters and the JSON body are
 * searched before validation (`registerTextGuard`), a multipart form's text fields and file name as they are read
 * (`readForm`). A NUL anywhere is a 400 naming the field with `FIELD_INVALID_CHARACTER`; nothing is written.
 */
export const NUL_KEY = 'FIELD_INVALID_CHARACTER';

const NUL = '\u0000';
/** Deeper than any request shape of the API; a body nested further is searched no deeper (it fails validation). */
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding a NUL, or null when there is none. */
export function fieldWithNul(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? at || 'request' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries) {
    // A key with a NUL is named with the NUL shown as U+FFFD, so the answer stays printable.
    const path = at ? `${at}.${key.replaceAll(NUL, '\uFFFD')}` : key.replaceAll(NUL, '\uFFFD');
    if (key.includes(NUL)) return path;
    const found = fieldWithNul(v, path, depth + 1);
    if (found) return found;
  }
  return null;
}

export function nulError(field: string): AppError {
  return new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', { [field]: NUL_KEY });
}

/** Whether any string (value or key) holds a NUL: the quick test every request pays; the path is found only then. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  for (const key in value as Record<string, unknown>) {
    if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * The query and path parameters are decoded from the URL: without `%00` (or a raw NUL) in it they hold none, and
 * the hot GET routes skip the search.
 */
const urlMayHoldNul = (url: string) => url.includes(NUL) || /%00/.test(url);

/** Refuses a request whose query, path parameters or JSON body holds a NUL (before the route's validation). */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const inUrl = urlMayHoldNul(request.url) && (holdsNul(request.query) || holdsNul(request.params));
    if (!inUrl && !holdsNul(request.body as unknown)) return;
    const field = fieldWithNul(request.query) ?? fieldWithNul(request.params) ?? fieldWithNul(request.body as unknown);
    if (field) throw nulError(field);
  });
}
