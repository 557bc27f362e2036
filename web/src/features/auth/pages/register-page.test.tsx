import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TOptionsResponse } from '@gd/contracts/schemas/directory';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes, type FetchHandler } from '../../../test/utils';
import { RegisterPage } from './register-page';

const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/profile-setup/:businessId', element: <p>Profile setup page</p> },
];

const options: TOptionsResponse = {
  categories: [
    { op_key: 3, op_value: 'Doctors', op_value_guj: 'ડૉક્ટર' },
    { op_key: 5, op_value: 'Caterers', op_value_guj: 'કેટરર્સ' },
  ],
  annual_sale: [],
  employees: [],
  designation: [],
  type_of_firms: [],
};

const registered = (businessId: number | null) => ({
  token: 'token-reg',
  userData: { id: 31, name: 'Meena Desai' },
  userRecord: { user_id: 31, name: 'Meena Desai' },
  record: businessId === null ? null : { business_id: businessId },
});

function setup(registerHandler: FetchHandler = () => ok(registered(null))) {
  const fetch = mockFetch({ 'GET /api/options': () => ok(options), 'POST /api/auth/register': registerHandler });
  const view = renderRoutes(routes, { initialPath: '/register' });
  return { fetch, ...view };
}

const sentBody = (fetch: ReturnType<typeof mockFetch>) => {
  const call = fetch.mock.calls.find(([url]) => url === '/api/auth/register');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

async function fillPerson({ email = '' }: { email?: string } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meena Desai');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9000000031');
  if (email) await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(screen.getByLabelText(/^Password/), 'Kesar-Mango-42');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Business category/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('RegisterPage', () => {
  it('shows the category select only when "has business" is yes', async () => {
    setup();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Business category/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await chooseCategory('Doctors');
    expect(screen.getByRole('combobox', { name: /Business category/ })).toHaveValue('Doctors');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /Business category/ })).not.toBeInTheDocument();
  });

  it('labels the categories in the current language', async () => {
    setup();
    await i18n.changeLanguage('guj');
    await userEvent.click(await screen.findByRole('radio', { name: 'હા' }));
    await userEvent.click(screen.getByRole('combobox', { name: /વ્યવસાય શ્રેણી/ }));
    expect(await screen.findByRole('option', { name: 'ડૉક્ટર' })).toBeInTheDocument();
  });

  it('registers an owner with the chosen category and the UI language, then opens /profile-setup/{id}', async () => {
    const { fetch, router } = setup(() => ok(registered(42)));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await chooseCategory('Caterers');
    await fillPerson({ email: 'Meena@Example.in' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Profile setup page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile-setup/42');
    expect(sentBody(fetch)).toEqual({
      hasBusiness: 'yes',
      category_id: 5,
      owner_name: 'Meena Desai',
      phone: '9000000031',
      email: 'meena@example.in',
      password: 'Kesar-Mango-42',
      agree: true,
      language: 'en',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-reg');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('31');
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Meena Desai');
  });

  it('registers a user without a business (no category, no email) and goes home', async () => {
    const { fetch, router } = setup();
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sentBody(fetch)).toMatchObject({ hasBusiness: 'no', category_id: null, email: null });
  });

  it('marks the phone field with MOBILE_EXISTS from a 409', async () => {
    setup(() =>
      fail(409, 'Mobile number is already registered!', {
        message_key: 'MOBILE_EXISTS',
        errors: { phone: 'MOBILE_EXISTS' },
      }),
    );
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const phone = screen.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Mobile number is already registered!'));
    expect(phone).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('marks the email field with EMAIL_EXISTS and the password with PASSWORD_TOO_COMMON', async () => {
    let answer = fail(409, 'Email is already registered!', {
      message_key: 'EMAIL_EXISTS',
      errors: { email: 'EMAIL_EXISTS' },
    });
    setup(() => answer);
    await fillPerson({ email: 'taken@example.in' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email is already registered!')).toBeInTheDocument();

    answer = fail(400, 'This password is too common. Please choose another.', {
      message_key: 'PASSWORD_TOO_COMMON',
      errors: { password: 'PASSWORD_TOO_COMMON' },
    });
    await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.queryByText('Email is already registered!')).not.toBeInTheDocument();
  });

  it('shows every rule’s message under its field, in English and in Gujarati', async () => {
    const { fetch } = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const text of [
      'Please choose a business category.',
      'Name is required.',
      'Mobile number is required.',
      'Password is required.',
      'Please accept the Terms of Use and the Privacy Policy.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the errors in the form.');

    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meena 2');
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '98765');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'meena@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const text of [
      'Use letters and spaces only.',
      'Mobile number must be 10 digits.',
      'Please enter a valid email.',
      'Password must be at least 8 characters.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Password/), 'x'.repeat(130));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password can be at most 128 characters.')).toBeInTheDocument();

    await i18n.changeLanguage('guj');
    expect(await screen.findByText('ફક્ત અક્ષરો અને જગ્યાનો ઉપયોગ કરો.')).toBeInTheDocument();
    expect(screen.getByText('મોબાઇલ નંબર 10 અંકનો હોવો જોઈએ.')).toBeInTheDocument();
    expect(screen.getByText('કૃપા કરીને માન્ય ઇમેઇલ દાખલ કરો.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(false);
  });

  it('refuses a password with the phone or the name, a blank one and a common Indian one before sending (decision 77)', async () => {
    const { fetch } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meena Desai');
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9824517306');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    const password = screen.getByLabelText(/^Password/);
    for (const [typed, text] of [
      ['Call-9824517306', 'Your password must not contain your mobile number.'],
      ['DESAI-home-77', 'Your password must not contain your name.'],
      ['India@123', 'This password is too common. Please choose another.'],
      ['        ', 'A password cannot be only spaces.'],
    ] as const) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await i18n.changeLanguage('guj');
    expect(await screen.findByText('પાસવર્ડ ફક્ત ખાલી જગ્યાઓનો ન હોઈ શકે.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/register')).toBe(false);
  });

  it('sends once however often the button is pressed while the call runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillPerson();
    const button = screen.getByRole('button', { name: 'Register' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/register')).toHaveLength(1);
    answer(ok(registered(null)));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy (new tab) and to login', () => {
    setup();
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/terms-users');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
