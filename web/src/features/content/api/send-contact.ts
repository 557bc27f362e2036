import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/contacts';
import type { TContactRequest } from '@gd/contracts/schemas/content';
import { call } from '../../../lib/api-client';

/** POST /api/contact (spec §7 CUSTOMER_CONTACT): stored for the admin contact list. */
export function sendContact(body: TContactRequest): Promise<{ id: number }> {
  return call(endpoints.sendContactMessage, { body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
