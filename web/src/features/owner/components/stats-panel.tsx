import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSIGHT_METRICS,
  INSIGHT_PERIODS,
  type TInsightMetric,
  type TInsightPeriod,
} from '@gd/contracts/schemas/insights';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useInsights } from '../api/get-insights';
import { periodChange } from './insights-change';

// The charts (recharts) load with the first dashboard that shows them, after the numbers.
const InsightsCharts = lazy(async () => ({ default: (await import('./insights-charts')).InsightsCharts }));

/** i18n keys of the metrics (decision 71). */
export const METRIC_KEYS: Record<TInsightMetric, string> = {
  views: 'INSIGHTS.VIEWS',
  contact_views: 'INSIGHTS.CONTACT_VIEWS',
  calls: 'INSIGHTS.CALLS',
  whatsapps: 'INSIGHTS.WHATSAPPS',
  directions: 'INSIGHTS.DIRECTIONS',
  website_clicks: 'INSIGHTS.WEBSITE_CLICKS',
  inquiries: 'INSIGHTS.INQUIRIES',
};

function ChangeText({ current, previous, days }: { current: number; previous: number; days: number }) {
  const { t } = useTranslation();
  const change = periodChange(current, previous);
  const [arrow, color, text] =
    change.kind === 'up'
      ? ['▲', 'teal.9', t('INSIGHTS.CHANGE_UP', { percent: change.percent, days })]
      : change.kind === 'down'
        ? ['▼', 'red.9', t('INSIGHTS.CHANGE_DOWN', { percent: change.percent, days })]
        : change.kind === 'new'
          ? ['▲', 'teal.9', t('INSIGHTS.CHANGE_NEW', { days })]
          : ['', 'dimmed', t('INSIGHTS.CHANGE_SAME', { days })];
  return (
    <Text size="xs" c={color}>
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {text}
    </Text>
  );
}

/**
 * The owner's dashboard numbers (decision 71): Total View and Total Inquiry of all time (spec §2), then for the
 * last 7, 30 or 90 days each count with its change against the days before, and the daily charts.
 */
export function StatsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const { locale, language } = useLanguage();
  const [days, setDays] = useState<TInsightPeriod>(30);
  const insights = useInsights(businessId, days);
  const number = new Intl.NumberFormat(locale);
  if (insights.isError) return <QueryError error={insights.error} onRetry={() => void insights.refetch()} />;
  if (insights.isPending)
    return (
      <Stack aria-busy="true">
        <SimpleGrid cols={2}>
          <Skeleton height={88} />
          <Skeleton height={88} />
        </SimpleGrid>
        <Skeleton height={220} />
      </Stack>
    );
  const data = insights.data;
  const totals = [
    ['OWNER.TOTAL_VIEW', data.total_view],
    ['OWNER.TOTAL_INQUIRY', data.total_inquiry],
  ] as const;
  const range = t('INSIGHTS.RANGE', {
    from: formatDate(data.from, 'dd MMM yyyy', language),
    to: formatDate(data.to, 'dd MMM yyyy', language),
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        {totals.map(([key, value]) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t(key)}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {number.format(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <section aria-labelledby={`insights-${businessId}`} aria-busy={insights.isPlaceholderData}>
        <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
          <div>
            <Title order={2} size="h4" id={`insights-${businessId}`}>
              {t('INSIGHTS.TITLE')}
            </Title>
            <Text size="sm" c="dimmed">
              {range}
            </Text>
          </div>
          <SegmentedControl
            aria-label={t('INSIGHTS.PERIOD')}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as TInsightPeriod)}
            data={INSIGHT_PERIODS.map((d) => ({ value: String(d), label: t('INSIGHTS.DAYS', { count: d }) }))}
          />
        </Group>
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {INSIGHT_METRICS.map((metric) => (
            <Paper key={metric} component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
              <Text size="sm" c="dimmed">
                {t(METRIC_KEYS[metric])}
              </Text>
              <Text fz={22} fw={700} lh={1.3}>
                {number.format(data.totals[metric])}
              </Text>
              <ChangeText current={data.totals[metric]} previous={data.previous[metric]} days={data.days} />
            </Paper>
          ))}
        </SimpleGrid>
        <Suspense fallback={<Skeleton height={440} mt="md" />}>
          <InsightsCharts insights={data} />
        </Suspense>
      </section>
    </Stack>
  );
}
