import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/inquiries';
import type { TCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';

/** Spec §7 create inquiry (login): the form for one business. */
export function createInquiry(businessId: number, body: TCreateInquiryRequest): Promise<{ id: number }> {
  return call(endpoints.createInquiry, { params: { id: businessId }, body });
}

export function useCreateInquiry(businessId: number) {
  return useMutation({ mutationFn: (body: TCreateInquiryRequest) => createInquiry(businessId, body) });
}
