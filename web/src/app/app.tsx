import { Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ShellOverlay } from './layout/shell-overlay';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export type AppRouter = ReturnType<typeof createAppRouter>;

export interface AppProps {
  /** Made before the first render (main.tsx) so the first page can start loading with the app's code. */
  queryClient?: QueryClient;
  router?: AppRouter;
}

/** Providers + router. The Suspense fallback covers the shell until the dictionaries have loaded. */
export function App(props: AppProps) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<ShellOverlay />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}

/** Resolves once the router has matched the first URL, loaded that page's code and run its loaders. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
