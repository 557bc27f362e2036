import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TJob } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { useLanguage } from '../../../lib/use-language';
import { employmentLabel, locationText, postedDate, salaryText } from '../utils/format-job';
import { READABLE_BADGE } from './readable-badge';

export interface JobCardProps {
  job: TJob;
  onApply: (job: TJob) => void;
}

/**
 * Spec §2 public job card: company logo and name ('Unknown Company'), posted date (dd MMM, yyyy), title,
 * employment type badge, salary, location, Apply now. A click on the card opens the job view; the title is
 * the link for keyboards and screen readers.
 */
export function JobCard({ job, onApply }: JobCardProps) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const navigate = useNavigate();
  const company = job.business.business_name || t('JOBS.UNKNOWN_COMPANY');
  const href = paths.jobViewId.href({ id: job.job_id });
  const city = pick(job.city, job.city_guj) ?? job.business.city;
  const open = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a,button')) return;
    void navigate(href);
  };
  return (
    <Card withBorder radius="md" padding="md" component="article" onClick={open} style={{ cursor: 'pointer' }}>
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" gap="sm" align="center">
          <Image
            src={mediaUrl(job.business.business_logo) ?? FALLBACK_LOGO}
            alt=""
            w={48}
            h={48}
            radius="sm"
            fit="contain"
          />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={1}>
              {company}
            </Text>
            <Text size="xs" c="dimmed">
              {t('JOBS.POSTED_ON', { date: postedDate(job.created_at, language) })}
            </Text>
          </div>
        </Group>
        <Text component="h2" fw={700} size="lg" lh={1.3} m={0}>
          <Link to={href} style={{ color: 'inherit' }}>
            {job.title}
          </Link>
        </Text>
        <Group gap={6}>
          <Badge styles={READABLE_BADGE} variant="light" color="blue">
            {employmentLabel(t, job.employment_type)}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('JOBS.SALARY')}:{' '}
          </Text>
          {salaryText(job, t, language)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('JOBS.LOCATION')}:{' '}
          </Text>
          {locationText([city, job.state, job.country]) || t('JOBS.NOT_SPECIFIED')}
        </Text>
        <Group justify="flex-end" mt="auto">
          <Button size="sm" onClick={() => onApply(job)} aria-label={t('JOBS.APPLY_NOW_FOR', { title: job.title })}>
            {t('JOBS.APPLY_NOW')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
