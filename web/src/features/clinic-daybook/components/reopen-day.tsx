import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useReopenDay } from '../api/daybook';

/**
 * A clinic administrator reopens a closed day (decision 92): a reason is asked and kept in the audit trail with the
 * totals the close froze. The button sits under the closed day's badge.
 */
export function ReopenDay({ date, dayText }: { date: string; dayText: string }) {
  const { t } = useTranslation();
  const reopen = useReopenDay();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < 5;
  const serverField = reopen.error instanceof ApiError ? reopen.error.fieldErrors.reason : undefined;
  const reasonError = (tried && tooShort) || serverField ? t('DAYBOOK.REOPEN_REASON_REQUIRED') : undefined;

  const submit = () => {
    setTried(true);
    if (tooShort) return;
    reopen.mutate(
      { date, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setTried(false);
          notifySuccess(t('DAYBOOK.REOPENED_OK', { date: dayText }));
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {t('DAYBOOK.REOPEN_DAY')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('DAYBOOK.REOPEN_TITLE')}
        closeButtonProps={{ 'aria-label': t('DAYBOOK.CANCEL') }}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text>{t('DAYBOOK.REOPEN_TEXT', { date: dayText })}</Text>
            <Textarea
              label={t('DAYBOOK.REOPEN_REASON')}
              required
              autosize
              minRows={2}
              maxLength={300}
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            {reopen.isError && !serverField ? (
              <Alert color="red" role="alert">
                {errorMessage(reopen.error, t)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('DAYBOOK.CANCEL')}
              </Button>
              <Button type="submit" loading={reopen.isPending}>
                {t('DAYBOOK.REOPEN_CONFIRM')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
