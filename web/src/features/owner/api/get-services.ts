import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/directory';
import type { TService } from '@gd/contracts/schemas/directory';
import { call } from '../../../lib/api-client';

/** Spec §7 MASTER_SERVICE: GET /api/services, the services an owner picks from in step 4. */
export function getServices(signal?: AbortSignal): Promise<TService[]> {
  return call(endpoints.listServices, {}, { signal });
}

export function servicesQueryOptions() {
  return queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 30 * 60_000 });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}
