import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
  subject: string | null;
}

/** Spec §2 admin delete: 'Are you sure want to delete?' with Yes / No. */
export function ConfirmDeleteModal({ opened, onClose, onConfirm, loading, subject }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('RECORDS.CONFIRM_DELETE_TITLE')}
      centered
      closeButtonProps={{ 'aria-label': t('RECORDS.CLOSE') }}
    >
      <Text>{t('RECORDS.CONFIRM_DELETE')}</Text>
      {subject ? (
        <Text fw={600} mt={4}>
          {subject}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('RECORDS.NO')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('RECORDS.YES')}
        </Button>
      </Group>
    </Modal>
  );
}
