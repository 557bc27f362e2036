import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEarnings, TWeek } from '@gd/contracts/schemas/practitioner-calendar';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { PractitionerEarningsPage } from './practitioner-earnings-page';
import { mondayOf, PractitionerWeekPage } from './practitioner-week-page';

const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];
const weekOf = (start: string): TWeek => ({
  start,
  end: days[6]!,
  today: '2026-11-03',
  days: days.map((date, i) => ({
    date,
    weekday: i + 1,
    on_leave: date === '2026-11-04',
    slots: i < 6 ? ['09:00', '09:30', '10:00'] : [],
    appointments:
      date === '2026-11-02'
        ? [
            {
              appointment_id: 11,
              time: '09:30',
              patient_name: 'Kiran Desai',
              status: 2,
              booking_status: 2,
              pay_mode: 'clinic',
              appointment_type: 1,
              awaiting_payment: false,
            },
            {
              appointment_id: 12,
              time: '10:00',
              patient_name: 'Hetal Patel',
              status: 1,
              booking_status: 2,
              pay_mode: 'online',
              appointment_type: 1,
              awaiting_payment: true,
            },
          ]
        : [],
  })),
});

const earnings: TEarnings = {
  month: '2026-11',
  visits: 3,
  total_paise: 12_345_600,
  online_paise: 10_000_000,
  clinic_paise: 2_345_600,
  days: [
    { date: '2026-11-02', visits: 2, total_paise: 10_050_000, online_paise: 10_000_000, clinic_paise: 50_000 },
    { date: '2026-11-05', visits: 1, total_paise: 2_295_600, online_paise: 0, clinic_paise: 2_295_600 },
  ],
};

const renderPage = (path: string, element: React.ReactNode, initialPath: string) =>
  renderRoutes([{ path, element }], { initialPath });

describe('the practitioner’s week and earnings (decision 65)', () => {
  it('finds the Monday of any day', () => {
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-04')).toBe('2026-11-02');
  });

  it('shows each day’s appointments, free slots and leave, and moves a week at a time', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/practitioner/appointments/week': (url) =>
        ok(weekOf(new URL(url, 'http://x').searchParams.get('start')!)),
    });
    renderPage('/practitioner/week', <PractitionerWeekPage />, '/practitioner/week?start=2026-11-04');
    const monday = await screen.findByRole('region', { name: /Mon, 02 Nov 2026/ });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('start=2026-11-02'))).toBe(true);
    expect(within(monday).getByText('9:30 am · Kiran Desai')).toBeVisible();
    expect(within(monday).getByText('10:00 am · Hetal Patel')).toBeVisible();
    expect(within(monday).getByText('Awaiting payment')).toBeVisible();
    expect(within(monday).getByText('9:00 am · free')).toBeVisible();
    expect(within(monday).getByText('2 booked · 1 free')).toBeVisible();
    const wednesday = screen.getByRole('region', { name: /Wed, 04 Nov 2026/ });
    expect(within(wednesday).getByText('On leave')).toBeVisible();
    expect(within(wednesday).queryByText(/free$/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Sun, 08 Nov 2026/ })).getByText('No timings on this day'));
    expect(within(screen.getByRole('region', { name: /Tue, 03 Nov 2026/ })).getByText('Today')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('start=2026-11-09'))).toBe(true));
  });

  it('tells a non-practitioner the page is not theirs', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({ 'GET /api/practitioner/appointments/week': () => fail(403, 'Forbidden') });
    renderPage('/practitioner/week', <PractitionerWeekPage />, '/practitioner/week');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for practitioners');
  });

  it('shows the month’s earnings in rupees with Indian grouping, in English and Gujarati', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({ 'GET /api/practitioner/earnings': () => ok(earnings) });
    const view = renderPage(
      '/practitioner/earnings',
      <PractitionerEarningsPage />,
      '/practitioner/earnings?month=2026-11',
    );
    expect(await screen.findByText('₹1,23,456.00')).toBeVisible();
    expect(screen.getByText('₹1,00,000.00', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Checked-out visits').nextSibling).toHaveTextContent('3');
    const table = screen.getByRole('table', { name: 'Fees by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Thu, 5 Nov' })).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('month=2026-11'))).toBe(true);
    view.unmount();

    await i18n.changeLanguage('guj');
    try {
      renderPage('/practitioner/earnings', <PractitionerEarningsPage />, '/practitioner/earnings?month=2026-11');
      expect(await screen.findByText('₹1,23,456.00')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'કમાણી' })).toBeVisible();
      expect(screen.getByText('ઓનલાઇન ચૂકવેલ', { selector: 'p' })).toBeVisible();
      expect(screen.getByRole('rowheader', { name: 'ગુરુ, 5 નવે' })).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
