// Every Mantine component's styles: the modal may open on a page that loaded only the shell's subset.
import '@mantine/core/styles.layer.css';
import { Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { SESSION_KEYS, setSessionValue } from '../lib/storage';

export interface LoginModalProps {
  opened: boolean;
  reason?: string;
  onClose: () => void;
  onLoggedIn: () => void;
}

/**
 * The login modal (spec §2: profiles and pricing): the visitor logs in without leaving the page. Answers cached
 * for the anonymous visitor (e.g. "my review") are refreshed. Leaving for register or forgot-password remembers
 * this page, so a later login comes back here (spec §4).
 */
export function LoginModal({ opened, reason, onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('AUTH.LOGIN_TITLE')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      {reason ? (
        <Text size="sm" mb="md">
          {reason}
        </Text>
      ) : null}
      <LoginForm
        onSuccess={() => {
          void queryClient.invalidateQueries();
          onLoggedIn();
        }}
        onNavigate={() => {
          setSessionValue(SESSION_KEYS.postLoginRedirect, `${location.pathname}${location.search}${location.hash}`);
          onClose();
        }}
      />
    </Modal>
  );
}
