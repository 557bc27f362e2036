import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './codes';
import { HTML_LANG, htmlLangFor, intlLocaleFor, isLanguage, LANGUAGE_COOKIE, languageFromCookies } from './language';

describe('language', () => {
  it('maps each app language to its document language and Intl locale (decision 26)', () => {
    expect(Object.keys(HTML_LANG).sort()).toEqual([...LANGUAGES].sort());
    expect(htmlLangFor('guj')).toBe('gu');
    expect(htmlLangFor('en')).toBe('en');
    expect(htmlLangFor('fr')).toBe('en');
    expect(intlLocaleFor('guj')).toBe('gu-IN');
    expect(intlLocaleFor('en')).toBe('en-IN');
    expect(isLanguage('guj')).toBe(true);
    expect(isLanguage('gu')).toBe(false);
    expect(isLanguage('toString')).toBe(false);
  });

  it('reads the language cookie (spec §1: selectedLanguage) from a Cookie header', () => {
    expect(LANGUAGE_COOKIE).toBe('selectedLanguage');
    expect(languageFromCookies('theme=x; selectedLanguage=guj')).toBe('guj');
    expect(languageFromCookies('selectedLanguage=en;signed_in=1')).toBe('en');
    expect(languageFromCookies('selectedLanguage=fr')).toBeNull();
    expect(languageFromCookies('xselectedLanguage=guj')).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });
});
