import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSettings, TUpdateSettingsRequest } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKey, ADMIN_KEY } from './admin-keys';

/** GET /api/admin/settings. */
export function getSettings(signal?: AbortSignal): Promise<TAdminSettings> {
  return api.get<TAdminSettings>('/admin/settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: adminKey('settings'), queryFn: ({ signal }) => getSettings(signal) });
}

export const useSettings = () => useQuery(settingsQueryOptions());

/** PUT /api/admin/settings (any subset, validated per key). */
export function saveSettings(body: TUpdateSettingsRequest): Promise<TAdminSettings> {
  return api.put<TAdminSettings>('/admin/settings', body);
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
