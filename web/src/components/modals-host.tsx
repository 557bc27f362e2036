import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markModalsHostMounted } from '../lib/modals-host';

/**
 * The one dialog of `@mantine/modals` (confirmations, use-confirm.tsx): centred, its close button named in the
 * current language, Yes / No by default. The shell mounts it lazily with the first request (lib/modals-host.ts);
 * the provider's event listeners are attached before this effect reports it mounted.
 */
export function ModalsHost() {
  const { t } = useTranslation();
  useEffect(() => markModalsHostMounted(), []);
  return (
    <ModalsProvider
      modalProps={{ centered: true, closeButtonProps: { 'aria-label': t('ACTIONS.CLOSE') } }}
      labels={{ confirm: t('ACTIONS.YES'), cancel: t('ACTIONS.NO') }}
    />
  );
}
