import { Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SETTINGS, type NotificationSetting } from '@gd/contracts/schemas/notifications';
import { QueryError } from '../../../components/query-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** Decision 69: one switch per kind of notice (in the bell and by email); each is saved as it is flipped. */
export default function NotificationSettings({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const flip = (kind: NotificationSetting, enabled: boolean) =>
    save.mutate(
      { [kind]: enabled },
      { onSuccess: () => notifySuccess(t('NOTIFICATIONS.SAVED')), onError: (error) => notifyError(error) },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('NOTIFICATIONS.SETTINGS')}
      centered
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      <Text size="sm" mb="sm">
        {t('NOTIFICATIONS.SETTINGS_INTRO')}
      </Text>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <Loader size="sm" aria-label={t('APP.LOADING')} />
      ) : (
        <Stack gap="sm">
          {NOTIFICATION_SETTINGS.map((kind) => (
            <Switch
              key={kind}
              label={t(`NOTIFICATIONS.SETTING.${kind}`)}
              checked={settings.data[kind]}
              disabled={save.isPending}
              onChange={(e) => flip(kind, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
