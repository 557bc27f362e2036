import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMyProfile } from '@gd/contracts/schemas/practitioner-profile';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { PractitionerProfilePage } from './practitioner-profile-page';

const profile: TMyProfile = {
  practitioner_id: 7,
  name: 'Dr. Meera Joshi',
  slug: 'dr-meera-joshi',
  photo: null,
  professional: {
    degree_ids: [1],
    specialty_ids: [10],
    experience_years: 12,
    languages: ['gu'],
    fee_rupees: 400,
    service_type_ids: [],
    therapy_ids: [],
    about: null,
  },
  personal: {
    date_of_birth: null,
    sex: null,
    personal_phone: null,
    personal_email: null,
    home_address: null,
    emergency_contact_name: null,
    emergency_contact_phone: null,
  },
  locations: [
    {
      location_id: 5,
      name: 'Joshi Ayurveda',
      address: 'Adajan',
      city_id: 1,
      city_name: 'Surat',
      city_name_guj: 'સુરત',
      map_url: null,
    },
  ],
  gallery: [],
  banners: [],
  verification: {
    status: 2,
    reason: 'The certificate is not readable.',
    registration_council: 'Gujarat Board',
    registration_number: 'GB-1',
    document: null,
  },
};
const options = {
  degrees: [
    { id: 1, name: 'BAMS', name_guj: null },
    { id: 2, name: 'MD (Ayu)', name_guj: null },
  ],
  specialties: [{ id: 10, name: 'Ayurveda', name_guj: 'આયુર્વેદ' }],
  services: [{ id: 20, name: 'Consultation', name_guj: null }],
  therapies: [],
};
const cities = [{ op_key: 1, op_value: 'Surat', op_value_guj: 'સુરત', slug: 'surat', district: null }];

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  return mockFetch({
    'GET /api/practitioner/profile': () => ok(profile),
    'GET /api/practitioner/profile/options': () => ok(options),
    'GET /api/cities': () => ok(cities),
    ...extra,
  });
}

describe('the practitioner’s My profile page (decision 65)', () => {
  it('saves one section without losing what was typed in another', async () => {
    let sent: Record<string, unknown> | null = null;
    routes({
      'PUT /api/practitioner/profile/personal': (_url, init) => {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok({ ...profile, personal: { ...profile.personal, home_address: sent.home_address as string } });
      },
    });
    renderWithRouter(<PractitionerProfilePage />);
    const fee = await screen.findByLabelText(/Consultation fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '650');
    await userEvent.click(screen.getByRole('checkbox', { name: 'MD (Ayu)' }));

    await userEvent.type(screen.getByLabelText('Home address'), '14 Vesu, Surat');
    await userEvent.click(screen.getByRole('button', { name: 'Save Personal' }));
    await screen.findByText('Saved.');
    expect(sent).toMatchObject({ home_address: '14 Vesu, Surat' });
    // The professional section still holds its unsaved edits.
    expect(screen.getByLabelText(/Consultation fee/)).toHaveValue('650');
    expect(screen.getByRole('checkbox', { name: 'MD (Ayu)' })).toBeChecked();
  }, 20_000);

  it('shows the verification status and the admin’s reason for refusing', async () => {
    routes();
    renderWithRouter(<PractitionerProfilePage />);
    const section = await screen.findByRole('region', { name: 'Verification' });
    expect(within(section).getByText('Not verified')).toBeVisible();
    expect(within(section).getByText('The certificate is not readable.')).toBeVisible();
    expect(within(section).getByLabelText(/Registration number/)).toHaveValue('GB-1');
  });

  it('puts the server’s refusal under the field it names', async () => {
    routes({
      'PUT /api/practitioner/profile/locations': () =>
        fail(400, 'Please check the highlighted fields.', { errors: { 'locations.0.map_url': 'MAP_URL_INVALID' } }),
    });
    renderWithRouter(<PractitionerProfilePage />);
    const link = await screen.findByLabelText(/Map link/);
    await userEvent.type(link, 'http://maps.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Locations' }));
    const location = screen.getByRole('region', { name: 'Location 1' });
    expect(await within(location).findByText('Please enter an https link.')).toBeVisible();
    expect(within(location).getByLabelText(/Map link/)).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});
