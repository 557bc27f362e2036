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
      <Suspense fallback={<ShellOverlay />}>{children}</Suspense>
    </AppProvider>
  );
}

/** `<html data-app-ready>` once the app has rendered or hydrated the page: its buttons answer from then on. */
function useReadyMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  useReadyMark();
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
