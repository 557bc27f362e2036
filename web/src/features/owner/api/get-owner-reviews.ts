import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner-reviews';
import * as reviewEndpoints from '@gd/contracts/endpoints/reviews';
import { OWNER_REVIEWS_PAGE, type TOwnerReviewList } from '@gd/contracts/schemas/owner-reviews';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

export type OwnerReviewFilter = 'all' | 'unanswered';

const reviewsKey = (businessId: number) => [...MY_BUSINESSES_KEY, businessId, 'reviews'] as const;

/** GET /api/my/businesses/:id/reviews (decision 72): a page of every review of my business, newest first. */
export function getOwnerReviews(
  businessId: number,
  page: { filter: OwnerReviewFilter; offset: number },
  signal?: AbortSignal,
): Promise<TOwnerReviewList> {
  return call(
    endpoints.listOwnerReviews,
    { params: { id: businessId }, query: { filter: page.filter, offset: page.offset, limit: OWNER_REVIEWS_PAGE } },
    { signal },
  );
}

export function ownerReviewsQueryOptions(businessId: number, filter: OwnerReviewFilter, offset: number) {
  return queryOptions({
    queryKey: [...reviewsKey(businessId), filter, offset],
    queryFn: ({ signal }) => getOwnerReviews(businessId, { filter, offset }, signal),
  });
}

export function useOwnerReviews(businessId: number, filter: OwnerReviewFilter, offset: number) {
  return useQuery({ ...ownerReviewsQueryOptions(businessId, filter, offset), placeholderData: keepPreviousData });
}

/** PUT /api/businesses/:id/reviews/:review_id/reply: the owner's reply, written or edited ('Reply saved.'). */
export function useSaveOwnerReply(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      call(reviewEndpoints.replyToReview, { params: { id: businessId, review_id: reviewId }, body: { reply } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}
