import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useOwnerBusinesses } from '../api/get-owner-businesses';
import { ownerJobQueryOptions } from '../api/get-owner-jobs';
import { JobForm } from '../components/job-form';
import { PageFrame } from '../components/page-frame';
import { useGoBack } from './add-job-page';

/** /update-job/{job_id}?business_id=… (jobs live under their business in the API). */
export function UpdateJobPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const jobId = Number(id);
  const businessId = Number(params.get('business_id'));
  const valid = Number.isInteger(jobId) && jobId > 0 && Number.isInteger(businessId) && businessId > 0;
  const job = useQuery({ ...ownerJobQueryOptions(businessId, jobId), enabled: valid });
  const businesses = useOwnerBusinesses();
  return (
    <PageFrame
      size="md"
      title={t('JOBS.UPDATE_JOB')}
      crumbs={[{ label: t('JOBS.OWNER_JOBS_TITLE'), to: paths.userJob.href() }]}
    >
      <Stack gap="md">
        {!valid || job.isError || businesses.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('MESSAGES.ERROR_TITLE')}>
            {t('JOBS.JOB_LOAD_FAILED')}
          </Alert>
        ) : job.isPending || businesses.isPending ? (
          <Skeleton height={480} aria-busy="true" />
        ) : (
          <JobForm businesses={businesses.data} initialBusinessId={businessId} job={job.data} onDone={goBack} />
        )}
        <Group>
          <Button variant="default" onClick={goBack}>
            {t('JOBS.BACK')}
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
