import type { QueryValue } from '../../../lib/api-client';

/** Query keys of the admin console: ['admin', area, filter]. A write invalidates its area. */
export const ADMIN_KEY = ['admin'] as const;
export const adminKey = (area: string, params?: Record<string, QueryValue>) =>
  params ? ([...ADMIN_KEY, area, params] as const) : ([...ADMIN_KEY, area] as const);

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;
