import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TMe } from '@gd/contracts/schemas/auth';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes, type FetchHandler } from '../../../test/utils';
import { UserProfilePage } from './user-profile-page';

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

const routes: RouteObject[] = [{ path: '/user-profile', element: <UserProfilePage /> }];

function setup(put: FetchHandler) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Asha Patel');
  const fetch = mockFetch({ 'GET /api/auth/me': () => ok(me), 'PUT /api/auth/me': put });
  return { fetch, ...renderRoutes(routes, { initialPath: '/user-profile' }) };
}

describe('UserProfilePage (decision 28)', () => {
  it('shows name, read-only phone, email and language; saves name, email and language and switches the UI', async () => {
    const { fetch } = setup((_, init) => {
      const body = JSON.parse(String(init.body)) as Partial<TMe>;
      return ok({ ...me, ...body });
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Asha Patel');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9123456780');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('asha@example.in');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Mehta');
    await userEvent.click(screen.getByRole('radio', { name: 'ગુજરાતી' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(i18n.language).toBe('guj'));
    const [, init] = fetch.mock.calls.find(([url, init]) => url === '/api/auth/me' && init?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Asha Mehta', email: 'asha@example.in', language: 'guj' });
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Asha Mehta');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj');
    expect(await screen.findByRole('button', { name: 'સાચવો' })).toBeInTheDocument();
  });

  it('starts from the language on screen, so saving a name never flips the UI', async () => {
    await i18n.changeLanguage('guj');
    const { fetch } = setup((_, init) => ok({ ...me, ...(JSON.parse(String(init.body)) as Partial<TMe>) }));
    expect(await screen.findByRole('radio', { name: 'ગુજરાતી' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'સાચવો' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ language: 'guj' });
    expect(i18n.language).toBe('guj');
  });

  it('applies the registration rules and marks a taken email', async () => {
    setup(() =>
      fail(409, 'Email is already registered!', { message_key: 'EMAIL_EXISTS', errors: { email: 'EMAIL_EXISTS' } }),
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters and spaces only.')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Patel');
    await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'taken@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is already registered!')).toBeInTheDocument();
  });
});
