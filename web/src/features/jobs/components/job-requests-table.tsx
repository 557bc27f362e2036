import { Anchor, Button, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TReceivedApplication } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteReceivedApplication } from '../api/delete-received-application';
import { useReceivedApplications } from '../api/get-received-applications';
import { languageOf, refusalText } from '../utils/format-job';
import { ConfirmDialog } from './confirm-dialog';
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
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const requests = useReceivedApplications(businessId);
  const remove = useDeleteReceivedApplication();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const [toDelete, setToDelete] = useState<TReceivedApplication | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    if (!toDelete.business_id) {
      notifyError(undefined, t('JOBS.NO_BUSINESS_ID'));
      return;
    }
    remove.mutate(
      { businessId: toDelete.business_id, jobAppId: toDelete.job_app_id },
      {
        onSuccess: () => {
          notifySuccess(t('JOBS.REQUEST_DELETED'));
          setToDelete(null);
        },
        onError: (error) => {
          const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
          notifyError(error, refused ? refusalText(t, error) : t('JOBS.REQUEST_DELETE_FAILED'));
          if (refused) setToDelete(null);
        },
      },
    );
  };

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
      onClick={() => setToDelete(r)}
      aria-label={t('JOBS.DELETE_NAMED', { name: `${r.candidate_name} (${r.job.title})` })}
    >
      {t('JOBS.DELETE')}
    </Button>
  );

  return (
    <Stack gap="md">
      {businessId ? (
        <Anchor component={Link} to={paths.jobRequest.href()} size="sm">
          {t('JOBS.ALL_REQUESTS')}
        </Anchor>
      ) : null}
      {wide ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('JOBS.COL_SERIAL')}</Table.Th>
                <Table.Th>{t('JOBS.DATE')}</Table.Th>
                <Table.Th>{t('JOBS.JOB')}</Table.Th>
                <Table.Th>{t('JOBS.CANDIDATE_NAME')}</Table.Th>
                <Table.Th>{t('JOBS.CANDIDATE_EMAIL')}</Table.Th>
                <Table.Th>{t('JOBS.MOBILE')}</Table.Th>
                <Table.Th>{t('JOBS.RESUME')}</Table.Th>
                <Table.Th>{t('JOBS.MESSAGE')}</Table.Th>
                <Table.Th>{t('JOBS.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={9} ta="center" c="dimmed">
                    {t('JOBS.NO_REQUESTS')}
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((r, index) => (
                  <Table.Tr key={r.job_app_id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(r)}</Table.Td>
                    <Table.Td>{r.job.title}</Table.Td>
                    <Table.Td>{r.candidate_name}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{r.candidate_email}</Table.Td>
                    <Table.Td>{r.candidate_phone}</Table.Td>
                    <Table.Td>
                      <ResumeLink url={r.resume_url} name={r.candidate_name} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-line' }}>{r.cover_letter}</Table.Td>
                    <Table.Td>{del(r)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
      <ConfirmDialog
        opened={toDelete !== null}
        question={t('JOBS.CONFIRM_DELETE')}
        subject={toDelete ? `${toDelete.candidate_name} — ${toDelete.job.title}` : null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
