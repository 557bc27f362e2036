import { Anchor, Button, Group, Modal, Select, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStates } from '@gd/contracts/codes';
import type { TAdminBusiness } from '@gd/contracts/schemas/admin';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useCities } from '../../../lib/api/get-cities';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { useApproveBusiness } from '../api/approve-business';
import { useDeleteBusiness } from '../api/delete-business';
import { downloadCsv } from '../api/download-csv';
import { useAdminBusinesses } from '../api/get-admin-businesses';
import { AdminPageHeader, ApprovalBadge, ConfirmDeleteModal, Pager, readableLabel } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /business-list (spec §2, decision 6): every business with search, approval and city filters and server paging;
 * approve, reject with an optional reason, delete with the confirm modal.
 */
export function BusinessListPage() {
  const { t, i18n } = useTranslation();
  const guj = i18n.resolvedLanguage === 'guj';
  const list = useListParams(['is_approve', 'city_id'] as const);
  const businesses = useAdminBusinesses(list.query);
  const cities = useCities();
  const approve = useApproveBusiness();
  const remove = useDeleteBusiness();
  const [rejecting, setRejecting] = useState<TAdminBusiness | null>(null);
  const [reason, setReason] = useState('');
  const [deleting, setDeleting] = useState<TAdminBusiness | null>(null);

  const setApproval = (b: TAdminBusiness, isApprove: 1 | 2, why?: string) =>
    approve.mutate(
      { businessId: b.business_id, body: { is_approve: isApprove, ...(why ? { reason: why } : {}) } },
      {
        onSuccess: () => {
          notifySuccess(t(isApprove === 1 ? 'ADMIN.BUSINESS_APPROVED' : 'ADMIN.BUSINESS_REJECTED'));
          setRejecting(null);
          setReason('');
        },
        onError: (error) => notifyError(error),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.business_id, {
      onSuccess: () => {
        notifySuccess(t('ADMIN.BUSINESS_DELETED'));
        setDeleting(null);
      },
      onError: (error) => notifyError(error, t('ADMIN.BUSINESS_DELETE_FAILED')),
    });
  };

  const name = (b: TAdminBusiness) => b.business_name || b.owner_name || `#${b.business_id}`;
  const data = businesses.data;
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.BUSINESS_LIST')} intro={t('ADMIN.ABOUT.BUSINESS_LIST')} />
      <ListToolbar
        searchLabel={t('ADMIN.SEARCH_BUSINESSES')}
        q={list.q}
        onSearch={(q) => list.set({ q })}
        onExport={() => downloadCsv('/admin/businesses', list.query, 'businesses.csv')}
      >
        <Select
          label={t('ADMIN.FILTER_APPROVAL')}
          data={[
            { value: '', label: t('ADMIN.ALL') },
            ...approvalStates.entries.map((e) => ({ value: String(e.value), label: t(e.labelKey) })),
          ]}
          value={list.filters.is_approve}
          onChange={(v) => list.set({ is_approve: v ?? '' })}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('ADMIN.FILTER_CITY')}
          data={[
            { value: '', label: t('ADMIN.ALL') },
            ...(cities.data ?? []).map((c) => ({
              value: String(c.op_key),
              label: (guj && c.op_value_guj) || c.op_value,
            })),
          ]}
          value={list.filters.city_id}
          onChange={(v) => list.set({ city_id: v ?? '' })}
          searchable
          allowDeselect={false}
          w={180}
        />
      </ListToolbar>
      {businesses.isError ? <QueryError error={businesses.error} onRetry={() => void businesses.refetch()} /> : null}
      {businesses.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {data ? (
        <>
          <Table.ScrollContainer
            minWidth={900}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('TITLES.BUSINESS_LIST')}
          >
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['SERIAL', 'BUSINESS', 'OWNER', 'CITY', 'CATEGORY', 'STATUS', 'CREATED', 'ACTION'].map((k) => (
                    <Table.Th key={k}>{t(`ADMIN.COL.${k}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed" ta="center">
                        {t('ADMIN.NO_BUSINESSES')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.rows.map((b, i) => (
                    <Table.Tr key={b.business_id}>
                      <Table.Td>{(list.page - 1) * ADMIN_PAGE_SIZE + i + 1}</Table.Td>
                      <Table.Td>
                        {b.is_approve === 1 ? (
                          <Anchor component={Link} to={paths.businessSlug.href({ id: b.business_id, slug: b.slug })}>
                            {name(b)}
                          </Anchor>
                        ) : (
                          name(b)
                        )}
                      </Table.Td>
                      <Table.Td>
                        {b.owner_name ?? '—'}
                        {b.owner_phone ? (
                          <Text size="xs" c="dimmed">
                            {b.owner_phone}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{b.city ?? '—'}</Table.Td>
                      <Table.Td>{b.category_name ?? '—'}</Table.Td>
                      <Table.Td>
                        <ApprovalBadge state={b.is_approve} />
                        {b.is_approve === 2 && b.approval_reason ? (
                          <Text size="xs" mt={4}>
                            {t('ADMIN.REASON_SHOWN', { reason: b.approval_reason })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at, 'dd-MM-yyyy')}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {b.is_approve !== 1 ? (
                            <Button
                              size="xs"
                              color="green"
                              variant="light"
                              styles={readableLabel}
                              onClick={() => setApproval(b, 1)}
                              loading={approve.isPending && approve.variables?.businessId === b.business_id}
                              aria-label={t('ADMIN.APPROVE_NAMED', { name: name(b) })}
                            >
                              {t('ADMIN.APPROVE')}
                            </Button>
                          ) : null}
                          {b.is_approve !== 2 ? (
                            <Button
                              size="xs"
                              color="orange"
                              variant="light"
                              styles={readableLabel}
                              onClick={() => setRejecting(b)}
                              aria-label={t('ADMIN.REJECT_NAMED', { name: name(b) })}
                            >
                              {t('ADMIN.REJECT')}
                            </Button>
                          ) : null}
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => setDeleting(b)}
                            aria-label={t('ADMIN.DELETE_NAMED', { name: name(b) })}
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
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('ADMIN.REJECT_TITLE', { name: rejecting ? name(rejecting) : '' })}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (rejecting) setApproval(rejecting, 2, reason.trim() || undefined);
          }}
        >
          <Textarea
            label={t('ADMIN.REJECT_REASON')}
            description={t('ADMIN.REJECT_REASON_HINT')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={3}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('ADMIN.CANCEL')}
            </Button>
            <Button type="submit" color="orange" loading={approve.isPending}>
              {t('ADMIN.REJECT')}
            </Button>
          </Group>
        </form>
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        subject={deleting ? name(deleting) : null}
      />
    </Stack>
  );
}
