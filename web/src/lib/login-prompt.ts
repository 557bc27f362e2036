import { createContext, useContext } from 'react';

export interface LoginPromptOptions {
  /** Why the visitor is asked to log in (shown above the form). */
  reason?: string;
  /** Runs once the visitor has logged in in the modal (e.g. open the inquiry form they asked for). */
  onSuccess?: () => void;
}

/** Opens the login modal; the visitor stays on the page (spec §2 profile, pricing). */
export type RequestLogin = (options?: LoginPromptOptions) => void;

/**
 * Features ask for a login through this context; the app layer provides the modal (app/login-modal-provider.tsx),
 * so no feature imports the auth feature.
 */
export const LoginPromptContext = createContext<RequestLogin | null>(null);

export function useLoginPrompt(): RequestLogin {
  const requestLogin = useContext(LoginPromptContext);
  if (!requestLogin) throw new Error('useLoginPrompt needs the LoginModalProvider (app/login-modal-provider.tsx)');
  return requestLogin;
}
