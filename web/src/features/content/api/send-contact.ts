import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/contacts';
import type { TContactRequest } from '@gd/contracts/schemas/content';
import { call } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** POST /api/contact (spec §7 CUSTOMER_CONTACT): stored for the admin contact list. */
export function sendContact(body: TContactRequest, headers?: Record<string, string>): Promise<{ id: number }> {
  return call(endpoints.sendContactMessage, { body }, headers ? { headers } : {});
}

/** Decision 79: each submission carries an Idempotency-Key, so a double click stores one message. */
export function useSendContact() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: TContactRequest) => sendContact(body, keys.headersFor(body)),
    onSuccess: () => keys.renew(),
  });
}
