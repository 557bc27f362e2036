import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { BookingPanel } from './booking-panel';

const tomorrow = addDays(indiaDate(new Date()), 1);
const location = (location_id: number, name: string, address: string) => ({
  location_id,
  name,
  address,
  city_id: 1,
  city_name: 'Surat',
  city_name_guj: null,
  map_url: null,
});

describe('the booking panel with several practice locations (decision 65)', () => {
  it('says where the chosen half hour is', async () => {
    mockFetch({
      'GET /api/practitioners/7': () =>
        ok({
          fee_paise: 0,
          locations: [location(5, 'Joshi Ayurveda', 'Adajan'), location(6, 'City Clinic', 'Vesu')],
        }),
      'GET /api/practitioners/7/slots': (url) =>
        ok({
          date: url.slice(-10),
          slots: [
            { time: '09:00', available: true, location_id: 5 },
            { time: '17:00', available: true, location_id: 6 },
          ],
        }),
    });
    renderWithRouter(
      <LoginPromptContext.Provider value={vi.fn()}>
        <BookingPanel practitionerId={7} initialDate={tomorrow} />
      </LoginPromptContext.Provider>,
    );
    await userEvent.click(await screen.findByText('5:00 pm'));
    expect(await screen.findByText('At City Clinic, Vesu')).toBeVisible();
    await userEvent.click(screen.getByText('9:00 am'));
    expect(await screen.findByText('At Joshi Ayurveda, Adajan')).toBeVisible();
  });
});
