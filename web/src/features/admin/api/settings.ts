import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminSettings, TUpdateSettingsRequest } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { adminKey, ADMIN_KEY } from './admin-keys';

/** The site settings the admin edits. */
export function getSettings(signal?: AbortSignal): Promise<TAdminSettings> {
  return call(endpoints.getSettings, {}, { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: adminKey('settings'), queryFn: ({ signal }) => getSettings(signal) });
}

export const useSettings = () => useQuery(settingsQueryOptions());

/** Saves any subset of the settings (validated per key). */
export function saveSettings(body: TUpdateSettingsRequest): Promise<TAdminSettings> {
  return call(endpoints.saveSettings, { body });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
    },
  });
}
