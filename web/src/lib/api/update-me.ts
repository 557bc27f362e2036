import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@gd/contracts/codes';
import * as endpoints from '@gd/contracts/endpoints/auth';
import type { TMe, TUpdateMeRequest } from '@gd/contracts/schemas/auth';
import { call, type CallOptions } from '../api-client';
import { getToken, setStoredUserName } from '../storage';
import { meQueryOptions } from './get-me';

/** Decision 28: name, email and language of the logged-in user (PUT replaces all three: send the email you keep). */
export function updateMe(body: TUpdateMeRequest, options: Pick<CallOptions, 'skipSessionEnd'> = {}): Promise<TMe> {
  return call(endpoints.updateMe, { body }, options);
}

/** Puts the saved user in the cache the guards read, and the name where the header reads it. */
function remember(queryClient: QueryClient, me: TMe): void {
  const token = getToken();
  if (token) queryClient.setQueryData(meQueryOptions(token).queryKey, me);
  setStoredUserName(me.name);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMeRequest) => updateMe(body),
    onSuccess: (me) => remember(queryClient, me),
  });
}

/**
 * The header's language switch, for a logged-in user: stores the choice on the account so mails come in that
 * language. Best effort: a failure changes nothing on screen and never ends the session.
 */
export async function saveLanguagePreference(queryClient: QueryClient, language: Language): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const me = await queryClient.fetchQuery(meQueryOptions(token));
    if (me.language === language) return;
    const saved = await updateMe({ name: me.name, email: me.email, language }, { skipSessionEnd: true });
    if (getToken() === token) queryClient.setQueryData(meQueryOptions(token).queryKey, saved);
  } catch {
    /* best effort */
  }
}
