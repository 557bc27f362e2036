import { Box, Button, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import classes from './admin-layout.module.css';
import { adminNavItems } from './admin-nav-items';

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ADMIN.MENU')}>
      <ul className={classes.navList}>
        {adminNavItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={`${classes.navLink} mantine-focus-auto`} onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin console's frame (spec §2 admin sidebar: Dashboard, Contact List, Business List, Business Category
 * List, Subscription List) around the admin pages. Below 62em the sidebar becomes a drawer behind a button.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const drawerId = useId();
  return (
    <Container size="xl" className={classes.layout}>
      <Box component="aside" visibleFrom="md" className={classes.sidebar} aria-label={t('ADMIN.CONSOLE')}>
        <p className={classes.sidebarTitle}>{t('ADMIN.CONSOLE')}</p>
        <AdminNav />
      </Box>
      <Box hiddenFrom="md">
        <Button
          variant="default"
          onClick={drawer.open}
          aria-expanded={opened}
          aria-controls={opened ? drawerId : undefined}
          fullWidth
          justify="space-between"
        >
          {t('ADMIN.OPEN_MENU')}
        </Button>
        <Drawer.Root opened={opened} onClose={drawer.close} size="min(18rem, 85vw)">
          <Drawer.Overlay />
          <Drawer.Content id={drawerId}>
            {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
            <Drawer.Header component="div">
              <Drawer.Title>{t('ADMIN.CONSOLE')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('ADMIN.CLOSE_MENU')} />
            </Drawer.Header>
            <Drawer.Body>
              <AdminNav onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </Box>
      <div className={classes.content}>
        <Outlet />
      </div>
    </Container>
  );
}
