import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferCard } from '@gd/contracts/schemas/content';
import * as endpoints from '@gd/contracts/endpoints/offers';
import { call } from '../../../lib/api-client';

export const OFFERS_KEY = ['offers'] as const;

/** GET /api/offers: current and coming offers (expired ones have left the list). */
export function getOffers(signal?: AbortSignal): Promise<TOfferCard[]> {
  return call(endpoints.listOffers, {}, { signal });
}

export function offersQueryOptions() {
  return queryOptions({ queryKey: [...OFFERS_KEY, 'list'], queryFn: ({ signal }) => getOffers(signal) });
}

export function useOffers() {
  return useQuery(offersQueryOptions());
}
