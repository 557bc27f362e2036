import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TReview, ZReviewReplyRequest } from '@gd/contracts/schemas/directory';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

export type TReviewReplyRequest = z.input<typeof ZReviewReplyRequest>;

/** Decision 4: the owner answers a review once. */
export function replyToReview(businessId: number, reviewId: number, body: TReviewReplyRequest): Promise<TReview> {
  return api.put<TReview>(`/businesses/${businessId}/reviews/${reviewId}/reply`, body);
}

export function useReplyToReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      replyToReview(businessId, reviewId, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}
