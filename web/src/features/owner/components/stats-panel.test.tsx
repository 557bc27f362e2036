import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSIGHT_METRICS, type TBusinessInsights, type TInsightCounts } from '@gd/contracts/schemas/insights';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { StatsPanel } from './stats-panel';

const counts = (values: Partial<TInsightCounts>): TInsightCounts => ({
  ...(Object.fromEntries(INSIGHT_METRICS.map((m) => [m, 0])) as TInsightCounts),
  ...values,
});

function insights(days: number, totals: Partial<TInsightCounts>, previous: Partial<TInsightCounts>): TBusinessInsights {
  return {
    business_id: 41,
    days,
    from: '2026-10-28',
    to: '2026-11-26',
    daily: [{ date: '2026-11-26', ...counts(totals) }],
    totals: counts(totals),
    previous: counts(previous),
    total_view: 5656,
    total_inquiry: 3,
  };
}

describe('StatsPanel insights (decision 71)', () => {
  it('shows all-time totals, each count of the period with its change, and asks again for another period', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    const fetch = mockFetch({
      'GET /api/my/businesses/41/insights?days=30': () =>
        ok(insights(30, { views: 120, calls: 5, inquiries: 2 }, { views: 100, calls: 10, inquiries: 0 })),
      'GET /api/my/businesses/41/insights?days=7': () => ok(insights(7, { views: 30 }, { views: 30 })),
    });
    renderWithRouter(<StatsPanel businessId={41} />);
    expect(await screen.findByText('5,656')).toBeInTheDocument();
    const card = (name: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(name))!;
    expect(within(card('Profile views')).getByText('20% more than the previous 30 days')).toBeInTheDocument();
    expect(within(card('Call clicks')).getByText('50% fewer than the previous 30 days')).toBeInTheDocument();
    expect(within(card('Inquiries')).getByText('None in the previous 30 days')).toBeInTheDocument();
    expect(within(card('Website clicks')).getByText('Same as the previous 30 days')).toBeInTheDocument();

    await userEvent.click(screen.getByText('7 days'));
    expect(await within(card('Profile views')).findByText('Same as the previous 7 days')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/my/businesses/41/insights?days=7');
  });
});
