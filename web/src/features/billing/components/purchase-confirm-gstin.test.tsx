import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TQuote } from '@gd/contracts/schemas/billing';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { PurchaseConfirm } from './purchase-confirm';

const quote: TQuote = {
  kind: 'new',
  plan_id: 1,
  plan_name: 'Basic Plan',
  plan_name_guj: null,
  price_paise: 99_900,
  credit_paise: 0,
  amount_paise: 99_900,
  start_date: '2026-11-21',
  end_date: '2027-11-20',
  current_plan_name: null,
  current_end_date: null,
  credited_days: 0,
};

describe('the online checkout’s GSTIN (decision 70)', () => {
  it('refuses a GSTIN with a wrong check character before paying, and passes a valid one on', async () => {
    mockFetch({ 'GET /api/my/subscription/quote': () => ok(quote) });
    const onConfirm = vi.fn();
    renderWithRouter(
      <PurchaseConfirm purchase={{ planId: 1, businessId: 2 }} onClose={() => {}} onConfirm={onConfirm} askGstin />,
    );
    const field = await screen.findByLabelText('Your GSTIN (optional)');
    const pay = await screen.findByRole('button', { name: 'Continue to pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.type(field, '24AAHCG2026R1Z5');
    await userEvent.click(pay);
    expect(
      await screen.findByText('This GSTIN’s last character does not match the rest. Please check it for a typo.'),
    ).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '24aahcg2026r1ze');
    await userEvent.click(pay);
    expect(onConfirm).toHaveBeenCalledWith(quote, '24AAHCG2026R1ZE');
  }, 30_000);

  it('pays without a GSTIN when none is given', async () => {
    mockFetch({ 'GET /api/my/subscription/quote': () => ok(quote) });
    const onConfirm = vi.fn();
    renderWithRouter(
      <PurchaseConfirm purchase={{ planId: 1, businessId: 2 }} onClose={() => {}} onConfirm={onConfirm} askGstin />,
    );
    const pay = await screen.findByRole('button', { name: 'Continue to pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(onConfirm).toHaveBeenCalledWith(quote, null);
  }, 30_000);
});
