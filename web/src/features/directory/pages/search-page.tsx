import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { BUSINESS_SORTS } from '@gd/contracts/search';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FilterIcon } from '../../../components/icons-extra';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { useLanguage } from '../../../lib/use-language';
import { useCategories } from '../api/get-categories';
import { useSearchBusinesses, type SearchFilters as Filters } from '../api/search-businesses';
import { FeaturedRow } from '../components/featured-row';
import { NearMe } from '../components/near-me';
import { SearchFilters } from '../components/search-filters';
import { SearchResultCard } from '../components/search-result-card';
import classes from '../components/search.module.css';
import { filtersFromUrl, searchHref } from '../utils/search-href';

/** The filters the URL holds: `/search/{category_id}/{slug}?city_id=…&business_name=…` (several: `category_id=1,2`). */
function useUrlFilters(): Filters {
  const { categoryId } = useParams();
  const [params] = useSearchParams();
  return filtersFromUrl(categoryId, params);
}

const SORT_LABELS = {
  relevance: 'DIRECTORY.SORT_RELEVANCE',
  rating: 'DIRECTORY.SORT_RATING',
  newest: 'DIRECTORY.SORT_NEWEST',
  name: 'DIRECTORY.SORT_NAME',
  distance: 'DIRECTORY.SORT_DISTANCE',
} as const;
const SORT_OPTIONS = ['relevance', 'rating', 'newest', 'name'] as const;
const NEAR_SORT_OPTIONS = ['distance', ...SORT_OPTIONS] as const;

function ResultSkeletons() {
  return Array.from({ length: 3 }, (_, i) => (
    <Card key={i} withBorder padding="md" aria-hidden="true">
      <Skeleton height={72} />
    </Card>
  ));
}

