import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
  /** What is deleted, shown under the question. */
  subject?: string | null;
}

/** Spec §4: the delete modal opens on delete, closes on No, on close and on success. */
export function ConfirmDeleteModal({ opened, onClose, onConfirm, loading, subject }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('OWNER.CONFIRM_DELETE_TITLE')} centered>
      <Text>{t('OWNER.CONFIRM_DELETE')}</Text>
      {subject ? (
        <Text fw={600} mt={4}>
          {subject}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('OWNER.NO')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('OWNER.YES')}
        </Button>
      </Group>
    </Modal>
  );
}
