import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  htmlLangFor,
  isLanguage,
  LANGUAGES,
  languageFromQuery,
  type Language,
} from '@gd/contracts/language';
import { getStoredLanguage, storeLanguage } from './storage';

// The language codes and their mapping live with the server's in contracts/src/language.ts (decision 26).
export { DEFAULT_LANGUAGE, htmlLangFor, intlLocaleFor, isLanguage } from '@gd/contracts/language';

declare const __I18N_VERSION__: string;

/**
 * Loads `/assets/i18n/{lng}.json` (versioned by content). In place of i18next-http-backend, which weighs ~3 KB
 * gzipped on every page for options the app does not use. A network failure or a 5xx asks i18next to retry.
 */
const jsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/assets/i18n/${language}.json?v=${__I18N_VERSION__}`)
      .then(async (response) => {
        if (!response.ok) {
          callback(new Error(`GET /assets/i18n/${language}.json: ${response.status}`), response.status >= 500);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};

/** Keeps local storage and `<html lang>` in step with i18next's language. */
function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  document.documentElement.lang = htmlLangFor(language);
}

export interface InitI18nOptions {
  /** In-memory dictionaries (tests); without them the JSON files are fetched over HTTP. */
  resources?: Resource;
  instance?: I18n;
}

/**
 * Starts i18next with the stored language (spec §1: `selectedLanguage`, default `en`). Dictionaries come from
 * `/assets/i18n/{lng}.json`; components suspend (loading overlay) until they have arrived.
 */
export function initI18n({ resources, instance = i18next }: InitI18nOptions = {}): Promise<unknown> {
  // A page's language version (`?lang=gu`, the hreflang alternate search engines list) is the visitor's choice.
  const fromUrl = typeof window === 'undefined' ? null : languageFromQuery(window.location.search);
  if (fromUrl) storeLanguage(fromUrl);
  const language = fromUrl ?? getStoredLanguage() ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = htmlLangFor(language);
  instance.on('languageChanged', applyLanguage);
  if (!resources) instance.use(jsonBackend);
  instance.use(initReactI18next);
  return instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
    ...(resources ? { resources } : {}),
    react: { useSuspense: true },
  });
}

export function changeLanguage(language: Language, instance: I18n = i18next): Promise<unknown> {
  return instance.changeLanguage(language);
}

/** A label the admin enters in both languages (categories, cities): Gujarati when chosen and present. */
export function localized(language: string, english: string, gujarati: string | null | undefined): string;
export function localized(
  language: string,
  english: string | null | undefined,
  gujarati: string | null | undefined,
): string | null;
export function localized(
  language: string,
  english: string | null | undefined,
  gujarati: string | null | undefined,
): string | null {
  if (language === 'guj' && gujarati) return gujarati;
  return english ?? gujarati ?? null;
}

export { i18next as i18n };
