import { Anchor, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStates } from '@gd/contracts/codes';
import type { TAdminPractitioner } from '@gd/contracts/schemas/admin-practitioners';
import { paths } from '../../../app/paths';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ModalForm } from '../../../components/modal-form';
import { useCities } from '../../../lib/api/get-cities';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import {
  downloadDocument,
  downloadPractitionersCsv,
  useAdminPractitioners,
  useVerifyPractitioner,
} from '../api/practitioners';
import { AdminPageHeader, ApprovalBadge, readableLabel } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /admin-doctors (decision 65): practitioners waiting for verification first, with their registration council and
 * number and the proof they sent; verify, or reject with a reason (the audited PATCH). Filters in the URL, CSV.
 */
export function PractitionerQueuePage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const list = useListParams(['is_approve', 'city_id'] as const);
  const practitioners = useAdminPractitioners(list.query);
  const cities = useCities();
  const verify = useVerifyPractitioner();
  const [rejecting, setRejecting] = useState<TAdminPractitioner | null>(null);

  const name = (p: TAdminPractitioner) => pick(p.name, p.name_guj);
  const verifyNow = (p: TAdminPractitioner) =>
    verify.mutateAsync({ id: p.practitioner_id, isApprove: 1 }).then(
      () => notifySuccess(t('ADMIN_DOCTORS.VERIFIED')),
      (error: unknown) => notifyError(error),
    );
  const openDocument = (p: TAdminPractitioner) =>
    downloadDocument(
      p.document_id!,
      `registration-${p.practitioner_id}.${p.document_type === 'application/pdf' ? 'pdf' : 'webp'}`,
    ).catch((error: unknown) => notifyError(error));

  const columns: DataTableColumn<TAdminPractitioner>[] = [
    {
      header: 'ADMIN_DOCTORS.COL.NAME',
      cell: (p) => (
        <>
          {p.is_approve === 1 && p.is_active === 1 ? (
            <Anchor component={Link} to={paths.doctor.href({ id: p.practitioner_id, slug: p.slug })}>
              {name(p)}
            </Anchor>
          ) : (
            name(p)
          )}
          <Text size="xs" c="dimmed">
            {[p.phone, p.email].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { header: 'ADMIN.COL.CITY', cell: (p) => p.city ?? '—' },
    {
      header: 'ADMIN_DOCTORS.COL.REGISTRATION',
      cell: (p) =>
        p.registration_number ? (
          <>
            {p.registration_number}
            {p.registration_council ? (
              <Text size="xs" c="dimmed">
                {p.registration_council}
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ADMIN_DOCTORS.NO_REGISTRATION')}
          </Text>
        ),
    },
    {
      header: 'ADMIN_DOCTORS.COL.PROOF',
      cell: (p) =>
        p.document_id ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void openDocument(p)}
            aria-label={t('ADMIN_DOCTORS.OPEN_PROOF_NAMED', { name: name(p) })}
          >
            {t('ADMIN_DOCTORS.OPEN_PROOF')}
            {p.document_uploaded_at ? ` (${formatDate(p.document_uploaded_at, 'dd-MM-yyyy')})` : ''}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ADMIN_DOCTORS.NO_PROOF')}
          </Text>
        ),
    },
    {
      header: 'ADMIN.COL.STATUS',
      cell: (p) => (
        <>
          <ApprovalBadge state={p.is_approve} />
          {p.is_approve === 2 && p.verification_reason ? (
            <Text size="xs" mt={4}>
              {t('ADMIN.REASON_SHOWN', { reason: p.verification_reason })}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'ADMIN.COL.CREATED', nowrap: true, cell: (p) => formatDate(p.created_at, 'dd-MM-yyyy') },
    {
      header: 'ADMIN.COL.ACTION',
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          {p.is_approve !== 1 ? (
            <Button
              size="xs"
              color="green"
              variant="light"
              styles={readableLabel}
              onClick={() => void verifyNow(p)}
              loading={verify.isPending && verify.variables?.id === p.practitioner_id}
              aria-label={t('ADMIN_DOCTORS.VERIFY_NAMED', { name: name(p) })}
            >
              {t('ADMIN_DOCTORS.VERIFY')}
            </Button>
          ) : null}
          {p.is_approve !== 2 ? (
            <Button
              size="xs"
              color="orange"
              variant="light"
              styles={readableLabel}
              onClick={() => setRejecting(p)}
              aria-label={t('ADMIN.REJECT_NAMED', { name: name(p) })}
            >
              {t('ADMIN.REJECT')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.ADMIN_DOCTORS')} intro={t('ADMIN_DOCTORS.ABOUT_QUEUE')} />
      <DataTable
        label={t('TITLES.ADMIN_DOCTORS')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN_DOCTORS.SEARCH')} q={list.q} onSearch={(q) => list.set({ q })}>
            <Select
              label={t('ADMIN_DOCTORS.FILTER_STATE')}
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
        onDownloadCsv={() => downloadPractitionersCsv(list.query)}
        query={practitioners}
        rows={practitioners.data?.rows}
        rowKey={(p) => p.practitioner_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN_DOCTORS.EMPTY_QUEUE')}
        paging={practitioners.data ? list.paging(practitioners.data.count) : undefined}
      />
      <ModalForm<{ reason: string }>
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('ADMIN.REJECT_TITLE', { name: rejecting ? name(rejecting) : '' })}
        defaultValues={{ reason: '' }}
        onSubmit={({ reason }) =>
          rejecting
            ? verify.mutateAsync({ id: rejecting.practitioner_id, isApprove: 2, reason: reason.trim() }).then(() => {})
            : Promise.resolve()
        }
        onSuccess={() => notifySuccess(t('ADMIN_DOCTORS.REJECTED'))}
        onError={(error) => notifyError(error)}
        submitLabel={t('ADMIN.REJECT')}
        submitColor="orange"
        cancelLabel={t('ADMIN.CANCEL')}
      >
        {({ register, formState }) => (
          <Textarea
            {...register('reason', { validate: (v) => v.trim() !== '' || t('ERRORS.REASON_REQUIRED') })}
            label={t('ADMIN.REJECT_REASON')}
            description={t('ADMIN_DOCTORS.REJECT_REASON_HINT')}
            error={formState.errors.reason?.message}
            required
            maxLength={500}
            autosize
            minRows={3}
          />
        )}
      </ModalForm>
    </Stack>
  );
}
