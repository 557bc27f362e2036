import { Alert, Anchor, Button, Card, Chip, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { LAB_STATUS, type TLabOrderRow } from '@gd/contracts/schemas/clinic-lab';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useLabOrders } from '../api/lab';
import { StatusBadge } from '../components/lab-bits';

const FLOW = [
  LAB_STATUS.ORDERED,
  LAB_STATUS.COLLECTED,
  LAB_STATUS.ENTERED,
  LAB_STATUS.AWAITING,
  LAB_STATUS.RELEASED,
  LAB_STATUS.CANCELLED,
];

/** One order on a list: patient, case number, tests, status, flags, payment; the whole card opens it. */
export function OrderCard({ row }: { row: TLabOrderRow }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  return (
    <Card component="li" withBorder padding="xs" data-testid="lab-order" data-order={row.order_id}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.clinicLabOrder.href({ id: row.order_id })} fw={600}>
            {pick(row.patient_name, row.patient_name_guj)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('LAB.CASE_NO')} {row.case_no} · {t('LAB.ORDER_NO', { n: row.order_id })} ·{' '}
            {formatDate(`${row.order_date}T12:00:00+05:30`, 'dd-MM-yyyy', language)} · {row.doctor_name}
          </Text>
          <Text size="sm">{row.tests.map((x) => pick(x.name, x.name_guj)).join(', ')}</Text>
        </div>
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          {row.flagged > 0 ? (
            <Text size="sm" c="red.9" fw={700} data-testid="flagged">
              {t('LAB.FLAGGED_COUNT', { count: row.flagged })}
            </Text>
          ) : null}
          <Text size="sm">
            {formatRupees(row.total_paise, language)} · {row.paid ? t('LAB.PAID') : t('LAB.UNPAID')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function OrderList({ rows }: { rows: TLabOrderRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Alert color="gray">{t('LAB.WORKLIST.EMPTY')}</Alert>;
  return (
    <Stack
      gap={6}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('LAB.WORKLIST.LIST')}
    >
      {rows.map((row) => (
        <OrderCard key={row.order_id} row={row} />
      ))}
    </Stack>
  );
}

/**
 * /clinic/lab (issue 21 point 5, decision 96): the lab's worklist — a day's orders (today unless chosen, kept in the
 * address) filtered by where they are: ordered → sample collected → results entered → awaiting approval → released
 * (and cancelled), with the count of each. Lab staff, reception and doctors read it; read again every minute.
 */
export function LabWorklistPage(_: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const today = indiaDate(new Date());
  const asked = params.get('date') ?? today;
  const date = isCalendarDate(asked) ? asked : today;
  const status = Number(params.get('status') ?? 0) || undefined;
  const list = useLabOrders({ date, status });
  const counts = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const move = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('LAB.WORKLIST.TITLE')}
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button
          variant="default"
          onClick={() => move({ date: addDays(date, -1) })}
          aria-label={t('LAB.WORKLIST.PREV_DAY')}
        >
          ‹
        </Button>
        <TextInput
          type="date"
          label={t('LAB.WORKLIST.DATE')}
          value={date}
          onChange={(e) => isCalendarDate(e.currentTarget.value) && move({ date: e.currentTarget.value })}
        />
        <Button
          variant="default"
          onClick={() => move({ date: addDays(date, 1) })}
          aria-label={t('LAB.WORKLIST.NEXT_DAY')}
        >
          ›
        </Button>
        {date !== today ? (
          <Button variant="light" onClick={() => move({ date: null })}>
            {t('LAB.WORKLIST.TODAY')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {formatDate(`${date}T12:00:00+05:30`, 'dd MMM yyyy', language)}
      </Text>
      <Chip.Group value={String(status ?? 0)} onChange={(v) => move({ status: v === '0' ? null : String(v) })}>
        <Group gap={6} wrap="wrap" role="radiogroup" aria-label={t('LAB.WORKLIST.STATUS')}>
          <Chip value="0" type="radio">
            {t('LAB.WORKLIST.ALL')} ({total})
          </Chip>
          {FLOW.map((s) => (
            <Chip key={s} value={String(s)} type="radio">
              {t(`LAB.STATUS.${s}`)} ({counts[String(s)] ?? 0})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <OrderList rows={list.data.rows} /> : null}
    </Stack>
  );
}

/**
 * /clinic/lab/approvals: the reports waiting for a doctor's approval, every day's, oldest concern first — the
 * doctor's own orders, or everyone's.
 */
export function LabApprovalsPage(_: { me: TStaffSession }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mine = params.get('mine') === '1';
  const list = useLabOrders({ status: LAB_STATUS.AWAITING, mine });
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('LAB.APPROVALS.TITLE')}
      </Title>
      <Switch
        label={t('LAB.APPROVALS.MINE')}
        checked={mine}
        onChange={(e) => setParams(e.currentTarget.checked ? { mine: '1' } : {}, { replace: true })}
      />
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <OrderList rows={[...list.data.rows].reverse()} /> : null}
    </Stack>
  );
}
