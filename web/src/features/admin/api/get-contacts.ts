import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { call } from '../../../lib/api-client';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Contact-us messages, newest first; search and read/unread filter. */
export function getContacts(params: ListParams, signal?: AbortSignal): Promise<TList<TAdminContact>> {
  return call(endpoints.listContacts, { query: listQuery(endpoints.listContacts, params) }, { signal });
}

export function getContactsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKey('contacts', params),
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useContacts = (params: ListParams) => useQuery(getContactsQueryOptions(params));
