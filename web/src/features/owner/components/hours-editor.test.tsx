import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { ProfileSetupPage } from '../pages/profile-setup-page';
import { businessEdit, OPTIONS } from '../test/fixtures';

/** Decision 62: opening hours in wizard step 1. */
function setup(openingHours: ReturnType<typeof businessEdit>['opening_hours']) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const business = businessEdit({ profile_step: 1, opening_hours: openingHours });
  const fetch = mockFetch({
    'GET /api/options': () => ok(OPTIONS),
    'GET /api/my/businesses/41': () => ok(business),
    'PUT /api/my/businesses/41/steps/1': () => ok(businessEdit({ profile_step: 2 }), 'Step 1 saved successfully'),
  });
  renderRoutes([{ path: '/profile-setup/:businessId', element: <ProfileSetupPage /> }], {
    initialPath: '/profile-setup/41',
  });
  return fetch;
}

const sent = (fetch: ReturnType<typeof mockFetch>) => {
  const call = fetch.mock.calls.find(([u, init]) => u === '/api/my/businesses/41/steps/1' && init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as { opening_hours: unknown }) : undefined;
};
const day = (n: number) => screen.getByTestId(`hours-day-${n}`);

describe('HoursEditor', () => {
  it('ticks open days, splits a day around lunch, copies the first day and adds a holiday; step 1 sends them', async () => {
    const fetch = setup(null);
    await screen.findByRole('group', { name: 'Opening hours' });
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(within(day(n)).getByText('Closed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Monday' }));
    const mondayOpens = screen.getByLabelText('Monday: opens');
    expect(mondayOpens).toHaveValue('10:00');
    fireEvent.change(screen.getByLabelText('Monday: closes'), { target: { value: '20:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a second shift (Monday)' }));
    expect(screen.getByLabelText('Monday: closes')).toHaveValue('13:00');
    expect(screen.getByLabelText('Monday: second shift opens')).toHaveValue('16:00');
    expect(screen.getByLabelText('Monday: second shift closes')).toHaveValue('20:00');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Saturday' }));
    // A newly ticked day starts with the first open day's shifts.
    expect(screen.getByLabelText('Saturday: second shift opens')).toHaveValue('16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the second shift (Saturday)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: "Use Monday's hours on every open day" }));
    expect(screen.getByLabelText('Saturday: second shift closes')).toHaveValue('20:00');

    fireEvent.change(screen.getByLabelText('Holiday date'), { target: { value: '2026-11-08' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByText('08 Nov 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(fetch)).toBeDefined());
    const shifts = (d: number) => [
      { day: d, opens: '10:00', closes: '13:00' },
      { day: d, opens: '16:00', closes: '20:00' },
    ];
    expect(sent(fetch)?.opening_hours).toEqual({
      week: [...shifts(1), ...shifts(2), ...shifts(6)],
      holidays: ['2026-11-08'],
    });
  });

  it('shows overlapping shifts on the field and sends nothing', async () => {
    const fetch = setup({
      week: [
        { day: 3, opens: '09:00', closes: '14:00' },
        { day: 3, opens: '16:00', closes: '20:00' },
      ],
      holidays: ['2026-12-25'],
    });
    const secondOpens = await screen.findByLabelText('Wednesday: second shift opens');
    fireEvent.change(secondOpens, { target: { value: '13:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(day(3)).findByText('The two shifts of a day must not overlap.')).toBeInTheDocument();
    expect(sent(fetch)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the holiday on 25 Dec 2026' }));
    expect(screen.getByText('No holidays added.')).toBeInTheDocument();
  });
});
