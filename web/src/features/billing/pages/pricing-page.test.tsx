import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBusinessSubscription, TPlan, TQuote } from '@gd/contracts/schemas/billing';
import { LoginModalProvider } from '../../../app/login-modal-provider';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { PricingPage } from './pricing-page';

const FREE = { products: 5, jobs: 0, photos: 5, featured: false, inquiry_alerts: false, badge: false };
const plan = (overrides: Partial<TPlan>): TPlan => ({
  plan_id: 3,
  name: 'Premium Plan',
  name_guj: 'પ્રીમિયમ પ્લાન',
  price_paise: 499_900,
  duration_months: 12,
  features: [{ en: 'Priority support', guj: null }],
  non_features: [],
  sort_order: 3,
  is_active: 1,
  limits: { products: null, jobs: null, photos: 20, featured: true, inquiry_alerts: true, badge: true },
  ...overrides,
});
const settings = {
  site_name: 'Gujarat Business Directory',
  payment_provider_type: 'manual',
  support_phone: null,
  support_email: null,
  whatsapp_phone: null,
  facebook_url: null,
  instagram_url: null,
  youtube_url: null,
  app_download_url: null,
};
const mine: TBusinessSubscription[] = [
  {
    business_id: 3,
    business_name: 'Kesar Sweets',
    subscription: null,
    limits: FREE,
    pending_payment: null,
    rejected_payment: null,
  },
];
const upgrade: TQuote = {
  kind: 'upgrade',
  plan_id: 3,
  plan_name: 'Premium Plan',
  plan_name_guj: 'પ્રીમિયમ પ્લાન',
  price_paise: 499_900,
  credit_paise: 50_362,
  amount_paise: 449_538,
  start_date: '2027-05-01',
  end_date: '2028-04-30',
  current_plan_name: 'Basic Plan',
  current_end_date: '2027-10-31',
  credited_days: 184,
};

describe('PricingPage (decisions 67, 68)', () => {
  it('lists each plan’s coded features, and shows the new end date and the amount before paying', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/plans': () =>
        ok([
          plan({
            plan_id: 1,
            name: 'Basic Plan',
            name_guj: null,
            price_paise: 99_900,
            limits: { ...FREE, products: 10 },
          }),
          plan({}),
        ]),
      'GET /api/settings/public': () => ok(settings),
      'GET /api/my/subscription': () => ok(mine),
      'GET /api/my/subscription/quote?plan_id=3&business_id=3': () => ok(upgrade),
    });
    renderRoutes(
      [
        {
          path: '/pricing',
          element: (
            <LoginModalProvider>
              <PricingPage />
            </LoginModalProvider>
          ),
        },
        { path: '/bank-details', element: <p>Bank details page</p> },
      ],
      { initialPath: '/pricing' },
    );
    const premium = await screen.findByRole('listitem', { name: 'Premium Plan' });
    expect(within(premium).getByText('Unlimited products')).toBeInTheDocument();
    expect(within(premium).getByText(/Featured on the home, city and category pages/)).toBeInTheDocument();
    const basic = screen.getByRole('listitem', { name: 'Basic Plan' });
    expect(within(basic).getByText('Up to 10 products')).toBeInTheDocument();
    expect(within(basic).getByText('Job postings')).toBeInTheDocument(); // with a cross

    await userEvent.click(within(premium).getByRole('button', { name: /Premium Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your plan' });
    expect(
      await within(dialog).findByText(
        'Upgrade: Premium Plan starts today. The unused days of your Basic Plan are credited.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('quote-end-date')).toHaveTextContent('30 Apr 2028');
    expect(within(dialog).getByTestId('quote-amount')).toHaveTextContent('₹4,495.38');
    expect(within(dialog).getByText('Credit for 184 unused days')).toBeInTheDocument();
    // Nothing is paid until the owner continues.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/payments'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to pay' }));
    expect(await screen.findByText('Bank details page')).toBeInTheDocument();
  });

  it('shows why a purchase cannot be made while a transfer waits', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/plans': () => ok([plan({})]),
      'GET /api/settings/public': () => ok(settings),
      'GET /api/my/subscription': () => ok(mine),
      'GET /api/my/subscription/quote?plan_id=3&business_id=3': () =>
        new Response(
          JSON.stringify({
            is_error: true,
            message: 'A bank transfer for this business is waiting for confirmation.',
            message_key: 'PAYMENT_PENDING',
            errors: { business_id: 'PAYMENT_PENDING' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <LoginModalProvider>
              <PricingPage />
            </LoginModalProvider>
          ),
        },
      ],
      { initialPath: '/pricing' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Premium Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your plan' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/waiting for confirmation/);
    expect(within(dialog).getByRole('button', { name: 'Continue to pay' })).toBeDisabled();
  });
});
