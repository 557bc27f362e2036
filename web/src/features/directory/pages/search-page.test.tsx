import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TBusinessCard, TCategory } from '@gd/contracts/schemas/directory';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { SEARCH_PAGE_SIZE } from '../api/search-businesses';
import { SearchPage } from './search-page';

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
    category_name_guj: 'કેટરર્સ',
    slug: 'caterers',
    image: null,
    is_featured: 0,
    business_count: 7,
  },
];
const cities = [
  { op_key: 1, op_value: 'Ahmedabad', op_value_guj: 'અમદાવાદ', slug: 'ahmedabad', district: null },
  { op_key: 2, op_value: 'Surat', op_value_guj: 'સુરત', slug: 'surat', district: null },
];

const card = (id: number): TBusinessCard => ({
  business_id: id,
  business_name: `Business ${id}`,
  owner_name: null,
  slug: `business-${id}`,
  business_logo: null,
  city: 'Ahmedabad',
  city_guj: 'અમદાવાદ',
  location: 'CG Road',
  category_id: 3,
  category_name: 'Doctors',
  category_name_guj: 'ડૉક્ટર',
  ratings: 0,
  number_of_reviews: 0,
  open_now: false,
  created_at: '2026-01-01T00:00:00Z',
});

/** A server of `total` businesses answering limit/offset pages; returns the fetch mock. */
function serve(total: number) {
  return mockFetch({
    'GET /api/cities': () => ok(cities),
    'GET /api/categories': () => ok(categories),
    'GET /api/businesses': (url) => {
      const params = new URL(url, 'http://x').searchParams;
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => card(offset + i + 1));
      return ok({ rows, count: total });
    },
  });
}

function listCalls(fetch: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/businesses?'))
    .map((url) => new URL(url, 'http://x').searchParams);
}

function renderSearch(path: string) {
  const routes = ['/search', '/search/:categoryId', '/search/:categoryId/:slug'].map((p) => ({
    path: p,
    element: <SearchPage />,
  }));
  return renderRoutes([...routes, { path: '/view/:id', element: <p>profile</p> }], { initialPath: path });
}

