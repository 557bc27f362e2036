import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { approvalStates, employmentTypes, paymentStatuses, remoteTypes } from '@gd/contracts/codes';
import { GENERIC_KEYS } from '@gd/contracts/schemas/common';
import en from '../../public/assets/i18n/en.json';
import guj from '../../public/assets/i18n/guj.json';
import { NOT_FOUND_TITLE_KEY, paths } from '@gd/contracts/paths';
import { testResources } from '../test/i18n-resources';
import { htmlLangFor, initI18n, localized } from './i18n';
import { STORAGE_KEYS } from './storage';

type Dict = { [key: string]: string | Dict };

function flatten(dict: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as Dict);
const gujarati = flatten(guj as Dict);
const has = (key: string) => english.has(key) || english.has(`${key}_other`);

describe('dictionaries', () => {
  it('en.json and guj.json have exactly the same keys', () => {
    expect([...gujarati.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('guj.json is translated, not a copy of English', () => {
    const gujaratiScript = /[\u0A80-\u0AFF]/;
    const untranslated = [...gujarati].filter(([key, text]) => !gujaratiScript.test(text) && english.get(key) === text);
    // Only the language's own name may stay the same in both files.
    expect(untranslated.map(([key]) => key)).toEqual(['LANGUAGE.EN']);
  });

  it('has every spec §8 general message', () => {
    const messages = [...english.values()];
    for (const text of [
      'Please try again.',
      'Your record is saved!',
      'Your record is not saved!',
      'Server error (500). Please try again later.',
      'Network error. Please check your internet connection.',
      'Something went wrong. Please try again.',
      'Failed to load cities',
    ]) {
      expect(messages).toContain(text);
    }
  });

  it('has a label for every code of contracts/codes.ts and every generic validation key', () => {
    const codeKeys = [approvalStates, employmentTypes, remoteTypes, paymentStatuses].flatMap((table) =>
      table.entries.map((entry) => entry.labelKey),
    );
    const validationKeys = Object.values(GENERIC_KEYS).map((key) => `VALIDATION.${key}`);
    for (const key of [...codeKeys, ...validationKeys, 'VALIDATION.FIELD_UNKNOWN', 'VALIDATION.FIELD_TOO_LONG']) {
      expect(english.has(key), key).toBe(true);
    }
  });

  it('has a title for every route of paths.ts', () => {
    for (const entry of Object.values(paths)) expect(has(entry.titleKey), entry.titleKey).toBe(true);
    expect(has(NOT_FOUND_TITLE_KEY)).toBe(true);
  });
});

describe('initI18n', () => {
  it('starts in the stored language and sets <html lang> to gu for Gujarati (decision 26)', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'guj');
    const instance = i18next.createInstance();
    await initI18n({ resources: testResources, instance });
    expect(instance.language).toBe('guj');
    expect(document.documentElement.lang).toBe('gu');
    expect(instance.t('NAV.HOME')).toBe('હોમ');

    await instance.changeLanguage('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for an unknown stored value', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    const instance = i18next.createInstance();
    await initI18n({ resources: testResources, instance });
    expect(instance.language).toBe('en');
  });

  it('uses Gujarati plural forms', async () => {
    const instance = i18next.createInstance();
    await initI18n({ resources: testResources, instance });
    expect(instance.t('HOME.BUSINESS_COUNT', { count: 1 })).toBe('1 business');
    expect(instance.t('HOME.BUSINESS_COUNT', { count: 5 })).toBe('5 businesses');
    await instance.changeLanguage('guj');
    expect(instance.t('HOME.BUSINESS_COUNT', { count: 5 })).toBe('5 વ્યવસાયો');
  });
});

describe('helpers', () => {
  it('maps the app language to the document language', () => {
    expect(htmlLangFor('guj')).toBe('gu');
    expect(htmlLangFor('en')).toBe('en');
  });

  it('picks the Gujarati label when chosen and present', () => {
    expect(localized('guj', 'Doctors', 'ડૉક્ટર')).toBe('ડૉક્ટર');
    expect(localized('guj', 'Doctors', null)).toBe('Doctors');
    expect(localized('en', 'Doctors', 'ડૉક્ટર')).toBe('Doctors');
  });
});
