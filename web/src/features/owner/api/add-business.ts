import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TAddBusinessRequest } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** POST /api/my/businesses {category_id, business_name} ('Business added successfully!'). */
export function addBusiness(
  body: TAddBusinessRequest,
  headers?: Record<string, string>,
): Promise<{ business_id: number }> {
  return call(endpoints.addBusiness, { body }, headers ? { headers } : {});
}

/** Decision 79: each submission carries an Idempotency-Key, so a double click adds one business. */
export function useAddBusiness() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: TAddBusinessRequest) => addBusiness(body, keys.headersFor(body)),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_KEY });
    },
  });
}
