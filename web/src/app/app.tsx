import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ShellOverlay } from './layout/shell-overlay';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Providers + router. The Suspense fallback covers the shell until the dictionaries have loaded. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<ShellOverlay />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}
