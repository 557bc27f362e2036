import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { featuredCategoriesQueryOptions } from '../features/directory/api/get-featured-categories';
import { newBusinessesQueryOptions } from '../features/directory/api/get-new-businesses';
import { guardLoader } from './guards';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ShellOverlay } from './layout/shell-overlay';
import { NotFoundPage } from './pages/not-found-page';
import { legacyRedirects, NOT_FOUND_TITLE_KEY, paths, type RouteEntry } from './paths';

/**
 * One page of the route table: its guard runs as the route loader while the page's code loads (lazy).
 * `pick` names the page component exported by the module.
 */
function page<M>(
  entry: RouteEntry,
  queryClient: QueryClient,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  options: {
    prefetch?: (queryClient: QueryClient) => void;
    /** false only for pages styled by the shell's subset of Mantine CSS (main.tsx), e.g. home. */
    fullStyles?: boolean;
  } = {},
): RouteObject {
  const handle: RouteHandle = { titleKey: entry.titleKey };
  const guard = guardLoader(entry.guard, queryClient);
  const { prefetch, fullStyles = true } = options;
  const loader: LoaderFunction | undefined = prefetch
    ? (args) => {
        // Starts the page's requests alongside its code; the page reads them from the cache.
        // Only for public data: it runs before the guard has decided.
        prefetch(queryClient);
        return guard ? guard(args) : null;
      }
    : guard;
  return {
    path: entry.path,
    handle,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const [module] = await Promise.all([load(), fullStyles ? loadAllMantineStyles() : null]);
      return { Component: pick(module) };
    },
  };
}

/** Every Mantine component's CSS (cascade layer `mantine`), fetched once, before the first page that may need it. */
function loadAllMantineStyles(): Promise<unknown> {
  return import('@mantine/core/styles.layer.css');
}

/**
 * Routes land as their issues land: only real screens are registered here. Every other path of `paths.ts`
 * falls through to the not-found page until its issue adds its entry, e.g.
 * `page(paths.login, queryClient, () => import('../features/auth/pages/login-page'), (m) => m.LoginPage)`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          // While the first page's code and guard load, the shell (header, footer) shows under the overlay.
          HydrateFallback: () => <ShellOverlay />,
          children: [
            page(
              paths.home,
              queryClient,
              () => import('../features/directory/pages/home-page'),
              (m) => m.HomePage,
              {
                fullStyles: false,
                prefetch: (qc) => {
                  void qc.prefetchQuery(featuredCategoriesQueryOptions());
                  void qc.prefetchQuery(newBusinessesQueryOptions());
                },
              },
            ),
            ...legacyRedirects.map(({ from, to }): RouteObject => ({
              path: from,
              element: null,
              loader: ({ request }) => {
                const { search, hash } = new URL(request.url);
                return redirect(`${to.href()}${search}${hash}`);
              },
            })),
            { path: '*', handle: { titleKey: NOT_FOUND_TITLE_KEY } satisfies RouteHandle, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
