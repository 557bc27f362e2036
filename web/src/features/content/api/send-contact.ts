import { useMutation } from '@tanstack/react-query';
import type { TContactRequest } from '@gd/contracts/schemas/content';
import { api } from '../../../lib/api-client';

/** POST /api/contact (spec §7 CUSTOMER_CONTACT): stored for the admin contact list. */
export function sendContact(body: TContactRequest): Promise<{ id: number }> {
  return api.post<{ id: number }>('/contact', body);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
