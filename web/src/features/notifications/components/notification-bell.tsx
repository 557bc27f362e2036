import '@mantine/core/styles.layer.css'; // the shell loads only its subset; the bell brings Popover's and Indicator's
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNotification } from '@gd/contracts/schemas/notifications';
import { BellIcon } from '../../../components/icons-extra';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useMarkRead, useNotifications } from '../api/notifications';
import { notificationText, whatsappHref } from './notification-text';

const NotificationSettings = lazy(() => import('./notification-settings'));

/**
 * Decision 69: the header's bell for a signed-in account — the unread count on it, and a panel with the newest
 * notifications (each opens its page and is marked read), "Mark all as read" and the notification settings.
 * Loaded only for signed-in visitors (the header imports it lazily), so public pages do not carry it.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [opened, setOpened] = useState(false);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const list = useNotifications();
  const markRead = useMarkRead();
  const headingId = useId();
  const unread = list.data?.unread ?? 0;

  const read = (ids: number[] | 'all') =>
    markRead.mutate(ids === 'all' ? { all: true } : { ids }, { onError: (error) => notifyError(error) });

  const open = (n: TNotification) => {
    if (!n.read) read([n.notification_id]);
    setOpened(false);
  };

  const item = (n: TNotification) => {
    const { title, detail } = notificationText(n, t, language);
    const whatsapp = n.kind === 'inquiry' ? whatsappHref(n.params.mobile) : null;
    const body = (
      <>
        <Text size="sm" fw={n.read ? 400 : 700}>
          {n.read ? null : <VisuallyHidden>{t('NOTIFICATIONS.UNREAD')}: </VisuallyHidden>}
          {title}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
            {detail}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {formatDate(n.created_at, 'dd MMM, yyyy', language)}
        </Text>
      </>
    );
    return (
      <Box
        component="li"
        key={n.notification_id}
        px="xs"
        py={6}
        style={{
          borderInlineStart: `3px solid ${n.read ? 'transparent' : 'var(--mantine-color-orange-7)'}`,
          borderRadius: 4,
        }}
      >
        {n.link ? (
          <UnstyledButton
            component={Link}
            to={n.link}
            onClick={() => open(n)}
            className="mantine-focus-auto"
            style={{ display: 'block', width: '100%' }}
          >
            {body}
          </UnstyledButton>
        ) : (
          body
        )}
        {whatsapp ? (
          <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer" size="xs" fw={600}>
            {t('NOTIFICATIONS.WHATSAPP_REPLY')}
          </Anchor>
        ) : null}
      </Box>
    );
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        transitionProps={{ duration: 0 }}
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread ? t('NOTIFICATIONS.BELL_UNREAD', { count: unread }) : t('NOTIFICATIONS.BELL')}
          >
            <Indicator
              label={unread > 99 ? '99+' : unread}
              disabled={unread === 0}
              size={16}
              color="red.8"
              offset={2}
              inline
              aria-hidden
            >
              <BellIcon size={20} />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={headingId} p="xs">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text id={headingId} fw={700} component="h2" size="md" m={0}>
              {t('NOTIFICATIONS.TITLE')}
            </Text>
            <Button size="compact-xs" variant="subtle" disabled={unread === 0} onClick={() => read('all')}>
              {t('NOTIFICATIONS.MARK_ALL_READ')}
            </Button>
          </Group>
          {list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.isPending ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label={t('APP.LOADING')} />
            </Group>
          ) : list.data.rows.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('NOTIFICATIONS.EMPTY')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap={4}
              m={0}
              p={0}
              style={{ listStyle: 'none', maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}
            >
              {list.data.rows.map(item)}
            </Stack>
          )}
          <Button
            fullWidth
            mt="xs"
            size="xs"
            variant="light"
            onClick={() => {
              setOpened(false);
              setSettingsOpened(true);
            }}
          >
            {t('NOTIFICATIONS.SETTINGS')}
          </Button>
        </Popover.Dropdown>
      </Popover>
      {settingsOpened ? (
        <Suspense fallback={null}>
          <NotificationSettings opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
