import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMe } from '@gd/contracts/schemas/auth';
import { createRoutes } from '../../../app/router';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, newQueryClient, ok, renderRoutes } from '../../../test/utils';

const user: TMe = {
  user_id: 7,
  logged_in_id: 7,
  name: 'Asha Patel',
  phone: '9123456780',
  email: null,
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
const admin: TMe = { ...user, user_id: 1, logged_in_id: 1, name: 'Site Admin', phone: null, user_type: 'admin' };

function renderApp(initialPath: string, me?: TMe) {
  if (me) {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    localStorage.setItem(STORAGE_KEYS.userName, me.name);
    localStorage.setItem(STORAGE_KEYS.userId, String(me.user_id));
  }
  mockFetch({
    'GET /api/settings/public': () =>
      ok({
        site_name: 'Gujarat Business Directory',
        payment_provider_type: null,
        support_phone: null,
        support_email: null,
      }),
    'GET /api/auth/me': () => ok(me),
    'GET /api/categories': () => ok([]),
    'GET /api/businesses': () => ok({ rows: [], count: 0 }),
  });
  const queryClient = newQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialPath, queryClient });
}

describe('/admin-dashboard', () => {
  it('shows an admin the console: sidebar of spec §2 and a welcome by name', async () => {
    renderApp('/admin-dashboard', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Site Admin' })).toBeInTheDocument();
    const sidebar = screen.getAllByRole('navigation', { name: 'Admin menu' })[0]!;
    const links = within(sidebar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['Contact List', '/contact-list'],
      ['Business List', '/business-list'],
      ['Business Category List', '/business-category-list'],
      ['Subscription List', '/subs-list'],
      ['Plans', '/admin-plans'],
      ['Payments', '/admin-payments'],
      ['Billing settings', '/billing-settings'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Gujarat Business Directory'));
  });

  it('keeps a plain user out: home, still logged in', async () => {
    const { router } = renderApp('/admin-dashboard', user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
  });

  it('sends a visitor to the admin login and comes back after it', async () => {
    const { router } = renderApp('/admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(sessionStorage.getItem(SESSION_KEYS.postLoginRedirect)).toBe('/admin-dashboard');
  });
});
