import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/settings';
import type { TPublicSettings } from '@gd/contracts/schemas/directory';
import { call } from '../api-client';

/** The shell shows the social links and the app download link only when the server sends them. */
export type TShellSettings = TPublicSettings;

export function getPublicSettings(signal?: AbortSignal): Promise<TShellSettings> {
  return call(endpoints.getPublicSettings, {}, { signal });
}

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 10 * 60_000,
  });
}

/** Site-wide settings the shell reads: payment provider type (header menu), support phone (footer). */
export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
