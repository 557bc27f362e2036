import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBusinessPreview } from '@gd/contracts/schemas/business-review';
import { mockFetch, ok, renderRoutes } from '../../test/utils';
import { BusinessPreviewPage } from './business-preview-page';

const preview = (over: Partial<TBusinessPreview['history']> = {}): TBusinessPreview => ({
  profile: {
    business_id: 7,
    business_name: 'Kothari Opticians',
    owner_name: 'Raj Kothari',
    slug: 'kothari-opticians',
    business_logo: null,
    description: 'Spectacles and lenses since 1992',
    about_me: null,
    location: 'Lal Darwaja',
    location_id: 1,
    city: 'Ahmedabad',
    city_guj: 'અમદાવાદ',
    zipcode: '380001',
    service_areas: null,
    operating_hours: null,
    opening_hours: null,
    open_status: null,
    latitude: null,
    longitude: null,
    year: 1992,
    category_id: 3,
    category_name: 'Opticians',
    category_name_guj: null,
    category_slug: 'opticians',
    ratings: 0,
    number_of_reviews: 0,
    total_view: 0,
    social: { facebook: null, instagram: null, youtube: null, pinterest: null, website: null },
    gallery: [],
    services: [{ service_id: 1, service_name: 'Eye testing', service_name_guj: null }],
    products: [
      { product_id: 1, product_name: 'Reading glasses', description: null, product_price: 49_900, image_name: null },
    ],
    owner_user_id: 5,
    created_at: '2026-11-01T00:00:00.000Z',
    plan_name: null,
  },
  contact: {
    contact_name: 'Raj Kothari',
    contact_email: null,
    contact_phone: '9825011111',
    designation_name: null,
    designation_name_guj: null,
    phone: null,
    email: null,
    website_url: null,
  },
  owner: { user_id: 5, name: 'Raj Kothari', phone: '9825011111' },
  history: {
    business_id: 7,
    business_name: 'Kothari Opticians',
    is_approve: 0,
    approval_reason: null,
    events: [
      {
        event_id: 1,
        action: 'rejected',
        reason: 'The photos show another shop.',
        actor_role: 'admin',
        actor_name: 'Review Admin',
        created_at: '2026-11-20T06:30:00.000Z',
      },
      {
        event_id: 2,
        action: 'resubmitted',
        reason: null,
        actor_role: 'owner',
        actor_name: 'Raj Kothari',
        created_at: '2026-11-21T06:30:00.000Z',
      },
    ],
    ...over,
  },
});

describe('the admin’s preview of a business (decision 70)', () => {
  it('shows the profile as the public would see it, the history, and approves or rejects with a reason', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/admin/businesses/7/preview': () => ok(preview()),
      'PATCH /api/admin/businesses/7/approval': (_url, init) => {
        patches.push(JSON.parse(String(init.body)));
        return ok(null);
      },
    });
    renderRoutes([{ path: '/business-list/:id/preview', element: <BusinessPreviewPage /> }], {
      initialPath: '/business-list/7/preview',
    });
    expect(await screen.findByRole('heading', { name: 'Kothari Opticians' })).toBeVisible();
    expect(screen.getByText('Spectacles and lenses since 1992')).toBeVisible();
    expect(screen.getByText('Eye testing')).toBeVisible();
    expect(screen.getByText('Reading glasses')).toBeVisible();
    expect(screen.getByText('₹499.00')).toBeVisible();
    expect(screen.getByText('Lal Darwaja, Ahmedabad, 380001')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Review history' });
    expect(within(history).getByText('Rejected')).toBeVisible();
    expect(within(history).getByText('Reason: The photos show another shop.')).toBeVisible();
    expect(within(history).getByText('on 20 Nov 2026 by Review Admin')).toBeVisible();
    expect(within(history).getByText('Sent for review again')).toBeVisible();

    await userEvent.type(screen.getByLabelText(/Reason for rejecting/), 'Still the wrong photos');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(patches).toEqual([{ is_approve: 2, reason: 'Still the wrong photos' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ is_approve: 1 });
  }, 30_000);
});
