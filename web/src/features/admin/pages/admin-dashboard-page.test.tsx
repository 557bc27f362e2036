import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '@gd/contracts/schemas/admin';
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

const dashboard: TAdminDashboard = {
  businesses: { total: 60, pending: 7, approved: 50, rejected: 3 },
  users: 412,
  inquiries_this_month: 38,
  active_subscriptions: 12,
  revenue_this_month_paise: 12345600,
  unread_contacts: 4,
  new_businesses_per_week: Array.from({ length: 12 }, (_, i) => ({
    week_start: `2026-0${Math.floor(i / 4) + 8}-0${(i % 4) + 1}`,
    count: i,
  })),
  revenue_per_month: Array.from({ length: 12 }, (_, i) => ({
    month: `20${i < 2 ? 25 : 26}-${String(i < 2 ? 11 + i : i - 1).padStart(2, '0')}`,
    amount_paise: i * 100000,
  })),
};

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
    'GET /api/admin/dashboard': () => ok(dashboard),
  });
  const queryClient = newQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialPath, queryClient });
}

describe('/admin-dashboard', () => {
  it('shows an admin the console: sidebar of spec §2 and a welcome by name', async () => {
    renderApp('/admin-dashboard', admin);
    // The first visit loads the admin pages' chunk (transformed on first import here): slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Site Admin' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
      ['Users', '/admin-users'],
      ['Settings', '/admin-settings'],
      ['Audit trail', '/admin-audit'],
      ['Jobs', '/admin-jobs'],
      ['Events', '/admin-events'],
      ['Offers', '/admin-offers'],
      ['Doctor questions', '/admin-doctor-questions'],
      ['Doctor reviews', '/admin-doctor-reviews'],
      ['Masters', '/admin/masters'],
      ['Doctors to verify', '/admin-doctors'],
      ['Appointments', '/admin-appointments'],
      ['Appointment payments', '/admin-appointment-payments'],
      ['Plans', '/admin-plans'],
      ['Payments', '/admin-payments'],
      ['Billing settings', '/billing-settings'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Gujarat Business Directory'));
  });

  it('shows the real totals (₹ in Indian grouping) and both charts with their numbers as a table', async () => {
    renderApp('/admin-dashboard', admin);
    const pending = await screen.findByRole('link', { name: 'Pending businesses' });
    expect(pending).toHaveAttribute('href', '/business-list?is_approve=0');
    expect(pending.closest('li')).toHaveTextContent('7');
    expect(screen.getByText('Revenue this month').closest('li')).toHaveTextContent('₹1,23,456.00');
    expect(screen.getByText('Inquiries this month').closest('li')).toHaveTextContent('38');
    expect(screen.getByText('Unread contacts').closest('li')).toHaveTextContent('4');
    const revenue = screen.getByRole('table', { name: 'Revenue per month' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(12);
    expect(within(revenue).getByText('₹11,000.00')).toBeInTheDocument();
    expect(screen.getByText('66 new businesses in the last 12 weeks')).toBeInTheDocument();
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
