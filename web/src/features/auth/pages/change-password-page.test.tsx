import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes, type FetchHandler } from '../../../test/utils';
import { ChangePasswordPage } from './change-password-page';

vi.mock('../../../lib/session', () => ({ reloadHome: vi.fn() }));
const { reloadHome } = await import('../../../lib/session');

const routes: RouteObject[] = [{ path: '/change-password', element: <ChangePasswordPage /> }];

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Asha Patel');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.language, 'en');
}

function setup(handler: FetchHandler = () => ok(null, 'Password changed successfully')) {
  logIn();
  const fetch = mockFetch({ 'PUT /api/auth/password': handler, 'POST /api/auth/logout': () => ok(null) });
  return { fetch, ...renderRoutes(routes, { initialPath: '/change-password' }) };
}

async function fill(old: string, next: string, confirm: string) {
  if (old) await userEvent.type(screen.getByLabelText(/^Old password/), old);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.mocked(reloadHome).mockClear();
});

describe('ChangePasswordPage', () => {
  it("says 'Please fill in all fields.' for empty fields", async () => {
    const { fetch } = setup();
    await fill('', '', '');
    expect(await screen.findAllByText('Please fill in all fields.')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'New password and confirm password do not match.' under the confirmation", async () => {
    const { fetch } = setup();
    await fill('DemoUser#2026', 'Kesar-Mango-42', 'Kesar-Mango-24');
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleDescription('New password and confirm password do not match.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success: toast, this session revoked, storage cleared except the language, home after 1.5 s', async () => {
    const { fetch } = setup();
    await fill('DemoUser#2026', 'Kesar-Mango-42', 'Kesar-Mango-42');

    expect(await screen.findAllByText('Password changed successfully')).not.toHaveLength(0);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/auth/password')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      old_password: 'DemoUser#2026',
      new_password: 'Kesar-Mango-42',
      confirm_password: 'Kesar-Mango-42',
    });
    const logoutCall = fetch.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-abc');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();

    expect(reloadHome).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('marks a wrong old password on its field and keeps the session', async () => {
    setup(() =>
      fail(400, 'Your current password is not correct.', {
        message_key: 'OLD_PASSWORD_WRONG',
        errors: { old_password: 'OLD_PASSWORD_WRONG' },
      }),
    );
    await fill('nope-nope', 'Kesar-Mango-42', 'Kesar-Mango-42');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
  });

  it("shows 'An error occurred while changing password.' when the call fails without an answer", async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await fill('DemoUser#2026', 'Kesar-Mango-42', 'Kesar-Mango-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while changing password.');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
  });
});
