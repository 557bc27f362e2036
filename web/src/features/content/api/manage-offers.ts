import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateOfferRequest, TOffer } from '@gd/contracts/schemas/content';
import type { TList } from '@gd/contracts/schemas/common';
import { api } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';
import { OFFERS_KEY } from './get-offers';
import { toFormData } from './manage-events';

/**
 * Writing offers: as the admin (`/api/admin/offers[/:id]`) or as an owner for one of their businesses
 * (`/api/my/businesses/:id/offers[/:offer_id]`). `scope` says which.
 */
export type OfferScope = { kind: 'admin' } | { kind: 'owner'; businessId: number };

const base = (scope: OfferScope) =>
  scope.kind === 'admin' ? '/admin/offers' : `/my/businesses/${scope.businessId}/offers`;
export const offersScopeKey = (scope: OfferScope) =>
  scope.kind === 'admin' ? (['admin', 'offers'] as const) : (['my-offers', scope.businessId] as const);

export function managedOffersQueryOptions(scope: OfferScope) {
  return queryOptions({
    queryKey: [...offersScopeKey(scope), 'list'],
    queryFn: async ({ signal }) =>
      scope.kind === 'admin'
        ? (await api.get<TList<TOffer>>(base(scope), { signal, query: { limit: 100 } })).rows
        : api.get<TOffer[]>(base(scope), { signal }),
  });
}

export const useManagedOffers = (scope: OfferScope) => useQuery(managedOffersQueryOptions(scope));

export function useAdminOffer(id: number) {
  return useQuery({
    queryKey: ['admin', 'offers', 'one', id],
    queryFn: ({ signal }) => api.get<TOffer>(`/admin/offers/${id}`, { signal }),
    enabled: id > 0,
  });
}

export interface SaveOfferInput {
  offerId?: number;
  fields: TCreateOfferRequest;
  file?: File | null;
}

export function useSaveOffer(scope: OfferScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, fields, file }: SaveOfferInput) => {
      const body = toFormData(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])),
        file,
      );
      return offerId === undefined
        ? uploadFormData<TOffer>(base(scope), body)
        : uploadFormData<TOffer>(`${base(scope)}/${offerId}`, body, { method: 'PUT' });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: offersScopeKey(scope) });
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
}

export function useDeleteOffer(scope: OfferScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => api.delete<null>(`${base(scope)}/${offerId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: offersScopeKey(scope) });
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
}
