import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TBusinessEdit } from '@gd/contracts/schemas/owner';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes, type FetchHandler } from '../../../test/utils';
import { ProfileSetupPage } from '../pages/profile-setup-page';
import { businessEdit, OPTIONS, SERVICES } from '../test/fixtures';

const routes: RouteObject[] = [
  { path: '/profile-setup', element: <ProfileSetupPage /> },
  { path: '/profile-setup/:businessId', element: <ProfileSetupPage /> },
  { path: '/my-business', element: <h1>Business List</h1> },
];

function setup(business: TBusinessEdit, handlers: Record<string, FetchHandler> = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const fetch = mockFetch({
    'GET /api/options': () => ok(OPTIONS),
    'GET /api/cities': () => ok([{ op_key: 2, op_value: 'Surat', op_value_guj: null, slug: 'surat', district: null }]),
    'GET /api/services': () => ok(SERVICES),
    [`GET /api/my/businesses/${business.business_id}`]: () => ok(business),
    ...handlers,
  });
  const view = renderRoutes(routes, { initialPath: `/profile-setup/${business.business_id}` });
  return { fetch, ...view };
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, url: string) => {
  const call = fetch.mock.calls.find(([u, init]) => u === url && init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('ProfileWizard', () => {
  it('opens an existing business at its stored step with the progress bar at (step − 1) / 5', async () => {
    setup(businessEdit({ profile_step: 3 }));
    expect(await screen.findByRole('heading', { name: '3. Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Step 3 of 6: Contact Details' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Steps beyond the first unsaved one cannot be opened yet.
    expect(screen.getByRole('button', { name: 'Step 4 of 6: Services' })).toBeDisabled();
  });

  it('opens a completed profile (step 7) at step 1 with every step circle open', async () => {
    setup(businessEdit({ profile_step: 7 }));
    expect(await screen.findByRole('heading', { name: '1. Business Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Step 6 of 6: Social Details' }));
    expect(await screen.findByRole('heading', { name: '6. Social Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('answering "no" to registered clears and disables the registered-only fields, and sends them empty', async () => {
    const { fetch } = setup(businessEdit({ profile_step: 1 }), {
      'PUT /api/my/businesses/41/steps/1': () =>
        ok(businessEdit({ profile_step: 2, is_business_registered: 0 }), 'Step 1 saved successfully'),
    });
    const name = await screen.findByLabelText(/^Business name/);
    expect(name).toHaveValue('Shree Umiya Textiles');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(name).toBeDisabled();
    expect(name).toHaveValue('');
    expect(screen.getByLabelText(/^Year of establishment/)).toBeDisabled();
    expect(screen.getByLabelText(/^Year of establishment/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: '2. Location Details' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/my/businesses/41/steps/1')).toMatchObject({
      is_business_registered: 0,
      business_name: null,
      year: null,
      type_of_firm: null,
      annual_sales_turnover_id: null,
      no_of_employees: null,
    });
    expect(await screen.findAllByText('Step 1 saved successfully')).not.toHaveLength(0);
  });

  it('answering "yes" makes the registered-only fields required', async () => {
    const { fetch } = setup(
      businessEdit({ profile_step: 1, is_business_registered: 0, business_name: null, year: null }),
    );
    const name = await screen.findByLabelText(/^Business name/);
    expect(name).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(name).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Business Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Year is required.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('stays on the step when its save fails', async () => {
    setup(businessEdit({ profile_step: 1 }), {
      'PUT /api/my/businesses/41/steps/1': () => fail(500, 'boom'),
    });
    await screen.findByLabelText(/^Business name/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(/Step 1 failed\. Please try again\./)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: '1. Business Details' })).toBeInTheDocument();
  });

  it('moves services between the lists; a removed one returns to the available list sorted by name', async () => {
    setup(businessEdit({ profile_step: 4 }));
    const available = await screen.findByRole('list', { name: 'Available services' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Available services' }))
        .getAllByRole('button')
        .map((b) => b.textContent?.replace('+', ''));
    expect(names()).toEqual(['Alterations', 'Embroidery', 'Tailoring']);
    await userEvent.click(within(available).getByRole('button', { name: /Embroidery/ }));
    const selected = screen.getByRole('list', { name: 'Selected services' });
    expect(within(selected).getByText('Embroidery')).toBeInTheDocument();
    expect(names()).toEqual(['Alterations', 'Tailoring']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Embroidery' }));
    expect(names()).toEqual(['Alterations', 'Embroidery', 'Tailoring']);
  });

  it('clears the search box 100 ms after a pick', async () => {
    setup(businessEdit({ profile_step: 4 }));
    const search = await screen.findByLabelText('Search or add a service');
    await userEvent.type(search, 'tail');
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Available services' })).getByRole('button', { name: /Tailoring/ }),
    );
    expect(search).toHaveValue('tail');
    await waitFor(() => expect(search).toHaveValue(''));
  });

  it('adds a custom service on Enter (trimmed), refuses a duplicate ignoring case, and sends it by name', async () => {
    const { fetch } = setup(businessEdit({ profile_step: 4 }), {
      'PUT /api/my/businesses/41/steps/4': () => ok(businessEdit({ profile_step: 5 }), 'Step 4 saved successfully'),
    });
    const search = await screen.findByLabelText('Search or add a service');
    await userEvent.type(search, '   {Enter}');
    expect(screen.getByText('No services selected yet.')).toBeInTheDocument();
    await userEvent.type(search, '  Saree fall  {Enter}');
    const selected = screen.getByRole('list', { name: 'Selected services' });
    expect(within(selected).getByText('Saree fall')).toBeInTheDocument();
    expect(within(selected).getByText('Your own')).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveValue(''));
    await userEvent.type(search, 'SAREE FALL{Enter}');
    expect(await screen.findByText('This service is already selected.')).toBeInTheDocument();
    expect(within(selected).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: '5. Gallery' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/my/businesses/41/steps/4')).toEqual({
      service_ids: [],
      custom_services: ['Saree fall'],
    });
  });

  it('asks for a service before step 4 can be saved', async () => {
    const { fetch } = setup(businessEdit({ profile_step: 4 }));
    await screen.findByRole('list', { name: 'Available services' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please complete Step 4 and select at least one service.')).not.toHaveLength(0);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('restores what was typed after the page is reloaded (session draft per business and step)', async () => {
    const first = setup(businessEdit({ profile_step: 3 }));
    await userEvent.type(await screen.findByLabelText(/^Contact person/), 'Ramesh Patel');
    first.unmount();
    setup(businessEdit({ profile_step: 3 }));
    expect(await screen.findByLabelText(/^Contact person/)).toHaveValue('Ramesh Patel');
  });

  it('final submit goes to /my-business with "Business details updated successfully!"', async () => {
    const { router } = setup(businessEdit({ profile_step: 6 }), {
      'PUT /api/my/businesses/41/steps/6': () =>
        ok(businessEdit({ profile_step: 7 }), 'Business details updated successfully!'),
    });
    await userEvent.type(await screen.findByLabelText('Website'), 'www.umiya.in');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-business'));
    expect(await screen.findAllByText('Business details updated successfully!')).not.toHaveLength(0);
  });
});
