import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TBusinessEdit } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** GET /api/my/businesses/:id: everything the wizard edits (another owner's business answers 404). */
export function getBusinessEdit(businessId: number, signal?: AbortSignal): Promise<TBusinessEdit> {
  return call(endpoints.getBusinessEdit, { params: { id: businessId } }, { signal });
}

export function businessEditQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: [...MY_BUSINESSES_KEY, businessId, 'edit'],
    queryFn: ({ signal }) => getBusinessEdit(businessId, signal),
  });
}

export function useBusinessEdit(businessId: number) {
  return useQuery(businessEditQueryOptions(businessId));
}
