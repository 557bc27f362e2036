import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TMe } from '@gd/contracts/schemas/auth';
import { ApiError, call } from '../api-client';
import { endSessionWithNotice } from '../session-ended';
import { useStoredSession } from '../storage';

/** The logged-in user's shared state (spec §3): validates the stored token. The guards handle a 401 themselves, so the client does not end the session. */
export function getMe(signal?: AbortSignal): Promise<TMe> {
  return call(endpoints.getMe, {}, { signal, skipSessionEnd: true });
}

/** Not the token itself: a short fingerprint, so a new login never reads the previous user's answer. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const meQueryKey = ['auth', 'me'] as const;

export function meQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...meQueryKey, fingerprint(token)],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The validated user (filled by the login/admin guards), or undefined when logged out. */
export function useMe() {
  const { token } = useStoredSession();
  return useQuery({ ...meQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/**
 * On every page, open ones too, a stored session is checked (once, then every 5 minutes as pages change): one the
 * server no longer accepts ends with a notice at once, instead of showing the visitor as logged in until their first
 * action fails (decision 58). The header loads this with the first stored session only (app/layout/header.tsx).
 */
export async function checkSession(queryClient: QueryClient, token: string): Promise<void> {
  try {
    await queryClient.fetchQuery(meQueryOptions(token));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSessionWithNotice();
  }
}
