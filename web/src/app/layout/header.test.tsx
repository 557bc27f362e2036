import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicSettingsQueryOptions } from '../../lib/api/get-public-settings';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../test/utils';
import { Header } from './header';

vi.mock('../../lib/session', () => ({ reloadHome: vi.fn() }));
const { reloadHome } = await import('../../lib/session');

const settings = {
  site_name: 'Gujarat Business Directory',
  payment_provider_type: null,
  support_phone: null,
  support_email: null,
};

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Asha Patel');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
}

beforeEach(() => {
  vi.mocked(reloadHome).mockClear();
  document.cookie = 'offer_banner_closed=; Path=/; Max-Age=0';
});

const offer = { plan_id: 3, plan_name: 'Premium Plan', plan_name_guj: null, months: 12, last_date: null };

describe('Header, logged out', () => {
  it('shows the early-bird banner with Claim offer → /register and a Login/Signup link', async () => {
    mockFetch({ 'GET /api/settings/public': () => ok(settings), 'GET /api/early-bird': () => ok(offer) });
    renderWithRouter(<Header />);
    const banner = await screen.findByRole('region', { name: 'Early-bird offer' });
    expect(banner).toHaveTextContent('get the Premium Plan free for 12 months!');
    expect(within(banner).getByRole('link', { name: 'Claim offer' })).toHaveAttribute(
      'href',
      '/register?offer=early-bird',
    );
    expect(screen.getByRole('link', { name: 'Login / Signup' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows no banner while the offer setting is off (decision 68)', async () => {
    const fetch = mockFetch({ 'GET /api/settings/public': () => ok(settings), 'GET /api/early-bird': () => ok(null) });
    renderWithRouter(<Header />);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/early-bird')).toBe(true));
    expect(screen.getByRole('link', { name: 'Login / Signup' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Early-bird offer' })).not.toBeInTheDocument();
  });

  it('hides the banner once dismissed', async () => {
    mockFetch({ 'GET /api/settings/public': () => ok(settings), 'GET /api/early-bird': () => ok(offer) });
    renderWithRouter(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss offer' }));
    expect(screen.queryByRole('region', { name: 'Early-bird offer' })).not.toBeInTheDocument();
    // Kept in a session cookie (no Max-Age), which the server reads for the pages it renders.
    expect(document.cookie).toContain('offer_banner_closed=1');
  });

  it('has the spec menu with its targets, and Doctors (decision 65)', () => {
    mockFetch({ 'GET /api/settings/public': () => ok(settings) });
    renderWithRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Business category', '/business-category'],
      ['Businesses', '/search'],
      ['Doctors', '/doctors'],
      ['Job', '/job-list'],
      ['Event', '/event'],
      ['Offer', '/offer-list'],
      ['Pricing', '/pricing'],
    ]);
  });
});

describe('Header, logged in', () => {
  it('shows the user-name dropdown instead of the banner; Payment history needs a payment provider type', async () => {
    logIn();
    mockFetch({ 'GET /api/settings/public': () => ok(settings) });
    const { queryClient } = renderWithRouter(<Header />);
    await waitFor(() => expect(queryClient.getQueryData(publicSettingsQueryOptions().queryKey)).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Early-bird offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Signup' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha Patel' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My business',
      'My request',
      'My jobs',
      'My appointments',
      'Subscription',
      'Change password',
      'Logout',
    ]);
  });

  it('lists Payment history when the payment provider type is set', async () => {
    logIn();
    mockFetch({ 'GET /api/settings/public': () => ok({ ...settings, payment_provider_type: 'manual' }) });
    const { queryClient } = renderWithRouter(<Header />);
    await waitFor(() => expect(queryClient.getQueryData(publicSettingsQueryOptions().queryKey)).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha Patel' }));
    expect(await screen.findByRole('menuitem', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/payment-history',
    );
  });

  it('logs out: revokes the token, clears storage except the language and reloads at /', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    const fetch = mockFetch({
      'GET /api/settings/public': () => ok(settings),
      'POST /api/auth/logout': () => ok(null),
    });
    renderWithRouter(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha Patel' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reloadHome).toHaveBeenCalled());
    const logoutCall = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-abc');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

describe('language switch', () => {
  it('stores selectedLanguage and sets <html lang="gu"> when ગુજરાતી is picked', async () => {
    mockFetch({ 'GET /api/settings/public': () => ok(settings) });
    renderWithRouter(<Header />);
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ગુજરાતી' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj'));
    expect(document.documentElement.lang).toBe('gu');
    expect(await screen.findByRole('link', { name: 'લૉગિન / સાઇન અપ' })).toBeInTheDocument();
  });
});
