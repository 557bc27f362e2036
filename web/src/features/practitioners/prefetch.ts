import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions } from '../../lib/api/get-cities';
import { practitionerQueryOptions, practitionersQueryOptions, specialtiesQueryOptions } from './api/practitioners';
import { filtersFromUrl } from './utils/filters';

/**
 * What the practitioner pages ask for while their code loads (the router imports this module on demand, so none
 * of it weighs on the first page); the server's render starts with the same requests.
 */
export function prefetchDoctors(queryClient: QueryClient, specialtyId: string | undefined, url: string): void {
  void queryClient.prefetchInfiniteQuery(
    practitionersQueryOptions(filtersFromUrl(specialtyId, new URL(url).searchParams)),
  );
  void queryClient.prefetchQuery(specialtiesQueryOptions());
  void queryClient.prefetchQuery(citiesQueryOptions());
}

export function prefetchDoctor(queryClient: QueryClient, idParam: string | undefined): void {
  const id = Number(idParam);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(practitionerQueryOptions(id));
}