/**
 * Search (spec §2, §4): sidebar filters and the results, 5 at a time with Load More; the filters live in the URL,
 * so a filter change starts again at the first page.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { pick, locale } = useLanguage();
  const formatNumber = (n: number) => n.toLocaleString(locale);
  const navigate = useNavigate();
  const filters = useUrlFilters();
  // The sidebar's counts follow the chosen city.
  const categories = useCategories(filters.cityId);
  const results = useSearchBusinesses(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  const singleCategory =
    filters.categoryIds.length === 1
      ? categories.data?.find((c) => c.category_id === filters.categoryIds[0])
      : undefined;
  const categoryName = singleCategory ? pick(singleCategory.category_name, singleCategory.category_name_guj) : null;
  usePageTitle(categoryName);

  const apply = (next: Filters) => {
    const chosen = next.categoryIds.map(
      (id) => categories.data?.find((c) => c.category_id === id) ?? { category_id: id, slug: 'category' },
    );
    void navigate(searchHref({ ...next, categories: chosen }));
  };

  const rows = results.data?.pages.flatMap((page) => page.rows) ?? [];
  const count = results.data?.pages[0]?.count ?? 0;
  // Decision 55: past 1,000 matches the server stops counting ("1,000+").
  const countText = results.data?.pages[0]?.count_capped ? `${formatNumber(count)}+` : formatNumber(count);
  // Decision 54: when the query as typed found nothing, the server answers for what it most likely meant.
  const didYouMean = results.data?.pages[0]?.did_you_mean ?? null;

  return (
    <Container size="xl" py="lg">
      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label={t('DIRECTORY.FILTERS')}>
          <Button
            className={classes.filtersToggle}
            variant="default"
            fullWidth
            leftSection={<FilterIcon size={16} />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t('DIRECTORY.HIDE_FILTERS') : t('DIRECTORY.SHOW_FILTERS')}
          </Button>
          <div id={panelId} className={classes.filtersPanel} data-open={filtersOpen || undefined}>
            <SearchFilters
              value={filters}
              onApply={(next) => {
                setFiltersOpen(false);
                apply(next);
              }}
              categories={categories.data}
              categoriesFailed={categories.isError}
            />
          </div>
        </aside>

        <section className={classes.results} aria-labelledby={headingId} aria-busy={results.isFetching}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Title order={1} id={headingId} className={classes.heading}>
              {results.isPending ? t('DIRECTORY.SEARCH_TITLE') : t('DIRECTORY.SEARCH_HEADING', { count: countText })}
            </Title>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NearMe
                near={filters.near ?? null}
                onChange={(near) =>
                  apply({
                    ...filters,
                    near,
                    sort: near ? 'distance' : filters.sort === 'distance' ? 'relevance' : filters.sort,
                  })
                }
              />
              <NativeSelect
                size="sm"
                label={t('DIRECTORY.SORT_BY')}
                value={filters.sort ?? 'relevance'}
                data={(filters.near ? NEAR_SORT_OPTIONS : SORT_OPTIONS).map((sort) => ({
                  value: sort,
                  label: t(SORT_LABELS[sort]),
                }))}
                onChange={(event) =>
                  apply({
                    ...filters,
                    sort: BUSINESS_SORTS.find((s) => s === event.currentTarget.value) ?? 'relevance',
                  })
                }
              />
            </Group>
          </Group>
          {categoryName ? (
            <Text c="dimmed" mb="sm">
              {t('DIRECTORY.IN_CATEGORY', { category: categoryName })}
            </Text>
          ) : null}
          {/* Decision 67: a city's or a category's page (no text typed) leads with its Featured businesses. */}
          {!filters.businessName && (filters.cityId || filters.categoryIds.length === 1) ? (
            <FeaturedRow
              filter={{
                city_id: filters.cityId ?? undefined,
                category_id: filters.categoryIds.length === 1 ? filters.categoryIds[0] : undefined,
              }}
            />
          ) : null}
          {didYouMean ? (
            <Text mb="sm" data-testid="did-you-mean">
              {t('DIRECTORY.NO_EXACT_MATCH', { query: filters.businessName })} {t('DIRECTORY.DID_YOU_MEAN')}{' '}
              <Anchor
                component={Link}
                fw={700}
                to={searchHref({
                  ...filters,
                  businessName: didYouMean,
                  categories: filters.categoryIds.map(
                    (id) => categories.data?.find((c) => c.category_id === id) ?? { category_id: id, slug: 'category' },
                  ),
                })}
              >
                {didYouMean}
              </Anchor>
              ? {t('DIRECTORY.SHOWING_FOR', { query: didYouMean })}
            </Text>
          ) : null}

          {results.isError ? (
            <QueryError error={results.error} onRetry={() => void results.refetch()} />
          ) : results.isPending ? (
            <Stack gap="sm" aria-hidden="true">
              <VisuallyHidden role="status">{t('HOME.LOADING_BUSINESSES')}</VisuallyHidden>
              <ResultSkeletons />
            </Stack>
          ) : rows.length === 0 ? (
            <Card withBorder padding="xl" className={classes.empty}>
              <Text fw={700} size="lg">
                {t('DIRECTORY.NO_RESULTS')}
              </Text>
              <Text c="dimmed" mt={4}>
                {t('DIRECTORY.NO_RESULTS_HINT')}
              </Text>
              <Anchor component={Link} to={paths.search.href()} mt="sm" fw={600}>
                {t('DIRECTORY.CLEAR_FILTERS')}
              </Anchor>
            </Card>
          ) : (
            <>
              <ul className={classes.resultList}>
                {rows.map((business) => (
                  <li key={business.business_id}>
                    <SearchResultCard
                      business={business}
                      href={paths.viewBusiness.href({ id: business.business_id })}
                    />
                  </li>
                ))}
              </ul>
              <VisuallyHidden role="status">
                {t('DIRECTORY.SHOWING', { shown: rows.length, count: countText })}
              </VisuallyHidden>
              {results.hasNextPage ? (
                <Button
                  variant="outline"
                  size="md"
                  mt="lg"
                  className={classes.loadMore}
                  loading={results.isFetchingNextPage}
                  onClick={() => void results.fetchNextPage()}
                >
                  {t('DIRECTORY.LOAD_MORE')}
                </Button>
              ) : null}
              {results.isFetchNextPageError ? (
                <Text c="red.8" size="sm" mt="sm" role="alert">
                  {t('MESSAGES.SOMETHING_WENT_WRONG')}
                </Text>
              ) : null}
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
