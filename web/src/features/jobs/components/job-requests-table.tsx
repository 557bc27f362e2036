import { Anchor, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TReceivedApplication } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteReceivedApplication } from '../api/delete-received-application';
import { useReceivedApplications } from '../api/get-received-applications';
import { refusalText } from '../utils/format-job';
import { WIDE_QUERY } from './owner-jobs-table';

/** A resume link: only https links (the server hands out nothing else), never with the opener's context. */
export function ResumeLink({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation();
  if (!url || !url.startsWith('https://')) return <>{t('JOBS.NOT_AVAILABLE')}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={`${t('JOBS.VIEW_RESUME')}: ${name}`}>
      {t('JOBS.VIEW_RESUME')}
    </Anchor>
  );
}

/**
 * Spec §2 job request table: serial no, date, name, email, mobile, resume (View Resume or N/A), message,
 * delete with confirm. One business's applications (dashboard tab) or every business's (/job-request).
 */
export function JobRequestsTable({ businessId }: { businessId: number | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const requests = useReceivedApplications(businessId);
  const remove = useDeleteReceivedApplication();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const confirm = useConfirm();

  const confirmDelete = (r: TReceivedApplication) =>
    confirm({
      title: t('JOBS.CONFIRM_TITLE'),
      message: t('JOBS.CONFIRM_DELETE'),
      subject: `${r.candidate_name} — ${r.job.title}`,
      onConfirm: async () => {
        if (!r.business_id) {
          notifyError(undefined, t('JOBS.NO_BUSINESS_ID'));
          throw new Error('no business id');
        }
        try {
          await remove.mutateAsync({ businessId: r.business_id, jobAppId: r.job_app_id });
        } catch (error) {
          const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
          notifyError(error, refused ? refusalText(t, error) : t('JOBS.REQUEST_DELETE_FAILED'));
          if (refused) return; // the server refused for good: the dialog closes
          throw error;
        }
        notifySuccess(t('JOBS.REQUEST_DELETED'));
      },
    });

  if (requests.isError)
    return (
      <Stack gap="xs">
        <Text c="red.8">{t('JOBS.REQUESTS_FAILED')}</Text>
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      </Stack>
    );
  if (requests.isPending) return <Skeleton height={160} aria-busy="true" />;
  const rows = requests.data;
  const date = (r: TReceivedApplication) => formatDate(r.created_at, 'dd-MM-yyyy', language);
  const del = (r: TReceivedApplication) => (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => confirmDelete(r)}
      aria-label={t('JOBS.DELETE_NAMED', { name: `${r.candidate_name} (${r.job.title})` })}
    >
      {t('JOBS.DELETE')}
    </Button>
  );

  const columns: DataTableColumn<TReceivedApplication>[] = [
    { header: 'JOBS.DATE', nowrap: true, cell: date },
    { header: 'JOBS.JOB', cell: (r) => r.job.title },
    { header: 'JOBS.CANDIDATE_NAME', cell: (r) => r.candidate_name },
    { header: 'JOBS.CANDIDATE_EMAIL', style: { wordBreak: 'break-all' }, cell: (r) => r.candidate_email },
    { header: 'JOBS.MOBILE', cell: (r) => r.candidate_phone },
    { header: 'JOBS.RESUME', cell: (r) => <ResumeLink url={r.resume_url} name={r.candidate_name} /> },
    { header: 'JOBS.MESSAGE', style: { whiteSpace: 'pre-line' }, cell: (r) => r.cover_letter },
    { header: 'JOBS.COL_ACTION', cell: del },
  ];

  return (
    <Stack gap="md">
      {businessId ? (
        <Anchor component={Link} to={paths.jobRequest.href()} size="sm">
          {t('JOBS.ALL_REQUESTS')}
        </Anchor>
      ) : null}
      {wide ? (
        <DataTable
          label={t('TITLES.JOB_REQUESTS')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.job_app_id}
          serialHeader="JOBS.COL_SERIAL"
          emptyMessage={t('JOBS.NO_REQUESTS')}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('JOBS.NO_REQUESTS')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((r, index) => (
            <Card key={r.job_app_id} component="li" withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {index + 1} · {date(r)} · {r.job.title}
              </Text>
              <Text fw={700}>{r.candidate_name}</Text>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {r.candidate_email}
              </Text>
              <Text size="sm">{r.candidate_phone}</Text>
              <Text size="sm">
                <ResumeLink url={r.resume_url} name={r.candidate_name} />
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {r.cover_letter}
              </Text>
              <div style={{ marginTop: 8 }}>{del(r)}</div>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
