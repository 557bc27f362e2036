import { Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminUser, TUpdateUserRequest } from '@gd/contracts/schemas/admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useMe } from '../../../lib/api/get-me';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadCsv } from '../api/download-csv';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { AdminPageHeader, readableLabel, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /admin-users (decision 7): accounts with search and filters; approve a profile (its user may then see contact
 * details) and disable or enable login — a disabled user's tokens stop working at once.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const myId = useMe().data?.user_id;
  const list = useListParams(['user_type', 'is_profile_approve', 'has_login_access'] as const);
  const users = useUsers(list.query);
  const update = useUpdateUser();

  const change = (u: TAdminUser, body: TUpdateUserRequest, messageKey: string) =>
    update.mutate(
      { userId: u.user_id, body },
      { onSuccess: () => notifySuccess(t(messageKey, { name: u.name })), onError: (error) => notifyError(error) },
    );
  const busy = (u: TAdminUser) => update.isPending && update.variables?.userId === u.user_id;
  const flagOptions = (yes: string, no: string) => [
    { value: '', label: t('ADMIN.ALL') },
    { value: '1', label: t(yes) },
    { value: '0', label: t(no) },
  ];
  const columns: DataTableColumn<TAdminUser>[] = [
    { header: 'ADMIN.COL.NAME', cell: (u) => u.name },
    { header: 'ADMIN.COL.MOBILE', cell: (u) => u.phone ?? '—' },
    { header: 'ADMIN.COL.EMAIL', style: { wordBreak: 'break-all' }, cell: (u) => u.email ?? '—' },
    {
      header: 'ADMIN.COL.TYPE',
      cell: (u) => t(u.user_type === 'admin' ? 'ADMIN.USER_TYPE.ADMIN' : 'ADMIN.USER_TYPE.USER'),
    },
    { header: 'ADMIN.COL.BUSINESSES', cell: (u) => u.business_count },
    {
      header: 'ADMIN.COL.PROFILE',
      cell: (u) => (
        <StateBadge color={u.is_profile_approve ? 'green' : 'yellow'}>
          {t(u.is_profile_approve ? 'ADMIN.PROFILE_APPROVED' : 'ADMIN.PROFILE_NOT_APPROVED')}
        </StateBadge>
      ),
    },
    {
      header: 'ADMIN.COL.LOGIN',
      cell: (u) => (
        <StateBadge color={u.has_login_access ? 'green' : 'red'}>
          {t(u.has_login_access ? 'ADMIN.LOGIN_ENABLED' : 'ADMIN.LOGIN_DISABLED')}
        </StateBadge>
      ),
    },
    { header: 'ADMIN.COL.JOINED', nowrap: true, cell: (u) => formatDate(u.created_at, 'dd-MM-yyyy') },
    {
      header: 'ADMIN.COL.ACTION',
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          {!u.is_profile_approve ? (
            <Button
              size="xs"
              color="green"
              variant="light"
              styles={readableLabel}
              loading={busy(u)}
              onClick={() => change(u, { is_profile_approve: 1 }, 'ADMIN.PROFILE_APPROVED_TOAST')}
              aria-label={t('ADMIN.APPROVE_PROFILE_NAMED', { name: u.name })}
            >
              {t('ADMIN.APPROVE_PROFILE')}
            </Button>
          ) : null}
          {u.user_id !== myId ? (
            <Button
              size="xs"
              color={u.has_login_access ? 'red' : 'green'}
              variant="light"
              styles={readableLabel}
              loading={busy(u)}
              onClick={() =>
                change(
                  u,
                  { has_login_access: u.has_login_access ? 0 : 1 },
                  u.has_login_access ? 'ADMIN.LOGIN_DISABLED_TOAST' : 'ADMIN.LOGIN_ENABLED_TOAST',
                )
              }
              aria-label={t(u.has_login_access ? 'ADMIN.DISABLE_LOGIN_NAMED' : 'ADMIN.ENABLE_LOGIN_NAMED', {
                name: u.name,
              })}
            >
              {t(u.has_login_access ? 'ADMIN.DISABLE_LOGIN' : 'ADMIN.ENABLE_LOGIN')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_USERS')} intro={t('ADMIN.ABOUT.USERS')} />
      <DataTable
        label={t('TITLES.ADMIN_USERS')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_USERS')} q={list.q} onSearch={(q) => list.set({ q })}>
            <Select
              label={t('ADMIN.FILTER_USER_TYPE')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                { value: 'user', label: t('ADMIN.USER_TYPE.USER') },
                { value: 'admin', label: t('ADMIN.USER_TYPE.ADMIN') },
              ]}
              value={list.filters.user_type}
              onChange={(v) => list.set({ user_type: v ?? '' })}
              allowDeselect={false}
              w={130}
            />
            <Select
              label={t('ADMIN.FILTER_PROFILE')}
              data={flagOptions('ADMIN.PROFILE_APPROVED', 'ADMIN.PROFILE_NOT_APPROVED')}
              value={list.filters.is_profile_approve}
              onChange={(v) => list.set({ is_profile_approve: v ?? '' })}
              allowDeselect={false}
              w={170}
            />
            <Select
              label={t('ADMIN.FILTER_LOGIN')}
              data={flagOptions('ADMIN.LOGIN_ENABLED', 'ADMIN.LOGIN_DISABLED')}
              value={list.filters.has_login_access}
              onChange={(v) => list.set({ has_login_access: v ?? '' })}
              allowDeselect={false}
              w={150}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadCsv('/admin/users', list.query, 'users.csv')}
        query={users}
        rows={users.data?.rows}
        rowKey={(u) => u.user_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_USERS')}
        paging={users.data ? list.paging(users.data.count) : undefined}
      />
    </Stack>
  );
}
