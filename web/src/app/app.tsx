import { Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ShellOverlay } from './layout/shell-overlay';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/**
 * Providers around the pages. The Suspense fallback covers the shell until the dictionaries have loaded. The
 * server renders the same tree with its static router (entry-server.tsx), so the browser can hydrate it.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppProvider queryClient={queryClient}>
      <Suspense fallback={<ShellOverlay />}>
        {children}
        <ReadyMark />
      </Suspense>
    </AppProvider>
  );
}

/**
 * `<html data-app-ready>` once the page inside the Suspense boundary has rendered or hydrated: its buttons and
 * fields answer from then on. An effect of the app's root would run while that boundary is still waiting for
 * the dictionaries, and a field changed then is put back by hydration (the choice is lost).
 */
function ReadyMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
