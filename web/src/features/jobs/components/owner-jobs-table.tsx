import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStates } from '@gd/contracts/codes';
import { splitList, type TJob } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteJob } from '../api/delete-job';
import { useOwnerJobs } from '../api/get-owner-jobs';
import { employmentLabel, locationText, refusalText, remoteLabel } from '../utils/format-job';
import { READABLE_BADGE } from './readable-badge';

export const WIDE_QUERY = '(min-width: 62em)';

export const addJobHref = (businessId?: number | null) =>
  businessId ? `${paths.addJob.href()}?business_id=${businessId}` : paths.addJob.href();
export const updateJobHref = (job: Pick<TJob, 'job_id' | 'business_id'>) =>
  `${paths.updateJob.href({ id: job.job_id })}?business_id=${job.business_id}`;

const APPROVAL_COLOURS: Record<number, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

/** Decision 1: the owner's switch (Active / Inactive) and the admin's approval, as two badges. */
export function JobStatusBadges({ job }: { job: Pick<TJob, 'status' | 'approval_status'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge
        styles={READABLE_BADGE}
        variant="light"
        color={job.status === 1 ? 'green' : 'gray'}
        style={{ flexShrink: 0 }}
      >
        {job.status === 1 ? t('JOBS.ACTIVE') : t('JOBS.INACTIVE')}
      </Badge>
      <Badge
        styles={READABLE_BADGE}
        variant="outline"
        color={APPROVAL_COLOURS[job.approval_status] ?? 'gray'}
        style={{ flexShrink: 0 }}
      >
        {t(approvalStates.labelKey(job.approval_status as 0 | 1 | 2, 'CODES.APPROVAL.PENDING'))}
      </Badge>
    </Group>
  );
}

/**
 * Spec §2 owner job list: serial no, title, slug, business name, requirements, employment type, remote type,
 * address, currency, status badge, edit, delete with confirm; empty row NO_JOBS_FOUND. One business's jobs
 * (dashboard job tab) or every business's (/user-job).
 */
export function OwnerJobsTable({ businessId }: { businessId: number | null }) {
  const { t } = useTranslation();
  const jobs = useOwnerJobs(businessId);
  const remove = useDeleteJob();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const confirm = useConfirm();

  const confirmDelete = (job: TJob) =>
    confirm({
      title: t('JOBS.CONFIRM_TITLE'),
      message: t('JOBS.CONFIRM_DELETE'),
      subject: job.title,
      onConfirm: async () => {
        if (!job.business_id) {
          notifyError(undefined, t('JOBS.NO_BUSINESS_ID'));
          throw new Error('no business id');
        }
        try {
          await remove.mutateAsync({ businessId: job.business_id, jobId: job.job_id });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            notifyError(error, t('JOBS.NOT_FOUND_DELETE'));
            return; // gone already: the dialog closes
          }
          const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
          notifyError(error, refused ? refusalText(t, error) : t('JOBS.DELETE_FAILED'));
          throw error;
        }
        notifySuccess(t('JOBS.DELETED'));
      },
    });

  const add = (
    <Button component={Link} to={addJobHref(businessId)}>
      {t('JOBS.ADD_JOB')}
    </Button>
  );
  if (jobs.isError)
    return (
      <Stack gap="xs">
        <Text c="red.8">{t('JOBS.FETCH_FAILED')}</Text>
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
      </Stack>
    );
  if (jobs.isPending) return <Skeleton height={160} aria-busy="true" />;
  const rows = jobs.data;
  const requirements = (j: TJob) => splitList(j.requirements).join(', ') || '—';
  const address = (j: TJob) => locationText([j.address_line, j.city]) || '—';
  const actions = (j: TJob) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={updateJobHref(j)}
        aria-label={t('JOBS.EDIT_NAMED', { name: j.title })}
      >
        {t('JOBS.EDIT')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => confirmDelete(j)}
        aria-label={t('JOBS.DELETE_NAMED', { name: j.title })}
      >
        {t('JOBS.DELETE')}
      </Button>
    </Group>
  );

  const columns: DataTableColumn<TJob>[] = [
    { header: 'JOBS.TITLE', cell: (j) => j.title },
    { header: 'JOBS.SLUG', style: { wordBreak: 'break-all' }, cell: (j) => j.slug },
    { header: 'JOBS.BUSINESS', cell: (j) => j.business.business_name },
    { header: 'JOBS.REQUIREMENTS', cell: requirements },
    { header: 'JOBS.EMPLOYMENT_TYPE', cell: (j) => employmentLabel(t, j.employment_type) },
    { header: 'JOBS.REMOTE_TYPE', cell: (j) => remoteLabel(t, j.remote_type) },
    { header: 'JOBS.ADDRESS_LINE', cell: address },
    { header: 'JOBS.CURRENCY', cell: (j) => j.currency },
    { header: 'JOBS.STATUS', style: { minWidth: 120 }, cell: (j) => <JobStatusBadges job={j} /> },
    { header: 'JOBS.COL_ACTION', cell: actions },
  ];

  return (
    <Stack gap="md">
      <Group justify={businessId ? 'space-between' : 'flex-end'}>
        {businessId ? (
          <Anchor component={Link} to={paths.userJob.href()} size="sm">
            {t('JOBS.ALL_MY_JOBS')}
          </Anchor>
        ) : null}
        {add}
      </Group>
      {wide ? (
        <DataTable
          label={t('TITLES.JOBS_POSTED')}
          columns={columns}
          rows={rows}
          rowKey={(j) => j.job_id}
          serialHeader="JOBS.COL_SERIAL"
          emptyMessage={t('JOBS.NO_JOBS_FOUND')}
          minWidth={1100}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('JOBS.NO_JOBS_FOUND')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((j, index) => (
            <Card key={j.job_id} component="li" withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {index + 1} · {j.slug}
              </Text>
              <Text fw={700}>{j.title}</Text>
              <Text size="sm">{j.business.business_name}</Text>
              <Text size="sm">
                {employmentLabel(t, j.employment_type)} · {remoteLabel(t, j.remote_type)} · {j.currency}
              </Text>
              <Text size="sm">{address(j)}</Text>
              <Text size="sm" c="dimmed">
                {requirements(j)}
              </Text>
              <Group justify="space-between" mt="sm" gap="xs">
                <JobStatusBadges job={j} />
                {actions(j)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
