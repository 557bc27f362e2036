import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNotificationList } from '@gd/contracts/schemas/notifications';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import NotificationBell from './notification-bell';

const list: TNotificationList = {
  unread: 2,
  rows: [
    {
      notification_id: 12,
      kind: 'inquiry',
      business_id: 4,
      params: {
        business_name: 'Asha Mangoes',
        from_name: 'Ravi Mehta',
        subject: 'Mango order',
        message: 'Do you deliver to Adajan?',
        mobile: '9898012345',
      },
      link: '/inquiry/4',
      read: false,
      created_at: '2026-11-01T06:30:00.000Z',
    },
    {
      notification_id: 11,
      kind: 'business_rejected',
      business_id: 4,
      params: { business_name: 'Asha Mangoes', reason: 'The phone does not answer.' },
      link: '/my-business/4',
      read: false,
      created_at: '2026-10-31T06:30:00.000Z',
    },
    {
      notification_id: 10,
      kind: 'plan_expiring',
      business_id: 4,
      params: { business_name: 'Asha Mangoes', plan_name: 'Premium Plan', end_date: '2026-11-07' },
      link: '/subscription',
      read: true,
      created_at: '2026-10-30T06:30:00.000Z',
    },
  ],
};

const bodies = (fetch: ReturnType<typeof mockFetch>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('NotificationBell (decision 69)', () => {
  it('shows the unread count, lists the notices and marks one or all read', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/my/notifications': () => ok(list),
      'POST /api/my/notifications/read': (_url, init) => ok({ unread: 'all' in JSON.parse(String(init.body)) ? 0 : 1 }),
    });
    renderWithRouter(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('New inquiry for Asha Mangoes from Ravi Mehta: Mango order')).toBeInTheDocument();
    expect(within(panel).getByText('Do you deliver to Adajan?')).toBeInTheDocument();
    expect(within(panel).getByText('Reason: The phone does not answer.')).toBeInTheDocument();
    expect(within(panel).getByText('The Premium Plan plan of Asha Mangoes ends on 07 Nov, 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919898012345',
    );
    // Unread ones say so to a screen reader.
    expect(within(panel).getAllByText(/^Unread/)).toHaveLength(2);

    fireEvent.click(within(panel).getByText('New inquiry for Asha Mangoes from Ravi Mehta: Mango order'));
    await waitFor(() => expect(bodies(fetch, 'POST /api/my/notifications/read')).toEqual([{ ids: [12] }]));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(bodies(fetch, 'POST /api/my/notifications/read')).toEqual([{ ids: [12] }, { all: true }]);
  });

  it('speaks Gujarati, and switches a kind off in the settings', async () => {
    await i18n.changeLanguage('guj');
    const fetch = mockFetch({
      'GET /api/my/notifications': () => ok({ unread: 0, rows: [] }),
      'GET /api/my/notification-settings': () =>
        ok({
          inquiry: true,
          job_application: true,
          review: true,
          approval: true,
          payment: true,
          plan_expiring: true,
          plan_expired: true,
        }),
      'PUT /api/my/notification-settings': (_url, init) =>
        ok({
          inquiry: true,
          job_application: true,
          review: true,
          approval: true,
          payment: true,
          plan_expiring: true,
          plan_expired: true,
          ...(JSON.parse(String(init.body)) as object),
        }),
    });
    renderWithRouter(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'સૂચનાઓ' }));
    expect(await screen.findByText('હજી કોઈ સૂચના નથી.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'સૂચના સેટિંગ્સ' }));
    const inquiries = await screen.findByRole('switch', { name: 'નવી પૂછપરછ' });
    expect(inquiries).toBeChecked();
    fireEvent.click(inquiries);
    await waitFor(() => expect(bodies(fetch, 'PUT /api/my/notification-settings')).toEqual([{ inquiry: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'નવી પૂછપરછ' })).not.toBeChecked());
  });
});
