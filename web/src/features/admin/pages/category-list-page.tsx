import { Anchor, Button, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import { paths } from '../../../app/paths';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteCategory } from '../api/delete-category';
import { downloadCsv } from '../api/download-csv';
import { useAdminCategories } from '../api/get-admin-categories';
import { AdminPageHeader, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /business-category-list (spec §2): categories with image, featured, how many businesses use each, Edit
 * (/business-update/{category_id}) and Delete, and a Create link. A category in use cannot be deleted.
 */
export function CategoryListPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const list = useListParams(['is_featured'] as const);
  const categories = useAdminCategories(list.query);
  const remove = useDeleteCategory();
  const confirm = useConfirm();

  const label = (c: TAdminCategory) => pick(c.category_name, c.category_name_guj);
  const confirmDelete = (c: TAdminCategory) =>
    confirm({
      title: t('ADMIN.CONFIRM_TITLE'),
      message: t('ADMIN.CONFIRM_DELETE'),
      subject: label(c),
      onConfirm: () =>
        remove.mutateAsync(c.category_id).then(
          () => notifySuccess(t('ADMIN.CATEGORY_DELETED')),
          (error: unknown) => {
            // 409: the server says how many businesses use it; the dialog closes
            if (error instanceof ApiError && error.status === 409) {
              notifyError(error, t('ADMIN.CATEGORY_IN_USE', { count: c.business_count }));
              return;
            }
            notifyError(error);
            throw error;
          },
        ),
    });

  const columns: DataTableColumn<TAdminCategory>[] = [
    {
      header: 'ADMIN.COL.IMAGE',
      cell: (c) =>
        c.image ? <Image src={c.image} alt="" w={48} h={48} fit="cover" radius="sm" /> : <Text c="dimmed">—</Text>,
    },
    {
      header: 'ADMIN.COL.CATEGORY',
      cell: (c) => (
        <>
          <Text fw={600}>{c.category_name}</Text>
          {c.category_name_guj ? (
            <Text size="sm" c="dimmed" lang="gu">
              {c.category_name_guj}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'ADMIN.COL.FEATURED',
      cell: (c) => (
        <StateBadge color={c.is_featured ? 'green' : 'gray'}>{t(c.is_featured ? 'ADMIN.YES' : 'ADMIN.NO')}</StateBadge>
      ),
    },
    { header: 'ADMIN.COL.BUSINESSES', cell: (c) => c.business_count },
    {
      header: 'ADMIN.COL.ACTION',
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.businessUpdate.href({ id: c.category_id })}
            aria-label={t('ADMIN.EDIT_NAMED', { name: label(c) })}
          >
            {t('ADMIN.EDIT')}
          </Anchor>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(c)}
            aria-label={t('ADMIN.DELETE_NAMED', { name: label(c) })}
          >
            {t('ADMIN.DELETE')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('TITLES.BUSINESS_CATEGORY_LIST')}
        intro={t('ADMIN.ABOUT.BUSINESS_CATEGORY_LIST')}
        actions={
          <Button component={Link} to={paths.businessCategoryCreate.href()}>
            {t('ADMIN.CREATE_CATEGORY')}
          </Button>
        }
      />
      <DataTable
        label={t('TITLES.BUSINESS_CATEGORY_LIST')}
        toolbar={
          <ListToolbar searchLabel={t('ADMIN.SEARCH_CATEGORIES')} q={list.q} onSearch={(q) => list.set({ q })}>
            <Select
              label={t('ADMIN.FILTER_FEATURED')}
              data={[
                { value: '', label: t('ADMIN.ALL') },
                { value: '1', label: t('ADMIN.YES') },
                { value: '0', label: t('ADMIN.NO') },
              ]}
              value={list.filters.is_featured}
              onChange={(v) => list.set({ is_featured: v ?? '' })}
              allowDeselect={false}
              w={140}
            />
          </ListToolbar>
        }
        onDownloadCsv={() => downloadCsv('/admin/categories', list.query, 'categories.csv')}
        query={categories}
        rows={categories.data?.rows}
        rowKey={(c) => c.category_id}
        columns={columns}
        serialHeader="ADMIN.COL.SERIAL"
        emptyMessage={t('ADMIN.NO_CATEGORIES')}
        paging={categories.data ? list.paging(categories.data.count) : undefined}
        minWidth={640}
      />
    </Stack>
  );
}
