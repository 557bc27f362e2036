import { Anchor, Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteContact } from '../api/delete-contact';
import { downloadCsv } from '../api/download-csv';
import { useContacts } from '../api/get-contacts';
import { useUpdateContact } from '../api/update-contact';
import { AdminPageHeader, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /contact-list (spec §2): contact-us messages with read/unread and delete through the confirm modal
 * 'Are you sure want to delete?' Yes/No.
 */
export function ContactListPage() {
  const { t } = useTranslation();
  const list = useListParams(['is_read'] as const);
  const contacts = useContacts(list.query);
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const confirm = useConfirm();

  const toggleRead = (c: TAdminContact) =>
    update.mutate({ id: c.id, isRead: c.is_read ? 0 : 1 }, { onError: (error) => notifyError(error) });
  const confirmDelete = (c: TAdminContact) =>
    confirm({
      title: t('ADMIN.CONFIRM_TITLE'),
      message: t('ADMIN.CONFIRM_DELETE'),
      subject: `${c.name} — ${c.subject}`,
      onConfirm: () =>
        remove.mutateAsync(c.id).then(
          () => notifySuccess(t('ADMIN.CONTACT_DELETED')),
          (error: unknown) => {
            notifyError(error);
            throw error;
          },
        ),
    });

  const columns: DataTableColumn<TAdminContact>[] = [
    { header: 'ADMIN.COL.DATE', nowrap: true, cell: (c) => formatDate(c.created_at, 'dd-MM-yyyy') },
    { header: 'ADMIN.COL.NAME', cell: (c) => c.name },
    {
      header: 'ADMIN.COL.EMAIL',
      cell: (c) =>
        c.email ? (
          <Anchor href={`mailto:${c.email}`} style={{ wordBreak: 'break-all' }}>
            {c.email}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { header: 'ADMIN.COL.MOBILE', cell: (c) => <Anchor href={`tel:${c.mobile}`}>{c.mobile}</Anchor> },
    { header: 'ADMIN.COL.SUBJECT', cell: (c) => c.subject },
    { header: 'ADMIN.COL.MESSAGE', style: { whiteSpace: 'pre-wrap', maxWidth: 320 }, cell: (c) => c.message },
    {
      header: 'ADMIN.COL.STATUS',
      cell: (c) => (
        <StateBadge color={c.is_read ? 'gray' : 'blue'}>{t(c.is_read ? 'ADMIN.READ' : 'ADMIN.UNREAD')}</StateBadge>
      ),
    },
    {
      header: 'ADMIN.COL.ACTION',
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => toggleRead(c)}
            aria-label={t(c.is_read ? 'ADMIN.MARK_UNREAD_NAMED' : 'ADMIN.MARK_READ_NAMED', { name: c.name })}
          >
            {t(c.is_read ? 'ADMIN.MARK_UNREAD' : 'ADMIN.MARK_READ')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(c)}
            aria-label={t('ADMIN.DELETE_NAMED', { name: c.name })}
          >
            {t('ADMIN.DELETE')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.CONTACT_LIST')} intro={t('ADMIN.ABOUT.CONTACT_LIST')} />
      <DataTable
        label={t('TITLES.CONTACT_LIST')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_CONTACTS')} q={list.q} onSearch={(q) => list.set({ q })}>
            <Select
              label={t('ADMIN.FILTER_READ')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                { value: '0', label: t('ADMIN.UNREAD') },
                { value: '1', label: t('ADMIN.READ') },
              ]}
              value={list.filters.is_read}
              onChange={(v) => list.set({ is_read: v ?? '' })}
              allowDeselect={false}
              w={140}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadCsv('/admin/contacts', list.query, 'contacts.csv')}
        query={contacts}
        rows={contacts.data?.rows}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ fw: c.is_read ? undefined : 600 })}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_CONTACTS')}
        paging={contacts.data ? list.paging(contacts.data.count) : undefined}
      />
    </Stack>
  );
}
