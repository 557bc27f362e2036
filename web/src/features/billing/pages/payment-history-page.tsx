import { Button, Card, Container, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMyPayment } from '@gd/contracts/schemas/billing';
import { PAYMENT_STATUS } from '@gd/contracts/codes';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadInvoice } from '../api/download-invoice';
import { useMyPayments } from '../api/get-my-payments';
import { PaymentStatusBadge } from '../components/status-badges';

function InvoiceButton({ payment, size = 'xs' }: { payment: TMyPayment; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (payment.status !== PAYMENT_STATUS.SUCCESS || !payment.invoice_number) return null;
  return (
    <Button
      size={size}
      variant="light"
      loading={busy}
      aria-label={t('BILLING.DOWNLOAD_INVOICE_NAMED', { number: payment.invoice_number })}
      onClick={() => {
        setBusy(true);
        downloadInvoice(payment.payment_id)
          .catch((error: unknown) => notifyError(error))
          .finally(() => setBusy(false));
      }}
    >
      {t('BILLING.INVOICE')}
    </Button>
  );
}

/** /payment-history (spec §2): Date, Transaction ID (or N/A), Amount, Status, View (+ the GST invoice). */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const { language: lang } = useLanguage();
  const payments = useMyPayments();
  const [viewing, setViewing] = useState<TMyPayment | null>(null);
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const txn = (p: TMyPayment) => p.transaction_id ?? t('BILLING.NA');
  const view = (p: TMyPayment) => (
    <Button
      size="xs"
      variant="default"
      onClick={() => setViewing(p)}
      aria-label={t('BILLING.VIEW_PAYMENT', { id: txn(p) })}
    >
      {t('BILLING.VIEW')}
    </Button>
  );

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.PAYMENT_HISTORY') }]} />
      <Title order={1} mb="md">
        {t('TITLES.PAYMENT_HISTORY')}
      </Title>
      {payments.isError ? (
        <Text c="red.9" role="alert">
          {t('BILLING.FAILED_LOAD_PAYMENTS')}
        </Text>
      ) : payments.isPending ? (
        <Skeleton height={200} aria-busy="true" />
      ) : payments.data.length === 0 ? (
        <Text c="dimmed">{t('BILLING.NO_PAYMENTS')}</Text>
      ) : wide ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('BILLING.COL_DATE')}</Table.Th>
                <Table.Th>{t('BILLING.COL_TRANSACTION')}</Table.Th>
                <Table.Th>{t('BILLING.COL_AMOUNT')}</Table.Th>
                <Table.Th>{t('BILLING.COL_STATUS')}</Table.Th>
                <Table.Th>{t('BILLING.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.data.map((p) => (
                <Table.Tr key={p.payment_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at, 'dd-MM-yyyy')}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{txn(p)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupees(p.amount_paise, lang)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 110 }}>
                    <PaymentStatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {view(p)}
                      <InvoiceButton payment={p} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.data.map((p) => (
            <Card key={p.payment_id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between">
                <Text size="sm">{formatDate(p.created_at, 'dd-MM-yyyy')}</Text>
                <PaymentStatusBadge status={p.status} />
              </Group>
              <Text fw={700}>{formatRupees(p.amount_paise, lang)}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('BILLING.COL_TRANSACTION')}: {txn(p)}
              </Text>
              <Group gap="xs" mt="xs">
                {view(p)}
                <InvoiceButton payment={p} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={t('BILLING.PAYMENT_DETAILS')} centered>
        {viewing ? (
          <Stack gap="xs">
            <Table variant="vertical" withTableBorder layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={140}>{t('BILLING.COL_DATE')}</Table.Th>
                  <Table.Td>{formatDate(viewing.created_at, 'dd-MM-yyyy')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('BILLING.COL_TRANSACTION')}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{txn(viewing)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('BILLING.COL_AMOUNT')}</Table.Th>
                  <Table.Td>{formatRupees(viewing.amount_paise, lang)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('BILLING.COL_STATUS')}</Table.Th>
                  <Table.Td>
                    <PaymentStatusBadge status={viewing.status} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('BILLING.PLAN')}</Table.Th>
                  <Table.Td>{viewing.plan_name}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('BILLING.BUSINESS')}</Table.Th>
                  <Table.Td>{viewing.business_name ?? t('BILLING.UNNAMED')}</Table.Td>
                </Table.Tr>
                {viewing.invoice_number ? (
                  <Table.Tr>
                    <Table.Th>{t('BILLING.INVOICE_NUMBER')}</Table.Th>
                    <Table.Td>{viewing.invoice_number}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <InvoiceButton payment={viewing} size="sm" />
              <Button variant="default" onClick={() => setViewing(null)}>
                {t('ACTIONS.CLOSE')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}
