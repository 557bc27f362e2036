import { useTranslation } from 'react-i18next';
import { BusinessManager } from '../components/business-manager';
import { OwnerPage } from '../components/owner-page';

/** /my-business (breadcrumb Business List). */
export function MyBusinessPage() {
  const { t } = useTranslation();
  return (
    <OwnerPage title={t('TITLES.MY_BUSINESS')}>
      <BusinessManager />
    </OwnerPage>
  );
}
