import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { OwnerJobsTable } from '../components/owner-jobs-table';
import { PageFrame } from '../components/page-frame';

/** /user-job: the jobs of every business of the owner (spec §2 owner job list). */
export function UserJobPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('JOBS.OWNER_JOBS_TITLE')}
      crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}
    >
      <OwnerJobsTable businessId={null} />
    </PageFrame>
  );
}
