import { Code, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminAuditEntry } from '@gd/contracts/schemas/admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { downloadCsv } from '../api/download-csv';
import { useAudit } from '../api/get-audit';
import { AdminPageHeader } from '../components/admin-ui';
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
  const actor = (a: TAdminAuditEntry) => a.actor_name ?? (a.actor_user_id ? `#${a.actor_user_id}` : t('ADMIN.SYSTEM'));

  const columns: DataTableColumn<TAdminAuditEntry>[] = [
    {
      header: 'ADMIN.COL.WHEN',
      nowrap: true,
      cell: (a) => `${formatDate(a.created_at, 'dd-MM-yyyy')} ${timeOf(a.created_at)}`,
    },
    { header: 'ADMIN.COL.WHO', cell: actor },
    { header: 'ADMIN.COL.ACTION_DONE', cell: (a) => <Code>{a.action}</Code> },
    { header: 'ADMIN.COL.RECORD', cell: (a) => `${a.entity}${a.entity_id ? ` #${a.entity_id}` : ''}` },
    { header: 'ADMIN.COL.BEFORE', cell: (a) => <Change json={a.before_json} /> },
    { header: 'ADMIN.COL.AFTER', cell: (a) => <Change json={a.after_json} /> },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_AUDIT')} intro={t('ADMIN.ABOUT.AUDIT')} />
      <DataTable
        label={t('TITLES.ADMIN_AUDIT')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_AUDIT')} q={list.q} onSearch={(q) => list.set({ q })}>
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
        }
        onDownloadCsv={() => downloadCsv('/admin/audit', list.query, 'audit-trail.csv')}
        query={audit}
        rows={audit.data?.rows}
        rowKey={(a) => a.audit_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_AUDIT')}
        paging={audit.data ? list.paging(audit.data.count) : undefined}
        highlightOnHover={false}
      />
    </Stack>
  );
}
