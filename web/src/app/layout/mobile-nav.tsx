import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { installApp } from '../../lib/install-app';
import { paths } from '../paths';
import classes from './layout.module.css';
import { mainNavItems, visibleAccountItems } from './nav-items';

export interface MobileNavProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  userName: string | null;
  loggedIn: boolean;
  paymentProviderType: string | null | undefined;
  /** The "Download app" button (decision 80): hidden when running as the installed app. */
  showInstall: boolean;
  onLogout: () => void;
}

/** The slide-out menu below the large breakpoint (burger in the header). */
export function MobileNav({
  id,
  opened,
  onClose,
  userName,
  loggedIn,
  paymentProviderType,
  showInstall,
  onLogout,
}: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(20rem, 85vw)" hiddenFrom="lg">
      <Drawer.Overlay />
      <Drawer.Content id={id}>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title>{t('APP.SITE_NAME')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('NAV.CLOSE_MENU')} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t('NAV.MAIN')}>
            <ul className={classes.drawerList}>
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={classes.drawerLink} onClick={onClose}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Divider my="md" />
          {loggedIn ? (
            <Stack gap="xs">
              <Text fw={700} px="sm">
                {userName ?? t('ACCOUNT.FALLBACK_NAME')}
              </Text>
              <ul className={classes.drawerList} aria-label={t('ACCOUNT.MENU_LABEL', { name: userName ?? '' })}>
                {visibleAccountItems(paymentProviderType).map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={classes.drawerLink} onClick={onClose}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Button variant="default" onClick={onLogout}>
                {t('ACCOUNT.LOGOUT')}
              </Button>
            </Stack>
          ) : (
            <Button component={Link} to={paths.login.href()} fullWidth onClick={onClose}>
              {t('NAV.LOGIN_SIGNUP')}
            </Button>
          )}
          {showInstall ? (
            <Button
              variant="subtle"
              fullWidth
              mt="md"
              onClick={() => {
                onClose();
                void installApp();
              }}
            >
              {t('NAV.DOWNLOAD_APP')}
            </Button>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
