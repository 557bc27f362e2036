import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { BusinessPicker } from './business-picker';

const business = (business_id: number, business_name: string, is_approve: number): TMyBusiness => ({
  business_id,
  business_name,
  slug: 'x',
  business_logo: null,
  category_id: 6,
  category_name: 'Textiles',
  category_name_guj: null,
  city: 'Surat',
  city_guj: null,
  is_approve,
  approval_reason: null,
  profile_step: 7,
  completeness: 100,
  total_view: 0,
  total_inquiry: 0,
  created_at: '2026-11-01T00:00:00.000Z',
});

describe('the owner’s business picker', () => {
  it('opens on the first business the public sees, not on one waiting for review', async () => {
    mockFetch({
      'GET /api/my/businesses': () =>
        ok([business(3, 'Shree Umiya Textiles', 0), business(1, 'Jalaram Sweets', 1), business(2, 'Patel', 1)]),
    });
    renderWithRouter(
      <BusinessPicker businessId={null} onPick={vi.fn()}>
        {(id) => <p>chosen {id}</p>}
      </BusinessPicker>,
    );
    expect(await screen.findByText('chosen 1')).toBeInTheDocument();
  });

  it('opens on the first business when none is public yet', async () => {
    mockFetch({ 'GET /api/my/businesses': () => ok([business(3, 'Umiya', 0), business(4, 'New', 2)]) });
    renderWithRouter(
      <BusinessPicker businessId={null} onPick={vi.fn()}>
        {(id) => <p>chosen {id}</p>}
      </BusinessPicker>,
    );
    expect(await screen.findByText('chosen 3')).toBeInTheDocument();
  });
});
