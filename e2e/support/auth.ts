import type { APIRequestContext, Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TLoginResponse, TRegisterRequest, TRegisterResponse } from '@gd/contracts/schemas/auth';
import { api } from './api';

/** The demo accounts of the seeded data (README). Never change their passwords in a test. */
export const DEMO = {
  admin: { email: 'admin@gujaratdirectory.in', password: 'DemoAdmin#2026' },
  owner: { phone: '9876543210', password: 'DemoOwner#2026' },
  user: { phone: '9123456780', password: 'DemoUser#2026' },
} as const;

/** A password the server accepts (8+ characters, not among the common ones). */
export const GOOD_PASSWORD = 'Kesar-Mango-Chutney-42';

const letters = 'abcdefghijklmnopqrstuvwxyz';

export function randomLetters(length: number): string {
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/** A person nobody has registered yet: a name of letters and spaces, a fresh 10-digit mobile, a fresh email. */
export function newPerson(label = 'Tester') {
  const tag = randomLetters(6);
  return {
    name: `Test ${label} ${tag[0]!.toUpperCase()}${tag.slice(1)}`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: `e2e.${tag}.${Date.now()}@example.in`,
    password: GOOD_PASSWORD,
  };
}

/*
 * The helpers below call the API through the typed client (it fails the test with the server's message on any
 * error). They still take the test's `request` fixture first, as their callers pass it; the client needs none.
 */

/** Registers an account through the API (where registering is not what the test is about). */
export function registerViaApi(_request: APIRequestContext, body: TRegisterRequest): Promise<TRegisterResponse> {
  return api.call(endpoints.register, { body });
}

/** Logs in by phone through the API. */
export function loginViaApi(_request: APIRequestContext, phone: string, password: string): Promise<TLoginResponse> {
  return api.call(endpoints.login, { body: { phone, password } });
}

/** Puts a session into the page's storage (as a login does) before the app's first load. */
export async function useSession(page: Page, session: { token: string; userId: number; name: string }): Promise<void> {
  await page.addInitScript((s) => {
    if (window.localStorage.getItem('user_token')) return;
    window.localStorage.setItem('user_token', s.token);
    window.localStorage.setItem('user_id', String(s.userId));
    window.localStorage.setItem('user_name', s.name);
  }, session);
}
