/**
 * What the service worker (sw.ts, built into dist/sw.js by web/build/service-worker-plugin.ts) decides, as plain
 * functions the unit tests run: which requests it handles, and the offline page it answers a failed navigation with.
 */
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromQuery,
  LANGUAGES,
  type Language,
} from '@gd/contracts/language';

/**
 * - `navigate`: a page. Network first, always: the server's HTML (rendered pages included) is what the visitor
 *   gets; only when the network fails does the offline page answer. Pages are never cached.
 * - `asset`: a file of the build whose name carries its content hash: cache first (it never changes).
 * - `pass`: everything else (the API, uploads, other sites, non-GET): the worker stays out of it.
 */
export type RequestKind = 'navigate' | 'asset' | 'pass';

/** A built file with a content hash in its name (the same test as server/src/platform/spa.ts HASHED_ASSET). */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|ttf|png|jpe?g|svg|webp|gif)$/;
const NEVER = /^\/(?:api|uploads)(?:\/|$)/;

export function requestKind(request: { url: string; method: string; mode: string }, origin: string): RequestKind {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER.test(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'navigate';
  return HASHED_ASSET.test(url.pathname) && !url.search ? 'asset' : 'pass';
}

/** The value of the language cookie in a `Cookie`-style string, if it names a language. */
function cookieLanguage(cookies: string | null | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The offline page's language: the page's own language version (`?lang=gu`), else the visitor's choice (the
 * `selectedLanguage` cookie the server renders by), else the language the app last told the worker. null when
 * none is known: the page then says it in both languages.
 */
export function offlineLanguage(
  pageUrl: string,
  cookies: string | null | undefined,
  lastKnown?: string | null,
): Language | null {
  return (
    languageFromQuery(new URL(pageUrl).search) ??
    cookieLanguage(cookies) ??
    (isLanguage(lastKnown ?? undefined) ? (lastKnown as Language) : null)
  );
}

/** The offline page's texts in one language (the `OFFLINE` section of web/public/assets/i18n/<language>.json). */
export interface OfflineText {
  TITLE: string;
  MESSAGE: string;
  RETRY: string;
  SITE_NAME: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LOGO =
  '<svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#c2410c"/>' +
  '<path d="M32 10c-9.4 0-17 7.4-17 16.6C15 39 32 54 32 54s17-15 17-27.4C49 17.4 41.4 10 32 10z" fill="#fff"/></svg>';

/**
 * The page a navigation gets when the network fails: self-contained (no script, no stylesheet), in the visitor's
 * language, or in both when it is not known. "Try again" reloads the address they asked for. Gujarati text names the
 * app's Gujarati font (`gujaratiFont`, answered from the worker's cache), since a device may have none of its own.
 */
export function offlinePage(
  language: Language | null,
  texts: Record<Language, OfflineText>,
  pageUrl: string,
  gujaratiFont: string | null = null,
): string {
  const shown = language ? [language] : [...LANGUAGES];
  const lang = HTML_LANG[language ?? DEFAULT_LANGUAGE];
  const first = texts[shown[0]!];
  const retry = escapeHtml(pageUrl);
  const sections = shown
    .map((l) => {
      const t = texts[l];
      return (
        `<section lang="${HTML_LANG[l]}"><h1>${escapeHtml(t.TITLE)}</h1><p>${escapeHtml(t.MESSAGE)}</p>` +
        `<a class="retry" href="${retry}">${escapeHtml(t.RETRY)}</a></section>`
      );
    })
    .join('');
  return `<!doctype html>
<html lang="${lang}" data-offline>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2410c">
<title>${escapeHtml(`${first.TITLE} · ${first.SITE_NAME}`)}</title>
<style>
${
  gujaratiFont && language !== 'en'
    ? `@font-face{font-family:"Noto Sans Gujarati";src:url(${encodeURI(gujaratiFont)}) format("woff2");font-display:swap}\n`
    : ''
}body{margin:0;font-family:"Noto Sans","Noto Sans Gujarati",system-ui,sans-serif;color:#1f2937;background:#fff7ed;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
section+section{margin-top:2rem;padding-top:2rem;border-top:1px solid #fed7aa}
.retry{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}
.retry:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
</style>
</head>
<body>
<main>${LOGO}<p>${escapeHtml(first.SITE_NAME)}</p>${sections}</main>
</body>
</html>
`;
}

/** Caches of the worker: hashed build files. A cache of an older worker's name is deleted when this one starts. */
export const ASSET_CACHE = 'gd-assets-v1';
/** At most this many hashed files are kept (the oldest go first): about two builds' worth of the app's chunks. */
export const ASSET_CACHE_MAX = 400;
