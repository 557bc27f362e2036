import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import { LoginModalProvider } from '../../../app/login-modal-provider';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { fullAddress } from '../utils/address';
import { BusinessProfilePage } from './business-profile-page';

const profile: TBusinessProfile = {
  business_id: 5,
  business_name: 'Patel Caterers',
  owner_name: 'Ramesh Patel',
  slug: 'patel-caterers',
  business_logo: null,
  description: null,
  about_me: 'Gujarati thali for weddings.',
  location: 'Naranpura',
  location_id: 1,
  city: 'Ahmedabad',
  city_guj: 'અમદાવાદ',
  zipcode: '380013',
  service_areas: null,
  operating_hours: '9 am – 9 pm',
  year: 1998,
  category_id: 15,
  category_name: 'Caterers',
  category_name_guj: 'કેટરર્સ',
  category_slug: 'caterers',
  ratings: 4.5,
  number_of_reviews: 2,
  total_view: 10,
  social: { facebook: 'https://facebook.com/patel', instagram: null, youtube: null, pinterest: null, website: null },
  gallery: [],
  services: [{ service_id: 1, service_name: 'Wedding catering', service_name_guj: 'લગ્ન કેટરિંગ' }],
  products: [
    { product_id: 1, product_name: 'Thali', description: 'Full thali', product_price: 25_000, image_name: null },
  ],
  owner_user_id: 2,
  created_at: '2026-01-01T00:00:00Z',
};

const me = {
  user_id: 3,
  logged_in_id: 3,
  name: 'Priya Shah',
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

function renderProfile(path = '/view/5') {
  const page = (
    <LoginModalProvider>
      <BusinessProfilePage />
    </LoginModalProvider>
  );
  return renderRoutes(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/view/:id', element: page },
      { path: '/business/:id/:slug', element: page },
    ],
    { initialPath: path },
  );
}

describe('the business profile', () => {
  it('shows the name, location, social links, services and products (price in rupees)', async () => {
    mockFetch({ 'GET /api/businesses/5': () => ok(profile) });
    renderProfile('/business/5/patel-caterers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patel Caterers' })).toBeInTheDocument();
    expect(screen.getByText('Naranpura, Ahmedabad, 380013')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://facebook.com/patel');
    expect(screen.getByRole('img', { name: 'Patel Caterers logo' })).toHaveAttribute('src', '/assets/img/logo.png');

    await userEvent.click(screen.getByRole('tab', { name: 'Services (1)' }));
    expect(screen.getByText('Wedding catering')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Products (1)' }));
    expect(screen.getByText('₹250.00')).toBeInTheDocument();
  });

  it('names an unnamed business after its owner', async () => {
    mockFetch({ 'GET /api/businesses/5': () => ok({ ...profile, business_name: null }) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramesh Patel' })).toBeInTheDocument();
  });

  it('sends the visitor to the site root when the profile cannot be loaded', async () => {
    mockFetch({ 'GET /api/businesses/5': () => fail(404, 'Not found.', { message_key: 'NOT_FOUND' }) });
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gives an anonymous visitor the login modal, then the inquiry form they asked for', async () => {
    mockFetch({
      'GET /api/businesses/5': () => ok(profile),
      'GET /api/businesses/5/reviews': () => ok({ rows: [], count: 0, average: 0, mine: null }),
      'POST /api/auth/login': () =>
        ok({ token: 'token-new', userData: { id: 3, name: 'Priya Shah', user_type: 'user' } }),
      'GET /api/auth/me': () => ok(me),
    });
    const { router } = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Inquiry' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(login).getByText('Please log in to send an inquiry.')).toBeInTheDocument();
    await userEvent.type(within(login).getByRole('textbox', { name: /Mobile/ }), '9123456780');
    await userEvent.type(within(login).getByLabelText(/Password/), 'DemoUser#2026');
    await userEvent.click(within(login).getByRole('button', { name: /Login/ }));

    const inquiry = await screen.findByRole('dialog', { name: 'Send an inquiry to Patel Caterers' });
    await waitFor(() => expect(within(inquiry).getByRole('textbox', { name: /Name/ })).toHaveValue('Priya Shah'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-new');
    expect(router.state.location.pathname).toBe('/view/5'); // still on the profile
  });

  it('opens Contact Details for a logged-in visitor', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/businesses/5': () => ok(profile),
      'GET /api/auth/me': () => ok(me),
      'GET /api/businesses/5/contact': () => fail(403, 'Not approved', { message_key: 'PROFILE_NOT_APPROVED' }),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your profile is not approved, that's why you are not able to see the contact details.",
    );
  });

  it('reads in Gujarati', async () => {
    await i18n.changeLanguage('guj');
    mockFetch({ 'GET /api/businesses/5': () => ok(profile) });
    renderProfile();
    expect(await screen.findByText('કેટરર્સ', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Naranpura, અમદાવાદ, 380013')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'પૂછપરછ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'સંપર્ક વિગતો' })).toBeInTheDocument();
  });
});

describe('fullAddress', () => {
  it('adds the city and PIN code only when the address does not name them', () => {
    expect(fullAddress('Shop 4, Sadar Bazar, Rajkot', 'Rajkot', 'રાજકોટ', '360001')).toBe(
      'Shop 4, Sadar Bazar, Rajkot, 360001',
    );
    expect(fullAddress('Naranpura', 'Ahmedabad', 'Ahmedabad', '380013')).toBe('Naranpura, Ahmedabad, 380013');
    expect(fullAddress(null, 'Surat', 'સુરત', null)).toBe('સુરત');
  });
});
