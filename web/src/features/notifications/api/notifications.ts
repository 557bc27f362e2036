import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/notifications';
import type {
  TMarkNotificationsRead,
  TNotificationList,
  TNotificationSettings,
} from '@gd/contracts/schemas/notifications';
import { call } from '../../../lib/api-client';

/** Decision 69: the signed-in account's notifications (the bell) and its switches. */
export const NOTIFICATIONS_KEY = ['my', 'notifications'] as const;
const SETTINGS_KEY = ['my', 'notification-settings'] as const;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }): Promise<TNotificationList> =>
      call(endpoints.listMyNotifications, { query: { limit: 30 } }, { signal }),
    // A new inquiry shows within a minute while the page is open, and at once when the tab comes back.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarkNotificationsRead) => call(endpoints.markNotificationsRead, { body }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const ids = body.ids ? new Set(body.ids) : null;
        const rows = list.rows.map((r) => (!ids || ids.has(r.notification_id) ? { ...r, read: true } : r));
        return { rows, unread: _answer.unread };
      });
    },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }): Promise<TNotificationSettings> => call(endpoints.getNotificationSettings, {}, { signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TNotificationSettings>) => call(endpoints.updateNotificationSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
