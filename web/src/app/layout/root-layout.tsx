import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { usePageTitleOverride } from '../../lib/page-title';
import { LoginModalProvider } from '../login-modal-provider';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import { ShellOverlay } from './shell-overlay';

export const MAIN_CONTENT_ID = 'main-content';

/** What a route tells the shell through `handle`. */
export interface RouteHandle {
  titleKey?: string;
}

/**
 * Decision 23: document title "{page} · {site name}" in the current language, from the deepest route's titleKey,
 * or from the name a page gave itself (lib/page-title.ts: a business, a category).
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const override = usePageTitleOverride();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
  const siteName = t('APP.SITE_NAME');
  const page = override ?? (titleKey ? t(titleKey) : null);
  const title = page ? `${page} · ${siteName}` : siteName;
  useEffect(() => {
    document.title = title; // syncing with the document, outside React
  }, [title]);
}

/** The root shell: skip link, offer banner + sticky header, main landmark, footer, loading overlay. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useDocumentTitle();

  return (
    <LoginModalProvider>
      <div className={classes.shell}>
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
          {t('APP.SKIP_TO_CONTENT')}
        </a>
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <Footer />
        {navigation.state === 'loading' ? <ShellOverlay label={t('APP.LOADING')} delayed /> : null}
        <ScrollRestoration />
      </div>
    </LoginModalProvider>
  );
}
