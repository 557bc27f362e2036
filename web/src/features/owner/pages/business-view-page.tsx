import { useTranslation } from 'react-i18next';
import { BusinessManager } from '../components/business-manager';
import { OwnerPage } from '../components/owner-page';

/** /business-view (breadcrumb Business View): the list with the add form inline. */
export function BusinessViewPage() {
  const { t } = useTranslation();
  return (
    <OwnerPage title={t('TITLES.BUSINESS_VIEW')}>
      <BusinessManager inlineAdd />
    </OwnerPage>
  );
}
