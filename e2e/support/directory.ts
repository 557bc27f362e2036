import { expect, type APIRequestContext } from '@playwright/test';
import type { TEnvelope, TList } from '@gd/contracts/schemas/common';
import type { TBusinessCard, TBusinessProfile, TCategory, TCity, TSuggestion } from '@gd/contracts/schemas/directory';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { getJson } from './api';

export function cities(request?: APIRequestContext): Promise<TCity[]> {
  return getJson<TCity[]>('/api/cities', request);
}

export function categories(request?: APIRequestContext): Promise<TCategory[]> {
  return getJson<TCategory[]>('/api/categories', request);
}

export function searchApi(
  query: { city_id?: number; q?: string; category_id?: number[]; limit?: number; offset?: number },
  request?: APIRequestContext,
): Promise<TList<TBusinessCard>> {
  const params = new URLSearchParams();
  if (query.city_id) params.set('city_id', String(query.city_id));
  if (query.q) params.set('q', query.q);
  if (query.category_id?.length) params.set('category_id', query.category_id.join(','));
  params.set('limit', String(query.limit ?? 5));
  params.set('offset', String(query.offset ?? 0));
  return getJson<TList<TBusinessCard>>(`/api/businesses?${params.toString()}`, request);
}

export function suggestions(text: string, request?: APIRequestContext): Promise<TSuggestion[]> {
  return getJson<TSuggestion[]>(`/api/businesses/autocomplete?q=${encodeURIComponent(text)}`, request);
}

export function profileApi(id: number, request?: APIRequestContext): Promise<TBusinessProfile> {
  return getJson<TBusinessProfile>(`/api/businesses/${id}`, request);
}

/** The public name of a business (spec §2: the owner's name when it has none). */
export function shownName(b: { business_name: string | null; owner_name: string | null }): string {
  return (b.business_name || b.owner_name || '').trim();
}

/**
 * The inquiries a business received, as its owner reads them (GET /api/my/businesses/:id/inquiries, newest first).
 */
export async function receivedInquiries(
  request: APIRequestContext,
  businessId: number,
  ownerToken: string,
): Promise<TReceivedInquiry[]> {
  const res = await request.get(`/api/my/businesses/${businessId}/inquiries`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  const text = await res.text();
  expect(res.status(), `GET /api/my/businesses/${businessId}/inquiries: ${text.slice(0, 300)}`).toBe(200);
  return (JSON.parse(text) as TEnvelope<TReceivedInquiry[]>).data;
}
