import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/reviews';
import type { TReviewList } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';
import { businessDetailKey } from './get-business-profile';

/** Reviews come 5 at a time, newest first (decision 4). */
export const REVIEWS_PAGE_SIZE = 5;

export function getReviews(businessId: number, offset: number, signal?: AbortSignal): Promise<TReviewList> {
  return call(
    endpoints.listReviews,
    { params: { id: businessId }, query: { limit: REVIEWS_PAGE_SIZE, offset } },
    { signal },
  );
}

export const reviewsKey = (businessId: number) => [...businessDetailKey(businessId), 'reviews'] as const;

export function reviewsQueryOptions(businessId: number) {
  return infiniteQueryOptions({
    queryKey: reviewsKey(businessId),
    queryFn: ({ pageParam, signal }) => getReviews(businessId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages, lastOffset) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return lastPage.rows.length === REVIEWS_PAGE_SIZE && loaded < lastPage.count
        ? lastOffset + REVIEWS_PAGE_SIZE
        : undefined;
    },
  });
}

export function useReviews(businessId: number) {
  return useInfiniteQuery(reviewsQueryOptions(businessId));
}
