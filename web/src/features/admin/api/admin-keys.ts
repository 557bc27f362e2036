import type { CallArgs, EndpointDef } from '@gd/contracts/endpoint';

/** A list's filter and paging as the page keeps them in its URL (components/use-list-params.ts). */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** Query keys of the admin console: ['admin', area, filter]. A write invalidates its area. */
export const ADMIN_KEY = ['admin'] as const;
export const adminKey = (area: string, params?: ListParams) =>
  params ? ([...ADMIN_KEY, area, params] as const) : ([...ADMIN_KEY, area] as const);

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * The URL's filter as a list endpoint's query. The values are text read from the address bar, so they are
 * passed on as they are and the server validates them (a bad one answers 400 like any other request).
 */
export function listQuery<E extends EndpointDef>(_endpoint: E, params: ListParams): NonNullable<CallArgs<E>['query']> {
  return params as NonNullable<CallArgs<E>['query']>;
}
