import { Card, Container, SimpleGrid, Skeleton, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { SearchIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-error';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from '../components/category-card';

const COLS = { base: 2, sm: 3, md: 4, lg: 6 };

/**
 * /business-category (decision 29): breadcrumb Home > Business Categories and every category with its number of
 * businesses, each opening `/search/{category_id}/{slug}`. A box narrows the list by name (either language).
 */
export function BusinessCategoryPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isPending, isError, refetch } = useCategories();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const shown = (data ?? []).filter(
    (c) =>
      !needle ||
      c.category_name.toLocaleLowerCase().includes(needle) ||
      (c.category_name_guj ?? '').toLocaleLowerCase().includes(needle),
  );

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs
        items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.BUSINESS_CATEGORIES') }]}
      />
      <section aria-labelledby={headingId}>
        <Title order={1} id={headingId} mb="md">
          {t('TITLES.BUSINESS_CATEGORIES')}
        </Title>
        <TextInput
          maw={360}
          mb="lg"
          label={t('DIRECTORY.FIND_CATEGORY')}
          leftSection={<SearchIcon size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        {isError ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <SimpleGrid cols={COLS} aria-busy="true">
            <VisuallyHidden role="status">{t('HOME.LOADING_CATEGORIES')}</VisuallyHidden>
            {Array.from({ length: 12 }, (_, i) => (
              <Card key={i} withBorder padding="md" aria-hidden="true">
                <Skeleton height={104} />
              </Card>
            ))}
          </SimpleGrid>
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('DIRECTORY.NO_CATEGORY_MATCH')}</Text>
        ) : (
          <SimpleGrid cols={COLS} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((category) => (
              <li key={category.category_id}>
                <CategoryCard
                  category={category}
                  href={paths.searchCategorySlug.href({ categoryId: category.category_id, slug: category.slug })}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Container>
  );
}
