import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentStatuses } from '@gd/contracts/codes';
import type { TAdminAppointmentPayment } from '@gd/contracts/schemas/appointment-payments';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatClockTime, formatDate, formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { downloadAppointmentPaymentsCsv, useAdminAppointmentPayments } from '../api/appointment-payments';
import { AdminPageHeader } from '../components/admin-ui';
import { useListParams } from '../components/use-list-params';

/** Appointment payments are pending, paid, failed or refunded (no cancelled state). */
const STATUSES = paymentStatuses.entries.filter((e) => e.value <= 3);

/**
 * /admin-appointment-payments (decision 65): every online payment of an appointment, newest order first, by the
 * India dates of the order and by status; the receipt number, the Razorpay payment and the refund; CSV of the
 * whole filter.
 */
export function AppointmentPaymentsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const list = useListParams(['from', 'to', 'status'] as const);
  const payments = useAdminAppointmentPayments(list.query);
  const count = payments.data?.count ?? 0;

  const columns: DataTableColumn<TAdminAppointmentPayment>[] = [
    {
      header: 'APPT_PAY.COL_DATE',
      nowrap: true,
      cell: (p) => formatDate(p.created_at, 'dd-MM-yyyy', language),
    },
    { header: 'APPT_PAY.COL_PRACTITIONER', cell: (p) => p.practitioner_name },
    {
      header: 'APPT_PAY.COL_PATIENT',
      cell: (p) => (
        <>
          {p.patient_name}
          <Text size="xs" c="dimmed">
            {p.patient_phone}
          </Text>
        </>
      ),
    },
    {
      header: 'APPT_PAY.COL_VISIT',
      nowrap: true,
      cell: (p) => (
        <>
          {formatDate(`${p.appointment_date}T12:00:00+05:30`, 'dd-MM-yyyy', language)}
          <Text size="xs">{formatClockTime(p.time_slot, language)}</Text>
        </>
      ),
    },
    {
      header: 'APPT_PAY.COL_AMOUNT',
      nowrap: true,
      align: 'right',
      cell: (p) => formatRupees(p.amount_paise, language),
    },
    {
      header: 'APPT_PAY.COL_STATUS',
      cell: (p) =>
        t(paymentStatuses.labelKey(p.status as (typeof paymentStatuses.values)[number], 'CODES.PAYMENT.PENDING')),
    },
    { header: 'APPT_PAY.COL_RECEIPT', nowrap: true, cell: (p) => p.receipt_number ?? '—' },
    {
      header: 'APPT_PAY.COL_PAYMENT',
      style: { overflowWrap: 'anywhere' },
      cell: (p) => p.provider_payment_id ?? p.provider_order_id,
    },
    {
      header: 'APPT_PAY.COL_REFUND',
      style: { overflowWrap: 'anywhere' },
      cell: (p) =>
        p.refund_status === 'failed'
          ? t('APPT_PAY.REFUND_FAILED')
          : p.refund_id
            ? `${formatRupees(p.refund_amount_paise ?? 0, language)} · ${p.refund_id}`
            : p.refund_status === 'requested'
              ? t('APPT_PAY.REFUND_PENDING')
              : '—',
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_APPOINTMENT_PAYMENTS')} intro={t('APPT_PAY.NAV_ABOUT')} />
      <DataTable
        label={t('TITLES.ADMIN_APPOINTMENT_PAYMENTS')}
        toolbar={
          <>
            <TextInput
              type="date"
              label={t('APPT_PAY.FROM')}
              value={list.filters.from}
              onChange={(e) => list.set({ from: e.currentTarget.value })}
              w={160}
            />
            <TextInput
              type="date"
              label={t('APPT_PAY.TO')}
              value={list.filters.to}
              onChange={(e) => list.set({ to: e.currentTarget.value })}
              w={160}
            />
            <Select
              label={t('APPT_PAY.STATUS')}
              data={[
                { value: '', label: t('APPT_PAY.ALL') },
                ...STATUSES.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
              ]}
              value={list.filters.status}
              onChange={(v) => list.set({ status: v ?? '' })}
              allowDeselect={false}
              w={160}
            />
          </>
        }
        onDownloadCsv={() => downloadAppointmentPaymentsCsv(list.query)}
        query={payments}
        rows={payments.data?.rows}
        rowKey={(p) => p.payment_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('APPT_PAY.NONE')}
        paging={payments.data ? list.paging(count) : undefined}
      />
    </Stack>
  );
}
