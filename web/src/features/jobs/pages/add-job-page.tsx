import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useOwnerBusinesses } from '../api/get-owner-businesses';
import { JobForm } from '../components/job-form';
import { PageFrame } from '../components/page-frame';

/** Back to where the owner came from, else the owner's job list. */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key !== 'default' ? void navigate(-1) : void navigate(paths.userJob.href()));
}

/** /add-job[?business_id=…]: the add job form; the business from the query (dashboard job tab) or chosen. */
export function AddJobPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const businesses = useOwnerBusinesses();
  const wanted = Number(params.get('business_id'));
  const initial = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  return (
    <PageFrame
      size="md"
      title={t('JOBS.ADD_JOB')}
      crumbs={[{ label: t('JOBS.OWNER_JOBS_TITLE'), to: paths.userJob.href() }]}
    >
      <Stack gap="md">
        {businesses.isError ? (
          <QueryError error={businesses.error} onRetry={() => void businesses.refetch()} />
        ) : businesses.isPending ? (
          <Skeleton height={480} aria-busy="true" />
        ) : businesses.data.length === 0 ? (
          <Alert color="blue" variant="light">
            {t('JOBS.NO_BUSINESS')} <Link to={paths.myBusiness.href()}>{t('TITLES.MY_BUSINESS')}</Link>
          </Alert>
        ) : (
          <JobForm
            businesses={businesses.data}
            initialBusinessId={businesses.data.some((b) => b.business_id === initial) ? initial : null}
            onDone={goBack}
          />
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
