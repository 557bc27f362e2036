import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBusinessStats } from '@gd/contracts/schemas/owner';
import { formatDate, type FormatLanguage } from '../../../lib/format';
import classes from './stats-chart.module.css';

const W = 300;
const H = 100;

/** A rounded-up axis maximum with 4 whole steps (at least 4). */
function axisMax(value: number): number {
  return Math.max(1, Math.ceil(value / 4)) * 4;
}

/**
 * Daily views (bars) and inquiries (line) of the last 30 days, in plain SVG (no chart library). The plot stretches
 * to its box; the axis labels are HTML so they keep their size on a phone and on a desktop.
 */
export function StatsChart({ daily }: { daily: TBusinessStats['daily'] }) {
  const { t, i18n } = useTranslation();
  const language: FormatLanguage = i18n.resolvedLanguage === 'guj' ? 'guj' : 'en';
  const max = axisMax(Math.max(0, ...daily.map((d) => Math.max(d.views, d.inquiries))));
  const slot = W / Math.max(daily.length, 1);
  const y = (v: number) => H - (v / max) * H;
  const x = (i: number) => slot * i + slot / 2;
  const line = daily.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(2)},${y(d.inquiries).toFixed(2)}`).join(' ');
  const totals = daily.reduce((acc, d) => ({ views: acc.views + d.views, inquiries: acc.inquiries + d.inquiries }), {
    views: 0,
    inquiries: 0,
  });
  const day = (date: string) => formatDate(date, 'dd MMM yyyy', language);
  const ticks = [max, (max * 3) / 4, max / 2, max / 4, 0];
  const labelled = daily.length > 0 ? [0, Math.floor((daily.length - 1) / 2), daily.length - 1] : [];

  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text fw={600}>{t('OWNER.CHART_TITLE')}</Text>
        <Text size="sm" c="dimmed">
          {t('OWNER.CHART_SUMMARY', totals)}
        </Text>
      </figcaption>
      <Group gap="md" mt="xs" aria-hidden="true">
        <Group gap={6}>
          <span className={classes.keyBar} />
          <Text size="xs">{t('OWNER.VIEWS')}</Text>
        </Group>
        <Group gap={6}>
          <span className={classes.keyLine} />
          <Text size="xs">{t('OWNER.INQUIRIES')}</Text>
        </Group>
      </Group>
      <div className={classes.plot}>
        <div className={classes.yAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </div>
        <div className={classes.area}>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className={classes.svg}
            role="img"
            aria-label={t('OWNER.CHART_SUMMARY', totals)}
          >
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={W} y1={y(tick)} y2={y(tick)} className={classes.grid} />
            ))}
            {daily.map((d, i) => (
              <rect
                key={d.date}
                x={x(i) - slot * 0.35}
                y={y(d.views)}
                width={slot * 0.7}
                height={H - y(d.views)}
                className={classes.bar}
              >
                <title>{`${day(d.date)}: ${d.views} ${t('OWNER.VIEWS')}, ${d.inquiries} ${t('OWNER.INQUIRIES')}`}</title>
              </rect>
            ))}
            {daily.length > 1 ? <path d={line} className={classes.line} /> : null}
          </svg>
          <div className={classes.xAxis} aria-hidden="true">
            {labelled.map((i) => (
              <span key={i}>{day(daily[i]!.date).slice(0, 6)}</span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
