import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOffer } from '@gd/contracts/schemas/content';
import * as endpoints from '@gd/contracts/endpoints/offers';
import { call } from '../../../lib/api-client';
import { OFFERS_KEY } from './get-offers';

/** GET /api/offers/:id: one offer (an expired one is still readable, marked expired). */
export function getOffer(id: number, signal?: AbortSignal): Promise<TOffer> {
  return call(endpoints.getOffer, { params: { id } }, { signal });
}

export function offerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...OFFERS_KEY, 'one', id],
    queryFn: ({ signal }) => getOffer(id, signal),
    retry: false,
  });
}

export function useOffer(id: number) {
  return useQuery({ ...offerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
