import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LoginPromptContext, type LoginPromptOptions } from '../lib/login-prompt';

// The modal and the login form (react-hook-form, zod) load on first use only.
const LoginModal = lazy(async () => ({ default: (await import('./login-modal')).LoginModal }));

/** Provides `useLoginPrompt()` to the pages: a login modal that keeps the visitor on the page. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<LoginPromptOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const requestLogin = useCallback((options: LoginPromptOptions = {}) => {
    setRequest(options);
    setOpened(true);
  }, []);

  return (
    <LoginPromptContext.Provider value={requestLogin}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <LoginModal
            opened={opened}
            reason={request.reason}
            onClose={() => setOpened(false)}
            onLoggedIn={() => {
              setOpened(false);
              request.onSuccess?.();
            }}
          />
        </Suspense>
      ) : null}
    </LoginPromptContext.Provider>
  );
}
