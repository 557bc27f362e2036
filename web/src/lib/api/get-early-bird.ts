import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEarlyBird as getEarlyBirdEndpoint } from '@gd/contracts/endpoints/early-bird';
import type { TPublicEarlyBird } from '@gd/contracts/schemas/billing';
import { call } from '../api-client';

/** Decision 68: the early-bird offer while it can be claimed (null when it is off or its last day has passed). */
export function getEarlyBird(signal?: AbortSignal): Promise<TPublicEarlyBird | null> {
  return call(getEarlyBirdEndpoint, {}, { signal });
}

export function earlyBirdQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'early-bird'],
    queryFn: ({ signal }) => getEarlyBird(signal),
    staleTime: 10 * 60_000,
  });
}

export function useEarlyBird() {
  return useQuery(earlyBirdQueryOptions());
}
