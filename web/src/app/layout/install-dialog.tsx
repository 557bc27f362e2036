import '@mantine/core/styles.layer.css'; // the shell loads only its subset of Mantine's styles; the dialog brings Modal's
import { Anchor, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface InstallDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The admin's store link for a native app (site setting `app_download_url`), offered as well when set. */
  storeUrl: string | null | undefined;
}

const PLATFORMS = ['ANDROID', 'IOS', 'DESKTOP'] as const;

/**
 * Decision 80: how to add the site to the home screen, for a browser that offered no install prompt (Safari, Firefox,
 * or Chrome before it decides the site is installable). Focus moves into it, Escape and the close button close it.
 */
export function InstallDialog({ opened, onClose, storeUrl }: InstallDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('INSTALL.TITLE')}
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
      size="md"
      data-install-dialog=""
    >
      <Stack gap="md">
        <Text>{t('INSTALL.INTRO')}</Text>
        {PLATFORMS.map((platform) => (
          <section key={platform}>
            <Title order={3} size="h5">
              {t(`INSTALL.${platform}_TITLE`)}
            </Title>
            <Text size="sm">{t(`INSTALL.${platform}_STEPS`)}</Text>
          </section>
        ))}
        {storeUrl ? (
          <Anchor href={storeUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {t('INSTALL.STORE_LINK')}
          </Anchor>
        ) : null}
        <Button onClick={onClose} variant="default" style={{ alignSelf: 'flex-end' }}>
          {t('ACTIONS.CLOSE')}
        </Button>
      </Stack>
    </Modal>
  );
}
