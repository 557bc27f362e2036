import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { modalsHostWasRequested, subscribeModalsHost } from '../lib/modals-host';
import { subscribeToasts, toastsWereRequested } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for component tests. */
  env?: 'default' | 'test';
}

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Toasts: top-right, 5000 ms (spec §9). The container loads with the first toast (lib/notify.ts). */
function DeferredNotifications() {
  const requested = useSyncExternalStore(subscribeToasts, toastsWereRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={5000} limit={4} />
    </Suspense>
  );
}

const ModalsHost = lazy(async () => ({ default: (await import('../components/modals-host')).ModalsHost }));

/** Dialogs of `@mantine/modals` (confirmations): the host loads with the first one (lib/modals-host.ts). */
function DeferredModals() {
  const requested = useSyncExternalStore(subscribeModalsHost, modalsHostWasRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  );
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        {children}
        <DeferredModals />
      </QueryClientProvider>
    </MantineProvider>
  );
}
