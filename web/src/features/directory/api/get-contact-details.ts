import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactDetails } from '@gd/contracts/schemas/directory';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { call } from '../../../lib/api-client';
import { businessDetailKey } from './get-business-profile';

/** Spec §7 contact details (login; 403 PROFILE_NOT_APPROVED unless the viewer's profile is approved). */
export function getContactDetails(businessId: number, signal?: AbortSignal): Promise<TContactDetails> {
  return call(endpoints.getContactDetails, { params: { id: businessId } }, { signal });
}

export function contactDetailsQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: [...businessDetailKey(businessId), 'contact'],
    queryFn: ({ signal }) => getContactDetails(businessId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Fetched when the Contact Details modal opens (`enabled`). */
export function useContactDetails(businessId: number, enabled: boolean) {
  return useQuery({ ...contactDetailsQueryOptions(businessId), enabled });
}
