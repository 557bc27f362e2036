import type { z } from 'zod';

/**
 * One API endpoint, defined once: the server registers its route from this (validation, OpenAPI, the guard
 * its `access` names) and the web app and the e2e support code call it through the typed client
 * (`contracts/src/api-client.ts`). Paths are relative to `/api` and use `:name` for parameters.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone; `optional` anyone, the caller read from a token when one is sent;
 * `user` any logged-in account; `admin` the admin role. The server turns this into the route's guard.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'practitioner' | 'staff';

/** What a successful answer is: the JSON envelope with `data` (default), or a file (CSV, PDF). */
export type Produces = 'json' | 'file';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; for `multipart` endpoints the form's text fields (documented, checked by the service). */
  body?: z.ZodType;
  /** The body is multipart/form-data (a FormData on the client). */
  multipart?: boolean;
  /** The envelope's `data` on success (for `produces: 'file'`, left out). */
  data?: z.ZodType;
  produces?: Produces;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Failure statuses the route may answer, documented with the error envelope. */
  errors?: readonly number[];
}

export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the route handler receives after validation. */
export type ParamsOf<E extends EndpointDef> = Out<E['params']>;
export type QueryOf<E extends EndpointDef> = Out<E['query']>;
export type BodyOf<E extends EndpointDef> = E['multipart'] extends true ? unknown : Out<E['body']>;
/** The envelope's `data` of a successful answer. */
export type DataOf<E extends EndpointDef> = E['produces'] extends 'file' ? Blob : Out<E['data']>;

/**
 * What a caller sends. Query values that the server coerces from text (numbers, flags) may be given as
 * their own type or as text.
 */
type QueryInput<S> = S extends z.ZodType
  ? {
      [K in keyof z.input<S>]?: unknown extends z.input<S>[K]
        ? z.output<S>[K extends keyof z.output<S> ? K : never] | string | null
        : z.input<S>[K] | null;
    }
  : undefined;
type ParamsInput<S> = S extends z.ZodType ? { [K in keyof z.output<S>]: z.output<S>[K] | string } : undefined;

/** A part is optional when it is absent or every field in it is optional. */
type Opt<K extends string, V> = undefined extends V
  ? { [P in K]?: V }
  : Record<string, never> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type CallArgs<E extends EndpointDef> = Opt<'params', ParamsInput<E['params']>> &
  Opt<'query', QueryInput<E['query']>> &
  Opt<'body', E['multipart'] extends true ? FormData : In<E['body']>>;

/** `/businesses/:id` with `{ id: 7 }` → `/businesses/7` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from values; null and undefined are left out, arrays joined with commas. */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The URL of a call, relative to the API base (`/businesses/7?x=1`). */
export function endpointUrl(endpoint: EndpointDef, args: { params?: unknown; query?: unknown } = {}): string {
  return (
    fillPath(endpoint.path, args.params as Record<string, unknown> | undefined) +
    encodeQuery(args.query as Record<string, unknown> | undefined)
  );
}
