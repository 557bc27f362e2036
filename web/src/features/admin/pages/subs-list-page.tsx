import { Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATES, type TAdminSubscription } from '@gd/contracts/schemas/admin';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees, type FormatLanguage } from '../../../lib/format';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { downloadCsv } from '../api/download-csv';
import { useSubscriptions } from '../api/get-subscriptions';
import { AdminPageHeader, Pager, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

const STATE_COLORS: Record<TAdminSubscription['status'], string> = {
  active: 'green',
  expiring: 'yellow',
  expired: 'red',
  inactive: 'gray',
};

/** An India calendar day (YYYY-MM-DD) as dd-MM-yyyy. */
const day = (value: string, language: FormatLanguage) => formatDate(`${value}T12:00:00+05:30`, 'dd-MM-yyyy', language);

/**
 * /subs-list (spec §2, §3 admin fields): business, plan, invoice number, start and end, status (from
 * subscriptionStatus() in India time) with a status filter and server paging.
 */
export function SubsListPage() {
  const { t, i18n } = useTranslation();
  const language: FormatLanguage = i18n.resolvedLanguage === 'guj' ? 'guj' : 'en';
  const list = useListParams(['status'] as const);
  const subs = useSubscriptions(list.query);
  const data = subs.data;
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.SUBSCRIPTION_LIST')} intro={t('ADMIN.ABOUT.SUBSCRIPTION_LIST')} />
      <ListToolbar
        searchLabel={t('ADMIN.SEARCH_SUBSCRIPTIONS')}
        q={list.q}
        onSearch={(q) => list.set({ q })}
        onExport={() => downloadCsv('/admin/subscriptions', list.query, 'subscriptions.csv')}
      >
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
      {subs.isError ? <QueryError error={subs.error} onRetry={() => void subs.refetch()} /> : null}
      {subs.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {data ? (
        <>
          <Table.ScrollContainer
            minWidth={820}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('TITLES.SUBSCRIPTION_LIST')}
          >
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['SERIAL', 'BUSINESS', 'PLAN', 'INVOICE', 'PRICE', 'START', 'END', 'STATUS'].map((k) => (
                    <Table.Th key={k}>{t(`ADMIN.COL.${k}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed" ta="center">
                        {t('ADMIN.NO_SUBSCRIPTIONS')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.rows.map((s, i) => (
                    <Table.Tr key={s.subscription_id}>
                      <Table.Td>{(list.page - 1) * ADMIN_PAGE_SIZE + i + 1}</Table.Td>
                      <Table.Td>{s.business_name ?? `#${s.business_id}`}</Table.Td>
                      <Table.Td>{s.subscription_plan_name}</Table.Td>
                      <Table.Td>{s.invoice_number ?? '—'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupees(s.price_paise, language)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(s.subscription_start_date, language)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(s.subscription_end_date, language)}</Table.Td>
                      <Table.Td>
                        <StateBadge color={STATE_COLORS[s.status]}>
                          {t(`ADMIN.SUB_STATE.${s.status.toUpperCase()}`)}
                        </StateBadge>
                        {s.status === 'expiring' ? (
                          <Text size="xs" mt={4}>
                            {t('ADMIN.DAYS_LEFT', { count: s.days_left })}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager count={data.count} page={list.page} onChange={(page) => list.set({ page })} />
        </>
      ) : null}
    </Stack>
  );
}
