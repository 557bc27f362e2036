import { Anchor, Button, Group, Image, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminCategory } from '@gd/contracts/schemas/admin';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { useDeleteCategory } from '../api/delete-category';
import { downloadCsv } from '../api/download-csv';
import { useAdminCategories } from '../api/get-admin-categories';
import { AdminPageHeader, ConfirmDeleteModal, Pager, StateBadge } from '../components/admin-ui';
import { ListToolbar } from '../components/list-toolbar';
import { useListParams } from '../components/use-list-params';

/**
 * /business-category-list (spec §2): categories with image, featured, how many businesses use each, Edit
 * (/business-update/{category_id}) and Delete, and a Create link. A category in use cannot be deleted.
 */
export function CategoryListPage() {
  const { t, i18n } = useTranslation();
  const guj = i18n.resolvedLanguage === 'guj';
  const list = useListParams(['is_featured'] as const);
  const categories = useAdminCategories(list.query);
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);

  const label = (c: TAdminCategory) => (guj && c.category_name_guj) || c.category_name;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.category_id, {
      onSuccess: () => {
        notifySuccess(t('ADMIN.CATEGORY_DELETED'));
        setDeleting(null);
      },
      onError: (error) => {
        // 409: the server says how many businesses use it
        if (error instanceof ApiError && error.status === 409) {
          notifyError(error, t('ADMIN.CATEGORY_IN_USE', { count: deleting.business_count }));
          setDeleting(null);
          return;
        }
        notifyError(error);
      },
    });
  };
  const data = categories.data;
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
      <ListToolbar
        searchLabel={t('ADMIN.SEARCH_CATEGORIES')}
        q={list.q}
        onSearch={(q) => list.set({ q })}
        onExport={() => downloadCsv('/admin/categories', list.query, 'categories.csv')}
      >
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
      {categories.isError ? <QueryError error={categories.error} onRetry={() => void categories.refetch()} /> : null}
      {categories.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {data ? (
        <>
          <Table.ScrollContainer
            minWidth={640}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('TITLES.BUSINESS_CATEGORY_LIST')}
          >
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['SERIAL', 'IMAGE', 'CATEGORY', 'FEATURED', 'BUSINESSES', 'ACTION'].map((k) => (
                    <Table.Th key={k}>{t(`ADMIN.COL.${k}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center">
                        {t('ADMIN.NO_CATEGORIES')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.rows.map((c, i) => (
                    <Table.Tr key={c.category_id}>
                      <Table.Td>{(list.page - 1) * ADMIN_PAGE_SIZE + i + 1}</Table.Td>
                      <Table.Td>
                        {c.image ? (
                          <Image src={c.image} alt="" w={48} h={48} fit="cover" radius="sm" />
                        ) : (
                          <Text c="dimmed">—</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600}>{c.category_name}</Text>
                        {c.category_name_guj ? (
                          <Text size="sm" c="dimmed" lang="gu">
                            {c.category_name_guj}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <StateBadge color={c.is_featured ? 'green' : 'gray'}>
                          {t(c.is_featured ? 'ADMIN.YES' : 'ADMIN.NO')}
                        </StateBadge>
                      </Table.Td>
                      <Table.Td>{c.business_count}</Table.Td>
                      <Table.Td>
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
                            onClick={() => setDeleting(c)}
                            aria-label={t('ADMIN.DELETE_NAMED', { name: label(c) })}
                          >
                            {t('ADMIN.DELETE')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager count={data.count} page={list.page} onChange={(page) => list.set({ page })} />
        </>
      ) : null}
      <ConfirmDeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        subject={deleting ? label(deleting) : null}
      />
    </Stack>
  );
}
