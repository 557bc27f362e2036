import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BusinessPicker } from '../components/business-picker';
import { OwnerPage } from '../components/owner-page';
import { StatsPanel } from '../components/stats-panel';

/** /dashboard: a business selector, Total View and Total Inquiry, and the insights of 7, 30 or 90 days (decision 71). */
export function DashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('business_id'));
  return (
    <OwnerPage title={t('TITLES.DASHBOARD')} crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}>
      <BusinessPicker
        businessId={Number.isInteger(wanted) && wanted > 0 ? wanted : null}
        onPick={(id) => setParams({ business_id: String(id) }, { replace: true })}
      >
        {(id) => (
          <>
            <StatsPanel businessId={id} />
            <Anchor component={Link} to={paths.myBusinessDashboard.href({ id })}>
              {t('OWNER.OPEN_BUSINESS_DASHBOARD')}
            </Anchor>
          </>
        )}
      </BusinessPicker>
    </OwnerPage>
  );
}
