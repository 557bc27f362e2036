import { ApiError, type CallOptions, createApiClient, type Rest } from '@gd/contracts/api-client';
import type { DataOf, EndpointDef } from '@gd/contracts/endpoint';
import { reloadHome } from './session';
import { clearSession, getToken } from './storage';

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
 * A 401 for a request that carried a token ends the session (spec §7/§8: storage cleared, language kept).
 */
const client = createApiClient({
  base: API_BASE,
  fetch: (input, init) => transport(input, init),
  token: getToken,
  onUnauthorized: () => {
    clearSession();
    reloadHome();
  },
});

/** Calls an endpoint and answers the envelope's `data`; throws ApiError on any failure. */
export function call<E extends EndpointDef>(endpoint: E, ...rest: Rest<E>): Promise<DataOf<E>> {
  return client.call(endpoint, ...rest);
}

/** The same, with the envelope's message (the server's toast text). */
export const send = client.send;

// ---- legacy path-based calls, removed once every feature calls endpoints ----
export type QueryValue = string | number | boolean | null | undefined;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  keepalive?: boolean;
  skipSessionEnd?: boolean;
}
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, ...rest } = options;
  const endpoint = { method, path, summary: '', tags: [], access: 'public' } as const satisfies EndpointDef;
  return (await client.call(endpoint as EndpointDef, { body, query } as never, rest)) as T;
}
type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;
export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
