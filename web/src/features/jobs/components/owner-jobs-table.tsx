import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalStates } from '@gd/contracts/codes';
import { splitList, type TJob } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteJob } from '../api/delete-job';
import { useOwnerJobs } from '../api/get-owner-jobs';
import { employmentLabel, locationText, refusalText, remoteLabel } from '../utils/format-job';
import { ConfirmDialog } from './confirm-dialog';
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
  const [toDelete, setToDelete] = useState<TJob | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    if (!toDelete.business_id) {
      notifyError(undefined, t('JOBS.NO_BUSINESS_ID'));
      return;
    }
    remove.mutate(
      { businessId: toDelete.business_id, jobId: toDelete.job_id },
      {
        onSuccess: () => {
          notifySuccess(t('JOBS.DELETED'));
          setToDelete(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            notifyError(error, t('JOBS.NOT_FOUND_DELETE'));
            setToDelete(null);
            return;
          }
          const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
          notifyError(error, refused ? refusalText(t, error) : t('JOBS.DELETE_FAILED'));
        },
      },
    );
  };

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
        onClick={() => setToDelete(j)}
        aria-label={t('JOBS.DELETE_NAMED', { name: j.title })}
      >
        {t('JOBS.DELETE')}
      </Button>
    </Group>
  );

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
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('JOBS.COL_SERIAL')}</Table.Th>
                <Table.Th>{t('JOBS.TITLE')}</Table.Th>
                <Table.Th>{t('JOBS.SLUG')}</Table.Th>
                <Table.Th>{t('JOBS.BUSINESS')}</Table.Th>
                <Table.Th>{t('JOBS.REQUIREMENTS')}</Table.Th>
                <Table.Th>{t('JOBS.EMPLOYMENT_TYPE')}</Table.Th>
                <Table.Th>{t('JOBS.REMOTE_TYPE')}</Table.Th>
                <Table.Th>{t('JOBS.ADDRESS_LINE')}</Table.Th>
                <Table.Th>{t('JOBS.CURRENCY')}</Table.Th>
                <Table.Th>{t('JOBS.STATUS')}</Table.Th>
                <Table.Th>{t('JOBS.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={11} ta="center" c="dimmed">
                    {t('JOBS.NO_JOBS_FOUND')}
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((j, index) => (
                  <Table.Tr key={j.job_id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{j.title}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{j.slug}</Table.Td>
                    <Table.Td>{j.business.business_name}</Table.Td>
                    <Table.Td>{requirements(j)}</Table.Td>
                    <Table.Td>{employmentLabel(t, j.employment_type)}</Table.Td>
                    <Table.Td>{remoteLabel(t, j.remote_type)}</Table.Td>
                    <Table.Td>{address(j)}</Table.Td>
                    <Table.Td>{j.currency}</Table.Td>
                    <Table.Td miw={120}>
                      <JobStatusBadges job={j} />
                    </Table.Td>
                    <Table.Td>{actions(j)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
      <ConfirmDialog
        opened={toDelete !== null}
        question={t('JOBS.CONFIRM_DELETE')}
        subject={toDelete?.title}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
