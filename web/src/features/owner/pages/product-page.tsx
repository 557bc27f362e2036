import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BusinessPicker } from '../components/business-picker';
import { OwnerPage } from '../components/owner-page';
import { ProductsTable } from '../components/products-table';

/** /product (the owner's first business, with a selector) and /product/{business_id}. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const businessId = id === undefined ? null : Number(id);
  return (
    <OwnerPage title={t('TITLES.PRODUCTS')} crumbs={[{ label: t('TITLES.MY_BUSINESS'), to: paths.myBusiness.href() }]}>
      <BusinessPicker
        businessId={businessId}
        onPick={(next) => void navigate(paths.productBusiness.href({ id: next }))}
      >
        {(selected) => <ProductsTable key={selected} businessId={selected} />}
      </BusinessPicker>
    </OwnerPage>
  );
}
