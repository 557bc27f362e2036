import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BusinessPicker } from '../components/business-picker';
import { OwnerPage } from '../components/owner-page';
import { ProductForm } from '../components/product-form';

/** Back to where the owner came from, else the product list of the business. */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return (businessId: number) =>
    location.key !== 'default' ? void navigate(-1) : void navigate(paths.productBusiness.href({ id: businessId }));
}

/** /add-product?business_id=…: the business from the query, or a selector. */
export function AddProductPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const goBack = useGoBack();
  const wanted = Number(params.get('business_id'));
  const businessId = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  return (
    <OwnerPage size="sm" title={t('PRODUCTS.ADD')} crumbs={[{ label: t('TITLES.PRODUCTS'), to: paths.product.href() }]}>
      <BusinessPicker
        businessId={businessId}
        onPick={(id) => setParams({ business_id: String(id) }, { replace: true })}
      >
        {(id) => (
          <>
            <ProductForm key={id} businessId={id} onDone={() => goBack(id)} />
            <Group>
              <Button variant="default" onClick={() => goBack(id)}>
                {t('PRODUCTS.BACK')}
              </Button>
            </Group>
          </>
        )}
      </BusinessPicker>
    </OwnerPage>
  );
}
