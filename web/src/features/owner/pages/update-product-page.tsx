import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { productQueryOptions } from '../api/get-product';
import { OwnerPage } from '../components/owner-page';
import { ProductForm } from '../components/product-form';
import { useGoBack } from './add-product-page';

/** /update-product/{product_id}?business_id=… (products live under their business in the API). */
export function UpdateProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const productId = Number(id);
  const businessId = Number(params.get('business_id'));
  const valid = Number.isInteger(productId) && productId > 0 && Number.isInteger(businessId) && businessId > 0;
  const product = useQuery({ ...productQueryOptions(businessId, productId), enabled: valid });

  return (
    <OwnerPage
      size="sm"
      title={t('PRODUCTS.UPDATE')}
      crumbs={[{ label: t('TITLES.PRODUCTS'), to: paths.product.href() }]}
    >
      <Stack gap="md">
        {!valid || product.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('MESSAGES.ERROR_TITLE')}>
            {t('PRODUCTS.LOAD_FAILED')}
          </Alert>
        ) : product.isPending ? (
          <Skeleton height={360} aria-busy="true" />
        ) : (
          <ProductForm businessId={businessId} product={product.data} onDone={() => goBack(businessId)} />
        )}
        <Group>
          <Button variant="default" onClick={() => (valid ? goBack(businessId) : history.back())}>
            {t('PRODUCTS.BACK')}
          </Button>
        </Group>
      </Stack>
    </OwnerPage>
  );
}
