import { paths } from '../../../app/paths';
import { DEFAULT_RADIUS_KM, NEAR_ME_RADII } from '@gd/contracts/geo';
import { BUSINESS_SORTS } from '@gd/contracts/search';
import type { BusinessSort, NearPoint, SearchFilters } from '../api/search-businesses';

export interface SearchTarget {
  cityId?: number | null;
  businessName?: string;
  /** Checked categories; with exactly one (and its slug) the URL is the category's own page. */
  categories?: readonly { category_id: number; slug: string }[];
  openNow?: boolean;
  minRating?: number | null;
  sort?: BusinessSort;
  near?: NearPoint | null;
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
  lat: 'lat',
  lng: 'lng',
  radiusKm: 'radius_km',
} as const;

/**
 * The search page for these filters: `/search?city_id=…&business_name=…`, or `/search/{category_id}/{slug}?…` for
 * one category (the page search engines know), or `/search?category_id=1,2&…` for several.
 */
export function searchHref({
  cityId,
  businessName,
  categories = [],
  openNow,
  minRating,
  sort,
  near,
}: SearchTarget): string {
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
  if (near) {
    params.set(SEARCH_PARAMS.lat, near.lat.toFixed(3));
    params.set(SEARCH_PARAMS.lng, near.lng.toFixed(3));
    if (near.radiusKm !== DEFAULT_RADIUS_KM) params.set(SEARCH_PARAMS.radiusKm, String(near.radiusKm));
  }
  // Distance needs a point.
  if (sort && sort !== 'relevance' && (sort !== 'distance' || near)) params.set(SEARCH_PARAMS.sort, sort);
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
  const near = nearFromUrl(params);
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
    sort: BUSINESS_SORTS.find((s) => s === params.get(SEARCH_PARAMS.sort) && (s !== 'distance' || near)) ?? 'relevance',
    near,
  };
}

/** A point the URL holds (`lat`, `lng`, `radius_km` one of the offered radii), or null. */
function nearFromUrl(params: URLSearchParams): NearPoint | null {
  const lat = Number(params.get(SEARCH_PARAMS.lat));
  const lng = Number(params.get(SEARCH_PARAMS.lng));
  if (!params.get(SEARCH_PARAMS.lat) || !params.get(SEARCH_PARAMS.lng)) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const radius = NEAR_ME_RADII.find((r) => String(r) === params.get(SEARCH_PARAMS.radiusKm)) ?? DEFAULT_RADIUS_KM;
  return { lat, lng, radiusKm: radius };
}
