import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { ProfileSetupPage } from '../pages/profile-setup-page';
import { businessEdit, OPTIONS } from '../test/fixtures';

/** Decision 63: the map pin in wizard step 2. */
function setup(pin: { latitude: number | null; longitude: number | null }) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const business = businessEdit({
    profile_step: 2,
    location_id: 2,
    zipcode: '395003',
    location: 'Ring Road',
    ...pin,
  });
  const fetch = mockFetch({
    'GET /api/options': () => ok(OPTIONS),
    'GET /api/cities': () =>
      ok([
        {
          op_key: 2,
          op_value: 'Surat',
          op_value_guj: null,
          slug: 'surat',
          district: null,
          latitude: 21.1702,
          longitude: 72.8311,
        },
      ]),
    'GET /api/my/businesses/41': () => ok(business),
    'PUT /api/my/businesses/41/steps/2': () => ok(businessEdit({ profile_step: 3 }), 'Step 2 saved successfully'),
  });
  renderRoutes([{ path: '/profile-setup/:businessId', element: <ProfileSetupPage /> }], {
    initialPath: '/profile-setup/41',
  });
  return fetch;
}

const sent = (fetch: ReturnType<typeof mockFetch>) => {
  const call = fetch.mock.calls.find(([u, init]) => u === '/api/my/businesses/41/steps/2' && init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('PinField', () => {
  it("places the pin at the city's centre, takes typed numbers, and step 2 sends it", async () => {
    const fetch = setup({ latitude: null, longitude: null });
    expect(await screen.findByText('No pin yet: customers cannot find you by distance.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map: drag the pin to your business' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place the pin' }));
    expect(screen.getByTestId('pin-status')).toHaveTextContent('Pin at 21.1702, 72.8311');
    const latitude = screen.getByLabelText('Latitude');
    fireEvent.change(latitude, { target: { value: '21.19' } });
    fireEvent.blur(latitude);
    expect(screen.getByTestId('pin-status')).toHaveTextContent('Pin at 21.19, 72.8311');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(fetch)).toMatchObject({ latitude: 21.19, longitude: 72.8311 }));
  });

  it('refuses a pin outside Gujarat before sending, and removes a pin as null', async () => {
    const fetch = setup({ latitude: 21.17, longitude: 72.83 });
    const longitude = await screen.findByLabelText('Longitude');
    fireEvent.change(longitude, { target: { value: '80.2' } }); // Chennai's longitude
    fireEvent.blur(longitude);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Put the pin on your business in Gujarat.')).toBeInTheDocument();
    expect(sent(fetch)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the pin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(fetch)).toMatchObject({ latitude: null, longitude: null }));
  });
});
