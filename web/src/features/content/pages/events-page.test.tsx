import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEventCard, TEventList } from '@gd/contracts/schemas/content';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { EventsPage } from './events-page';

const card = (id: number, day: string, over: Partial<TEventCard> = {}): TEventCard => ({
  event_id: id,
  event_name: `Event ${id}`,
  event_start_date: day,
  event_end_date: null,
  event_location: 'Ahmedabad',
  event_image_url: null,
  event_status: 'published',
  ...over,
});

function setup(list: TEventList, initialPath = '/event') {
  const fetch = mockFetch({ 'GET /api/events': () => ok(list) });
  const view = renderRoutes([{ path: '/event', element: <EventsPage /> }], { initialPath });
  return { fetch, ...view };
}

describe('/event', () => {
  it('opens the Upcoming tab with counts on both tabs, and says NO_PAST_EVENTS when there are none', async () => {
    setup({ today: '2026-11-22', upcoming: [card(1, '2026-11-22'), card(2, '2026-12-01')], past: [] });
    const upcoming = await screen.findByRole('tab', { name: /Upcoming events/ });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(upcoming).toHaveTextContent('2'));
    expect(screen.getByRole('tab', { name: /Past events/ })).toHaveTextContent('0');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Event 1', 'Event 2']);
    expect(within(cards[0]!).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/event-view/1');
    await userEvent.click(screen.getByRole('tab', { name: /Past events/ }));
    expect(await screen.findByText('No past events')).toBeInTheDocument();
  });

  it('opens the Past tab first when only past events exist (spec §2)', async () => {
    setup({ today: '2026-11-22', upcoming: [], past: [card(3, '2026-11-21', { event_status: 'cancelled' })] });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Past events/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(screen.getByRole('article')).getByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Upcoming events/ }));
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });

  it('applies the date range and status filter through the query, and resets it', async () => {
    const { fetch, router } = setup({ today: '2026-11-22', upcoming: [], past: [] });
    await screen.findByText('No upcoming events');
    await userEvent.type(screen.getByLabelText('From date'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('To date'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-31'));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/events?from=2026-12-01&to=2026-12-31'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('From date')).toHaveValue('');
  });
});
