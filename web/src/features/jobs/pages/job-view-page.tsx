import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { splitList } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { showToast } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useLanguage } from '../../../lib/use-language';
import { useJob } from '../api/get-job';
import { APPLY_PARAM, ApplyJobModal, useApplyFlow } from '../components/apply-job-modal';
import {
  employmentLabel,
  experienceText,
  locationText,
  postedDate,
  remoteLabel,
  salaryText,
} from '../utils/format-job';
import { READABLE_BADGE } from '../components/readable-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * /job-view/{id} (spec §2): title, company, location, type and remote type, salary, experience range,
 * description, responsibilities and requirements lists, apply email link and Apply Now (modal). A job that is
 * not public: 'Job not found' and back to /job-list; a failed load: 'Failed to load job details.'
 */
export function JobViewPage() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const { id } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const jobId = Number(id);
  const job = useJob(jobId);
  const applyFlow = useApplyFlow();
  const [applying, setApplying] = useState(false);
  const notFound =
    !Number.isInteger(jobId) || jobId <= 0 || (job.error instanceof ApiError && job.error.status === 404);
  usePageTitle(job.data?.title);

  useEffect(() => {
    if (!notFound) return;
    void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: t('JOBS.JOB_NOT_FOUND') });
    void navigate(paths.jobList.href(), { replace: true });
  }, [notFound, navigate, t]);

  // Back from the login page (spec §4: a guest who clicked Apply comes back): the form is open.
  const autoApply = params.get(APPLY_PARAM) === '1' && Boolean(getToken());
  const closeApply = () => {
    setApplying(false);
    if (params.has(APPLY_PARAM)) setParams({}, { replace: true });
  };

  const crumbs = [
    { label: t('NAV.HOME'), to: paths.home.href() },
    { label: t('TITLES.JOBS'), to: paths.jobList.href() },
    { label: job.data?.title ?? t('TITLES.JOB') },
  ];

  if (notFound) return null;
  if (job.isError)
    return (
      <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
        <Breadcrumbs items={crumbs} />
        <Alert color="red" variant="light" role="alert" title={t('MESSAGES.ERROR_TITLE')}>
          {t('JOBS.LOAD_FAILED')}
          <div>
            <Button variant="default" size="xs" mt="sm" onClick={() => void job.refetch()}>
              {t('ACTIONS.RETRY')}
            </Button>
          </div>
        </Alert>
      </Container>
    );
  if (job.isPending)
    return (
      <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
        <Skeleton height={400} radius="md" aria-busy="true" />
      </Container>
    );

  const j = job.data;
  const company = j.business.business_name || t('JOBS.UNKNOWN_COMPANY');
  const city = pick(j.city, j.city_guj) ?? j.business.city;
  const experience = experienceText(j, t);
  const responsibilities = splitList(j.responsibilities);
  const requirements = splitList(j.requirements);

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={crumbs} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group wrap="nowrap" gap="md" align="flex-start">
            <Image
              src={mediaUrl(j.business.business_logo) ?? FALLBACK_LOGO}
              alt=""
              w={64}
              h={64}
              radius="sm"
              fit="contain"
            />
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {j.title}
              </Title>
              <Anchor component={Link} to={paths.business.href({ id: j.business_id })} fw={600}>
                {company}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('JOBS.POSTED_ON', { date: postedDate(j.created_at, language) })}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Badge styles={READABLE_BADGE} variant="light" color="blue">
              {employmentLabel(t, j.employment_type)}
            </Badge>
            <Badge styles={READABLE_BADGE} variant="light" color="teal">
              {remoteLabel(t, j.remote_type)}
            </Badge>
            {j.category_name ? (
              <Badge styles={READABLE_BADGE} variant="outline" color="gray">
                {pick(j.category_name, j.category_name_guj)}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xl" align="flex-start">
            <Fact label={t('JOBS.LOCATION')}>
              {locationText([j.address_line, city, j.state, j.country]) || t('JOBS.NOT_SPECIFIED')}
            </Fact>
            <Fact label={t('JOBS.SALARY')}>{salaryText(j, t, language)}</Fact>
            <Fact label={t('JOBS.EXPERIENCE')}>{experience ?? t('JOBS.NOT_SPECIFIED')}</Fact>
          </Group>
          <div>
            <Title order={2} size="h4" mb={4}>
              {t('JOBS.DESCRIPTION')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{j.description}</Text>
          </div>
          {responsibilities.length > 0 ? (
            <div>
              <Title order={2} size="h4" mb={4}>
                {t('JOBS.RESPONSIBILITIES')}
              </Title>
              <List spacing={2}>
                {responsibilities.map((item, i) => (
                  <List.Item key={i}>{item}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          {requirements.length > 0 ? (
            <div>
              <Title order={2} size="h4" mb={4}>
                {t('JOBS.REQUIREMENTS')}
              </Title>
              <List spacing={2}>
                {requirements.map((item, i) => (
                  <List.Item key={i}>{item}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <Group gap="md">
            <Button size="md" onClick={() => applyFlow(j.job_id, () => setApplying(true))}>
              {t('JOBS.APPLY_NOW')}
            </Button>
            {j.apply_email ? (
              <Anchor href={`mailto:${j.apply_email}?subject=${encodeURIComponent(j.title)}`}>
                {t('JOBS.APPLY_BY_EMAIL')}: {j.apply_email}
              </Anchor>
            ) : null}
            {j.apply_url ? (
              <Anchor href={j.apply_url} target="_blank" rel="noopener noreferrer nofollow">
                {t('JOBS.APPLY_ON_WEBSITE')}
              </Anchor>
            ) : null}
          </Group>
          <div>
            <Button component={Link} to={paths.jobList.href()} variant="default">
              {t('JOBS.BACK_TO_JOBS')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <ApplyJobModal
        job={applying || autoApply ? { job_id: j.job_id, title: j.title, company } : null}
        onClose={closeApply}
      />
    </Container>
  );
}
