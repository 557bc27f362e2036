import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import { call } from '../../../lib/api-client';
import { inquiriesQueryOptions } from './get-inquiries';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** Decision 9: DELETE /api/my/businesses/:id/inquiries/:inquiry_id ('Inquiry deleted successfully'). */
export function deleteInquiry(businessId: number, inquiryId: number): Promise<null> {
  return call(endpoints.deleteReceivedInquiry, { params: { id: businessId, inquiry_id: inquiryId } });
}

export function useDeleteInquiry(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: number) => deleteInquiry(businessId, inquiryId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inquiriesQueryOptions(businessId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...MY_BUSINESSES_KEY, businessId, 'stats'] });
    },
  });
}
