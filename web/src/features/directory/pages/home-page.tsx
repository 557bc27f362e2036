import { Card, Container, SimpleGrid, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useFeaturedCategories } from '../api/get-featured-categories';
import { NEW_BUSINESS_LIMIT, useNewBusinesses } from '../api/get-new-businesses';
import { BusinessCard } from '../components/business-card';
import { CategoryCard } from '../components/category-card';
import { FeaturedRow } from '../components/featured-row';
import { HomeSearch } from '../components/home-search';
import classes from '../components/directory.module.css';

const CATEGORY_COLS = { base: 2, sm: 3, md: 4, lg: 6 };
const BUSINESS_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

function SkeletonCards({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Card key={i} withBorder padding="md" aria-hidden="true">
      <Skeleton height={height} />
    </Card>
  ));
}

function PopularCategories() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isPending, isError, refetch } = useFeaturedCategories();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('HOME.POPULAR_CATEGORY')}
      </Title>
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid cols={CATEGORY_COLS} aria-busy="true">
          <VisuallyHidden role="status">{t('HOME.LOADING_CATEGORIES')}</VisuallyHidden>
          <SkeletonCards count={6} height={104} />
        </SimpleGrid>
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('HOME.NO_CATEGORIES')}</Text>
      ) : (
        <SimpleGrid cols={CATEGORY_COLS} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.map((category) => (
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
  );
}

function NewBusinesses() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isPending, isError, refetch } = useNewBusinesses();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('HOME.NEW_BUSINESS')}
      </Title>
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid cols={BUSINESS_COLS} aria-busy="true">
          <VisuallyHidden role="status">{t('HOME.LOADING_BUSINESSES')}</VisuallyHidden>
          <SkeletonCards count={NEW_BUSINESS_LIMIT} height={64} />
        </SimpleGrid>
      ) : data.rows.length === 0 ? (
        <Text c="dimmed">{t('HOME.NO_BUSINESSES')}</Text>
      ) : (
        <SimpleGrid cols={BUSINESS_COLS} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.rows.map((business) => (
            <li key={business.business_id}>
              <BusinessCard
                business={business}
                href={paths.businessSlug.href({ id: business.business_id, slug: business.slug })}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/**
 * Home (spec §2): hero with the city + business-name search, Popular Category grid, the Featured row (decision
 * 67), New Business grid.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <Container size="xl">
          <Title order={1} className={classes.heroTitle}>
            {t('APP.SITE_NAME')}
          </Title>
          <Text className={classes.heroTagline}>{t('APP.TAGLINE')}</Text>
          <HomeSearch />
        </Container>
      </section>
      <Container size="xl">
        <PopularCategories />
        <FeaturedRow />
        <NewBusinesses />
      </Container>
    </>
  );
}
