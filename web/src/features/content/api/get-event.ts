import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@gd/contracts/schemas/content';
import * as endpoints from '@gd/contracts/endpoints/events';
import { call } from '../../../lib/api-client';
import { EVENTS_KEY } from './get-events';

/** GET /api/events/:id: one public event (a draft answers 404). */
export function getEvent(id: number, signal?: AbortSignal): Promise<TEvent> {
  return call(endpoints.getEvent, { params: { id } }, { signal });
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...EVENTS_KEY, 'one', id],
    queryFn: ({ signal }) => getEvent(id, signal),
    retry: false,
  });
}

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
