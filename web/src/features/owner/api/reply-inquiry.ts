import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/notifications';
import { call } from '../../../lib/api-client';
import { inquiriesQueryOptions } from './get-inquiries';

/** Decision 69: POST /api/my/businesses/:id/inquiries/:inquiry_id/reply — the owner's reply, mailed to the inquirer. */
export function replyToInquiry(businessId: number, inquiryId: number, message: string) {
  return call(endpoints.replyToInquiry, { params: { id: businessId, inquiry_id: inquiryId }, body: { message } });
}

export function useReplyToInquiry(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, message }: { inquiryId: number; message: string }) =>
      replyToInquiry(businessId, inquiryId, message),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inquiriesQueryOptions(businessId).queryKey }),
  });
}
