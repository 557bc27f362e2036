import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as endpoints from '@gd/contracts/endpoints/reviews';
import type { ZReviewReplyRequest } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

export type TReviewReplyRequest = z.input<typeof ZReviewReplyRequest>;

/** Decision 4: the owner answers a review once. */
export function replyToReview(businessId: number, reviewId: number, body: TReviewReplyRequest): Promise<null> {
  return call(endpoints.replyToReview, { params: { id: businessId, review_id: reviewId }, body });
}

export function useReplyToReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      replyToReview(businessId, reviewId, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}
