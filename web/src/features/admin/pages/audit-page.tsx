import { Code, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminAuditEntry } from '@gd/contracts/schemas/admin';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { downloadCsv } from '../api/download-csv';
import { useAudit } from '../api/get-audit';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { AdminPageHeader, Pager } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/** The records admin writes touch (other modules add theirs as they record writes). */
const ENTITIES = ['businesses', 'business_categories', 'business_reviews', 'contact_messages', 'users', 'settings'];

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

function Change({ json }: { json: string | null }) {
  if (!json) return <Text c="dimmed">—</Text>;
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 280, fontSize: 12 }}>
      {json}
    </Code>
  );
}

/** /admin-audit: every admin write — who, what, which record, before and after, when — with filters and CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams(['entity', 'action', 'from', 'to'] as const);
  const audit = useAudit(list.query);
  const data = audit.data;
  const actor = (a: TAdminAuditEntry) => a.actor_name ?? (a.actor_user_id ? `#${a.actor_user_id}` : t('ADMIN.SYSTEM'));
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_AUDIT')} intro={t('ADMIN.ABOUT.AUDIT')} />
      <ListToolbar
        searchLabel={t('ADMIN.SEARCH_AUDIT')}
        q={list.q}
        onSearch={(q) => list.set({ q })}
        onExport={() => downloadCsv('/admin/audit', list.query, 'audit-trail.csv')}
      >
        <Select
          label={t('ADMIN.FILTER_RECORD')}
          data={[{ value: '', label: t('ADMIN.ALL') }, ...ENTITIES.map((e) => ({ value: e, label: e }))]}
          value={list.filters.entity}
          onChange={(v) => list.set({ entity: v ?? '' })}
          allowDeselect={false}
          w={190}
        />
        <TextInput
          label={t('ADMIN.FILTER_ACTION')}
          placeholder="category.delete"
          defaultValue={list.filters.action}
          onBlur={(e) => list.set({ action: e.currentTarget.value.trim() })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.set({ action: e.currentTarget.value.trim() });
          }}
          w={170}
        />
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
      </ListToolbar>
      {audit.isError ? <QueryError error={audit.error} onRetry={() => void audit.refetch()} /> : null}
      {audit.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {data ? (
        <>
          <Table.ScrollContainer
            minWidth={900}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('TITLES.ADMIN_AUDIT')}
          >
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['SERIAL', 'WHEN', 'WHO', 'ACTION_DONE', 'RECORD', 'BEFORE', 'AFTER'].map((k) => (
                    <Table.Th key={k}>{t(`ADMIN.COL.${k}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center">
                        {t('ADMIN.NO_AUDIT')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.rows.map((a, i) => (
                    <Table.Tr key={a.audit_id}>
                      <Table.Td>{(list.page - 1) * ADMIN_PAGE_SIZE + i + 1}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(a.created_at, 'dd-MM-yyyy')} {timeOf(a.created_at)}
                      </Table.Td>
                      <Table.Td>{actor(a)}</Table.Td>
                      <Table.Td>
                        <Code>{a.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {a.entity}
                        {a.entity_id ? ` #${a.entity_id}` : ''}
                      </Table.Td>
                      <Table.Td>
                        <Change json={a.before_json} />
                      </Table.Td>
                      <Table.Td>
                        <Change json={a.after_json} />
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
