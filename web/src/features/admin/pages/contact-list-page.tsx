import { Anchor, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { useDeleteContact } from '../api/delete-contact';
import { downloadCsv } from '../api/download-csv';
import { useContacts } from '../api/get-contacts';
import { useUpdateContact } from '../api/update-contact';
import { AdminPageHeader, ConfirmDeleteModal, Pager, StateBadge } from '../components/admin-ui';
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
  const [deleting, setDeleting] = useState<TAdminContact | null>(null);

  const toggleRead = (c: TAdminContact) =>
    update.mutate({ id: c.id, isRead: c.is_read ? 0 : 1 }, { onError: (error) => notifyError(error) });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('ADMIN.CONTACT_DELETED'));
        setDeleting(null);
      },
      onError: (error) => notifyError(error),
    });
  };
  const data = contacts.data;
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.CONTACT_LIST')} intro={t('ADMIN.ABOUT.CONTACT_LIST')} />
      <ListToolbar
        searchLabel={t('ADMIN.SEARCH_CONTACTS')}
        q={list.q}
        onSearch={(q) => list.set({ q })}
        onExport={() => downloadCsv('/admin/contacts', list.query, 'contacts.csv')}
      >
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
      {contacts.isError ? <QueryError error={contacts.error} onRetry={() => void contacts.refetch()} /> : null}
      {contacts.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {data ? (
        <>
          <Table.ScrollContainer
            minWidth={900}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('TITLES.CONTACT_LIST')}
          >
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['SERIAL', 'DATE', 'NAME', 'EMAIL', 'MOBILE', 'SUBJECT', 'MESSAGE', 'STATUS', 'ACTION'].map((k) => (
                    <Table.Th key={k}>{t(`ADMIN.COL.${k}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                      <Text c="dimmed" ta="center">
                        {t('ADMIN.NO_CONTACTS')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.rows.map((c, i) => (
                    <Table.Tr key={c.id} fw={c.is_read ? undefined : 600}>
                      <Table.Td>{(list.page - 1) * ADMIN_PAGE_SIZE + i + 1}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at, 'dd-MM-yyyy')}</Table.Td>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td>
                        {c.email ? (
                          <Anchor href={`mailto:${c.email}`} style={{ wordBreak: 'break-all' }}>
                            {c.email}
                          </Anchor>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={`tel:${c.mobile}`}>{c.mobile}</Anchor>
                      </Table.Td>
                      <Table.Td>{c.subject}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{c.message}</Table.Td>
                      <Table.Td>
                        <StateBadge color={c.is_read ? 'gray' : 'blue'}>
                          {t(c.is_read ? 'ADMIN.READ' : 'ADMIN.UNREAD')}
                        </StateBadge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => toggleRead(c)}
                            aria-label={t(c.is_read ? 'ADMIN.MARK_UNREAD_NAMED' : 'ADMIN.MARK_READ_NAMED', {
                              name: c.name,
                            })}
                          >
                            {t(c.is_read ? 'ADMIN.MARK_UNREAD' : 'ADMIN.MARK_READ')}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => setDeleting(c)}
                            aria-label={t('ADMIN.DELETE_NAMED', { name: c.name })}
                          >
                            {t('ADMIN.DELETE')}
                          </Button>
                        </Group>
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
      <ConfirmDeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        subject={deleting ? `${deleting.name} — ${deleting.subject}` : null}
      />
    </Stack>
  );
}
