import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/offers';
import type { TCreateOfferRequest, TOffer } from '@gd/contracts/schemas/content';
import { call } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';
import { OFFERS_KEY } from './get-offers';
import { toFormData } from './manage-events';

/**
 * Writing offers: as the admin (`/api/admin/offers[/:id]`) or as an owner for one of their businesses
 * (`/api/my/businesses/:id/offers[/:offer_id]`). `scope` says which.
 */
export type OfferScope = { kind: 'admin' } | { kind: 'owner'; businessId: number };

export const offersScopeKey = (scope: OfferScope) =>
  scope.kind === 'admin' ? (['admin', 'offers'] as const) : (['my-offers', scope.businessId] as const);

export function managedOffersQueryOptions(scope: OfferScope) {
  return queryOptions({
    queryKey: [...offersScopeKey(scope), 'list'],
    queryFn: async ({ signal }): Promise<TOffer[]> =>
      scope.kind === 'admin'
        ? (await call(endpoints.listAdminOffers, { query: { limit: 100 } }, { signal })).rows
        : call(endpoints.listMyOffers, { params: { id: scope.businessId } }, { signal }),
  });
}

export const useManagedOffers = (scope: OfferScope) => useQuery(managedOffersQueryOptions(scope));

export function useAdminOffer(id: number) {
  return useQuery({
    queryKey: ['admin', 'offers', 'one', id],
    queryFn: ({ signal }) => call(endpoints.getAdminOffer, { params: { id } }, { signal }),
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
      if (scope.kind === 'admin') {
        return offerId === undefined
          ? uploadFormData(endpoints.createAdminOffer, { body })
          : uploadFormData(endpoints.updateAdminOffer, { params: { id: offerId }, body });
      }
      const id = scope.businessId;
      return offerId === undefined
        ? uploadFormData(endpoints.createMyOffer, { params: { id }, body })
        : uploadFormData(endpoints.updateMyOffer, { params: { id, offer_id: offerId }, body });
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
    mutationFn: (offerId: number) =>
      scope.kind === 'admin'
        ? call(endpoints.deleteAdminOffer, { params: { id: offerId } })
        : call(endpoints.deleteMyOffer, { params: { id: scope.businessId, offer_id: offerId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: offersScopeKey(scope) });
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
}
