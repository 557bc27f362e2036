import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function ok<T>(data: T, message = 'OK'): Response {
  return jsonResponse({ is_error: false, message, data });
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ is_error: true, message, ...extra }, status);
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; unknown URLs answer 404 in the envelope. Returns the mock to inspect calls. */
export function mockFetch(routes: Record<string, FetchHandler> = {}) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    // Keys are "METHOD /path" or "METHOD /path?query" (exact query match wins).
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    return handler ? handler(url, init) : fail(404, `No route ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function newQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return client;
}

export interface RenderRoutesOptions {
  initialPath?: string;
  queryClient?: QueryClient;
}

/** Renders a memory router of `routes` inside the app's providers (Mantine in test mode). */
export function renderRoutes(
  routes: RouteObject[],
  { initialPath = '/', queryClient = newQueryClient() }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient, ...view };
}

/** One element on every path, for components that need a router (header, footer). */
export function renderWithRouter(ui: ReactNode, options: RenderRoutesOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
