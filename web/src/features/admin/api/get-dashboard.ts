import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminDashboard } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/dashboard: the real totals and charts of decision 5. */
export function getDashboard(signal?: AbortSignal): Promise<TAdminDashboard> {
  return api.get<TAdminDashboard>('/admin/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: adminKey('dashboard'), queryFn: ({ signal }) => getDashboard(signal) });
}

export const useDashboard = () => useQuery(dashboardQueryOptions());
