import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { TPractitionerListCard, TPractitionerProfile } from '@gd/contracts/schemas/practitioners';
import { paths } from '../../../app/paths';
import { AppProvider } from '../../../app/provider';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { mockFetch, newQueryClient, ok } from '../../../test/utils';
import { practitionerQueryOptions, practitionersQueryOptions, specialtiesQueryOptions } from '../api/practitioners';
import { filtersFromUrl } from '../utils/filters';
import { DoctorPage } from './doctor-page';
import { DoctorsPage } from './doctors-page';

const today = indiaDate(new Date());
const profile: TPractitionerProfile = {
  practitioner_id: 7,
  name: 'Dr. Nita Shah',
  name_guj: 'ડૉ. નીતા શાહ',
  slug: 'dr-nita-shah',
  photo: null,
  city_id: 1,
  city_name: 'Surat',
  city_name_guj: 'સુરત',
  specialties: [{ specialty_id: 3, name: 'Ayurveda', name_guj: 'આયુર્વેદ' }],
  degrees: ['BAMS', 'MD (Ayurveda)'],
  experience_years: 12,
  fee_paise: 45_000,
  languages: ['gu', 'hi'],
  ratings: 0,
  review_count: 0,
  next_slot: { date: addDays(today, 1), time: '10:00' },
  about: 'Panchakarma and diet advice.',
  registration_council: 'Gujarat Board of Ayurvedic and Unani Systems of Medicine',
  registration_number: 'GBAU-4711',
  locations: [],
  gallery: [],
  banners: [],
  services: [],
  therapies: [],
  timings: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '10:00', closes: '13:00', location_id: null })),
  leave: [],
  next_slots: [
    { date: addDays(today, 1), time: '10:00' },
    { date: addDays(today, 1), time: '10:30' },
  ],
  questions: [],
} as TPractitionerProfile;

/** The profile's card as the /doctors list sends it (decision 66: city and specialties by id). */
const listCard: TPractitionerListCard = {
  practitioner_id: profile.practitioner_id,
  name: profile.name,
  name_guj: profile.name_guj,
  slug: profile.slug,
  photo: profile.photo,
  city_id: profile.city_id,
  specialty_ids: profile.specialties.map((s) => s.specialty_id),
  degrees: profile.degrees,
  experience_years: profile.experience_years,
  fee_paise: profile.fee_paise,
  languages: profile.languages,
  ratings: profile.ratings,
  review_count: profile.review_count,
  next_slot: profile.next_slot,
};

const requestLogin = () => {};
const url = paths.doctor.href({ id: 7, slug: 'dr-nita-shah' });

function page(queryClient: QueryClient, at = url, route: string = paths.doctor.path, element = <DoctorPage />) {
  return (
    <AppProvider queryClient={queryClient} env="test">
      <LoginPromptContext.Provider value={requestLogin}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </MemoryRouter>
      </LoginPromptContext.Provider>
    </AppProvider>
  );
}

/** The server's HTML in a #root, the browser's QueryClient filled from the page's state, then hydrated. */
async function hydrated(html: string, server: QueryClient, tree: (browser: QueryClient) => React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = newQueryClient();
  hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    roots.push(hydrateRoot(container, tree(browser), { onRecoverableError: (error) => recoverable.push(error) }));
  });
  const hydrationErrors = consoleError.mock.calls.filter((args) => /hydrat/i.test(String(args[0])));
  consoleError.mockRestore();
  expect(recoverable).toEqual([]);
  expect(hydrationErrors).toEqual([]);
  return container;
}

// Roots made here, not by testing-library's render: its cleanup does not know them, so they are unmounted here
// (a page left mounted would keep its effects, such as the document title, running).
const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/**
 * Decision 65: the profile is rendered on the server (ADR 0006) and hydrated in the browser from the same answers;
 * the two renders must agree, or React throws the server's HTML away (and the e2e suite fails on the error).
 */
describe('the doctor page rendered on the server', () => {
  it('has the profile in its HTML and hydrates without a mismatch', async () => {
    mockFetch({
      'GET /api/practitioners/7/slots': () => ok({ date: today, slots: [{ time: '21:00', available: true }] }),
    });
    // The server's render: the route's answers are in its QueryClient (entry-server.tsx fetches them first).
    const server = newQueryClient();
    server.setQueryData(practitionerQueryOptions(7).queryKey, profile);
    server.setQueryData(['practitioners', 'slots', 7, today], { date: today, slots: [] });
    const html = renderToString(page(server));
    expect(html).toContain('Dr. Nita Shah');
    expect(html).toContain('BAMS, MD (Ayurveda)');
    expect(html).toContain('GBAU-4711');
    expect(html).toContain('₹450.00');
    expect(html).toContain('10:00 am – 1:00 pm');
    expect(html).toContain('Next free times');
    expect(html).toContain('Tomorrow, 10:30 am');

    // The browser: the same HTML in #root, the answers from the page's state, then hydration.
    const container = await hydrated(html, server, (browser) => page(browser));
    expect(container.textContent).toContain('GBAU-4711');
  });

  it("renders a specialty's list with its filters from the URL and hydrates it without a mismatch", async () => {
    mockFetch({});
    const at = `${paths.doctorsSpecialty.href({ id: 3, slug: 'ayurveda' })}?city_id=1&language=gu`;
    const filters = filtersFromUrl('3', new URL(at, 'http://localhost').searchParams);
    const server = newQueryClient();
    server.setQueryData(practitionersQueryOptions(filters).queryKey, {
      pages: [{ rows: [listCard], count: 1 }],
      pageParams: [0],
    });
    server.setQueryData(specialtiesQueryOptions().queryKey, [
      { specialty_id: 3, name: 'Ayurveda', name_guj: 'આયુર્વેદ', count: 1 },
    ]);
    server.setQueryData(
      ['cities'],
      [{ op_key: 1, op_value: 'Surat', op_value_guj: 'સુરત', slug: 'surat', district: null }],
    );
    const list = (client: QueryClient) => page(client, at, paths.doctorsSpecialty.path, <DoctorsPage />);
    const html = renderToString(list(server));
    expect(html).toContain('Dr. Nita Shah');
    expect(html).toContain('1 practitioners');
    // The card names its city and specialty from the page's lists, on the server as in the browser.
    expect(html).toContain('BAMS, MD (Ayurveda) · Surat');
    const container = await hydrated(html, server, list);
    expect(container.textContent).toContain('Dr. Nita Shah');
    expect(container.querySelector('article')?.textContent).toContain('Ayurveda');
  });
});
