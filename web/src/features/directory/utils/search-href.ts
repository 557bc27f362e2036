import { paths } from '../../../app/paths';
import { BUSINESS_SORTS } from '@gd/contracts/schemas/directory';
import type { BusinessSort, SearchFilters } from '../api/search-businesses';

export interface SearchTarget {
  cityId?: number | null;
  businessName?: string;
  /** Checked categories; with exactly one (and its slug) the URL is the category's own page. */
  categories?: readonly { category_id: number; slug: string }[];
  openNow?: boolean;
  minRating?: number | null;
  sort?: BusinessSort;
}

/** The minimum ratings the filter offers. */
export const MIN_RATINGS = [3, 4, 4.5] as const;

/** URL query parameters of the search page (spec §2): `city_id`, `business_name`; several categories `category_id=1,2`. */
export const SEARCH_PARAMS = {
  cityId: 'city_id',
  businessName: 'business_name',
  categoryIds: 'category_id',
  openNow: 'open_now',
  minRating: 'min_rating',
  sort: 'sort',
} as const;

/**
 * The search page for these filters: `/search?city_id=…&business_name=…`, or `/search/{category_id}/{slug}?…` for
 * one category (the page search engines know), or `/search?category_id=1,2&…` for several.
 */
export function searchHref({ cityId, businessName, categories = [], openNow, minRating, sort }: SearchTarget): string {
  const params = new URLSearchParams();
  if (cityId) params.set(SEARCH_PARAMS.cityId, String(cityId));
  const name = businessName?.trim();
  if (name) params.set(SEARCH_PARAMS.businessName, name);
  let base = paths.search.href();
  const [only] = categories;
  if (categories.length === 1 && only) {
    base = paths.searchCategorySlug.href({ categoryId: only.category_id, slug: only.slug });
  } else if (categories.length > 1) {
    params.set(
      SEARCH_PARAMS.categoryIds,
      categories
        .map((c) => c.category_id)
        .sort((a, b) => a - b)
        .join(','),
    );
  }
  if (openNow) params.set(SEARCH_PARAMS.openNow, '1');
  if (minRating) params.set(SEARCH_PARAMS.minRating, String(minRating));
  if (sort && sort !== 'relevance') params.set(SEARCH_PARAMS.sort, sort);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

const positiveInt = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The filters a search URL holds: the route's `categoryId`, and `city_id`, `business_name`, `category_id=1,2`.
 * Shared by the page and the route loader that prefetches the first page.
 */
export function filtersFromUrl(categoryIdParam: string | undefined, params: URLSearchParams): SearchFilters {
  const fromRoute = positiveInt(categoryIdParam);
  const fromQuery = (params.get(SEARCH_PARAMS.categoryIds) ?? '')
    .split(',')
    .map(positiveInt)
    .filter((id): id is number => id !== null);
  return {
    cityId: positiveInt(params.get(SEARCH_PARAMS.cityId)),
    businessName: params.get(SEARCH_PARAMS.businessName) ?? '',
    categoryIds: [...new Set(fromRoute ? [fromRoute, ...fromQuery] : fromQuery)],
    openNow: params.get(SEARCH_PARAMS.openNow) === '1',
    minRating: MIN_RATINGS.find((r) => String(r) === params.get(SEARCH_PARAMS.minRating)) ?? null,
    sort: BUSINESS_SORTS.find((s) => s === params.get(SEARCH_PARAMS.sort)) ?? 'relevance',
  };
}
