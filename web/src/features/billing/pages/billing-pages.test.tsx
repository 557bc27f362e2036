import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBusinessSubscription, TMyPayment, TSubscription } from '@gd/contracts/schemas/billing';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { PaymentHistoryPage } from './payment-history-page';
import { SubscriptionPage } from './subscription-page';

const settings = {
  site_name: 'Gujarat Business Directory',
  payment_provider_type: 'manual',
  support_phone: '9825012345',
  support_email: null,
  whatsapp_phone: null,
  facebook_url: null,
  instagram_url: null,
  youtube_url: null,
  app_download_url: null,
};

function sub(overrides: Partial<TSubscription> = {}): TSubscription {
  return {
    subscription_id: 5,
    plan_id: 2,
    plan_name: 'Standard Plan',
    price_paise: 249_900,
    start_date: '2025-11-27',
    end_date: '2026-11-26',
    is_active: 1,
    cancelled_at: null,
    state: 'expiring',
    days_left: 5,
    features: [{ en: 'Job postings', guj: 'નોકરીની જાહેરાતો' }],
    non_features: [{ en: 'Priority support', guj: null }],
    limits: { products: 50, jobs: 5, photos: 20, featured: false, inquiry_alerts: true, badge: true },
    next: null,
    ...overrides,
  };
}

const FREE = { products: 5, jobs: 0, photos: 5, featured: false, inquiry_alerts: false, badge: false };

function biz(overrides: Partial<TBusinessSubscription> = {}): TBusinessSubscription {
  return {
    business_id: 3,
    business_name: 'Kesar Sweets',
    subscription: sub(),
    limits: sub().limits,
    pending_payment: null,
    rejected_payment: null,
    ...overrides,
  };
}

function payment(overrides: Partial<TMyPayment> = {}): TMyPayment {
  return {
    payment_id: 1,
    created_at: '2026-06-29T20:00:00.000Z',
    paid_at: null,
    provider: 'manual',
    transaction_id: null,
    amount_paise: 99_900,
    status: 0,
    plan_name: 'Basic Plan',
    business_id: 3,
    business_name: 'Kesar Sweets',
    invoice_number: null,
    ...overrides,
  };
}

describe('SubscriptionPage', () => {
  it('shows expiring soon with the days left, Upgrade, and cancels after a confirm (decision 8)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let current: TBusinessSubscription[] = [biz()];
    const fetch = mockFetch({
      'GET /api/my/subscription': () => ok(current),
      'GET /api/settings/public': () => ok(settings),
      'POST /api/my/subscription/cancel': () => {
        current = [{ ...current[0]!, subscription: sub({ cancelled_at: '2026-11-21T10:00:00.000Z' }) }];
        return ok(current[0]!.subscription);
      },
    });
    renderRoutes([{ path: '*', element: <SubscriptionPage /> }]);
    const card = await screen.findByRole('region', { name: 'Kesar Sweets' });
    expect(within(card).getByText('Expiring soon · 5 days left')).toBeInTheDocument();
    expect(
      within(card).getByText('Your subscription expires in 5 days. Renew now to stay listed.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('27 Nov 2025')).toBeInTheDocument();
    expect(within(card).getByText('₹2,499.00 / year')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing?business_id=3');

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(card).findByText('Cancelled — active until 26 Nov 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const cancelCall = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/cancel') && init?.method === 'POST',
    );
    expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({ business_id: 3 });
  });

  it('offers Renew for an expired plan, and an empty state linking to the plans', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/my/subscription': () =>
        ok([biz({ subscription: sub({ state: 'expired', days_left: 0 }), limits: FREE })]),
      'GET /api/settings/public': () => ok(settings),
    });
    renderRoutes([{ path: '*', element: <SubscriptionPage /> }]);
    expect(await screen.findByRole('link', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows the empty state with a link to the plans', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/my/subscription': () => ok([biz({ subscription: null, limits: FREE })]),
      'GET /api/settings/public': () => ok(settings),
    });
    renderRoutes([{ path: '*', element: <SubscriptionPage /> }]);
    expect(await screen.findByText('You have no subscription yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('SubscriptionPage (decisions 67, 68)', () => {
  it('lists what the plan allows, the renewal bought ahead, a waiting transfer and a rejection note', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/my/subscription': () =>
        ok([
          biz({
            subscription: sub({
              state: 'active',
              days_left: 200,
              next: { plan_id: 2, plan_name: 'Standard Plan', start_date: '2026-11-27', end_date: '2027-11-26' },
            }),
            pending_payment: {
              payment_id: 9,
              plan_name: 'Premium Plan',
              amount_paise: 250_000,
              reference: 'UTR998877',
              created_at: '2026-06-01T10:00:00.000Z',
            },
          }),
          biz({
            business_id: 4,
            business_name: 'Kesar Farsan',
            subscription: null,
            limits: FREE,
            rejected_payment: {
              payment_id: 8,
              plan_name: 'Basic Plan',
              reference: 'UTR111222',
              reviewed_at: '2026-06-02T10:00:00.000Z',
              review_note: 'No such credit in our statement',
            },
          }),
        ]),
      'GET /api/settings/public': () => ok(settings),
    });
    renderRoutes([{ path: '*', element: <SubscriptionPage /> }]);
    const card = await screen.findByRole('region', { name: 'Kesar Sweets' });
    expect(within(card).getByText('Up to 50 products')).toBeInTheDocument();
    expect(within(card).getByText('Up to 5 job postings')).toBeInTheDocument();
    expect(within(card).getByTestId('next-period')).toHaveTextContent(
      'Next: Standard Plan from 27 Nov 2026 to 26 Nov 2027.',
    );
    expect(screen.getByTestId('pending-payment')).toHaveTextContent('Premium Plan · ₹2,500.00 · reference UTR998877');
    expect(screen.getByText('Note from our team: No such credit in our statement')).toBeInTheDocument();
    expect(screen.getByText(/Kesar Farsan: You have no subscription yet/)).toBeInTheDocument();
  });
});

describe('PaymentHistoryPage', () => {
  it('shows dd-mm-yyyy dates in India time, N/A without a transaction id, and any unknown status as Pending', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/my/payments': () =>
        ok([
          payment({ payment_id: 2, status: 1, transaction_id: 'pay_Abc123', invoice_number: 'INV/2026-27/0007' }),
          payment({ payment_id: 3, status: 9 }),
          payment({ payment_id: 4, status: 3, transaction_id: 'UTR1' }),
        ]),
    });
    renderRoutes([{ path: '*', element: <PaymentHistoryPage /> }]);
    // jsdom is a narrow screen: one card per payment.
    await screen.findByText(/pay_Abc123/);
    const items = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('₹'));
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('30-06-2026');
    expect(items[0]).toHaveTextContent('pay_Abc123');
    expect(items[0]).toHaveTextContent('Success');
    expect(within(items[0]!).getByRole('button', { name: 'Download invoice INV/2026-27/0007' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('N/A');
    expect(items[1]).toHaveTextContent('Pending');
    expect(within(items[1]!).queryByRole('button', { name: /Download invoice/ })).toBeNull();
    expect(items[2]).toHaveTextContent('Refunded');

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'View payment pay_Abc123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(dialog).toHaveTextContent('Basic Plan');
    expect(dialog).toHaveTextContent('₹999.00');
  });

  it("says 'No payment history found' when there is none", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({ 'GET /api/my/payments': () => ok([]) });
    renderRoutes([{ path: '*', element: <PaymentHistoryPage /> }]);
    await waitFor(() => expect(screen.getByText('No payment history found')).toBeInTheDocument());
  });
});
