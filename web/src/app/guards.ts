import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { TMe } from '@gd/contracts/schemas/auth';
import { endSessionWithNotice } from '../lib/session-ended';
import { getToken, SESSION_KEYS, setSessionValue } from '../lib/storage';
import { paths, type Guard } from './paths';

/**
 * Validates the stored token through `GET /api/auth/me`; the answer stays in the query cache. Its code loads with the
 * first check (only visitors with a stored session have one), not with every visitor's first page.
 */
async function validate(queryClient: QueryClient, token: string): Promise<TMe | null> {
  try {
    const { meQueryOptions } = await import('../lib/api/get-me');
    return await queryClient.fetchQuery(meQueryOptions(token));
  } catch {
    return null;
  }
}

/**
 * Spec §8: a failed token validation clears storage (the language stays). Decision 58: the visitor is told, an open
 * page stays, and a page that needs a login sends them to log in again and back (not home without a word).
 */
function endSessionAndLogIn(guard: 'login' | 'admin' | 'staff', request: Request): Response {
  endSessionWithNotice();
  setSessionValue(SESSION_KEYS.postLoginRedirect, wantedUrl(request));
  return redirect(loginPageOf(guard));
}

/** Where a guarded page sends a visitor without a session: admins and clinic staff have their own logins. */
function loginPageOf(guard: 'login' | 'admin' | 'staff'): string {
  if (guard === 'admin') return paths.adminLogin.href();
  if (guard === 'staff') return paths.clinicLogin.href();
  return paths.login.href();
}

function wantedUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The route guards of spec §2/§6 as route loaders, so a page's code and its guard load in parallel and
 * nothing of a guarded page renders before the guard has decided. The shell shows the loading overlay meanwhile.
 */
export function guardLoader(guard: Guard, queryClient: QueryClient): LoaderFunction | undefined {
  switch (guard) {
    case 'open':
      return undefined;
    case 'guest':
      return () => (getToken() ? redirect(paths.home.href()) : null);
    case 'public':
      return async () => {
        const token = getToken();
        if (!token) return null;
        if (!(await validate(queryClient, token))) endSessionWithNotice();
        return null;
      };
    case 'login':
    case 'admin':
    case 'staff':
      return async ({ request }: LoaderFunctionArgs) => {
        const token = getToken();
        if (!token) {
          setSessionValue(SESSION_KEYS.postLoginRedirect, wantedUrl(request));
          // Admins have no phone login: an admin page sends a visitor to the admin login (clinic staff: theirs).
          return redirect(loginPageOf(guard));
        }
        const user = await validate(queryClient, token);
        if (!user) return endSessionAndLogIn(guard, request);
        if (guard === 'admin' && user.user_type !== 'admin') return redirect(paths.home.href());
        return null;
      };
  }
}
