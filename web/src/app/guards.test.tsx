import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TMe } from '@gd/contracts/schemas/auth';
import { meQueryOptions } from '../lib/api/get-me';
import { SESSION_KEYS, STORAGE_KEYS } from '../lib/storage';
import { fail, mockFetch, newQueryClient, ok, renderRoutes } from '../test/utils';
import { guardLoader } from './guards';
import { RootLayout } from './layout/root-layout';
import { ShellOverlay } from './layout/shell-overlay';
import type { Guard } from './paths';

vi.mock('../lib/notify', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  showToast: vi.fn(() => Promise.resolve()),
}));
const { showToast } = await import('../lib/notify');
beforeEach(() => vi.mocked(showToast).mockClear());

const user: TMe = {
  user_id: 7,
  logged_in_id: 7,
  name: 'Asha Patel',
  phone: '9876543210',
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
const admin: TMe = { ...user, user_id: 1, logged_in_id: 1, name: 'Admin', user_type: 'admin' };

function guardedRoutes(queryClient = newQueryClient()): RouteObject[] {
  const guarded = (path: string, guard: Guard, text: string): RouteObject => ({
    path,
    loader: guardLoader(guard, queryClient),
    element: <p>{text}</p>,
  });
  return [
    {
      HydrateFallback: () => null,
      children: [
        { path: '/', element: <p>Home page</p> },
        { path: '/login', element: <p>Login page</p> },
        { path: '/admin-login', element: <p>Admin login page</p> },
        guarded('/register', 'guest', 'Register page'),
        guarded('/my-business', 'login', 'My business page'),
        guarded('/admin-dashboard', 'admin', 'Admin dashboard page'),
        guarded('/about-us', 'public', 'About us page'),
      ],
    },
  ];
}

function logIn(token = 'token-abc') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userName, 'Asha Patel');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.language, 'guj');
}

describe('guest guard', () => {
  it('sends a user with a token to / (register, login, admin-login, forgot-password are for guests)', async () => {
    logIn();
    const fetch = mockFetch();
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/register' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a visitor without a token in', async () => {
    renderRoutes(guardedRoutes(), { initialPath: '/register' });
    expect(await screen.findByText('Register page')).toBeInTheDocument();
  });
});

describe('login guard', () => {
  it('sends a visitor without a token to /login and remembers the wanted URL', async () => {
    const fetch = mockFetch();
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/my-business?tab=jobs' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('post_login_redirect')).toBe('/my-business?tab=jobs');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates the token with GET /api/auth/me and keeps the user in the query cache', async () => {
    logIn('token-ok');
    const fetch = mockFetch({ 'GET /api/auth/me': () => ok(user) });
    const queryClient = newQueryClient();
    renderRoutes(guardedRoutes(queryClient), { initialPath: '/my-business', queryClient });
    expect(await screen.findByText('My business page')).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-ok');
    expect(queryClient.getQueryData(meQueryOptions('token-ok').queryKey)).toEqual(user);
  });

  it('clears storage except selectedLanguage, says the session ended and asks to log in again when /api/auth/me answers 401', async () => {
    logIn();
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({ 'GET /api/auth/me': () => fail(401, 'Please log in.', { message_key: 'UNAUTHORIZED' }) });
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/my-business' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(SESSION_KEYS.postLoginRedirect)).toBe('/my-business');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your session has ended. Please log in again.' }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj');
  });

  it('treats a network failure of the validation like an invalid token', async () => {
    logIn();
    mockFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/my-business' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the loading overlay while the token is being validated', async () => {
    logIn();
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const queryClient = newQueryClient();
    renderRoutes(
      [
        {
          element: <RootLayout />,
          HydrateFallback: () => <ShellOverlay />,
          children: [
            { path: '/', element: <p>Home page</p> },
            { path: '/my-business', loader: guardLoader('login', queryClient), element: <p>My business page</p> },
          ],
        },
      ],
      { initialPath: '/my-business', queryClient },
    );
    expect(await screen.findByTestId('shell-overlay')).toBeInTheDocument();
    expect(screen.queryByText('My business page')).not.toBeInTheDocument();
    answer(ok(user));
    expect(await screen.findByText('My business page')).toBeInTheDocument();
    expect(screen.queryByTestId('shell-overlay')).not.toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('sends a logged-in non-admin home', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => ok(user) });
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/admin-dashboard' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc'); // still logged in, just not an admin
  });

  it('lets an admin in', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => ok(admin) });
    renderRoutes(guardedRoutes(), { initialPath: '/admin-dashboard' });
    expect(await screen.findByText('Admin dashboard page')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /admin-login (admins have no phone login) and remembers the page', async () => {
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/admin-dashboard' });
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(sessionStorage.getItem('post_login_redirect')).toBe('/admin-dashboard');
  });
});

describe('public guard', () => {
  it('lets a visitor without a token pass without calling the server', async () => {
    const fetch = mockFetch();
    renderRoutes(guardedRoutes(), { initialPath: '/about-us' });
    expect(await screen.findByText('About us page')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears an invalid token, says so and keeps the page (spec §6, decision 58)', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => fail(401, 'Please log in.') });
    const { router } = renderRoutes(guardedRoutes(), { initialPath: '/about-us' });
    expect(await screen.findByText('About us page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about-us');
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj');
  });

  it('lets a user with a valid token pass', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => ok(user) });
    renderRoutes(guardedRoutes(), { initialPath: '/about-us' });
    expect(await screen.findByText('About us page')).toBeInTheDocument();
  });
});
