import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSuggestion } from '@gd/contracts/schemas/directory';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { RECENT_LIMIT, RECENT_STORAGE_KEY, readRecentSelections } from '../utils/recent-selections';
import { HomeSearch } from './home-search';

const suggestion = (business_id: number, business_name: string): TSuggestion => ({ business_id, business_name });

const cities = [{ op_key: 1, op_value: 'Ahmedabad', op_value_guj: 'અમદાવાદ', slug: 'ahmedabad', district: null }];

function autocompleteCalls(fetch: ReturnType<typeof mockFetch>): string[] {
  return fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/businesses/autocomplete'))
    .map((url) => new URL(url, 'http://x').searchParams.get('q') ?? '');
}

function renderHomeSearch() {
  return renderRoutes([
    { path: '/', element: <HomeSearch /> },
    { path: '/view/:id', element: <p>profile page</p> },
    { path: '/search', element: <p>search page</p> },
  ]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the home page business-name autocomplete', () => {
  it('asks once per pause in typing (debounced), from the first character', async () => {
    const fetch = mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/businesses/autocomplete': (url) => {
        const q = new URL(url, 'http://x').searchParams.get('q');
        return ok([suggestion(1, `${q} Sweets`)]);
      },
    });
    renderHomeSearch();
    const box = screen.getByRole('combobox', { name: 'Business name' });
    await userEvent.type(box, 'jal');
    expect(await screen.findByRole('option', { name: 'jal Sweets' })).toBeInTheDocument();
    expect(autocompleteCalls(fetch)).toEqual(['jal']);

    await userEvent.clear(box);
    await userEvent.type(box, 'j');
    expect(await screen.findByRole('option', { name: 'j Sweets' })).toBeInTheDocument();
    expect(autocompleteCalls(fetch)).toEqual(['jal', 'j']);
  });

  it('never lets a slow answer for older text replace the answer for newer text', async () => {
    let releaseOld: () => void = () => {};
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/businesses/autocomplete': (url) => {
        const q = new URL(url, 'http://x').searchParams.get('q');
        if (q === 'p') {
          return new Promise<Response>((resolve) => {
            releaseOld = () => resolve(ok([suggestion(9, 'Old answer for p')]));
          });
        }
        return ok([suggestion(2, 'Patel Caterers')]);
      },
    });
    renderHomeSearch();
    const box = screen.getByRole('combobox', { name: 'Business name' });
    await userEvent.type(box, 'p');
    await wait(250); // the request for "p" is out and slow
    await userEvent.type(box, 'a');
    expect(await screen.findByRole('option', { name: 'Patel Caterers' })).toBeInTheDocument();

    releaseOld();
    await wait(100);
    expect(screen.queryByRole('option', { name: 'Old answer for p' })).not.toBeInTheDocument();
    const listbox = screen.getByRole('listbox', { name: 'Business suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Patel Caterers']);
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one with Enter', async () => {
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/businesses/autocomplete': () =>
        ok([suggestion(11, 'Jalaram Sweets & Farsan'), suggestion(12, 'Jalaram Caterers'), suggestion(13, 'Jay Ambe')]),
    });
    const { router } = renderHomeSearch();
    const box = screen.getByRole('combobox', { name: 'Business name' });
    await userEvent.type(box, 'j');
    const listbox = await screen.findByRole('listbox', { name: 'Business suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Jalaram Caterers' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}'); // wraps from the first to the last
    expect(within(listbox).getByRole('option', { name: 'Jay Ambe' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}'); // wraps back to the first, then one down

    await waitFor(() => expect(router.state.location.pathname).toBe('/view/12'));
    expect(readRecentSelections()[0]).toEqual(suggestion(12, 'Jalaram Caterers'));
  });

  it('closes with Escape, and Enter without a highlighted suggestion searches', async () => {
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/businesses/autocomplete': () => ok([suggestion(11, 'Jalaram Sweets & Farsan')]),
    });
    const { router } = renderHomeSearch();
    const city = screen.getByRole('combobox', { name: 'City' });
    await within(city).findByRole('option', { name: 'Ahmedabad' });
    await userEvent.selectOptions(city, 'Ahmedabad');
    const box = screen.getByRole('combobox', { name: 'Business name' });
    await userEvent.type(box, 'jal');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?city_id=1&business_name=jal');
  });

  it("shows at most 15 'Recently selected' businesses, newest first, when the empty box is focused", async () => {
    const older = Array.from({ length: 15 }, (_, i) => suggestion(100 + i, `Business ${100 + i}`));
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(older));
    mockFetch({
      'GET /api/cities': () => ok(cities),
      'GET /api/businesses/autocomplete': () => ok([suggestion(7, 'Navrang Printers')]),
    });
    const { router } = renderHomeSearch();
    const box = screen.getByRole('combobox', { name: 'Business name' });
    await userEvent.click(box);
    const recent = screen.getByRole('listbox', { name: 'Recently selected' });
    expect(within(recent).getAllByRole('option')).toHaveLength(15);

    await userEvent.type(box, 'n');
    await userEvent.click(await screen.findByRole('option', { name: 'Navrang Printers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/7'));

    const stored = readRecentSelections();
    expect(stored).toHaveLength(RECENT_LIMIT);
    expect(stored[0]).toEqual(suggestion(7, 'Navrang Printers'));
    expect(stored.map((s) => s.business_id)).not.toContain(114); // the oldest fell off
  });

  it('names cities in the current language and lists all cities first', async () => {
    mockFetch({ 'GET /api/cities': () => ok(cities) });
    renderHomeSearch();
    const select = screen.getByRole('combobox', { name: 'City' });
    await within(select).findByRole('option', { name: 'Ahmedabad' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cities', 'Ahmedabad']);
  });

  it("says 'Failed to load cities' when the city list fails", async () => {
    mockFetch({ 'GET /api/cities': () => new Response('', { status: 400 }) });
    renderHomeSearch();
    expect(await screen.findByText('Failed to load cities')).toBeInTheDocument();
  });
});
