import {
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS, paymentStatuses } from '@gd/contracts/codes';
import type { TAdminPayment } from '@gd/contracts/schemas/billing';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminPayments, useReviewPayment } from '../api/admin-billing';
import { downloadInvoice } from '../api/download-invoice';
import { PaymentStatusBadge } from '../components/status-badges';

const PAGE = 20;

/** /admin-payments (admin): every payment; pending bank transfers are confirmed (subscription starts) or rejected. */
export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>(String(PAYMENT_STATUS.PENDING));
  const [page, setPage] = useState(1);
  const payments = useAdminPayments({
    status: status === 'all' ? null : Number(status),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  const review = useReviewPayment();
  const [reviewing, setReviewing] = useState<{ payment: TAdminPayment; action: 'confirm' | 'reject' } | null>(null);
  const [note, setNote] = useState('');

  const statusOptions = [
    { value: 'all', label: t('BILLING.ALL_PAYMENTS') },
    ...paymentStatuses.entries.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
  ];

  return (
    <Stack>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('BILLING.ADMIN_PAYMENTS')}
      </Title>
      <Select
        label={t('BILLING.FILTER_STATUS')}
        data={statusOptions}
        value={status}
        onChange={(v) => {
          setStatus(v ?? 'all');
          setPage(1);
        }}
        allowDeselect={false}
        maw={260}
      />
      {payments.isError ? (
        <QueryError error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.isPending ? (
        <Skeleton height={200} aria-busy="true" />
      ) : payments.data.rows.length === 0 ? (
        <Text c="dimmed">{t('BILLING.NO_PAYMENTS')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('BILLING.COL_DATE')}</Table.Th>
                <Table.Th>{t('BILLING.PAYER')}</Table.Th>
                <Table.Th>{t('BILLING.BUSINESS')}</Table.Th>
                <Table.Th>{t('BILLING.PLAN')}</Table.Th>
                <Table.Th>{t('BILLING.COL_AMOUNT')}</Table.Th>
                <Table.Th>{t('BILLING.COL_TRANSACTION')}</Table.Th>
                <Table.Th>{t('BILLING.COL_STATUS')}</Table.Th>
                <Table.Th>{t('BILLING.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.data.rows.map((p) => (
                <Table.Tr key={p.payment_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at, 'dd-MM-yyyy')}</Table.Td>
                  <Table.Td>
                    {p.user_name}
                    <Text size="xs" c="dimmed">
                      {p.user_phone}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.business_name ?? '—'}</Table.Td>
                  <Table.Td>{p.plan_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupees(p.amount_paise)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {p.transaction_id ?? t('BILLING.NA')}
                    {p.screenshot ? (
                      <div>
                        <Anchor href={mediaUrl(p.screenshot) ?? undefined} target="_blank" rel="noopener" size="xs">
                          {t('BILLING.VIEW_SCREENSHOT')}
                        </Anchor>
                      </div>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 110 }}>
                    <PaymentStatusBadge status={p.status} />
                    {p.review_note ? (
                      <Text size="xs" c="dimmed">
                        {p.review_note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {p.provider === 'manual' && p.status === PAYMENT_STATUS.PENDING ? (
                        <>
                          <Button
                            size="xs"
                            color="teal.9"
                            onClick={() => {
                              setNote('');
                              setReviewing({ payment: p, action: 'confirm' });
                            }}
                            aria-label={t('BILLING.CONFIRM_NAMED', { id: p.transaction_id ?? p.payment_id })}
                          >
                            {t('BILLING.CONFIRM')}
                          </Button>
                          <Button
                            size="xs"
                            color="red.9"
                            variant="outline"
                            onClick={() => {
                              setNote('');
                              setReviewing({ payment: p, action: 'reject' });
                            }}
                            aria-label={t('BILLING.REJECT_NAMED', { id: p.transaction_id ?? p.payment_id })}
                          >
                            {t('BILLING.REJECT')}
                          </Button>
                        </>
                      ) : null}
                      {p.status === PAYMENT_STATUS.SUCCESS && p.invoice_number ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            void downloadInvoice(p.payment_id, 'admin').catch((e: unknown) => notifyError(e))
                          }
                          aria-label={t('BILLING.DOWNLOAD_INVOICE_NAMED', { number: p.invoice_number })}
                        >
                          {t('BILLING.INVOICE')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {payments.data && payments.data.count > PAGE ? (
        <Pagination total={Math.ceil(payments.data.count / PAGE)} value={page} onChange={setPage} />
      ) : null}
      <Modal
        opened={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={reviewing?.action === 'confirm' ? t('BILLING.CONFIRM_PAYMENT') : t('BILLING.REJECT_PAYMENT')}
        centered
      >
        {reviewing ? (
          <Stack>
            <Text>
              {reviewing.payment.business_name} · {reviewing.payment.plan_name} ·{' '}
              {formatRupees(reviewing.payment.amount_paise)}
            </Text>
            <Text size="sm">
              {t('BILLING.REFERENCE')}: {reviewing.payment.reference}
            </Text>
            {reviewing.payment.screenshot ? (
              <img
                src={mediaUrl(reviewing.payment.screenshot) ?? undefined}
                alt={t('BILLING.SCREENSHOT')}
                style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
              />
            ) : null}
            <Textarea
              label={t('BILLING.NOTE')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReviewing(null)}>
                {t('BILLING.CANCEL')}
              </Button>
              <Button
                color={reviewing.action === 'confirm' ? 'teal.9' : 'red.9'}
                loading={review.isPending}
                onClick={() =>
                  review.mutate(
                    { paymentId: reviewing.payment.payment_id, action: reviewing.action, note },
                    {
                      onSuccess: () => {
                        notifySuccess(
                          reviewing.action === 'confirm' ? t('BILLING.CONFIRMED_DONE') : t('BILLING.REJECTED_DONE'),
                        );
                        setReviewing(null);
                      },
                      onError: (error) => notifyError(error),
                    },
                  )
                }
              >
                {reviewing.action === 'confirm' ? t('BILLING.CONFIRM') : t('BILLING.REJECT')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
