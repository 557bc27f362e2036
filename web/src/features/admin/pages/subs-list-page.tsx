import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATES, type TAdminSubscription } from '@gd/contracts/schemas/admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDate, formatRupees, type FormatLanguage } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { downloadCsv } from '../api/download-csv';
import { useSubscriptions } from '../api/get-subscriptions';
import { AdminPageHeader, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

const STATE_COLORS: Record<TAdminSubscription['status'], string> = {
  active: 'green',
  expiring: 'yellow',
  expired: 'red',
  inactive: 'gray',
  scheduled: 'blue',
};

/** An India calendar day (YYYY-MM-DD) as dd-MM-yyyy. */
const day = (value: string, language: FormatLanguage) => formatDate(`${value}T12:00:00+05:30`, 'dd-MM-yyyy', language);

/**
 * /subs-list (spec §2, §3 admin fields): business, plan, invoice number, start and end, status (from
 * subscriptionStatus() in India time) with a status filter and server paging.
 */
export function SubsListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const list = useListParams(['status'] as const);
  const subs = useSubscriptions(list.query);

  const columns: DataTableColumn<TAdminSubscription>[] = [
    { header: 'ADMIN.COL.BUSINESS', cell: (s) => s.business_name ?? `#${s.business_id}` },
    { header: 'ADMIN.COL.PLAN', cell: (s) => s.subscription_plan_name },
    { header: 'ADMIN.COL.INVOICE', cell: (s) => s.invoice_number ?? '—' },
    { header: 'ADMIN.COL.PRICE', nowrap: true, cell: (s) => formatRupees(s.price_paise, language) },
    { header: 'ADMIN.COL.START', nowrap: true, cell: (s) => day(s.subscription_start_date, language) },
    { header: 'ADMIN.COL.END', nowrap: true, cell: (s) => day(s.subscription_end_date, language) },
    {
      header: 'ADMIN.COL.STATUS',
      cell: (s) => (
        <>
          <StateBadge color={STATE_COLORS[s.status]}>{t(`ADMIN.SUB_STATE.${s.status.toUpperCase()}`)}</StateBadge>
          {s.status === 'expiring' ? (
            <Text size="xs" mt={4}>
              {t('ADMIN.DAYS_LEFT', { count: s.days_left })}
            </Text>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.SUBSCRIPTION_LIST')} intro={t('ADMIN.ABOUT.SUBSCRIPTION_LIST')} />
      <DataTable
        label={t('TITLES.SUBSCRIPTION_LIST')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_SUBSCRIPTIONS')} q={list.q} onSearch={(q) => list.set({ q })}>
            <Select
              label={t('ADMIN.FILTER_STATUS')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                ...SUBSCRIPTION_STATES.map((s) => ({ value: s, label: t(`ADMIN.SUB_STATE.${s.toUpperCase()}`) })),
              ]}
              value={list.filters.status}
              onChange={(v) => list.set({ status: v ?? '' })}
              allowDeselect={false}
              w={160}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadCsv('/admin/subscriptions', list.query, 'subscriptions.csv')}
        query={subs}
        rows={subs.data?.rows}
        rowKey={(s) => s.subscription_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_SUBSCRIPTIONS')}
        paging={subs.data ? list.paging(subs.data.count) : undefined}
        minWidth={820}
      />
    </Stack>
  );
}
