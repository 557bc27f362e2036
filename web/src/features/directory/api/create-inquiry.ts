import { useMutation } from '@tanstack/react-query';
import type { TCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import { api } from '../../../lib/api-client';

/** Spec §7 create inquiry (login): the form for one business. */
export function createInquiry(businessId: number, body: TCreateInquiryRequest): Promise<unknown> {
  return api.post<unknown>(`/businesses/${businessId}/inquiries`, body);
}

export function useCreateInquiry(businessId: number) {
  return useMutation({ mutationFn: (body: TCreateInquiryRequest) => createInquiry(businessId, body) });
}
