import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  question: string;
  subject?: string | null | undefined;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** Spec §4 delete modal: opens on delete, closes on No, on close and on success. */
export function ConfirmDialog({ opened, question, subject, onClose, onConfirm, loading }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('JOBS.CONFIRM_TITLE')}
      centered
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      <Text>{question}</Text>
      {subject ? (
        <Text fw={600} mt={4}>
          {subject}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('JOBS.NO')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('JOBS.YES')}
        </Button>
      </Group>
    </Modal>
  );
}
