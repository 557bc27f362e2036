import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMe } from '@gd/contracts/schemas/auth';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../test/utils';
import { LanguageMenu } from './language-menu';

// The header's switch stores the language on the account (lib/api/update-me.ts, saveLanguagePreference).
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

describe('the header language switch of a logged-in user', () => {
  it('stores the new language on the account too', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok(me),
      'PUT /api/auth/me': () => ok({ ...me, language: 'guj' }),
    });
    renderWithRouter(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ગુજરાતી' }));
    await waitFor(() =>
      expect(puts(fetch)).toEqual([{ name: 'Asha Patel', email: 'asha@example.in', language: 'guj' }]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj');
  });
});
