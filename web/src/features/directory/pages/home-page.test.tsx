import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TBusinessCard, TCategory } from '@gd/contracts/schemas/directory';
import { i18n } from '../../../lib/i18n';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { HomePage } from './home-page';

const categories: TCategory[] = [
  {
    category_id: 3,
    category_name: 'Doctors',
    category_name_guj: 'ડૉક્ટર',
    slug: 'doctors',
    image: null,
    is_featured: 1,
    business_count: 12,
  },
  {
    category_id: 5,
    category_name: 'Caterers',
    category_name_guj: null,
    slug: 'caterers',
    image: null,
    is_featured: 1,
    business_count: 1,
  },
];

const business = (overrides: Partial<TBusinessCard>): TBusinessCard => ({
  business_id: 1,
  business_name: 'Shree Ram Sweets',
  owner_name: 'Ramesh Shah',
  slug: 'shree-ram-sweets',
  business_logo: null,
  city: 'Ahmedabad',
  city_guj: 'અમદાવાદ',
  location: null,
  category_id: 5,
  category_name: 'Caterers',
  category_name_guj: 'કેટરર્સ',
  ratings: 0,
  open_now: false,
  number_of_reviews: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...overrides,
});

describe('HomePage', () => {
  it('shows the featured categories and the 8 newest businesses, linking to their pages', async () => {
    const fetch = mockFetch({
      'GET /api/categories?featured=1': () => ok(categories),
      // Decision 67: the Featured row (businesses whose plan includes it).
      'GET /api/businesses/featured': () =>
        ok([business({ business_id: 7, business_name: 'Premium Farsan', slug: 'premium-farsan' })]),
      'GET /api/businesses?sort=newest&limit=8': () =>
        ok({
          rows: [
            business({}),
            business({
              business_id: 2,
              business_name: null,
              owner_name: 'Meena Desai',
              slug: 'meena-desai',
              business_logo: '/uploads/logo-2.webp',
            }),
          ],
          count: 2,
        }),
    });
    renderWithRouter(<HomePage />);

    const popular = await screen.findByRole('region', { name: 'Popular Category' });
    const doctors = await within(popular).findByRole('link', { name: /Doctors/ });
    expect(doctors).toHaveAttribute('href', '/search/3/doctors');
    expect(doctors).toHaveTextContent('12 businesses');
    expect(within(popular).getByRole('link', { name: /Caterers/ })).toHaveTextContent('1 business');

    const newest = screen.getByRole('region', { name: 'New Business' });
    const sweets = await within(newest).findByRole('link', { name: /Shree Ram Sweets/ });
    expect(sweets).toHaveAttribute('href', '/business/1/shree-ram-sweets');
    expect(sweets).toHaveTextContent('Ahmedabad');
    expect(sweets.querySelector('img')).toHaveAttribute('src', '/assets/img/logo.png');
    const unnamed = within(newest).getByRole('link', { name: /Meena Desai/ });
    expect(unnamed).toHaveAttribute('href', '/business/2/meena-desai');
    expect(unnamed.querySelector('img')).toHaveAttribute('src', '/uploads/logo-2.webp');

    const featured = await screen.findByRole('region', { name: 'Featured businesses' });
    expect(within(featured).getByRole('link', { name: /Premium Farsan/ })).toHaveAttribute(
      'href',
      '/business/7/premium-farsan',
    );
    expect(within(newest).queryByRole('link', { name: /Premium Farsan/ })).toBeNull();

    // The three grids, and the city select's cities.
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/businesses/featured',
      '/api/businesses?sort=newest&limit=8',
      '/api/categories?featured=1',
      '/api/cities',
    ]);
  });

  it('names categories and cities in Gujarati when Gujarati is chosen', async () => {
    await i18n.changeLanguage('guj');
    mockFetch({
      'GET /api/categories?featured=1': () => ok(categories),
      'GET /api/businesses?sort=newest&limit=8': () => ok({ rows: [business({})], count: 1 }),
    });
    renderWithRouter(<HomePage />);
    expect(await screen.findByRole('link', { name: /ડૉક્ટર/ })).toHaveTextContent('12 વ્યવસાયો');
    expect(screen.getByRole('link', { name: /Caterers/ })).toBeInTheDocument(); // no Gujarati name: English
    expect(await screen.findByRole('link', { name: /Shree Ram Sweets/ })).toHaveTextContent('અમદાવાદ');
  });

  it('shows the spec error messages when a grid fails to load', async () => {
    mockFetch({
      'GET /api/categories?featured=1': () => fail(500, 'Server error (500). Please try again later.'),
      'GET /api/businesses?sort=newest&limit=8': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithRouter(<HomePage />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Server error (500). Please try again later.'),
      expect.stringContaining('Network error. Please check your internet connection.'),
    ]);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('says so when there is nothing to show yet', async () => {
    mockFetch({
      'GET /api/categories?featured=1': () => ok([]),
      'GET /api/businesses?sort=newest&limit=8': () => ok({ rows: [], count: 0 }),
    });
    renderWithRouter(<HomePage />);
    expect(await screen.findByText('No popular categories yet.')).toBeInTheDocument();
    expect(await screen.findByText('No businesses listed yet.')).toBeInTheDocument();
    // No Featured business: no Featured row at all.
    expect(screen.queryByRole('region', { name: 'Featured businesses' })).toBeNull();
  });
});
