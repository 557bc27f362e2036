import * as endpoints from '@gd/contracts/endpoints/directory';
import * as ownerEndpoints from '@gd/contracts/endpoints/owner';
import type { TList } from '@gd/contracts/schemas/common';
import type { TBusinessCard, TBusinessProfile, TCategory, TCity, TSuggestion } from '@gd/contracts/schemas/directory';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { api } from './api';

export function cities(): Promise<TCity[]> {
  return api.call(endpoints.listCities);
}

export function categories(): Promise<TCategory[]> {
  return api.call(endpoints.listCategories);
}

export function searchApi(query: {
  city_id?: number;
  q?: string;
  category_id?: number[];
  limit?: number;
  offset?: number;
}): Promise<TList<TBusinessCard>> {
  return api.call(endpoints.listBusinesses, {
    query: {
      city_id: query.city_id || undefined,
      q: query.q || undefined,
      category_id: query.category_id?.length ? query.category_id.join(',') : undefined,
      limit: query.limit ?? 5,
      offset: query.offset ?? 0,
    },
  });
}

export function suggestions(text: string): Promise<TSuggestion[]> {
  return api.call(endpoints.autocompleteBusinesses, { query: { q: text } });
}

export function profileApi(id: number): Promise<TBusinessProfile> {
  return api.call(endpoints.getBusinessProfile, { params: { id } });
}

/** The public name of a business (spec §2: the owner's name when it has none). */
export function shownName(b: { business_name: string | null; owner_name: string | null }): string {
  return (b.business_name || b.owner_name || '').trim();
}

/**
 * The inquiries a business received, as its owner reads them (GET /api/my/businesses/:id/inquiries, newest first).
 */
export function receivedInquiries(businessId: number, ownerToken: string): Promise<TReceivedInquiry[]> {
  return api.call(ownerEndpoints.listReceivedInquiries, { params: { id: businessId } }, { token: ownerToken });
}