const results = () =>
  within(screen.getByRole('region', { name: /^Search \(/ })).queryAllByRole('heading', { level: 2 });

describe('the search page (spec §4 paging)', () => {
  it('loads 5 at a time and appends the next 5 with Load More while full pages come back', async () => {
    const fetch = serve(12);
    renderSearch('/search?city_id=1&business_name=sweet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search (12 matches found)' })).toBeInTheDocument();
    await waitFor(() => expect(results()).toHaveLength(SEARCH_PAGE_SIZE));
    const first = listCalls(fetch)[0];
    expect(Object.fromEntries(first ?? [])).toEqual({ city_id: '1', q: 'sweet', limit: '5', offset: '0' });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(results()).toHaveLength(10));
    expect(listCalls(fetch).at(-1)?.get('offset')).toBe('5');
    expect(results().map((h) => h.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `Business ${i + 1}`));

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(results()).toHaveLength(12));
    expect(listCalls(fetch).at(-1)?.get('offset')).toBe('10');
    // 2 < 5 came back: no more data is assumed.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('starts again at offset 0 when a filter changes, and keeps the filters in the URL', async () => {
    const fetch = serve(12);
    const { router } = renderSearch('/search');
    await waitFor(() => expect(results()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(results()).toHaveLength(10));

    const city = screen.getByRole('combobox', { name: 'City' });
    await within(city).findByRole('option', { name: 'Surat' });
    await userEvent.selectOptions(city, 'Surat');
    await waitFor(() => expect(router.state.location.search).toBe('?city_id=2'));
    await waitFor(() => expect(results()).toHaveLength(5));
    const last = listCalls(fetch).at(-1);
    expect(last?.get('city_id')).toBe('2');
    expect(last?.get('offset')).toBe('0');

    await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), 'Patel');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city_id=2&business_name=Patel'));
    await waitFor(() => expect(listCalls(fetch).at(-1)?.get('q')).toBe('Patel'));
    expect(listCalls(fetch).at(-1)?.get('offset')).toBe('0');
  });

  it('takes the category from the route and puts checked categories in the URL', async () => {
    const fetch = serve(3);
    const { router } = renderSearch('/search/3/doctors?city_id=1');
    expect(await screen.findByRole('checkbox', { name: /Doctors/ })).toBeChecked();
    await waitFor(() => expect(listCalls(fetch).at(-1)?.get('category_id')).toBe('3'));
    expect(screen.getByText('Businesses in Doctors')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Caterers/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?city_id=1&category_id=3%2C5');
    await waitFor(() => expect(listCalls(fetch).at(-1)?.get('category_id')).toBe('3,5'));

    await userEvent.click(screen.getByRole('checkbox', { name: /Doctors/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/5/caterers'));
    expect(router.state.location.search).toBe('?city_id=1');
  });

  it('links each result to /view/{business_id}', async () => {
    serve(1);
    renderSearch('/search');
    const link = await screen.findByRole('link', { name: /Business 1/ });
    expect(link).toHaveAttribute('href', '/view/1');
  });

  it('says so when nothing matches', async () => {
    serve(0);
    renderSearch('/search?business_name=zzz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search (0 matches found)' })).toBeInTheDocument();
    expect(screen.getByText('No businesses match your search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/search');
  });
});

describe('the search page (decision 54)', () => {
  it('says what it searched instead when nothing matched as typed, with a link to search it', async () => {
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/categories': () => ok(categories),
      'GET /api/businesses': () =>
        ok({ rows: [{ ...card(1), business_name: 'વિશ્વકર્મા ફર્નિચર' }], count: 1, did_you_mean: 'વિશ્વકર્મા furniture' }),
    });
    renderSearch('/search?business_name=vishwakarna%20furniture');
    const line = await screen.findByTestId('did-you-mean');
    expect(line).toHaveTextContent('Nothing matches “vishwakarna furniture” exactly. Did you mean વિશ્વકર્મા furniture?');
    expect(within(line).getByRole('link', { name: 'વિશ્વકર્મા furniture' })).toHaveAttribute(
      'href',
      '/search?business_name=%E0%AA%B5%E0%AA%BF%E0%AA%B6%E0%AB%8D%E0%AA%B5%E0%AA%95%E0%AA%B0%E0%AB%8D%E0%AA%AE%E0%AA%BE+furniture',
    );
  });

  it('shows on a card why it matched when not by its name', async () => {
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/categories': () => ok(categories),
      'GET /api/businesses': () =>
        ok({
          rows: [
            { ...card(1), match: { field: 'category', text: 'Dentists', text_guj: 'દાંતના ડૉક્ટર' } },
            { ...card(2), match: { field: 'owner', text: 'Sandip Savani' } },
            card(3),
          ],
          count: 3,
        }),
    });
    renderSearch('/search?business_name=dentist');
    const reasons = await screen.findAllByTestId('match-reason');
    expect(reasons.map((r) => r.textContent)).toEqual(['Matches: Dentists', 'Owner: Sandip Savani']);
    expect(screen.queryByTestId('did-you-mean')).not.toBeInTheDocument();
  });

  it('filters open now and by rating and sorts, in the URL and the request; cards say when they open (decision 62)', async () => {
    const fetch = mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/categories': () => ok(categories),
      'GET /api/businesses': () =>
        ok({
          rows: [
            { ...card(1), open_now: true, open_status: { open: true, closes_at: '21:00' } },
            { ...card(2), open_status: { open: false, opens_at: '10:00', opens_in_days: 1, opens_day: 3 } },
            { ...card(3), open_status: { open: false, opens_at: '18:00', opens_in_days: 3, opens_day: 5 } },
            { ...card(4), open_now: true, open_status: { open: true, closes_at: null } },
            card(5),
          ],
          count: 5,
        }),
    });
    const { router } = renderSearch('/search?business_name=dhaba');
    const badges = await screen.findAllByTestId('open-badge');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Open now · Closes at 9:00 pm',
      'Closed · Opens tomorrow at 10:00 am',
      'Closed · Opens Fri at 6:00 pm',
      'Open now · Open 24 hours',
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?business_name=dhaba&open_now=1'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?business_name=dhaba&open_now=1&min_rating=4&sort=rating'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(fetch).at(-1) ?? [])).toMatchObject({
        q: 'dhaba',
        open_now: '1',
        min_rating: '4',
        sort: 'rating',
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  });

  it('Near me asks for the location only when pressed, sorts by distance and shows how far (decision 63)', async () => {
    const fetch = mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/categories': () => ok(categories),
      'GET /api/businesses': (url) => {
        const near = new URL(url, 'http://x').searchParams.has('lat');
        return ok({ rows: [{ ...card(1), ...(near ? { distance_km: 2.4 } : {}) }], count: 1 });
      },
    });
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 22.30391, longitude: 70.80218 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { router } = renderSearch('/search?business_name=chemist');
    await screen.findByRole('heading', { level: 2, name: 'Business 1' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('option', { name: 'Distance' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?business_name=chemist&lat=22.304&lng=70.802&sort=distance'),
    );
    expect(await screen.findByTestId('distance')).toHaveTextContent('2.4 km');
    expect(Object.fromEntries(listCalls(fetch).at(-1) ?? [])).toMatchObject({
      lat: '22.304',
      lng: '70.802',
      radius_km: '25',
      sort: 'distance',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Near you · Within' }), '5');
    await waitFor(() => expect(router.state.location.search).toContain('radius_km=5'));

    await userEvent.click(screen.getByRole('button', { name: 'Stop searching near me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?business_name=chemist'));
  });

  it('says so when the location is refused, and changes nothing', async () => {
    serve(3);
    const denied = { code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError;
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) => fail(denied) },
      configurable: true,
    });
    const { router } = renderSearch('/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access was refused.');
    expect(router.state.location.search).toBe('');
  });

  it("shows a card's first photo with the number of photos", async () => {
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/categories': () => ok(categories),
      'GET /api/businesses': () =>
        ok({ rows: [{ ...card(1), photo_url: '/uploads/g/1-t.webp', photo_count: 5 }, card(2)], count: 2 }),
    });
    renderSearch('/search');
    expect(await screen.findByText('5 photos')).toBeInTheDocument();
    const photo = document.querySelector('img[src$="/uploads/g/1-t.webp"]');
    expect(photo).not.toBeNull();
    expect(screen.getAllByText(/photos?$/)).toHaveLength(1);
  });
});
