import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBusinessInsights } from '@gd/contracts/schemas/insights';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import classes from './stats-chart.module.css';

/** A rounded-up axis maximum with 4 whole steps (at least 4). */
function axisMax(value: number): number {
  return Math.max(1, Math.ceil(value / 4)) * 4;
}

const ACTIONS = [
  { name: 'contact_views', key: 'INSIGHTS.CONTACT_VIEWS', color: 'blue.6' },
  { name: 'calls', key: 'INSIGHTS.CALLS', color: 'teal.7' },
  { name: 'whatsapps', key: 'INSIGHTS.WHATSAPPS', color: 'green.5' },
  { name: 'directions', key: 'INSIGHTS.DIRECTIONS', color: 'orange.6' },
  { name: 'website_clicks', key: 'INSIGHTS.WEBSITE_CLICKS', color: 'grape.6' },
  { name: 'inquiries', key: 'INSIGHTS.INQUIRIES', color: 'red.7' },
] as const;

/**
 * Decision 71: the period's profile views per day, and what visitors did per day (stacked). For screen readers
 * each chart is one image named by its summary; the numbers themselves are the cards above.
 */
export function InsightsCharts({ insights }: { insights: TBusinessInsights }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const data = insights.daily.map((d) => ({
    ...d,
    day: formatDate(d.date, 'dd MMM yyyy', language).slice(0, 6),
  }));
  const viewsMax = axisMax(Math.max(0, ...insights.daily.map((d) => d.views)));
  const actionsMax = axisMax(Math.max(0, ...insights.daily.map((d) => ACTIONS.reduce((sum, a) => sum + d[a.name], 0))));
  const { totals } = insights;
  const viewsSummary = t('INSIGHTS.CHART_VIEWS_SUMMARY', { count: totals.views, days: insights.days });
  const actionsSummary = t('INSIGHTS.CHART_ACTIONS_SUMMARY', {
    contacts: totals.contact_views,
    clicks: totals.calls + totals.whatsapps + totals.directions + totals.website_clicks,
    inquiries: totals.inquiries,
    days: insights.days,
  });
  const xAxisProps = { interval: 'preserveStartEnd' as const, minTickGap: 24 };
  const barWidth = insights.days > 30 ? 6 : 12;

  return (
    <>
      <Paper withBorder radius="md" p="md" mt="md">
        <figure className={classes.figure}>
          <figcaption>
            <Text fw={600}>{t('INSIGHTS.CHART_VIEWS')}</Text>
            <Text size="sm" c="dimmed">
              {viewsSummary}
            </Text>
          </figcaption>
          <div role="img" aria-label={viewsSummary} className={classes.plot}>
            <BarChart
              h={200}
              data={data}
              dataKey="day"
              series={[{ name: 'views', label: t('INSIGHTS.VIEWS'), color: 'blue.4' }]}
              maxBarWidth={barWidth}
              yAxisProps={{ domain: [0, viewsMax], tickCount: 5, allowDecimals: false, width: 36 }}
              xAxisProps={xAxisProps}
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
        </figure>
      </Paper>
      <Paper withBorder radius="md" p="md" mt="md">
        <figure className={classes.figure}>
          <figcaption>
            <Text fw={600}>{t('INSIGHTS.CHART_ACTIONS')}</Text>
            <Text size="sm" c="dimmed">
              {actionsSummary}
            </Text>
          </figcaption>
          <div role="img" aria-label={actionsSummary} className={classes.plot}>
            <BarChart
              h={220}
              data={data}
              dataKey="day"
              type="stacked"
              series={ACTIONS.map((a) => ({ name: a.name, label: t(a.key), color: a.color }))}
              withLegend
              legendProps={{ verticalAlign: 'top', height: 48 }}
              maxBarWidth={barWidth}
              yAxisProps={{ domain: [0, actionsMax], tickCount: 5, allowDecimals: false, width: 36 }}
              xAxisProps={xAxisProps}
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
        </figure>
      </Paper>
    </>
  );
}
