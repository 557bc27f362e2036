import {
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TJob } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { ModalForm } from '../../../components/modal-form';
import { QueryError } from '../../../components/query-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useAdminJobs, useSetJobApproval } from '../api/admin-jobs';
import { JobStatusBadges, WIDE_QUERY } from '../components/owner-jobs-table';
import { employmentLabel, postedDate } from '../utils/format-job';

const PAGE = 20;

/** The admin's jobs list (decision 1): every job, filter by approval state, approve or reject (with a reason). */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const stateParam = params.get('approval_status');
  const approvalStatus =
    stateParam === '0' || stateParam === '1' || stateParam === '2' ? Number(stateParam) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useAdminJobs({
    ...(approvalStatus === undefined ? {} : { approval_status: approvalStatus }),
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  const approval = useSetJobApproval();
  const [rejecting, setRejecting] = useState<TJob | null>(null);

  const decide = (job: TJob, value: 1 | 2, why?: string) =>
    approval.mutateAsync({ jobId: job.job_id, body: { approval_status: value, ...(why ? { reason: why } : {}) } });
  const approve = (job: TJob) =>
    decide(job, 1).then(
      () => notifySuccess(t('JOBS.APPROVED_TOAST')),
      (error: unknown) => notifyError(error, t('JOBS.APPROVAL_FAILED')),
    );

  const setFilter = (value: string) => setParams(value ? { approval_status: value } : {}, { replace: true });
  const setPage = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };
  const busy = (job: TJob) => approval.isPending && approval.variables?.jobId === job.job_id;
  const actions = (job: TJob) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="green"
        variant="light"
        disabled={job.approval_status === 1}
        loading={busy(job) && approval.variables?.body.approval_status === 1}
        onClick={() => void approve(job)}
        aria-label={t('JOBS.APPROVE_NAMED', { name: job.title })}
      >
        {t('JOBS.APPROVE')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={job.approval_status === 2}
        onClick={() => setRejecting(job)}
        aria-label={t('JOBS.REJECT_NAMED', { name: job.title })}
      >
        {t('JOBS.REJECT')}
      </Button>
    </Group>
  );
  const rows = jobs.data?.rows ?? [];
  const pages = Math.ceil((jobs.data?.count ?? 0) / PAGE);

  return (
    <Stack gap="md">
      <Title order={1}>{t('JOBS.ADMIN_TITLE')}</Title>
      <NativeSelect
        label={t('JOBS.ADMIN_FILTER')}
        maw={240}
        value={stateParam ?? ''}
        onChange={(e) => setFilter(e.currentTarget.value)}
        data={[
          { value: '', label: t('JOBS.ALL') },
          { value: '0', label: t('JOBS.APPROVAL_STATES.PENDING') },
          { value: '1', label: t('JOBS.APPROVAL_STATES.APPROVED') },
          { value: '2', label: t('JOBS.APPROVAL_STATES.REJECTED') },
        ]}
      />
      {jobs.isError ? (
        <Stack gap="xs">
          <Text c="red.8">{t('JOBS.ADMIN_FAILED')}</Text>
          <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
        </Stack>
      ) : jobs.isPending ? (
        <Skeleton height={240} aria-busy="true" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('JOBS.NO_JOBS_FOUND')}
        </Text>
      ) : wide ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('JOBS.COL_SERIAL')}</Table.Th>
                <Table.Th>{t('JOBS.TITLE')}</Table.Th>
                <Table.Th>{t('JOBS.COMPANY')}</Table.Th>
                <Table.Th>{t('JOBS.EMPLOYMENT_TYPE')}</Table.Th>
                <Table.Th>{t('JOBS.POSTED')}</Table.Th>
                <Table.Th>{t('JOBS.STATUS')}</Table.Th>
                <Table.Th>{t('JOBS.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((job, index) => (
                <Table.Tr key={job.job_id}>
                  <Table.Td>{(page - 1) * PAGE + index + 1}</Table.Td>
                  <Table.Td>
                    {job.status === 1 && job.approval_status === 1 ? (
                      <Link to={paths.jobViewId.href({ id: job.job_id })}>{job.title}</Link>
                    ) : (
                      job.title
                    )}
                    {job.approval_reason ? (
                      <Text size="xs" c="dimmed">
                        {job.approval_reason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{job.business.business_name || t('JOBS.UNKNOWN_COMPANY')}</Table.Td>
                  <Table.Td>{employmentLabel(t, job.employment_type)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{postedDate(job.created_at, language)}</Table.Td>
                  <Table.Td miw={120}>
                    <JobStatusBadges job={job} />
                  </Table.Td>
                  <Table.Td>{actions(job)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((job) => (
            <Card key={job.job_id} component="li" withBorder radius="md" padding="sm">
              <Text fw={700}>{job.title}</Text>
              <Text size="sm">{job.business.business_name || t('JOBS.UNKNOWN_COMPANY')}</Text>
              <Text size="xs" c="dimmed">
                {employmentLabel(t, job.employment_type)} · {postedDate(job.created_at, language)}
              </Text>
              <Group justify="space-between" mt="sm" gap="xs">
                <JobStatusBadges job={job} />
                {actions(job)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label={t('JOBS.PAGES')} />
        </Group>
      ) : null}
      <ModalForm<{ reason: string }>
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('JOBS.REJECT_TITLE')}
        intro={
          <Text fw={600} mb="sm">
            {rejecting?.title}
          </Text>
        }
        formKey={rejecting?.job_id}
        defaultValues={{ reason: '' }}
        onSubmit={({ reason }) => (rejecting ? decide(rejecting, 2, reason.trim() || undefined) : Promise.resolve())}
        onSuccess={() => notifySuccess(t('JOBS.REJECTED_TOAST'))}
        onError={(error) => notifyError(error, t('JOBS.APPROVAL_FAILED'))}
        submitLabel={t('JOBS.REJECT')}
        submitColor="red"
        cancelLabel={t('JOBS.NO')}
      >
        {({ register }) => (
          <Textarea {...register('reason')} label={t('JOBS.REJECT_REASON')} maxLength={500} autosize minRows={2} />
        )}
      </ModalForm>
    </Stack>
  );
}
