import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createApiClient } from '@gd/contracts/api-client';
import type { TEnvelope, TErrorEnvelope, TList } from '@gd/contracts/schemas/common';
import type { TBusinessCard, TCategory } from '@gd/contracts/schemas/directory';

/** The URL of the app under test (set by the global setup, or by you to test a running server). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through e2e/playwright.config.ts');
  return url.replace(/\/$/, '');
}

/**
 * The typed API client the tests seed and sign in with: `api.call(endpoints.x, { params, query, body },
 * { token })` answers the envelope's `data` or throws ApiError — the same client the web app uses.
 */
export const api = createApiClient({ base: () => `${baseUrl()}/api`, fetch: (input, init) => fetch(input, init) });

/**
 * GET an API path and return the envelope's `data`, failing the test unless the answer is a 200 success
 * envelope. `request` is the test's `request` fixture; without it a short-lived context is used
 * (for `beforeAll` hooks).
 */
export async function getJson<T>(path: string, request?: APIRequestContext): Promise<T> {
  const ctx = request ?? (await playwrightRequest.newContext({ baseURL: baseUrl() }));
  try {
    const res = await ctx.get(request ? path : `${baseUrl()}${path}`);
    const text = await res.text();
    expect(res.status(), `GET ${path} answered ${res.status()}: ${text.slice(0, 500)}`).toBe(200);
    const body = JSON.parse(text) as TEnvelope<T> | TErrorEnvelope;
    expect(body.is_error, `GET ${path} answered an error envelope: ${text.slice(0, 500)}`).toBe(false);
    return (body as TEnvelope<T>).data;
  } finally {
    if (!request) await ctx.dispose();
  }
}

/** The businesses the Home page's New Business grid shows (decision 24: the 8 newest approved). */
export async function newestBusinesses(request?: APIRequestContext): Promise<TBusinessCard[]> {
  const list = await getJson<TList<TBusinessCard>>('/api/businesses?sort=newest&limit=8', request);
  return list.rows;
}

/**
 * A newest approved business whose contact details have a phone: other tests running alongside may approve
 * businesses of their own (made without contact details), which then become the newest.
 */
export async function newestBusinessWithContact(request: APIRequestContext, token: string): Promise<TBusinessCard> {
  const list = await getJson<TList<TBusinessCard>>('/api/businesses?sort=newest&limit=30', request);
  for (const business of list.rows) {
    const res = await request.get(`/api/businesses/${business.business_id}/contact`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!res.ok()) continue;
    const body = (await res.json()) as TEnvelope<{ contact_phone: string | null }>;
    if (body.data.contact_phone) return business;
  }
  throw new Error('none of the 30 newest approved businesses has a contact phone');
}

/** The categories the Home page's Popular Category grid shows. */
export async function featuredCategories(request?: APIRequestContext): Promise<TCategory[]> {
  return getJson<TCategory[]>('/api/categories?featured=1', request);
}

/** A business card shows the business name, or the owner's name when it has none (spec §2). */
export function cardName(b: Pick<TBusinessCard, 'business_name' | 'owner_name'>): string {
  return (b.business_name || b.owner_name || '').trim();
}
