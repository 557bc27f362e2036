import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventList, TEventsQuery } from '@gd/contracts/schemas/content';
import * as endpoints from '@gd/contracts/endpoints/events';
import { call } from '../../../lib/api-client';

export const EVENTS_KEY = ['events'] as const;

/** GET /api/events?from&to&status: public events split into upcoming and past (spec §4, in India time). */
export function getEvents(filter: TEventsQuery, signal?: AbortSignal): Promise<TEventList> {
  return call(
    endpoints.listEvents,
    { query: { from: filter.from || undefined, to: filter.to || undefined, status: filter.status || undefined } },
    { signal },
  );
}

export function eventsQueryOptions(filter: TEventsQuery = {}) {
  return queryOptions({
    queryKey: [...EVENTS_KEY, 'list', filter.from ?? '', filter.to ?? '', filter.status ?? ''],
    queryFn: ({ signal }) => getEvents(filter, signal),
  });
}

export function useEvents(filter: TEventsQuery) {
  return useQuery(eventsQueryOptions(filter));
}
