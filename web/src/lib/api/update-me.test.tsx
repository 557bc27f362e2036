import { describe, expect, it } from 'vitest';
import type { TMe } from '@gd/contracts/schemas/auth';
import { mockFetch, newQueryClient, ok } from '../../test/utils';
import { STORAGE_KEYS } from '../storage';
import { saveLanguagePreference } from './update-me';

const me: TMe = {
  user_id: 7,
  logged_in_id: 7,
  name: 'Asha Patel',
  phone: '9123456780',
  email: 'asha@example.in',
  language: 'en',
  user_type: 'user',
  has_login_access: 1,
  is_profile_approve: 1,
  photo: null,
  department: null,
  environment_id: null,
  folder: null,
  practitioner_id_view_id: null,
  user_view_id: null,
};

const puts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/auth/me' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('saveLanguagePreference', () => {
  it('keeps the name and email and sends the new language', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok(me),
      'PUT /api/auth/me': () => ok({ ...me, language: 'guj' }),
    });
    await saveLanguagePreference(newQueryClient(), 'guj');
    expect(puts(fetch)).toEqual([{ name: 'Asha Patel', email: 'asha@example.in', language: 'guj' }]);
  });

  it('sends nothing when the account already has that language, or nobody is logged in', async () => {
    const fetch = mockFetch({ 'GET /api/auth/me': () => ok(me) });
    await saveLanguagePreference(newQueryClient(), 'guj');
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    await saveLanguagePreference(newQueryClient(), 'en');
    expect(puts(fetch)).toEqual([]);
  });

  it('never ends the session when the call fails', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/auth/me': () => ok(me),
      'PUT /api/auth/me': () =>
        new Response(JSON.stringify({ is_error: true, message: 'Please log in.' }), { status: 401 }),
    });
    await expect(saveLanguagePreference(newQueryClient(), 'guj')).resolves.toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
  });
});
