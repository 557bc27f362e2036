import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEarlyBirdOffer } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';

/** Decision 68: the admin's early-bird offer setting. */
export function earlyBirdSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'early-bird'],
    queryFn: ({ signal }) => call(endpoints.getEarlyBirdSettings, {}, { signal }),
  });
}

export function useEarlyBirdSettings() {
  return useQuery(earlyBirdSettingsQueryOptions());
}

export function useSaveEarlyBird() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEarlyBirdOffer) => call(endpoints.saveEarlyBirdSettings, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'early-bird'] }),
        queryClient.invalidateQueries({ queryKey: ['settings', 'early-bird'] }),
      ]),
  });
}
