import { Anchor, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStates } from '@gd/contracts/codes';
import type { TAdminBusiness } from '@gd/contracts/schemas/admin';
import { paths } from '../../../app/paths';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ModalForm } from '../../../components/modal-form';
import { useConfirm } from '../../../components/use-confirm';
import { useCities } from '../../../lib/api/get-cities';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useApproveBusiness } from '../api/approve-business';
import { useDeleteBusiness } from '../api/delete-business';
import { downloadCsv } from '../api/download-csv';
import { useAdminBusinesses } from '../api/get-admin-businesses';
import { AdminPageHeader, ApprovalBadge, readableLabel } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /business-list (spec §2, decision 6): every business with search, approval and city filters and server paging;
 * approve, reject with an optional reason, delete with the confirm modal.
 */
export function BusinessListPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const list = useListParams(['is_approve', 'city_id'] as const);
  const businesses = useAdminBusinesses(list.query);
  const cities = useCities();
  const approve = useApproveBusiness();
  const remove = useDeleteBusiness();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState<TAdminBusiness | null>(null);

  const name = (b: TAdminBusiness) => b.business_name || b.owner_name || `#${b.business_id}`;
  const setApproval = (b: TAdminBusiness, isApprove: 1 | 2, why?: string) =>
    approve.mutateAsync({
      businessId: b.business_id,
      body: { is_approve: isApprove, ...(why ? { reason: why } : {}) },
    });
  const approveNow = (b: TAdminBusiness) =>
    setApproval(b, 1).then(
      () => notifySuccess(t('ADMIN.BUSINESS_APPROVED')),
      (error: unknown) => notifyError(error),
    );
  const confirmDelete = (b: TAdminBusiness) =>
    confirm({
      title: t('ADMIN.CONFIRM_TITLE'),
      message: t('ADMIN.CONFIRM_DELETE'),
      subject: name(b),
      onConfirm: () =>
        remove.mutateAsync(b.business_id).then(
          () => notifySuccess(t('ADMIN.BUSINESS_DELETED')),
          (error: unknown) => {
            notifyError(error, t('ADMIN.BUSINESS_DELETE_FAILED'));
            throw error;
          },
        ),
    });

  const columns: DataTableColumn<TAdminBusiness>[] = [
    {
      header: 'ADMIN.COL.BUSINESS',
      cell: (b) =>
        b.is_approve === 1 ? (
          <Anchor component={Link} to={paths.businessSlug.href({ id: b.business_id, slug: b.slug })}>
            {name(b)}
          </Anchor>
        ) : (
          name(b)
        ),
    },
    {
      header: 'ADMIN.COL.OWNER',
      cell: (b) => (
        <>
          {b.owner_name ?? '—'}
          {b.owner_phone ? (
            <Text size="xs" c="dimmed">
              {b.owner_phone}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'ADMIN.COL.CITY', cell: (b) => b.city ?? '—' },
    { header: 'ADMIN.COL.CATEGORY', cell: (b) => b.category_name ?? '—' },
    {
      header: 'ADMIN.COL.STATUS',
      cell: (b) => (
        <>
          <ApprovalBadge state={b.is_approve} />
          {b.is_approve === 2 && b.approval_reason ? (
            <Text size="xs" mt={4}>
              {t('ADMIN.REASON_SHOWN', { reason: b.approval_reason })}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'ADMIN.COL.CREATED', nowrap: true, cell: (b) => formatDate(b.created_at, 'dd-MM-yyyy') },
    {
      header: 'ADMIN.COL.ACTION',
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          {b.is_approve !== 1 ? (
            <Button
              size="xs"
              color="green"
              variant="light"
              styles={readableLabel}
              onClick={() => void approveNow(b)}
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
            variant="light"
            component={Link}
            to={paths.businessPreview.href({ id: b.business_id })}
            aria-label={t('ADMIN.PREVIEW_NAMED', { name: name(b) })}
          >
            {t('ADMIN.PREVIEW')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(b)}
            aria-label={t('ADMIN.DELETE_NAMED', { name: name(b) })}
          >
            {t('ADMIN.DELETE')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.BUSINESS_LIST')} intro={t('ADMIN.ABOUT.BUSINESS_LIST')} />
      <DataTable
        label={t('TITLES.BUSINESS_LIST')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_BUSINESSES')} q={list.q} onSearch={(q) => list.set({ q })}>
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
                  label: pick(c.op_value, c.op_value_guj),
                })),
              ]}
              value={list.filters.city_id}
              onChange={(v) => list.set({ city_id: v ?? '' })}
              searchable
              allowDeselect={false}
              w={180}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadCsv('/admin/businesses', list.query, 'businesses.csv')}
        query={businesses}
        rows={businesses.data?.rows}
        rowKey={(b) => b.business_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_BUSINESSES')}
        paging={businesses.data ? list.paging(businesses.data.count) : undefined}
      />
      <ModalForm<{ reason: string }>
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('ADMIN.REJECT_TITLE', { name: rejecting ? name(rejecting) : '' })}
        defaultValues={{ reason: '' }}
        onSubmit={({ reason }) =>
          rejecting ? setApproval(rejecting, 2, reason.trim() || undefined) : Promise.resolve()
        }
        onSuccess={() => notifySuccess(t('ADMIN.BUSINESS_REJECTED'))}
        onError={(error) => notifyError(error)}
        submitLabel={t('ADMIN.REJECT')}
        submitColor="orange"
        cancelLabel={t('ADMIN.CANCEL')}
      >
        {({ register }) => (
          <Textarea
            {...register('reason')}
            label={t('ADMIN.REJECT_REASON')}
            description={t('ADMIN.REJECT_REASON_HINT')}
            maxLength={500}
            autosize
            minRows={3}
          />
        )}
      </ModalForm>
    </Stack>
  );
}
