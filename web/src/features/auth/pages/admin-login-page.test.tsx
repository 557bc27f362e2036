import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { AdminLoginPage } from './admin-login-page';

const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin-dashboard', element: <p>Admin dashboard page</p> },
  { path: '/subs-list', element: <p>Subscription list page</p> },
];

async function logIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Admin@GujaratDirectory.in');
  await userEvent.type(screen.getByLabelText(/^Password/), 'DemoAdmin#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const answer = { token: 'token-admin', userData: { id: 1, name: 'Site Admin', user_type: 'admin' } };

describe('AdminLoginPage', () => {
  it('logs an admin in by email and opens the admin dashboard', async () => {
    sessionStorage.setItem(SESSION_KEYS.postLoginRedirect, '/change-password'); // not an admin page
    const fetch = mockFetch({ 'POST /api/auth/admin/login': () => ok(answer) });
    const { router } = renderRoutes(routes, { initialPath: '/admin-login' });
    await logIn();
    expect(await screen.findByText('Admin dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-admin');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'admin@gujaratdirectory.in',
      password: 'DemoAdmin#2026',
    });
  });

  it('returns to the admin page a guard saved', async () => {
    sessionStorage.setItem(SESSION_KEYS.postLoginRedirect, '/subs-list');
    mockFetch({ 'POST /api/auth/admin/login': () => ok(answer) });
    renderRoutes(routes, { initialPath: '/admin-login' });
    await logIn();
    expect(await screen.findByText('Subscription list page')).toBeInTheDocument();
  });

  it("says 'Invalid email or password.' under LOGIN_FAILED when refused", async () => {
    mockFetch({
      'POST /api/auth/admin/login': () =>
        fail(401, 'Invalid email or password.', { message_key: 'INVALID_CREDENTIALS' }),
    });
    renderRoutes(routes, { initialPath: '/admin-login' });
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password.');
  });
});
