import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/reviews';
import type { TReview, TReviewRequest } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';
import { businessDetailKey } from './get-business-profile';

/** Decision 4: creates my review of the business, or updates the one I wrote. */
export function saveReview(businessId: number, body: TReviewRequest): Promise<TReview> {
  return call(endpoints.saveReview, { params: { id: businessId }, body });
}

/** The list, its average and the profile's rating change: everything of the business is refreshed. */
export function useSaveReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewRequest) => saveReview(businessId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessDetailKey(businessId) }),
  });
}
