import type { TErrorEnvelope } from '@gd/contracts/schemas/common';
import { reloadHome } from './session';
import { clearSession, getToken } from './storage';

export const API_BASE = '/api';

/** How a request reaches the API: the browser's fetch, or, while the server renders a page, the server itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering (entry-server.tsx) answers the app's requests in-process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A failed call, rebuilt from the error envelope (status 0: the request never got an answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly requestId: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { messageKey?: string; fieldErrors?: Record<string, string>; requestId?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = options.messageKey;
    this.fieldErrors = options.fieldErrors ?? {};
    this.requestId = options.requestId;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, or sent as is when FormData (multipart uploads). */
  body?: unknown;
  /** Appended as a query string; null/undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Keep the request alive while the page unloads (logout before reload). */
  keepalive?: boolean;
  /**
   * By default a 401 on a request that carried a token ends the session (clear storage, go home).
   * The route guards validate tokens themselves and redirect through the router: they opt out.
   */
  skipSessionEnd?: boolean;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  let url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

type Envelope = { is_error?: boolean; message?: string; data?: unknown } & Partial<TErrorEnvelope>;

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Calls `/api{path}` and returns the envelope's `data`. Throws ApiError on a network failure,
 * a non-2xx status or an envelope with `is_error: true`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, keepalive, skipSessionEnd = false } = options;
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal: signal ?? null,
      keepalive: keepalive ?? false,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause; // cancelled by the caller (TanStack Query), not a failure to report
    throw new ApiError(0, 'Network error. Please check your internet connection.', {
      messageKey: 'NETWORK_ERROR',
      cause,
    });
  }

  const envelope = await readEnvelope(response);

  // Spec §7/§8: a 401 for a request that carried a token ends the session (storage cleared, language kept).
  if (response.status === 401 && token && !skipSessionEnd) {
    clearSession();
    reloadHome();
  }

  if (!response.ok || !envelope || envelope.is_error) {
    const status = response.ok ? (envelope ? 400 : 502) : response.status;
    const fallback =
      status >= 500 ? 'Server error (500). Please try again later.' : (envelope?.message ?? FALLBACK_MESSAGE);
    throw new ApiError(status, envelope?.message || fallback, {
      messageKey: envelope?.message_key ?? (status >= 500 ? 'SERVER_ERROR' : undefined),
      fieldErrors: envelope?.errors ?? {},
      requestId: envelope?.request_id,
    });
  }
  return envelope.data as T;
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
