import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2/§4: the delete modal ('Are you sure want to delete?' Yes/No) closes on No, on close and on success. */
export function ConfirmDelete(props: {
  subject: string | null;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.subject !== null} onClose={props.onClose} title={t('CONTENT.DELETE_TITLE')} centered>
      <Text>{t('CONTENT.CONFIRM_DELETE')}</Text>
      {props.subject ? (
        <Text fw={600} mt={4}>
          {props.subject}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={props.loading}>
          {t('CONTENT.NO')}
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          {t('CONTENT.YES')}
        </Button>
      </Group>
    </Modal>
  );
}
