import { Anchor, Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { DownloadIcon } from '../../components/icons';
import { usePublicSettings } from '../../lib/api/get-public-settings';
import { closeInstallDialog, installApp, useInstallApp } from '../../lib/install-app';
import { useStoredSession } from '../../lib/storage';
import { paths } from '../paths';
import classes from './layout.module.css';
import { LanguageMenu } from './language-menu';
import { OfferBanner } from './offer-banner';
import { mainNavItems } from './nav-items';
import { ShellOverlay } from './shell-overlay';
import { UserMenu } from './user-menu';

// The drawer (Mantine Drawer: modal base, focus trap, scroll lock) loads on first use, not with every page.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));
// Decision 69: the notifications bell loads for signed-in visitors only (public pages stay light).
const NotificationBell = lazy(() => import('./notification-bell-slot'));
// Decision 80: how to add the app to the home screen, when the browser offers no install prompt of its own.
const InstallDialog = lazy(async () => ({ default: (await import('./install-dialog')).InstallDialog }));

/** Logged-out offer banner and the sticky site header (spec §2): menu, language, account or Login/Signup, app download, mobile drawer. */
export function Header() {
  const { t } = useTranslation();
  const { token, userName } = useStoredSession();
  const queryClient = useQueryClient();
  // A stored session is checked on open pages too (decision 58); its code loads only for visitors who have one.
  useEffect(() => {
    if (token) void import('../../lib/api/get-me').then((m) => m.checkSession(queryClient, token));
  }, [queryClient, token]);
  const settings = usePublicSettings().data;
  const install = useInstallApp();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer is mounted from its first opening on (then it animates open and closed as usual).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const drawerId = useId();
  const loggedIn = Boolean(token);
  const displayName = userName || t('ACCOUNT.FALLBACK_NAME');

  const logout = () => {
    menu.close();
    setLoggingOut(true);
    // Its code (and the auth endpoints) loads when asked for: a guest's first page does not carry it.
    void import('../../lib/api/logout').then((m) => m.logoutAndReload());
  };

  return (
    <>
      {loggedIn ? null : <OfferBanner />}
      <header className={classes.header}>
        <Container size="xl" className={classes.headerInner}>
          <Link to={paths.home.href()} className={`${classes.brand} mantine-focus-auto`}>
            <img src="/assets/img/logo.svg" alt="" width={32} height={32} />
            <span className={classes.brandName}>{t('APP.SITE_NAME')}</span>
          </Link>

          <nav aria-label={t('NAV.MAIN')} className={classes.desktopNav}>
            <ul className={classes.navList}>
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={`${classes.navLink} mantine-focus-auto`}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={classes.actions}>
            {install.installed ? null : (
              <Anchor
                component="button"
                type="button"
                onClick={() => void installApp()}
                size="sm"
                fw={600}
                visibleFrom="md"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                <DownloadIcon size={16} />
                {t('NAV.DOWNLOAD_APP')}
              </Anchor>
            )}
            <LanguageMenu />
            {loggedIn ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            {loggedIn ? (
              <Box visibleFrom="sm">
                <UserMenu
                  userName={displayName}
                  paymentProviderType={settings?.payment_provider_type}
                  onLogout={logout}
                />
              </Box>
            ) : (
              <Button component={Link} to={paths.login.href()} size="sm" visibleFrom="sm">
                {t('NAV.LOGIN_SIGNUP')}
              </Button>
            )}
            <Burger
              opened={menuOpened}
              onClick={() => {
                setDrawerWanted(true);
                menu.toggle();
              }}
              onPointerEnter={() => void loadMobileNav()}
              onFocus={() => void loadMobileNav()}
              hiddenFrom="lg"
              size="sm"
              aria-label={menuOpened ? t('NAV.CLOSE_MENU') : t('NAV.OPEN_MENU')}
              aria-expanded={menuOpened}
              aria-controls={menuOpened ? drawerId : undefined}
            />
          </div>
        </Container>

        {drawerWanted ? (
          <Suspense fallback={null}>
            <MobileNav
              id={drawerId}
              opened={menuOpened}
              onClose={menu.close}
              loggedIn={loggedIn}
              userName={displayName}
              paymentProviderType={settings?.payment_provider_type}
              showInstall={!install.installed}
              onLogout={logout}
            />
          </Suspense>
        ) : null}
        {install.dialogOpen ? (
          <Suspense fallback={null}>
            <InstallDialog opened onClose={closeInstallDialog} storeUrl={settings?.app_download_url} />
          </Suspense>
        ) : null}
        {loggingOut ? <ShellOverlay label={t('ACCOUNT.LOGGING_OUT')} /> : null}
      </header>
    </>
  );
}
