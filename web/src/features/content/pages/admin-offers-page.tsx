import { useTranslation } from 'react-i18next';
import { OffersManager } from '../components/offers-manager';

/** /admin-offers (admin layout): every offer (site offers and owners’), with create, edit and delete. */
export function AdminOffersPage() {
  const { t } = useTranslation();
  return <OffersManager scope={{ kind: 'admin' }} title={t('TITLES.ADMIN_OFFERS')} />;
}
