import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminContact } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET /api/admin/contacts: contact-us messages, newest first; search and read/unread filter. */
export function getContacts(params: Record<string, QueryValue>, signal?: AbortSignal): Promise<TList<TAdminContact>> {
  return api.get<TList<TAdminContact>>('/admin/contacts', { query: params, signal });
}

export function getContactsQueryOptions(params: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKey('contacts', params),
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const useContacts = (params: Record<string, QueryValue>) => useQuery(getContactsQueryOptions(params));
