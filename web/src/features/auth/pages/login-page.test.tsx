import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { LoginPage } from './login-page';

const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <LoginPage /> },
  { path: '/change-password', element: <p>Change password page</p> },
];

const loginAnswer = { token: 'token-new', userData: { id: 12, name: 'Asha Patel', user_type: 'user' } };

async function fillAndSubmit(phone = '9123456780', password = 'DemoUser#2026') {
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), phone);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('stores user id, name and token, then returns to the saved post-login page and forgets it', async () => {
    sessionStorage.setItem(SESSION_KEYS.postLoginRedirect, '/change-password');
    const fetch = mockFetch({ 'POST /api/auth/login': () => ok(loginAnswer) });
    const { router } = renderRoutes(routes, { initialPath: '/login' });

    await fillAndSubmit();

    expect(await screen.findByText('Change password page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-new');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('12');
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Asha Patel');
    expect(sessionStorage.getItem(SESSION_KEYS.postLoginRedirect)).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '9123456780', password: 'DemoUser#2026' });
  });

  it('goes home without a saved page, and never to another origin', async () => {
    sessionStorage.setItem(SESSION_KEYS.postLoginRedirect, '//evil.example/steal');
    mockFetch({ 'POST /api/auth/login': () => ok(loginAnswer) });
    const { router } = renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message under LOGIN_FAILED for a wrong password (401)', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        fail(401, 'Invalid mobile number or password.', { message_key: 'INVALID_CREDENTIALS' }),
    });
    renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit('9123456780', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login failed')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Invalid mobile number or password.');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says how to get in again after too many failed sign-ins (429, decision 78)', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        fail(429, 'Too many failed sign-ins. Try again in 15 minutes, or reset your password.', {
          message_key: 'TOO_MANY_FAILED_LOGINS',
        }),
    });
    renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many failed sign-ins. Please wait 15 minutes and try again, or reset your password.',
    );
  });

  it('shows a refusal without a known key in the server’s own words', async () => {
    mockFetch({ 'POST /api/auth/login': () => fail(401, 'Ask the front desk.', { message_key: 'SOMETHING_NEW' }) });
    renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Ask the front desk.');
  });

  it('shows the network error text when the server cannot be reached', async () => {
    mockFetch({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Error');
    expect(alert).toHaveTextContent('Network error. Please check your internet connection.');
  });

  it('shows the 500 text for a server failure', async () => {
    mockFetch({ 'POST /api/auth/login': () => fail(500, 'boom') });
    renderRoutes(routes, { initialPath: '/login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server Error');
    expect(alert).toHaveTextContent('Server error (500). Please try again later.');
  });

  it('warns FIX_FORM_ERRORS / VALIDATION and names each problem for an invalid form, without calling the server', async () => {
    const fetch = mockFetch();
    renderRoutes(routes, { initialPath: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation');
    expect(alert).toHaveTextContent('Please fix the errors in the form.');
    expect(screen.getByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes digit keys only in the mobile number, at most 10', async () => {
    mockFetch();
    renderRoutes(routes, { initialPath: '/login' });
    const phone = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('maxlength', '10');
    await userEvent.type(phone, '98a7-6 5x43210999');
    expect(phone).toHaveValue('9876543210');
  });

  it('links to forgot-password and register, in Gujarati too', async () => {
    mockFetch();
    renderRoutes(routes, { initialPath: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await i18n.changeLanguage('guj');
    expect(await screen.findByRole('link', { name: 'પાસવર્ડ ભૂલી ગયા?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'લૉગિન કરો' }));
    await waitFor(() => expect(screen.getByText('મોબાઇલ નંબર જરૂરી છે.')).toBeInTheDocument());
  });
});
