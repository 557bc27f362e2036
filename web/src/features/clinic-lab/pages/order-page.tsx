import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { isOutOfRange, LAB_STATUS, rangeText, type TLabOrder } from '@gd/contracts/schemas/clinic-lab';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadLabReport, type LabStep, useLabOrder, useLabStep } from '../api/lab';
import { FlagBadge, labErrorText, StatusBadge } from '../components/lab-bits';
import { ResultsForm } from '../components/results-form';

/**
 * /clinic/lab/orders/:id (issue 21 point 5, decision 96): one order — who and what, where it stands — and the step
 * the caller may take now, as the server says (`can`): lab staff collect the sample and enter results, a doctor
 * approves and releases or sends back with a reason, reception takes payment or cancels an unstarted order, and
 * everyone who may read it prints the released report in English or Gujarati.
 */
export function LabOrderPage(_: { me: TStaffSession }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useLabOrder(id);
  if (order.error) return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Text role="status">{t('APP.LOADING')}</Text>;
  return <OrderView order={order.data} />;
}

function when(iso: string | null, language: 'en' | 'guj') {
  return iso
    ? formatDate(iso, 'dd-MM-yyyy', language) +
        ', ' +
        new Date(iso).toLocaleTimeString(language === 'guj' ? 'gu-IN' : 'en-IN', {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        })
    : '';
}

