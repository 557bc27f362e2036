import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useChangeStatus } from '../api/desk';
import { opdErrorText } from './errors';
import { STATUS_KEYS } from './status-badge';

/**
 * A clinic administrator moves a visit one step back (decision 32), with the reason the audit trail keeps.
 */
export function ResetStatus({ visitId, status }: { visitId: number; status: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const change = useChangeStatus();
  const back = (status - 1) as 1 | 2 | 3;
  return (
    <>
      <Button size="xs" variant="subtle" color="dark" onClick={() => setOpen(true)}>
        {t('OPD.RESET.BUTTON')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        closeButtonProps={{ 'aria-label': t('OPD.ISSUED.CLOSE') }}
        title={t('OPD.RESET.TITLE', { status: t(STATUS_KEYS[back]!) })}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              { id: visitId, status: back, reason: reason.trim() },
              {
                onSuccess: () => {
                  setOpen(false);
                  setReason('');
                },
                onError: (err) => notifyError(err, opdErrorText(t, err)),
              },
            );
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('OPD.RESET.REASON')}
              required
              minLength={3}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} disabled={reason.trim().length < 3}>
                {t('OPD.RESET.SUBMIT')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
