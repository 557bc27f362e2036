import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/events';
import type { TCreateEventRequest } from '@gd/contracts/schemas/content';
import { call } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';
import { EVENTS_KEY } from './get-events';

/** The admin's event screens: GET|POST /api/admin/events, GET|PUT|DELETE /api/admin/events/:id. */
export const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;

export function adminEventsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_EVENTS_KEY, 'list'],
    queryFn: ({ signal }) => call(endpoints.listAdminEvents, { query: { limit: 100 } }, { signal }),
  });
}

export const useAdminEvents = () => useQuery(adminEventsQueryOptions());

export function adminEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_EVENTS_KEY, 'one', id],
    queryFn: ({ signal }) => call(endpoints.getAdminEvent, { params: { id } }, { signal }),
  });
}

export const useAdminEvent = (id: number) => useQuery({ ...adminEventQueryOptions(id), enabled: id > 0 });

export function toFormData(fields: Record<string, string | null | undefined>, file?: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value ?? '');
  if (file) body.append('file', file);
  return body;
}

export interface SaveEventInput {
  eventId?: number;
  fields: TCreateEventRequest;
  file?: File | null;
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, fields, file }: SaveEventInput) =>
      eventId === undefined
        ? uploadFormData(endpoints.createEvent, { body: toFormData({ ...fields }, file) })
        : uploadFormData(endpoints.updateEvent, { params: { id: eventId }, body: toFormData({ ...fields }, file) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => call(endpoints.deleteEvent, { params: { id: eventId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}
