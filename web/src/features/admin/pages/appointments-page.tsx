import { Anchor, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appointmentStatuses, bookingStatuses } from '@gd/contracts/codes';
import { ADMIN_CSV_MAX_ROWS } from '@gd/contracts/schemas/admin';
import type { TAdminAppointment } from '@gd/contracts/schemas/admin-practitioners';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useCities } from '../../../lib/api/get-cities';
import { formatClockTime, formatDate, formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { downloadAppointmentsCsv, useAdminAppointments } from '../api/practitioners';
import { AdminPageHeader } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /admin-appointments (decision 65): every appointment, latest visit first, by visit date range, practitioner
 * (picked from a row), city, visit status and booking status; paged on the server; CSV of the whole filter.
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const list = useListParams(['from', 'to', 'practitioner_id', 'city_id', 'status', 'booking_status'] as const);
  const appointments = useAdminAppointments(list.query);
  const cities = useCities();
  const rows = appointments.data?.rows;
  const chosen = rows?.find((a) => String(a.practitioner_id) === list.filters.practitioner_id);

  const columns: DataTableColumn<TAdminAppointment>[] = [
    {
      header: 'ADMIN_DOCTORS.COL.WHEN',
      nowrap: true,
      cell: (a) => (
        <>
          {formatDate(`${a.date}T12:00:00+05:30`, 'dd-MM-yyyy', language)}
          <Text size="xs">{formatClockTime(a.time, language)}</Text>
        </>
      ),
    },
    {
      header: 'ADMIN_DOCTORS.COL.PRACTITIONER',
      cell: (a) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => list.set({ practitioner_id: String(a.practitioner_id) })}
          aria-label={t('ADMIN_DOCTORS.ONLY_PRACTITIONER', { name: a.practitioner_name })}
        >
          {a.practitioner_name}
        </Anchor>
      ),
    },
    { header: 'ADMIN.COL.CITY', cell: (a) => a.city ?? '—' },
    {
      header: 'ADMIN_DOCTORS.COL.PATIENT',
      cell: (a) => (
        <>
          {a.patient_name}
          <Text size="xs" c="dimmed">
            {a.patient_phone}
          </Text>
        </>
      ),
    },
    {
      header: 'ADMIN.COL.STATUS',
      cell: (a) =>
        t(
          appointmentStatuses.labelKey(
            a.status as (typeof appointmentStatuses.values)[number],
            'CODES.APPOINTMENT_STATUS.SCHEDULED',
          ),
        ),
    },
    {
      header: 'ADMIN_DOCTORS.COL.BOOKING',
      cell: (a) =>
        t(
          bookingStatuses.labelKey(
            a.booking_status as (typeof bookingStatuses.values)[number],
            'CODES.BOOKING_STATUS.TENTATIVE',
          ),
        ),
    },
    {
      header: 'ADMIN_DOCTORS.COL.FEE',
      nowrap: true,
      align: 'right',
      cell: (a) => formatRupees(a.fee_paise, language),
    },
  ];

  const count = appointments.data?.count ?? 0;
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_APPOINTMENTS')} intro={t('ADMIN_DOCTORS.ABOUT_APPOINTMENTS')} />
      {list.filters.practitioner_id ? (
        <Text size="sm">
          {t('ADMIN_DOCTORS.PRACTITIONER_FILTER', {
            name: chosen?.practitioner_name ?? `#${list.filters.practitioner_id}`,
          })}{' '}
          <Button size="compact-xs" variant="subtle" onClick={() => list.set({ practitioner_id: '' })}>
            {t('ADMIN_DOCTORS.ALL_PRACTITIONERS')}
          </Button>
        </Text>
      ) : null}
      {count > ADMIN_CSV_MAX_ROWS ? (
        <Text size="sm" c="dimmed">
          {t('ADMIN_DOCTORS.CSV_CAP', { count: ADMIN_CSV_MAX_ROWS })}
        </Text>
      ) : null}
      <DataTable
        label={t('TITLES.ADMIN_APPOINTMENTS')}
        toolbar={
          <ListToolbar
            searchLabel={t('ADMIN_DOCTORS.SEARCH_APPOINTMENTS')}
            q={list.q}
            onSearch={(q) => list.set({ q })}
          >
            <TextInput
              type="date"
              label={t('ADMIN.FILTER_FROM')}
              value={list.filters.from}
              onChange={(e) => list.set({ from: e.currentTarget.value })}
              w={160}
            />
            <TextInput
              type="date"
              label={t('ADMIN.FILTER_TO')}
              value={list.filters.to}
              onChange={(e) => list.set({ to: e.currentTarget.value })}
              w={160}
            />
            <Select
              label={t('ADMIN.FILTER_CITY')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                ...(cities.data ?? []).map((c) => ({
                  value: String(c.op_key),
                  label: pick(c.op_value, c.op_value_guj),
                })),
              ]}
              value={list.filters.city_id}
              onChange={(v) => list.set({ city_id: v ?? '' })}
              searchable
              allowDeselect={false}
              w={170}
            />
            <Select
              label={t('ADMIN_DOCTORS.FILTER_STATUS')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                ...appointmentStatuses.entries.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
              ]}
              value={list.filters.status}
              onChange={(v) => list.set({ status: v ?? '' })}
              allowDeselect={false}
              w={150}
            />
            <Select
              label={t('ADMIN_DOCTORS.FILTER_BOOKING')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                ...bookingStatuses.entries.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
              ]}
              value={list.filters.booking_status}
              onChange={(v) => list.set({ booking_status: v ?? '' })}
              allowDeselect={false}
              w={150}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadAppointmentsCsv(list.query)}
        query={appointments}
        rows={rows}
        rowKey={(a) => a.appointment_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN_DOCTORS.NO_APPOINTMENTS')}
        paging={appointments.data ? list.paging(count) : undefined}
      />
    </Stack>
  );
}
