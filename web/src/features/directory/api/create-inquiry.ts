import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/inquiries';
import type { TCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** Spec §7 create inquiry (login): the form for one business. */
export function createInquiry(
  businessId: number,
  body: TCreateInquiryRequest,
  headers?: Record<string, string>,
): Promise<{ id: number }> {
  return call(endpoints.createInquiry, { params: { id: businessId }, body }, headers ? { headers } : {});
}

/** Decision 79: each submission carries an Idempotency-Key, so a double click sends one inquiry. */
export function useCreateInquiry(businessId: number) {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: TCreateInquiryRequest) => createInquiry(businessId, body, keys.headersFor({ businessId, body })),
    onSuccess: () => keys.renew(),
  });
}
