import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { fail, mockFetch, ok, renderRoutes, type FetchHandler } from '../../../test/utils';
import { ForgotPasswordPage } from './forgot-password-page';

const routes: RouteObject[] = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/login', element: <p>Login page</p> },
];

const settings = {
  site_name: 'Gujarat Business Directory',
  payment_provider_type: null,
  support_phone: '+91 79 4000 1234',
  support_email: 'support@gujaratdirectory.in',
};

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetch = mockFetch({
    'GET /api/settings/public': () => ok(settings),
    'POST /api/auth/forgot-password/send-otp': () => ok(null),
    'POST /api/auth/forgot-password/verify-otp': () => ok(null),
    'POST /api/auth/forgot-password/reset': () => ok(null),
    ...handlers,
  });
  return { fetch, ...renderRoutes(routes, { initialPath: '/forgot-password' }) };
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const otpBox = () => screen.getByRole('textbox', { name: /OTP/ });

describe('ForgotPasswordPage', () => {
  it('moves through Send OTP → Verify OTP → Reset Password in one form, then opens /login after 2 s', async () => {
    const { fetch, router } = setup();
    expect(screen.queryByRole('textbox', { name: /OTP/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Meena@Example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(otpBox()).toBeEnabled();
    expect(otpBox()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(await screen.findByText(/If an account uses this email, we have sent an OTP/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();

    await userEvent.type(otpBox(), '12a3456');
    expect(otpBox()).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(otpBox()).toBeDisabled();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/^New password/), 'Kesar-Mango-42');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Kesar-Mango-42');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });

    expect(bodyOf(fetch, '/api/auth/forgot-password/send-otp')).toEqual([{ email: 'meena@example.in' }]);
    expect(bodyOf(fetch, '/api/auth/forgot-password/verify-otp')).toEqual([
      { email: 'meena@example.in', otp: '123456' },
    ]);
    expect(bodyOf(fetch, '/api/auth/forgot-password/reset')).toEqual([
      {
        email: 'meena@example.in',
        otp: '123456',
        new_password: 'Kesar-Mango-42',
        confirm_password: 'Kesar-Mango-42',
      },
    ]);
  });

  it('validates each phase with its own rules', async () => {
    const { fetch } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'meena@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /OTP/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('The OTP has exactly 6 digits.')).toBeInTheDocument();
    await userEvent.type(otpBox(), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Kesar-Mango-42');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Kesar-Mango-24');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('New password and confirm password do not match.')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/auth/forgot-password/reset')).toEqual([]);
  });

  it('shows a wrong OTP under the OTP field and stays in the OTP phase', async () => {
    setup({
      'POST /api/auth/forgot-password/verify-otp': () =>
        fail(400, 'The OTP is not correct or has expired.', {
          message_key: 'INVALID_OTP',
          errors: { otp: 'INVALID_OTP' },
        }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'meena@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /OTP/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('The OTP is not correct or has expired.')).toBeInTheDocument();
    expect(otpBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('says so in the current language when OTP requests are rate limited (429)', async () => {
    setup({
      'POST /api/auth/forgot-password/send-otp': () =>
        fail(429, 'Too many requests. Try again in 840 seconds.', { message_key: 'RATE_LIMITED' }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'meena@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryByRole('textbox', { name: /OTP/ })).not.toBeInTheDocument();
  });

  it('tells a user who registered without an email to contact support (decision 19)', async () => {
    setup();
    expect(await screen.findByText('Registered without an email?')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
    expect(screen.getByRole('link', { name: 'support@gujaratdirectory.in' })).toHaveAttribute(
      'href',
      'mailto:support@gujaratdirectory.in',
    );
  });
});
