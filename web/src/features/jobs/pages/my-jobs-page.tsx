import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyApplication } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { showToast } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteMyApplication } from '../api/delete-my-application';
import { useMyApplications } from '../api/get-my-applications';
import {
  employmentLabel,
  experienceText,
  locationText,
  postedDate,
  remoteLabel,
  salaryText,
} from '../utils/format-job';
import { READABLE_BADGE } from '../components/readable-badge';

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * /my-jobs (spec §2): the applications the user sent, as cards (title, company, city/state/country, type,
 * level, salary, posted date) with a delete icon and the confirm dialog; empty 'No jobs available'.
 */
export function MyJobsPage() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const applications = useMyApplications();
  const remove = useDeleteMyApplication();
  const confirm = useConfirm();

  const confirmDelete = (application: TMyApplication) =>
    confirm({
      title: t('JOBS.CONFIRM_TITLE'),
      message: t('JOBS.CONFIRM_DELETE_REQUEST'),
      subject: application.job.title,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(application.job_app_id);
        } catch (error) {
          const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
          void showToast({
            color: 'red',
            title: t('MESSAGES.ERROR_TITLE'),
            message: refused ? t('JOBS.MY_JOB_DELETE_FAILED') : t('JOBS.MY_JOB_DELETE_ERROR'),
          });
          if (refused) return; // the server refused for good: the dialog closes
          throw error;
        }
        void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('JOBS.MY_JOB_DELETED') });
      },
    });

  const rows = applications.data ?? [];
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.MY_JOBS') }]} />
      <Title order={1} mb="md">
        {t('JOBS.MY_JOBS_TITLE')}
      </Title>
      {applications.isError ? (
        <QueryError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : applications.isPending ? (
        <Skeleton height={200} radius="md" aria-busy="true" />
      ) : rows.length === 0 ? (
        <Text ta="center" py="xl" fw={600}>
          {t('JOBS.MY_JOBS_EMPTY')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {rows.map((a) => {
            const j = a.job;
            const company = j.company || t('JOBS.UNKNOWN_COMPANY');
            const level = experienceText(j, t);
            return (
              <Card key={a.job_app_id} component="li" withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                      <Image
                        src={mediaUrl(j.business_logo) ?? FALLBACK_LOGO}
                        alt=""
                        w={44}
                        h={44}
                        radius="sm"
                        fit="contain"
                      />
                      <div style={{ minWidth: 0 }}>
                        <Text component="h2" fw={700} size="md" m={0} lineClamp={2}>
                          {j.is_open ? (
                            <Anchor component={Link} to={paths.jobViewId.href({ id: j.job_id })} inherit>
                              {j.title}
                            </Anchor>
                          ) : (
                            j.title
                          )}
                        </Text>
                        <Text size="sm" c="dimmed" lineClamp={1}>
                          {company}
                        </Text>
                      </div>
                    </Group>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => confirmDelete(a)}
                      aria-label={t('JOBS.DELETE_REQUEST', { title: j.title })}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                  <Text size="sm">
                    {locationText([pick(j.city, j.city_guj), j.state, j.country]) || t('JOBS.NOT_SPECIFIED')}
                  </Text>
                  <Group gap={6}>
                    <Badge styles={READABLE_BADGE} variant="light" color="blue">
                      {employmentLabel(t, j.employment_type)}
                    </Badge>
                    <Badge styles={READABLE_BADGE} variant="light" color="teal">
                      {remoteLabel(t, j.remote_type)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    <Text span fw={600}>
                      {t('JOBS.LEVEL')}:{' '}
                    </Text>
                    {level ?? t('JOBS.NOT_SPECIFIED')}
                  </Text>
                  <Text size="sm">
                    <Text span fw={600}>
                      {t('JOBS.SALARY')}:{' '}
                    </Text>
                    {salaryText(j, t, language)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('JOBS.POSTED_ON', { date: postedDate(j.created_at, language) })} ·{' '}
                    {t('JOBS.APPLIED_ON', { date: postedDate(a.created_at, language) })}
                  </Text>
                  {!j.is_open ? (
                    <Text size="xs" c="orange.9">
                      {t('JOBS.JOB_CLOSED')}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Container>
  );
}
