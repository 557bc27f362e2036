import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_KEY } from '@gd/contracts/language';
import { getStoredLanguage } from './storage';

const setCookie = (value: string | null) => {
  document.cookie = value === null ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0` : `${LANGUAGE_COOKIE}=${value}; Path=/`;
};

describe('the stored language', () => {
  afterEach(() => {
    localStorage.clear();
    setCookie(null);
  });

  it('is the one kept in local storage', () => {
    localStorage.setItem(LANGUAGE_KEY, 'guj');
    expect(getStoredLanguage()).toBe('guj');
  });

  it('comes from the cookie the server renders by when local storage lost it (the page arrived in that language)', () => {
    setCookie('guj');
    expect(getStoredLanguage()).toBe('guj');
  });

  it('prefers local storage over the cookie, and ignores a cookie that names no language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    setCookie('guj');
    expect(getStoredLanguage()).toBe('en');
    localStorage.clear();
    setCookie('klingon');
    expect(getStoredLanguage()).toBeNull();
  });
});
