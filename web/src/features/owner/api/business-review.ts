import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/business-review';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** Decision 70: the review history of one of my businesses (loaded when the owner opens it). */
export function useReviewHistory(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['my', 'review-history', businessId],
    queryFn: () => call(endpoints.getMyReviewHistory, { params: { id: businessId } }),
    enabled,
  });
}

/** Decision 70: sends a rejected business back to review; my businesses and its history reload. */
export function useResubmitBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: number) => call(endpoints.resubmitBusiness, { params: { id: businessId } }),
    onSuccess: (history) => {
      queryClient.setQueryData(['my', 'review-history', history.business_id], history);
      return queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_KEY });
    },
  });
}
