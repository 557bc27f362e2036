import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminAuditEntry } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/audit: the audit trail, newest first, with filters. */
export function getAudit(params: Record<string, QueryValue>, signal?: AbortSignal): Promise<TList<TAdminAuditEntry>> {
  return api.get<TList<TAdminAuditEntry>>('/admin/audit', { query: params, signal });
}

export function getAuditQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('audit', params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAudit = (params: Record<string, QueryValue>) => useQuery(getAuditQueryOptions(params));
