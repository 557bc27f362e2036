import type { CallArgs, DataOf, EndpointDef } from './endpoint';
import { endpointUrl } from './endpoint';
import type { TErrorEnvelope } from './schemas/common';

/**
 * The one client of the API, shared by the web app and the e2e support code: it builds the URL from an
 * endpoint definition, sends JSON or FormData, and turns the envelope back into `data` or an ApiError.
 */

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

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet connection.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const SERVER_ERROR_MESSAGE = 'Server error (500). Please try again later.';

type Envelope = { is_error?: boolean; message?: string; data?: unknown } & Partial<TErrorEnvelope>;

export function parseEnvelope(text: string): Envelope | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

/** The error a non-2xx answer (or a 2xx error envelope) stands for. */
export function errorFromAnswer(httpStatus: number, envelope: Envelope | null): ApiError {
  const ok = httpStatus >= 200 && httpStatus < 300;
  const status = ok ? (envelope ? 400 : 502) : httpStatus;
  // An empty server message stays empty, so a screen can show its own fallback text (spec §8).
  const message = status >= 500 ? SERVER_ERROR_MESSAGE : (envelope?.message ?? FALLBACK_MESSAGE);
  return new ApiError(status, message, {
    messageKey: envelope?.message_key ?? (status >= 500 ? 'SERVER_ERROR' : undefined),
    fieldErrors: envelope?.errors ?? {},
    requestId: envelope?.request_id,
  });
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Keep the request alive while the page unloads (logout before reload). */
  keepalive?: boolean;
  /** A bearer token for this call instead of the client's own. */
  token?: string | null;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** Do not run the client's `onUnauthorized` for a 401 (the route guards validate tokens themselves). */
  skipSessionEnd?: boolean;
}

export interface ApiClientConfig {
  /** Where `/api` lives: '/api' in the browser, 'http://host:port/api' elsewhere. */
  base: string | (() => string);
  fetch: typeof fetch;
  token?: () => string | null;
  /** Called when a request that carried a token answers 401 (the session ended). */
  onUnauthorized?: () => void;
}

/** A successful answer's `data` (or the Blob of a file endpoint) and the envelope's message. */
export interface Answer<T> {
  data: T;
  message: string;
  /** A file endpoint's file name, from its Content-Disposition header. */
  fileName?: string;
}

/** The arguments after the endpoint: optional when the endpoint needs no params, query or body. */
export type Rest<E extends EndpointDef> =
  Record<string, never> extends CallArgs<E>
    ? [args?: CallArgs<E>, options?: CallOptions]
    : [args: CallArgs<E>, options?: CallOptions];

export function createApiClient(config: ApiClientConfig) {
  async function send<E extends EndpointDef>(endpoint: E, ...rest: Rest<E>): Promise<Answer<DataOf<E>>> {
    const args = (rest[0] ?? {}) as CallArgs<E>;
    const options: CallOptions = rest[1] ?? {};
    const { signal, keepalive, skipSessionEnd = false } = options;
    const token = options.token !== undefined ? options.token : (config.token?.() ?? null);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = (args as { body?: unknown }).body;
    let payload: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const base = typeof config.base === 'function' ? config.base() : config.base;
    let response: Response;
    try {
      response = await config.fetch(`${base}${endpointUrl(endpoint, args as object)}`, {
        method: endpoint.method,
        headers,
        body: payload,
        signal: signal ?? null,
        keepalive: keepalive ?? false,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause; // cancelled by the caller, not a failure to report
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { messageKey: 'NETWORK_ERROR', cause });
    }
    if (response.status === 401 && token && !skipSessionEnd) config.onUnauthorized?.();

    if (endpoint.produces === 'file' && response.ok) {
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { data: (await response.blob()) as DataOf<E>, message: '', ...(fileName ? { fileName } : {}) };
    }
    const envelope = parseEnvelope(await response.text());
    if (!response.ok || !envelope || envelope.is_error) throw errorFromAnswer(response.status, envelope);
    return { data: envelope.data as DataOf<E>, message: envelope.message ?? '' };
  }

  return {
    /** Calls the endpoint and answers the envelope's `data`; throws ApiError on any failure. */
    async call<E extends EndpointDef>(endpoint: E, ...rest: Rest<E>): Promise<DataOf<E>> {
      return (await send(endpoint, ...rest)).data;
    },
    /** The same, with the envelope's message (the toast text some screens show). */
    send,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
