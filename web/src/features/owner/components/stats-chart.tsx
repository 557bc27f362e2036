import '@mantine/charts/styles.layer.css';
import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBusinessStats } from '@gd/contracts/schemas/owner';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import classes from './stats-chart.module.css';

/** A rounded-up axis maximum with 4 whole steps (at least 4). */
function axisMax(value: number): number {
  return Math.max(1, Math.ceil(value / 4)) * 4;
}

/**
 * Daily views (bars) and inquiries (line) of the last 30 days (@mantine/charts). For screen readers the chart is
 * one image named by its summary (the totals).
 */
export function StatsChart({ daily }: { daily: TBusinessStats['daily'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const max = axisMax(Math.max(0, ...daily.map((d) => Math.max(d.views, d.inquiries))));
  const totals = daily.reduce((acc, d) => ({ views: acc.views + d.views, inquiries: acc.inquiries + d.inquiries }), {
    views: 0,
    inquiries: 0,
  });
  const data = daily.map((d) => ({
    day: formatDate(d.date, 'dd MMM yyyy', language).slice(0, 6),
    views: d.views,
    inquiries: d.inquiries,
  }));
  const summary = t('OWNER.CHART_SUMMARY', totals);

  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text fw={600}>{t('OWNER.CHART_TITLE')}</Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </figcaption>
      <div role="img" aria-label={summary} className={classes.plot}>
        <CompositeChart
          h={200}
          data={data}
          dataKey="day"
          series={[
            { name: 'views', label: t('OWNER.VIEWS'), color: 'blue.4', type: 'bar' },
            { name: 'inquiries', label: t('OWNER.INQUIRIES'), color: 'orange.7', type: 'line' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 32 }}
          curveType="linear"
          withDots={false}
          strokeWidth={2.5}
          maxBarWidth={12}
          yAxisProps={{ domain: [0, max], tickCount: 5, allowDecimals: false, width: 32 }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          composedChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </figure>
  );
}
