import { ApiError, type CallOptions, createApiClient, type Rest } from '@gd/contracts/api-client';
import type { DataOf, EndpointDef } from '@gd/contracts/endpoint';
import { endSessionWithNotice } from './session-ended';
import { getToken } from './storage';

export { ApiError };
export type { CallOptions };

export const API_BASE = '/api';

/** How a request reaches the API: the browser's fetch, or, while the server renders a page, the server itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering (entry-server.tsx) answers the app's requests in-process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * The app's API client: every call names an endpoint of `contracts/src/endpoints/` and gets its typed `data`.
 * A 401 for a request that carried a token ends the session (spec §7/§8: storage cleared, language kept), says so,
 * and keeps the page (decision 58).
 */
const client = createApiClient({
  base: API_BASE,
  fetch: (input, init) => transport(input, init),
  token: getToken,
  onUnauthorized: endSessionWithNotice,
});

/** Calls an endpoint and answers the envelope's `data`; throws ApiError on any failure. */
export function call<E extends EndpointDef>(endpoint: E, ...rest: Rest<E>): Promise<DataOf<E>> {
  return client.call(endpoint, ...rest);
}

/** The same, with the envelope's message (the server's toast text). */
export const send = client.send;
