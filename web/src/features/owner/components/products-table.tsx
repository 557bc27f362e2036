import { Button, Card, Group, Image, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProduct } from '@gd/contracts/schemas/owner';
import { paths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { useSetProductActive } from '../api/set-product-active';
import { WIDE_QUERY } from './inquiries-table';

export const updateProductHref = (product: Pick<TProduct, 'product_id' | 'business_id'>) =>
  `${paths.updateProduct.href({ id: product.product_id })}?business_id=${product.business_id}`;
export const addProductHref = (businessId: number) => `${paths.addProduct.href()}?business_id=${businessId}`;

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : undefined;

/** Spec §2 product list: serial no, image, name, price in ₹, active switch, edit, delete with confirm. */
export function ProductsTable({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const products = useProducts(businessId);
  const remove = useDeleteProduct(businessId);
  const setActive = useSetProductActive(businessId);
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const confirm = useConfirm();

  const toggle = (product: TProduct, active: boolean) =>
    setActive.mutate(
      { productId: product.product_id, active },
      {
        onSuccess: () => notifySuccess(t('PRODUCTS.UPDATED')),
        onError: (error) => notifyError(error, refusal(error) ?? t('PRODUCTS.UPDATE_FAILED')),
      },
    );

  const confirmDelete = (product: TProduct) =>
    confirm({
      title: t('OWNER.CONFIRM_DELETE_TITLE'),
      message: t('OWNER.CONFIRM_DELETE'),
      subject: product.product_name,
      onConfirm: () =>
        remove.mutateAsync(product.product_id).then(
          () => notifySuccess(t('PRODUCTS.DELETED')),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) {
              notifyError(error, t('PRODUCTS.NOT_FOUND_DELETE'));
              return; // gone already: the dialog closes
            }
            notifyError(error, refusal(error) ?? t('PRODUCTS.DELETE_FAILED'));
            throw error;
          },
        ),
    });

  const addButton = (
    <Button component={Link} to={addProductHref(businessId)}>
      {t('PRODUCTS.ADD')}
    </Button>
  );
  if (products.isError)
    return (
      <Stack gap="xs">
        <Text c="red.8">{t('PRODUCTS.FETCH_FAILED')}</Text>
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      </Stack>
    );
  if (products.isPending) return <Skeleton height={160} aria-busy="true" />;
  const rows = products.data;
  const price = (p: TProduct) => (p.product_price === null ? '—' : formatRupees(p.product_price, language));
  const image = (p: TProduct, size: number) => (
    <Image src={mediaUrl(p.image_name) ?? FALLBACK_LOGO} alt="" w={size} h={size} fit="cover" radius="sm" />
  );
  const activeSwitch = (p: TProduct) => (
    <Switch
      checked={p.is_active === 1}
      onChange={(e) => toggle(p, e.currentTarget.checked)}
      disabled={setActive.isPending && setActive.variables?.productId === p.product_id}
      label={t('PRODUCTS.ACTIVE')}
      aria-label={t('PRODUCTS.ACTIVE_FOR', { name: p.product_name })}
    />
  );
  const actions = (p: TProduct) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={updateProductHref(p)}
        aria-label={t('PRODUCTS.EDIT_NAMED', { name: p.product_name })}
      >
        {t('PRODUCTS.EDIT')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => confirmDelete(p)}
        aria-label={t('PRODUCTS.DELETE_NAMED', { name: p.product_name })}
      >
        {t('OWNER.DELETE')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">{addButton}</Group>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('PRODUCTS.NO_PRODUCTS')}
        </Text>
      ) : wide ? (
        <DataTable
          label={t('TITLES.PRODUCTS')}
          columns={[
            { header: 'PRODUCTS.IMAGE', cell: (p) => image(p, 48) },
            { header: 'PRODUCTS.NAME', cell: (p) => p.product_name },
            { header: 'PRODUCTS.PRICE', nowrap: true, cell: price },
            { header: 'PRODUCTS.STATUS', cell: activeSwitch },
            { header: 'OWNER.COL_ACTION', cell: actions },
          ]}
          rows={rows}
          rowKey={(p) => p.product_id}
          serialHeader="OWNER.COL_SERIAL"
          emptyMessage={t('PRODUCTS.NO_PRODUCTS')}
          minWidth={640}
        />
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((p, index) => (
            <Card key={p.product_id} component="li" withBorder radius="md" padding="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                {image(p, 64)}
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="xs" c="dimmed">
                    {index + 1}
                  </Text>
                  <Text fw={700} lineClamp={2}>
                    {p.product_name}
                  </Text>
                  <Text size="sm">{price(p)}</Text>
                </div>
              </Group>
              <Group justify="space-between" mt="sm" gap="xs">
                {activeSwitch(p)}
                {actions(p)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
