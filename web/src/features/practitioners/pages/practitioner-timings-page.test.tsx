import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { PractitionerTimingsPage } from './practitioner-timings-page';

const location = (location_id: number, name: string) => ({
  location_id,
  name,
  address: 'Road',
  city_id: 1,
  city_name: 'Surat',
  city_name_guj: null,
  map_url: null,
});

describe('the timings page with several locations (decision 65)', () => {
  it('edits one location’s week at a time and saves every location’s windows', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let sent: { week: { day: number; opens: string; closes: string; location_id?: number }[] } | null = null;
    mockFetch({
      'GET /api/practitioner/timings': () =>
        ok({
          week: [
            { day: 1, opens: '09:00', closes: '11:00', location_id: 5 },
            { day: 1, opens: '17:00', closes: '18:00', location_id: 6 },
          ],
          leave: [],
        }),
      'GET /api/practitioner/profile': () =>
        ok({ locations: [location(5, 'Joshi Ayurveda'), location(6, 'Vadodara Clinic')] }),
      'PUT /api/practitioner/timings': (_url, init) => {
        sent = JSON.parse(String(init.body)) as typeof sent;
        return ok({ week: [], leave: [] });
      },
    });
    renderWithRouter(<PractitionerTimingsPage />);
    const monday = await screen.findByRole('region', { name: 'Monday' });
    expect(await within(monday).findByText('At Vadodara Clinic: 5:00 pm to 6:00 pm')).toBeVisible();
    expect(within(monday).getByLabelText('Monday, time 1: from')).toHaveValue('09:00');

    await userEvent.selectOptions(screen.getByLabelText('Location'), '6');
    expect(within(monday).getByLabelText('Monday, time 1: from')).toHaveValue('17:00');
    expect(within(monday).getByText('At Joshi Ayurveda: 9:00 am to 11:00 am')).toBeVisible();
    const tuesday = screen.getByRole('region', { name: 'Tuesday' });
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Add a time on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save timings' }));
    await screen.findByText('Your timings are saved.');
    expect(sent!.week).toEqual([
      { day: 1, opens: '09:00', closes: '11:00', location_id: 5 },
      { day: 1, opens: '17:00', closes: '18:00', location_id: 6 },
      { day: 2, opens: '10:00', closes: '13:00', location_id: 6 },
    ]);
  }, 20_000);
});
