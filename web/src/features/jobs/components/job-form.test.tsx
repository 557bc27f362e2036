import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { JobForm } from './job-form';

const business = (id: number, name: string, categoryId: number): TMyBusiness => ({
  business_id: id,
  business_name: name,
  slug: name.toLowerCase(),
  business_logo: null,
  category_id: categoryId,
  category_name: null,
  category_name_guj: null,
  city: null,
  city_guj: null,
  is_approve: 1,
  approval_reason: null,
  profile_step: 7,
  completeness: 100,
  total_view: 0,
  total_inquiry: 0,
  created_at: '2026-10-01T00:00:00.000Z',
});
const businesses = [business(11, 'Patel Caterers', 15), business(12, 'Jalaram Sweets', 26)];
const categories = [
  { job_cat_id: 1, name: 'Catering & Events', name_guj: 'કેટરિંગ', business_category_id: 15 },
  { job_cat_id: 2, name: 'Sweets & Farsan Karigar', name_guj: 'મીઠાઈ', business_category_id: 26 },
  { job_cat_id: 3, name: 'Office & Admin', name_guj: 'ઓફિસ', business_category_id: null },
];

function setup(answer: () => Response) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const fetch = mockFetch({
    'GET /api/job-categories': () => ok(categories),
    'GET /api/cities': () => ok([{ op_key: 4, op_value: 'Anand', op_value_guj: 'આણંદ' }]),
    'POST /api/my/businesses/12/jobs': answer,
  });
  const onDone = vi.fn();
  renderWithRouter(<JobForm businesses={businesses} initialBusinessId={null} onDone={onDone} />);
  return { fetch, onDone };
}

describe('the add job form (spec §5, §7)', { timeout: 30_000 }, () => {
  it('fills the category from the chosen business, makes the slug from the title and sends salary in rupees', async () => {
    const { fetch } = setup(() => ok({ job_id: 5 }, 'Job created successfully!'));
    const businessSelect = await screen.findByRole('combobox', { name: /^Business/ });
    await userEvent.selectOptions(businessSelect, '12');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('2');
    await userEvent.selectOptions(businessSelect, '11');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('1');
    await userEvent.selectOptions(businessSelect, '12');
    // Only active categories come from the server; all three are offered.
    expect(screen.getAllByRole('option', { name: /Office & Admin/ })).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Farsan Karigar');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('farsan-karigar');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Make fafda.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employment type/ }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Remote type/ }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Minimum salary/ }), '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));

    expect(await screen.findByText('Job created successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/my/businesses/12/jobs');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: 'Farsan Karigar',
      slug: 'farsan-karigar',
      category_id: 2,
      employment_type: 2,
      remote_type: 1,
      salary_min: 12000,
      salary_max: null,
      currency: 'INR',
      status: '1',
    });
  });

  it('shows the spec keys for missing required fields and the server’s slug conflict', async () => {
    setup(() =>
      fail(409, 'This slug is already used by another job of this business.', {
        message_key: 'SLUG_TAKEN',
        errors: { slug: 'SLUG_TAKEN' },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Please fill all required fields correctly.')).toBeInTheDocument();
    expect(screen.getByText('Please select a business.')).toBeInTheDocument();
    expect(screen.getByText('Job title is required.')).toBeInTheDocument();
    expect(screen.getByText('Slug is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Employment type is required.')).toBeInTheDocument();
    expect(screen.getByText('Remote type is required.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Business/ }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Helper');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Help.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employment type/ }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Remote type/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() =>
      expect(screen.getAllByText('This slug is already used by another job of this business.').length).toBeGreaterThan(
        0,
      ),
    );
  });
});
