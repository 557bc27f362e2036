import { useSyncExternalStore } from 'react';
import type { Language } from '@gd/contracts/codes';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_KEY, languageFromCookies } from '@gd/contracts/language';

/** Local storage keys of spec §9. */
export const STORAGE_KEYS = {
  token: 'user_token',
  userName: 'user_name',
  userId: 'user_id',
  language: LANGUAGE_KEY,
} as const;

/** Session storage keys the app adds. */
export const SESSION_KEYS = {
  /** Where to return after login (spec §4: "redirect to the saved post-login page"). */
  postLoginRedirect: 'post_login_redirect',
} as const;

const CHANGE_EVENT = 'gd:storage';

// Storage can throw (disabled cookies, private mode quotas): the app then behaves as logged out.
function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    /* ignored: see read() */
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The bearer token: local storage first, then session storage (spec §7). */
export function getToken(): string | null {
  return read(local, STORAGE_KEYS.token) || read(session, STORAGE_KEYS.token) || null;
}

export function getUserName(): string | null {
  return read(local, STORAGE_KEYS.userName);
}

export interface StoredSession {
  token: string;
  userId: number | string;
  userName: string;
}

/** Spec §4: login and registration store user id, name and token. */
export function saveSession({ token, userId, userName }: StoredSession): void {
  write(local, STORAGE_KEYS.token, token);
  write(local, STORAGE_KEYS.userId, String(userId));
  write(local, STORAGE_KEYS.userName, userName);
  setCookie(SIGNED_IN_COOKIE, '1');
  announce();
}

/** The header shows the stored name: a saved profile updates it. */
export function setStoredUserName(userName: string): void {
  write(local, STORAGE_KEYS.userName, userName);
  announce();
}

/**
 * Logout, a failed token validation and a 401 clear local storage (spec §9), except the language
 * choice (decision 13); the token is removed from session storage too.
 */
export function clearSession(): void {
  try {
    const store = local();
    for (const key of Object.keys(store)) {
      if (key !== STORAGE_KEYS.language) store.removeItem(key);
    }
  } catch {
    /* ignored */
  }
  write(session, STORAGE_KEYS.token, null);
  setCookie(SIGNED_IN_COOKIE, null);
  announce();
}

/**
 * The visitor's language: stored here, else the cookie the server renders pages by (the two are written together,
 * but a browser may clear one and keep the other; the page it was just sent is in the cookie's language).
 */
export function getStoredLanguage(): Language | null {
  const value = read(local, STORAGE_KEYS.language);
  if (isLanguage(value)) return value;
  try {
    return languageFromCookies(document.cookie);
  } catch {
    return null; // see read()
  }
}

/**
 * The cookie that tells the server a session is stored here (never the token): it then leaves the page to the
 * browser, which shows the account in the header from the start, instead of rendering the logged-out header.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * The logged-out offer banner was closed (spec §2): a cookie for the browser session, so the server knows it too
 * and the page it renders hides the banner from the first paint (server/src/platform/ssr.ts; decision 57).
 */
export const OFFER_BANNER_COOKIE = 'offer_banner_closed';

function setCookie(name: string, value: string | null, maxAge: number | null = 31536000): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${value}; Path=/;${maxAge === null ? '' : ` Max-Age=${maxAge};`} SameSite=Lax`;
  } catch {
    /* ignored: see read() */
  }
}

/** Keeps the signed-in cookie in step with the stored session (sessions stored before the cookie existed). */
export function syncSignedInCookie(): void {
  setCookie(SIGNED_IN_COOKIE, getToken() ? '1' : null);
}

/** The choice is stored, and sent to the server in a cookie so it renders pages in that language. */
export function storeLanguage(language: Language): void {
  write(local, STORAGE_KEYS.language, language);
  setCookie(LANGUAGE_COOKIE, language);
}

export function getSessionValue(key: (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]): string | null {
  return read(session, key);
}

export function setSessionValue(key: (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS], value: string | null): void {
  write(session, key, value);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function hasCookie(name: string, value: string): boolean {
  try {
    return document.cookie.split(';').some((part) => part.trim() === `${name}=${value}`);
  } catch {
    return false;
  }
}

export function closeOfferBanner(): void {
  setCookie(OFFER_BANNER_COOKIE, '1', null);
  announce();
}

/**
 * Whether the offer banner was closed. The server's snapshot is "open": a page the server rendered hydrates with the
 * banner's nodes as it sent them (hidden by CSS when its request carried the cookie), then drops them.
 */
export function useOfferBannerClosed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasCookie(OFFER_BANNER_COOKIE, '1'),
    () => false,
  );
}

/** The stored session, re-rendering on login/logout in this tab or another one. */
export function useStoredSession(): { token: string | null; userName: string | null } {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  const userName = useSyncExternalStore(subscribe, getUserName, () => null);
  return { token, userName };
}
