import { ApiError, createApiClient } from '@gd/contracts/api-client';
import * as endpoints from '@gd/contracts/endpoints/directory';
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

/** The businesses the Home page's New Business grid shows (decision 24: the 8 newest approved). */
export async function newestBusinesses(): Promise<TBusinessCard[]> {
  return (await api.call(endpoints.listBusinesses, { query: { sort: 'newest', limit: 8 } })).rows;
}

/**
 * A newest approved business whose contact details have a phone: other tests running alongside may approve
 * businesses of their own (made without contact details), which then become the newest.
 */
export async function newestBusinessWithContact(token: string): Promise<TBusinessCard> {
  const list = await api.call(endpoints.listBusinesses, { query: { sort: 'newest', limit: 30 } });
  for (const business of list.rows) {
    try {
      const contact = await api.call(endpoints.getContactDetails, { params: { id: business.business_id } }, { token });
      if (contact.contact_phone) return business;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  throw new Error('none of the 30 newest approved businesses has a contact phone');
}

/** The categories the Home page's Popular Category grid shows. */
export function featuredCategories(): Promise<TCategory[]> {
  return api.call(endpoints.listCategories, { query: { featured: '1' } });
}

/** A business card shows the business name, or the owner's name when it has none (spec §2). */
export function cardName(b: Pick<TBusinessCard, 'business_name' | 'owner_name'>): string {
  return (b.business_name || b.owner_name || '').trim();
}
