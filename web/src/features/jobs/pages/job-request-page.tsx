import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { JobRequestsTable } from '../components/job-requests-table';
import { PageFrame } from '../components/page-frame';

/** /job-request: applications received by the jobs of every business of the owner (spec §2). */
export function JobRequestPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('JOBS.REQUESTS_TITLE')}
      crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}
    >
      <JobRequestsTable businessId={null} />
    </PageFrame>
  );
}
