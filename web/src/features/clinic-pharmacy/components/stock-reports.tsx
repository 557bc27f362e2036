import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHARMACY_LIMITS } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadStockCsv, useExpiring, useReorder, useStock } from '../api/pharmacy';

type Report = 'stock' | 'expiring' | 'reorder';
import { TONE } from './tone';

const day = (d: string) => `${d}T12:00:00+05:30`;

/** The three stock reports (decision 95) on screen, and as CSV for the counter and the administrator. */
export function StockReports({ csv }: { csv: boolean }) {
  const { t } = useTranslation();
  const [report, setReport] = useState<Report>('stock');
  const days = PHARMACY_LIMITS.EXPIRY_DAYS_DEFAULT;
  // Three long labels do not fit side by side on a phone: one under another there.
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        value={report}
        onChange={(v) => setReport(v as Report)}
        aria-label={t('PHARMACY.REPORT.LABEL')}
        data={[
          { value: 'stock', label: t('PHARMACY.REPORT.STOCK') },
          { value: 'expiring', label: t('PHARMACY.REPORT.EXPIRING', { days }) },
          { value: 'reorder', label: t('PHARMACY.REPORT.REORDER') },
        ]}
      />
      {csv ? (
        <Button
          variant="default"
          onClick={() => void downloadStockCsv(report, days).catch((e: unknown) => notifyError(e))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('PHARMACY.REPORT.CSV')}
        </Button>
      ) : null}
      {report === 'stock' ? <OnHand /> : report === 'expiring' ? <Expiring days={days} /> : <Reorder />}
    </Stack>
  );
}

function OnHand() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const stock = useStock();
  if (stock.error) return <QueryError error={stock.error} onRetry={() => void stock.refetch()} />;
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('PHARMACY.REPORT.STOCK')}
    >
      {(stock.data?.items ?? []).map((i) => (
        <Card key={i.item_id} component="li" withBorder padding="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{pick(i.name, i.name_guj)}</Text>
            <Group gap={6}>
              {i.on_hand < i.reorder_level ? <Badge style={TONE.warn}>{t('PHARMACY.REPORT.LOW')}</Badge> : null}
              <Text fw={700}>
                {i.on_hand} {i.unit}
              </Text>
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            HSN {i.hsn_code} · GST {i.gst_rate_bp / 100}% · {t('PHARMACY.ITEMS.REORDER')}: {i.reorder_level}
          </Text>
          {i.batches.map((b) => (
            <Text key={b.batch_id} size="sm" c={b.expired ? 'red.9' : undefined}>
              {b.batch_no} ·{' '}
              {t('PHARMACY.REPORT.EXPIRES', { date: formatDate(day(b.expiry_date), 'dd MMM yyyy', language) })} ·{' '}
              {b.quantity} · {formatRupees(b.mrp, language)}
              {b.expired ? ` · ${t('PHARMACY.REPORT.EXPIRED')}` : ''}
            </Text>
          ))}
        </Card>
      ))}
    </Stack>
  );
}

function Expiring({ days }: { days: number }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const expiring = useExpiring(days, true);
  if (expiring.error) return <QueryError error={expiring.error} onRetry={() => void expiring.refetch()} />;
  if (expiring.data && expiring.data.rows.length === 0)
    return <Alert color="gray">{t('PHARMACY.REPORT.NONE_EXPIRING')}</Alert>;
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('PHARMACY.REPORT.EXPIRING', { days })}
    >
      {(expiring.data?.rows ?? []).map((b) => (
        <Card key={b.batch_id} component="li" withBorder padding="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{pick(b.name, b.name_guj)}</Text>
            <Badge style={b.expired ? TONE.danger : b.days_left <= 30 ? TONE.warn : TONE.wait}>
              {b.expired ? t('PHARMACY.REPORT.EXPIRED') : t('PHARMACY.REPORT.DAYS_LEFT', { count: b.days_left })}
            </Badge>
          </Group>
          <Text size="sm">
            {b.batch_no} · {formatDate(day(b.expiry_date), 'dd MMM yyyy', language)} · {b.quantity} {b.unit} ·{' '}
            {formatRupees(b.mrp, language)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function Reorder() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const reorder = useReorder(true);
  if (reorder.error) return <QueryError error={reorder.error} onRetry={() => void reorder.refetch()} />;
  if (reorder.data && reorder.data.rows.length === 0)
    return <Alert color="gray">{t('PHARMACY.REPORT.NONE_LOW')}</Alert>;
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('PHARMACY.REPORT.REORDER')}
    >
      {(reorder.data?.rows ?? []).map((r) => (
        <Card key={r.item_id} component="li" withBorder padding="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{pick(r.name, r.name_guj)}</Text>
            <Text fw={700} c="red.9">
              {t('PHARMACY.REPORT.SHORT_BY', { count: r.shortfall, unit: r.unit })}
            </Text>
          </Group>
          <Text size="sm">
            {t('PHARMACY.REPORT.ON_HAND')}: {r.on_hand} · {t('PHARMACY.ITEMS.REORDER')}: {r.reorder_level}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
