/**
 * The visitor's language, shared by the web (i18n setup, `<html lang>`, the stored choice and its cookie, the boot
 * script's dictionary preload) and the server (the language it renders a page in, that page's `<html lang>`).
 */

/** The app's languages (decision 26): English and Gujarati. */
export const LANGUAGES = ['en', 'guj'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Where the choice is kept (spec §1, §9): the local storage key, and the cookie of the same name that tells the server
 * which language to render a page in (server/src/platform/ssr.ts).
 */
export const LANGUAGE_KEY = 'selectedLanguage';
export const LANGUAGE_COOKIE = LANGUAGE_KEY;

/** Decision 26: the app's code (`guj`) and the document's language, the BCP 47 tag (`gu`) of `lang` attributes. */
export const HTML_LANG = { en: 'en', guj: 'gu' } as const satisfies Record<Language, string>;
export type HtmlLang = (typeof HTML_LANG)[Language];

/** The Intl locale for numbers and dates in each language. */
export const INTL_LOCALE = { en: 'en-IN', guj: 'gu-IN' } as const satisfies Record<Language, string>;
export type IntlLocale = (typeof INTL_LOCALE)[Language];

/**
 * One of LANGUAGES: HTML_LANG's keys are exactly their codes (its `satisfies` checks it). Read from there, this file
 * needs no other module at run time, so the Vite config can load it (extensionless imports warn there).
 */
export function isLanguage(value: string | undefined | null): value is Language {
  return value != null && Object.hasOwn(HTML_LANG, value);
}

/** The document language of an app language (anything unknown counts as the default). */
export function htmlLangFor(language: string): HtmlLang {
  return HTML_LANG[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

export function intlLocaleFor(language: string): IntlLocale {
  return INTL_LOCALE[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** The language a `Cookie` request header chose, or null when it names none (or only unknown ones). */
export function languageFromCookies(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/**
 * The query parameter of a page's language version (`?lang=gu`): the URL search engines list as its `hreflang`
 * alternate (server/src/modules/seo/routes.ts). The server renders in it, and the app stores it as the visitor's
 * choice (web/src/lib/i18n.ts). Its values are the document languages (`en`, `gu`); the app's codes are taken too.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a URL query (`?lang=gu`, with or without its `?`) names, or null. */
export function languageFromQuery(search: string | undefined): Language | null {
  const value = new URLSearchParams(search ?? '').get(LANGUAGE_PARAM);
  if (value === null) return null;
  if (isLanguage(value)) return value;
  const found = (Object.keys(HTML_LANG) as Language[]).find((l) => HTML_LANG[l] === value);
  return found ?? null;
}

/** A page path with the query that names its language version: `?lang=gu` for Gujarati, none for English. */
export function languageVersionPath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}?${LANGUAGE_PARAM}=${HTML_LANG[language]}`;
}
