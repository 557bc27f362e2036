import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from './api/get-event';
import { eventsQueryOptions } from './api/get-events';
import { offerQueryOptions } from './api/get-offer';
import { offersQueryOptions } from './api/get-offers';

/**
 * Starts a content page's request alongside its code (loaded on demand by the router, never with the home page).
 * The pages read the answers from the query cache.
 */
export function prefetchEvents(queryClient: QueryClient, url: string): void {
  const params = new URL(url).searchParams;
  if (params.has('from') || params.has('to') || params.has('status')) return; // the page validates its filter
  void queryClient.prefetchQuery(eventsQueryOptions({}));
}

export function prefetchEvent(queryClient: QueryClient, id: string | undefined): void {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) void queryClient.prefetchQuery(eventQueryOptions(n));
}

export function prefetchOffers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(offersQueryOptions());
}

export function prefetchOffer(queryClient: QueryClient, id: string | undefined): void {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) void queryClient.prefetchQuery(offerQueryOptions(n));
}
