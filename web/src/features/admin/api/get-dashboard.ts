import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminDashboard } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** The real totals and charts of decision 5. */
export function getDashboard(signal?: AbortSignal): Promise<TAdminDashboard> {
  return call(endpoints.getDashboard, {}, { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: adminKey('dashboard'), queryFn: ({ signal }) => getDashboard(signal) });
}

export const useDashboard = () => useQuery(dashboardQueryOptions());