function OrderView({ order }: { order: TLabOrder }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const step = useLabStep(order.order_id);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'return' | 'cancel' | null>(null);
  const [mode, setMode] = useState<string>('1');
  const [printing, setPrinting] = useState(false);

  const run = (s: LabStep, done: string) => {
    setFailure(null);
    step.mutate(s, {
      onSuccess: () => {
        notifySuccess(done);
        setAsking(null);
        setReason('');
      },
      onError: (err) => setFailure(labErrorText(t, err)),
    });
  };
  const print = (lang: 'en' | 'gu') => {
    setPrinting(true);
    downloadLabReport(order.order_id, lang)
      .catch((err: unknown) => notifyError(err, labErrorText(t, err)))
      .finally(() => setPrinting(false));
  };
  const released = order.status === LAB_STATUS.RELEASED;
  const showResults = order.can.see_results && !order.can.enter && order.items.some((i) => i.value !== null);
  const busy = step.isPending;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h3">
            {pick(order.patient_name, order.patient_name_guj)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('LAB.CASE_NO')} {order.case_no} ·{' '}
            {t('LAB.AGE_SEX', { age: order.patient_age, sex: t(`LAB.SEX.${order.patient_sex}`) })}
          </Text>
        </div>
        <StatusBadge status={order.status} />
      </Group>
      <Card withBorder padding="sm">
        <Stack gap={4}>
          <Text size="sm">
            {t('LAB.ORDER_NO', { n: order.order_id })} · {t('LAB.ORDERED_BY', { name: order.doctor_name })} ·{' '}
            {when(order.ordered_at, language)}
          </Text>
          {order.note ? (
            <Text size="sm">
              {t('LAB.NOTE')}: {order.note}
            </Text>
          ) : null}
          {order.collected_at ? (
            <Text size="sm">
              {t('LAB.COLLECTED_AT', { when: when(order.collected_at, language), name: order.collected_by_name ?? '' })}
            </Text>
          ) : null}
          {order.approved_at ? (
            <Text size="sm">
              {t('LAB.APPROVED_AT', { when: when(order.approved_at, language), name: order.approved_by_name ?? '' })}
            </Text>
          ) : null}
          <Text size="sm">
            {formatRupees(order.total_paise, language)} ·{' '}
            {order.paid ? t('LAB.PAID_RECEIPT', { receipt: order.receipt_no ?? '' }) : t('LAB.UNPAID')}
          </Text>
          <Anchor component={Link} to={paths.clinicLab.href()} size="sm">
            {t('LAB.BACK_TO_WORKLIST')}
          </Anchor>
        </Stack>
      </Card>

      {order.status === LAB_STATUS.ENTERED && order.return_reason ? (
        <Alert color="orange" title={t('LAB.RETURNED')}>
          {order.return_reason}
        </Alert>
      ) : null}
      {order.status === LAB_STATUS.CANCELLED ? (
        <Alert color="gray">{t('LAB.CANCELLED_NOTE', { reason: order.cancel_reason ?? '' })}</Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}

      {order.can.collect ? (
        <Button onClick={() => run({ kind: 'collect', version: order.version }, t('LAB.COLLECTED'))} loading={busy}>
          {t('LAB.COLLECT')}
        </Button>
      ) : null}

      <Card withBorder padding="sm" component="section" aria-labelledby="lab-tests-heading">
        <Title order={2} size="h4" id="lab-tests-heading" mb="xs">
          {t('LAB.RESULTS.TITLE')}
        </Title>
        {order.can.enter ? (
          <ResultsForm order={order} />
        ) : showResults ? (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing={4} data-testid="result-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('LAB.TEST')}</Table.Th>
                  <Table.Th>{t('LAB.RESULT')}</Table.Th>
                  <Table.Th>{t('LAB.RANGE')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((i) => (
                  <Table.Tr key={i.item_id} data-code={i.code}>
                    <Table.Td>{pick(i.name, i.name_guj)}</Table.Td>
                    <Table.Td fw={isOutOfRange(i.flag) ? 700 : undefined}>
                      {i.value ?? '—'} {i.unit ?? ''} <FlagBadge flag={i.flag} />
                      {i.remark ? <Text size="xs">{i.remark}</Text> : null}
                    </Table.Td>
                    <Table.Td>{rangeText(i.range)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
            {order.items.map((i) => (
              <li key={i.item_id}>
                <Text size="sm">
                  {pick(i.name, i.name_guj)} · {t(`LAB.SAMPLE.${i.sample_type}`)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>

      {order.can.approve ? (
        <Card withBorder padding="sm" component="section" aria-label={t('LAB.APPROVAL')}>
          {asking === 'return' ? (
            <Stack gap="xs">
              <Textarea
                label={t('LAB.RETURN_REASON')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                maxLength={300}
                required
              />
              <Group gap="xs">
                <Button
                  color="#9c3d00"
                  loading={busy}
                  onClick={() => run({ kind: 'return', version: order.version, reason }, t('LAB.SENT_BACK'))}
                >
                  {t('LAB.SEND_BACK')}
                </Button>
                <Button variant="default" onClick={() => setAsking(null)}>
                  {t('LAB.CANCEL')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="xs">
              <Button
                color="teal.9"
                loading={busy}
                onClick={() => run({ kind: 'approve', version: order.version }, t('LAB.RELEASED_DONE'))}
              >
                {t('LAB.APPROVE')}
              </Button>
              <Button variant="default" onClick={() => setAsking('return')}>
                {t('LAB.SEND_BACK')}
              </Button>
            </Group>
          )}
        </Card>
      ) : null}

      {order.can.pay ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('LAB.PAYMENT_MODE')}
            data={[1, 2, 3].map((m) => ({ value: String(m), label: t(`LAB.PAY.${m}`) }))}
            value={mode}
            onChange={(v) => v && setMode(v)}
            allowDeselect={false}
          />
          <Button
            loading={busy}
            onClick={() => run({ kind: 'pay', payment_mode: Number(mode) }, t('LAB.PAYMENT_DONE'))}
          >
            {t('LAB.TAKE_PAYMENT', { amount: formatRupees(order.total_paise, language) })}
          </Button>
        </Group>
      ) : null}

      {order.can.cancel ? (
        asking === 'cancel' ? (
          <Stack gap="xs">
            <Textarea
              label={t('LAB.CANCEL_REASON')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={300}
            />
            <Group gap="xs">
              <Button
                color="red.9"
                loading={busy}
                onClick={() =>
                  run({ kind: 'cancel', version: order.version, reason: reason || null }, t('LAB.CANCELLED_DONE'))
                }
              >
                {t('LAB.CANCEL_ORDER')}
              </Button>
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('LAB.CANCEL')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button variant="default" color="red.9" onClick={() => setAsking('cancel')}>
            {t('LAB.CANCEL_ORDER')}
          </Button>
        )
      ) : null}

      {released ? (
        <Group gap="xs">
          <Badge color="teal.9">{t('LAB.STATUS.5')}</Badge>
          <Button variant="light" loading={printing} onClick={() => print('en')}>
            {t('LAB.PDF_EN')}
          </Button>
          <Button variant="light" loading={printing} onClick={() => print('gu')}>
            {t('LAB.PDF_GU')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
