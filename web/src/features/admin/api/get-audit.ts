import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminAuditEntry } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** The audit trail, newest first, with filters. */
export function getAudit(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminAuditEntry>> {
  return call(endpoints.listAudit, { query: listQuery(endpoints.listAudit, params) }, { signal });
}

export function getAuditQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('audit', params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAudit = (params: ListParams) => useQuery(getAuditQueryOptions(params));
