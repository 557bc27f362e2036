import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS, paymentStatuses } from '@gd/contracts/codes';
import type { TAdminPayment } from '@gd/contracts/schemas/billing';
import { PaymentScreenshot, PaymentScreenshotLink } from '../components/payment-screenshot';
import { DataTable, pageQuery, type DataTableColumn } from '../../../components/data-table';
import { ModalForm } from '../../../components/modal-form';
import { formatDate, formatRupees } from '../../../lib/format';
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
  const payments = useAdminPayments({ status: status === 'all' ? null : Number(status), ...pageQuery(page, PAGE) });
  const review = useReviewPayment();
  const [reviewing, setReviewing] = useState<{ payment: TAdminPayment; action: 'confirm' | 'reject' } | null>(null);

  const statusOptions = [
    { value: 'all', label: t('BILLING.ALL_PAYMENTS') },
    ...paymentStatuses.entries.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
  ];

  const columns: DataTableColumn<TAdminPayment>[] = [
    { header: 'BILLING.COL_DATE', nowrap: true, cell: (p) => formatDate(p.created_at, 'dd-MM-yyyy') },
    {
      header: 'BILLING.PAYER',
      cell: (p) => (
        <>
          {p.user_name}
          <Text size="xs" c="dimmed">
            {p.user_phone}
          </Text>
        </>
      ),
    },
    { header: 'BILLING.BUSINESS', cell: (p) => p.business_name ?? '—' },
    { header: 'BILLING.PLAN', cell: (p) => p.plan_name },
    { header: 'BILLING.COL_AMOUNT', nowrap: true, cell: (p) => formatRupees(p.amount_paise) },
    {
      header: 'BILLING.COL_TRANSACTION',
      style: { overflowWrap: 'anywhere' },
      cell: (p) => (
        <>
          {p.transaction_id ?? t('BILLING.NA')}
          {p.screenshot ? (
            <div>
              <PaymentScreenshotLink paymentId={p.payment_id} />
            </div>
          ) : null}
        </>
      ),
    },
    {
      header: 'BILLING.COL_STATUS',
      nowrap: true,
      style: { minWidth: 110 },
      cell: (p) => (
        <>
          <PaymentStatusBadge status={p.status} />
          {p.review_note ? (
            <Text size="xs" c="dimmed">
              {p.review_note}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'BILLING.COL_ACTION',
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          {p.provider === 'manual' && p.status === PAYMENT_STATUS.PENDING ? (
            <>
              <Button
                size="xs"
                color="teal.9"
                onClick={() => setReviewing({ payment: p, action: 'confirm' })}
                aria-label={t('BILLING.CONFIRM_NAMED', { id: p.transaction_id ?? p.payment_id })}
              >
                {t('BILLING.CONFIRM')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                onClick={() => setReviewing({ payment: p, action: 'reject' })}
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
              onClick={() => void downloadInvoice(p.payment_id, 'admin').catch((e: unknown) => notifyError(e))}
              aria-label={t('BILLING.DOWNLOAD_INVOICE_NAMED', { number: p.invoice_number })}
            >
              {t('BILLING.INVOICE')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  const confirming = reviewing?.action === 'confirm';
  return (
    <Stack>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('BILLING.ADMIN_PAYMENTS')}
      </Title>
      <DataTable
        label={t('BILLING.ADMIN_PAYMENTS')}
        toolbar={
          <Select
            label={t('BILLING.FILTER_STATUS')}
            data={statusOptions}
            value={status}
            onChange={(v) => {
              setStatus(v ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
            w={260}
          />
        }
        query={payments}
        rows={payments.data?.rows}
        rowKey={(p) => p.payment_id}
        columns={columns}
        emptyMessage={t('BILLING.NO_PAYMENTS')}
        paging={payments.data ? { page, pageSize: PAGE, count: payments.data.count, onPageChange: setPage } : undefined}
        highlightOnHover={false}
      />
      <ModalForm<{ note: string }>
        opened={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={confirming ? t('BILLING.CONFIRM_PAYMENT') : t('BILLING.REJECT_PAYMENT')}
        formKey={reviewing ? `${reviewing.action}-${reviewing.payment.payment_id}` : undefined}
        intro={
          reviewing ? (
            <Stack mb="sm">
              <Text>
                {reviewing.payment.business_name} · {reviewing.payment.plan_name} ·{' '}
                {formatRupees(reviewing.payment.amount_paise)}
              </Text>
              <Text size="sm">
                {t('BILLING.REFERENCE')}: {reviewing.payment.reference}
              </Text>
              {reviewing.payment.screenshot ? <PaymentScreenshot paymentId={reviewing.payment.payment_id} /> : null}
            </Stack>
          ) : null
        }
        defaultValues={{ note: '' }}
        onSubmit={({ note }) =>
          reviewing
            ? review.mutateAsync({ paymentId: reviewing.payment.payment_id, action: reviewing.action, note })
            : Promise.resolve()
        }
        onSuccess={() => notifySuccess(confirming ? t('BILLING.CONFIRMED_DONE') : t('BILLING.REJECTED_DONE'))}
        onError={(error) => notifyError(error)}
        submitLabel={confirming ? t('BILLING.CONFIRM') : t('BILLING.REJECT')}
        submitColor={confirming ? 'teal.9' : 'red.9'}
        cancelLabel={t('BILLING.CANCEL')}
      >
        {({ register }) => <Textarea {...register('note')} label={t('BILLING.NOTE')} maxLength={500} />}
      </ModalForm>
    </Stack>
  );
}
