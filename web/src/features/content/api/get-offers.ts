import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferCard } from '@gd/contracts/schemas/content';
import { api } from '../../../lib/api-client';

export const OFFERS_KEY = ['offers'] as const;

/** GET /api/offers: current and coming offers (expired ones have left the list). */
export function getOffers(signal?: AbortSignal): Promise<TOfferCard[]> {
  return api.get<TOfferCard[]>('/offers', { signal });
}

export function offersQueryOptions() {
  return queryOptions({ queryKey: [...OFFERS_KEY, 'list'], queryFn: ({ signal }) => getOffers(signal) });
}

export function useOffers() {
  return useQuery(offersQueryOptions());
}
