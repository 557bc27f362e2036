import {
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { employmentTypes, remoteTypes } from '@gd/contracts/codes';
import { JOBS_PAGE_SIZE, type TJob, type TJobListQuery } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { useCities } from '../../../lib/api/get-cities';
import { useLanguage } from '../../../lib/use-language';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useJobCategories } from '../api/get-job-categories';
import { useJobs } from '../api/get-jobs';
import { ApplyJobModal, useApplyFlow } from '../components/apply-job-modal';
import { JobCard } from '../components/job-card';

const FILTERS = ['city_id', 'category_id', 'employment_type', 'remote_type'] as const;
type Filter = (typeof FILTERS)[number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /job-list (spec §2): job cards with filters by city, category, employment type and remote type (kept in the
 * URL), paged; empty state NO_JOBS_AVAILABLE. A failed load is logged and shows the empty list (spec §8) with
 * a retry.
 */
export function JobListPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [params, setParams] = useSearchParams();
  const update = useSearchUpdate();
  const cities = useCities();
  const categories = useJobCategories();
  const page = positive(params.get('page')) ?? 1;
  const query: TJobListQuery = { limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE };
  for (const f of FILTERS) {
    const v = positive(params.get(f));
    if (v) query[f] = v;
  }
  const jobs = useJobs(query);
  const applyFlow = useApplyFlow();
  const [applying, setApplying] = useState<TJob | null>(null);
  if (jobs.isError) console.error('Failed to fetch jobs', jobs.error);

  // From the latest URL asked for, not this render's: two filters chosen in quick succession both stay.
  const setFilter = (name: Filter, value: string) =>
    update(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      },
      { replace: true },
    );
  const setPage = (n: number) => {
    update((next) => {
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
    });
    window.scrollTo({ top: 0 });
  };
  const value = (name: Filter) => params.get(name) ?? '';
  const rows = jobs.data?.rows ?? [];
  const count = jobs.data?.count ?? 0;
  const pages = Math.ceil(count / JOBS_PAGE_SIZE);
  const filtered = FILTERS.some((f) => params.get(f));

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.JOBS') }]} />
      <Title order={1}>{t('JOBS.BOARD_TITLE')}</Title>
      <Text c="dimmed" mb="md">
        {t('JOBS.BOARD_INTRO')}
      </Text>
      <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label={t('JOBS.FILTERS')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label={t('JOBS.CITY')}
            value={value('city_id')}
            onChange={(e) => setFilter('city_id', e.currentTarget.value)}
            data={[
              { value: '', label: t('JOBS.ALL_CITIES') },
              ...(cities.data ?? []).map((c) => ({
                value: String(c.op_key),
                label: pick(c.op_value, c.op_value_guj),
              })),
            ]}
          />
          <NativeSelect
            label={t('JOBS.CATEGORY')}
            value={value('category_id')}
            onChange={(e) => setFilter('category_id', e.currentTarget.value)}
            data={[
              { value: '', label: t('JOBS.ALL_CATEGORIES') },
              ...(categories.data ?? []).map((c) => ({
                value: String(c.job_cat_id),
                label: pick(c.name, c.name_guj),
              })),
            ]}
          />
          <NativeSelect
            label={t('JOBS.EMPLOYMENT_TYPE')}
            value={value('employment_type')}
            onChange={(e) => setFilter('employment_type', e.currentTarget.value)}
            data={[
              { value: '', label: t('JOBS.ALL_EMPLOYMENT_TYPES') },
              ...employmentTypes.entries.map((c) => ({ value: String(c.value), label: t(c.labelKey) })),
            ]}
          />
          <NativeSelect
            label={t('JOBS.REMOTE_TYPE')}
            value={value('remote_type')}
            onChange={(e) => setFilter('remote_type', e.currentTarget.value)}
            data={[
              { value: '', label: t('JOBS.ALL_REMOTE_TYPES') },
              ...remoteTypes.entries.map((c) => ({ value: String(c.value), label: t(c.labelKey) })),
            ]}
          />
        </SimpleGrid>
        {filtered ? (
          <Group justify="flex-end" mt="sm">
            <Button variant="subtle" size="xs" onClick={() => setParams({}, { replace: true })}>
              {t('JOBS.RESET_FILTERS')}
            </Button>
          </Group>
        ) : null}
      </Paper>

      {jobs.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Stack align="center" py="xl" gap="sm">
          <Text fw={600} size="lg">
            {t('JOBS.NO_JOBS_AVAILABLE')}
          </Text>
          {jobs.isError ? (
            <Button variant="default" size="xs" onClick={() => void jobs.refetch()}>
              {t('ACTIONS.RETRY')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {t('JOBS.RESULTS', { count })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((job) => (
              <JobCard key={job.job_id} job={job} onApply={(j) => applyFlow(j.job_id, () => setApplying(j))} />
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Group justify="center" mt="lg">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`JOBS.PAGE_${control.toUpperCase()}`) })}
                aria-label={t('JOBS.PAGES')}
              />
            </Group>
          ) : null}
        </>
      )}
      <ApplyJobModal
        job={
          applying
            ? {
                job_id: applying.job_id,
                title: applying.title,
                company: applying.business.business_name || t('JOBS.UNKNOWN_COMPANY'),
              }
            : null
        }
        onClose={() => setApplying(null)}
      />
    </Container>
  );
}
