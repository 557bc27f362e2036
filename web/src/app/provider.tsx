import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals for component tests. */
  env?: 'default' | 'test';
}

/** Toasts: top-right, 5000 ms (spec §9). */
export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={5000} limit={4} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
